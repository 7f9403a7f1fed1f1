import { BreakpointObserver } from '@angular/cdk/layout';
import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { toSignal } from '@angular/core/rxjs-interop';
import { MatButtonModule } from '@angular/material/button';
import { MatDialog } from '@angular/material/dialog';
import { MatIconModule } from '@angular/material/icon';
import { MatSidenavModule } from '@angular/material/sidenav';
import { MatToolbarModule } from '@angular/material/toolbar';
import { MatTooltipModule } from '@angular/material/tooltip';
import { RouterLink, RouterOutlet } from '@angular/router';
import { map } from 'rxjs';
import { BackendStatusChip } from './backend-status-chip';
import { ConversationList } from './conversation-list';
import { ThemeService } from './theme';

/** Side panel next to the research view from this width up; an overlay below it. */
const WIDE_LAYOUT = '(min-width: 1100px)';

@Component({
  selector: 'app-shell',
  imports: [
    BackendStatusChip,
    ConversationList,
    MatButtonModule,
    MatIconModule,
    MatSidenavModule,
    MatToolbarModule,
    MatTooltipModule,
    RouterLink,
    RouterOutlet,
  ],
  templateUrl: './shell.html',
  styleUrl: './shell.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class Shell {
  private readonly dialog = inject(MatDialog);
  protected readonly theme = inject(ThemeService);

  protected readonly wide = toSignal(
    inject(BreakpointObserver)
      .observe(WIDE_LAYOUT)
      .pipe(map((state) => state.matches)),
    { initialValue: true },
  );
  /** Whether the panel is open while it overlays (narrow layout). */
  private readonly overlayOpen = signal(false);
  protected readonly panelOpen = computed(() => this.wide() || this.overlayOpen());

  protected readonly themeIcon = computed(
    () =>
      ({ system: 'brightness_auto', light: 'light_mode', dark: 'dark_mode' })[this.theme.mode()],
  );
  protected readonly themeLabel = computed(() => {
    const next = { system: 'light', light: 'dark', dark: 'system' }[this.theme.mode()];
    return `Theme: ${this.theme.mode()} (switch to ${next})`;
  });

  protected togglePanel(): void {
    this.overlayOpen.update((open) => !open);
  }

  protected closeOverlayPanel(): void {
    this.overlayOpen.set(false);
  }

  /** The dialog's code loads on first use. */
  protected async openSettings(): Promise<void> {
    const { SettingsDialog } = await import('../settings/settings-dialog');
    this.dialog.open(SettingsDialog, { width: 'min(480px, 96vw)', autoFocus: 'first-tabbable' });
  }
}
