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
  /**
   * Whether the tools answer without waiting: after a start, a question waits until a tool
   * worker has warmed up (at a million communications, tens of seconds). Absent from older APIs.
   */
  tools?: { ready: boolean; progress: number };
}

/**
 * How often the status is asked again, so the chip shows an API that went down (or came back)
 * while the page was open, not only at load.
 */
export const STATUS_CHECK_INTERVAL_MS = 15_000;

/** While the data is being prepared, the status is asked this often, so the percentage moves. */
export const PREPARING_CHECK_INTERVAL_MS = 1_000;

@Injectable({ providedIn: 'root' })
export class BackendStatusService {
  private readonly resource = httpResource<BackendStatus>(() => '/api/status');

  constructor() {
    let sinceCheck = 0;
    const timer = setInterval(() => {
      sinceCheck += PREPARING_CHECK_INTERVAL_MS;
      if (this.preparing() === null && sinceCheck < STATUS_CHECK_INTERVAL_MS) return;
      sinceCheck = 0;
      this.reload();
    }, PREPARING_CHECK_INTERVAL_MS);
    inject(DestroyRef).onDestroy(() => clearInterval(timer));
  }

  readonly status = computed(() => (this.resource.hasValue() ? this.resource.value() : undefined));
  readonly loading = this.resource.isLoading;
  readonly failed = computed(() => this.resource.error() !== undefined);
  readonly offline = computed(() => this.status()?.llm.backend === 'offline');
  readonly models = computed(() => this.status()?.llm.models ?? []);
  readonly defaultModel = computed(() => this.status()?.llm.defaultModel ?? null);
  /** The data's preparation in percent while the tools warm up, else null. */
  readonly preparing = computed(() => {
    const tools = this.status()?.tools;
    return tools && !tools.ready ? Math.floor(tools.progress * 100) : null;
  });

  reload(): void {
    this.resource.reload();
  }
}
