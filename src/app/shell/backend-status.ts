import { httpResource } from '@angular/common/http';
import { Injectable, computed } from '@angular/core';

/** `GET /api/status`: which model backend answers and how much data there is. */
export interface BackendStatus {
  llm: { backend: 'anthropic' | 'offline'; models: string[]; defaultModel: string };
  data: {
    communications: number;
    customers: number;
    cases: number;
    from: string | null;
    to: string | null;
  };
}

@Injectable({ providedIn: 'root' })
export class BackendStatusService {
  private readonly resource = httpResource<BackendStatus>(() => '/api/status');

  readonly status = computed(() => (this.resource.hasValue() ? this.resource.value() : undefined));
  readonly loading = this.resource.isLoading;
  readonly failed = computed(() => this.resource.error() !== undefined);
  readonly offline = computed(() => this.status()?.llm.backend === 'offline');
  readonly models = computed(() => this.status()?.llm.models ?? []);
  readonly defaultModel = computed(() => this.status()?.llm.defaultModel ?? null);

  reload(): void {
    this.resource.reload();
  }
}
