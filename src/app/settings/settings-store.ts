import { Injectable, computed, effect, inject, signal } from '@angular/core';
import type { Protocol } from '../../agent/events';
import { BackendStatusService } from '../shell/backend-status';

/** What the analyst chooses for a run; `model: null` means "the server's default model". */
export interface ResearchSettings {
  readonly model: string | null;
  readonly protocol: Protocol;
  readonly maxSteps: number;
}

export const DEFAULT_RESEARCH_SETTINGS: ResearchSettings = {
  model: null,
  protocol: 'native',
  // The engine's own default (DEFAULT_SETTINGS), repeated because the engine loads lazily.
  maxSteps: 10,
};

export const MAX_STEPS_RANGE = { min: 1, max: 20 } as const;

const SETTINGS_KEY = 'sightline.settings';
const TOKEN_KEY = 'sightline.token';

/** Run settings and the API access token, kept in localStorage across visits. */
@Injectable({ providedIn: 'root' })
export class SettingsStore {
  private readonly backend = inject(BackendStatusService);
  private readonly settings = signal<ResearchSettings>(readStoredSettings());
  private readonly accessToken = signal<string>(readStorage(TOKEN_KEY) ?? '');

  readonly model = computed(() => this.settings().model);
  readonly protocol = computed(() => this.settings().protocol);
  readonly maxSteps = computed(() => this.settings().maxSteps);
  readonly token = this.accessToken.asReadonly();

  /** The model a run will really use: the chosen one if the server still offers it. */
  readonly effectiveModel = computed(() => {
    const chosen = this.settings().model;
    const offered = this.backend.models();
    if (chosen && (offered.length === 0 || offered.includes(chosen))) return chosen;
    return this.backend.defaultModel();
  });

  /** Settings in the shape the engine takes (`Partial<RunSettings>`). */
  readonly runSettings = computed(() => {
    const model = this.effectiveModel();
    return {
      ...(model ? { model } : {}),
      protocol: this.settings().protocol,
      maxSteps: this.settings().maxSteps,
    };
  });

  constructor() {
    effect(() => writeStorage(SETTINGS_KEY, JSON.stringify(this.settings())));
    effect(() => writeStorage(TOKEN_KEY, this.accessToken() || null));
  }

  setModel(model: string | null): void {
    this.settings.update((settings) => ({ ...settings, model: model || null }));
  }

  setProtocol(protocol: Protocol): void {
    this.settings.update((settings) => ({ ...settings, protocol }));
  }

  setMaxSteps(maxSteps: number): void {
    this.settings.update((settings) => ({ ...settings, maxSteps: clampSteps(maxSteps) }));
  }

  setToken(token: string): void {
    this.accessToken.set(token.trim());
  }

  reset(): void {
    this.settings.set(DEFAULT_RESEARCH_SETTINGS);
  }
}

function clampSteps(value: number): number {
  if (!Number.isFinite(value)) return DEFAULT_RESEARCH_SETTINGS.maxSteps;
  return Math.min(MAX_STEPS_RANGE.max, Math.max(MAX_STEPS_RANGE.min, Math.round(value)));
}

/** Stored settings may be from an older version or hand-edited: keep only valid fields. */
function readStoredSettings(): ResearchSettings {
  try {
    const stored = JSON.parse(readStorage(SETTINGS_KEY) ?? '{}') as Partial<ResearchSettings>;
    return {
      model: typeof stored.model === 'string' && stored.model ? stored.model : null,
      protocol: stored.protocol === 'text' ? 'text' : 'native',
      maxSteps:
        typeof stored.maxSteps === 'number'
          ? clampSteps(stored.maxSteps)
          : DEFAULT_RESEARCH_SETTINGS.maxSteps,
    };
  } catch {
    return DEFAULT_RESEARCH_SETTINGS;
  }
}

// Storage can be unavailable (privacy modes, sandboxed frames): settings then last for the session.
function readStorage(key: string): string | null {
  try {
    return localStorage.getItem(key);
  } catch {
    return null;
  }
}

function writeStorage(key: string, value: string | null): void {
  try {
    if (value === null) localStorage.removeItem(key);
    else localStorage.setItem(key, value);
  } catch {
    /* see readStorage */
  }
}
