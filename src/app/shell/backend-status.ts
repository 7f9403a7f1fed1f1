import { httpResource } from '@angular/common/http';
import { DestroyRef, Injectable, computed, inject } from '@angular/core';

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

/**
 * How often the status is asked again, so the chip shows an API that went down (or came back)
 * while the page was open, not only at load.
 */
export const STATUS_CHECK_INTERVAL_MS = 15_000;

@Injectable({ providedIn: 'root' })
export class BackendStatusService {
  private readonly resource = httpResource<BackendStatus>(() => '/api/status');

  constructor() {
    const timer = setInterval(() => this.reload(), STATUS_CHECK_INTERVAL_MS);
    inject(DestroyRef).onDestroy(() => clearInterval(timer));
  }

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
