import { DOCUMENT } from '@angular/common';
import { Injectable, computed, effect, inject, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { BreakpointObserver } from '@angular/cdk/layout';
import { map } from 'rxjs';

export type ThemeMode = 'system' | 'light' | 'dark';

const THEME_KEY = 'sightline.theme';
const NEXT_MODE: Record<ThemeMode, ThemeMode> = { system: 'light', light: 'dark', dark: 'system' };

/**
 * Light, dark or the system's choice. The M3 theme is built with `light-dark()` colours, so
 * setting `color-scheme` on the root element is all a switch takes.
 */
@Injectable({ providedIn: 'root' })
export class ThemeService {
  private readonly document = inject(DOCUMENT);
  private readonly storedMode = signal<ThemeMode>(readMode());
  private readonly systemPrefersDark = toSignal(
    inject(BreakpointObserver)
      .observe('(prefers-color-scheme: dark)')
      .pipe(map((state) => state.matches)),
    { initialValue: false },
  );

  readonly mode = this.storedMode.asReadonly();
  readonly effectiveScheme = computed(() => {
    const mode = this.storedMode();
    if (mode !== 'system') return mode;
    return this.systemPrefersDark() ? 'dark' : 'light';
  });

  constructor() {
    effect(() => {
      const mode = this.storedMode();
      this.document.documentElement.style.colorScheme = mode === 'system' ? 'light dark' : mode;
      try {
        localStorage.setItem(THEME_KEY, mode);
      } catch {
        /* storage unavailable: the choice lasts for this visit */
      }
    });
  }

  /** system → light → dark → system. */
  cycle(): void {
    this.storedMode.update((mode) => NEXT_MODE[mode]);
  }

  setMode(mode: ThemeMode): void {
    this.storedMode.set(mode);
  }
}

function readMode(): ThemeMode {
  try {
    const stored = localStorage.getItem(THEME_KEY);
    return stored === 'light' || stored === 'dark' ? stored : 'system';
  } catch {
    return 'system';
  }
}
