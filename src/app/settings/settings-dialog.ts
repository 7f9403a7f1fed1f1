import { ChangeDetectionStrategy, Component, inject, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatButtonToggleModule } from '@angular/material/button-toggle';
import { MatDialogModule } from '@angular/material/dialog';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { BackendStatusService } from '../shell/backend-status';
import { ThemeService, type ThemeMode } from '../shell/theme';
import { SettingsStore } from './settings-store';

/** Access token and appearance; run settings live next to the question box. */
@Component({
  selector: 'app-settings-dialog',
  imports: [
    MatButtonModule,
    MatButtonToggleModule,
    MatDialogModule,
    MatFormFieldModule,
    MatInputModule,
  ],
  template: `
    <h2 mat-dialog-title>Settings</h2>
    <mat-dialog-content class="content">
      <mat-form-field appearance="outline" subscriptSizing="dynamic">
        <mat-label>API access token</mat-label>
        <input
          matInput
          [type]="showToken() ? 'text' : 'password'"
          autocomplete="off"
          [value]="settings.token()"
          (change)="saveToken($event)"
        />
        <mat-hint>
          Needed only when the server sets SIGHTLINE_TOKEN. Kept in this browser's local storage and
          sent only to this server's /api.
        </mat-hint>
      </mat-form-field>
      <button mat-button type="button" (click)="showToken.set(!showToken())">
        {{ showToken() ? 'Hide token' : 'Show token' }}
      </button>

      <div class="theme" role="group" aria-labelledby="theme-label">
        <span id="theme-label" class="label">Theme</span>
        <mat-button-toggle-group
          [value]="theme.mode()"
          (change)="setTheme($event.value)"
          aria-labelledby="theme-label"
        >
          <mat-button-toggle value="system">System</mat-button-toggle>
          <mat-button-toggle value="light">Light</mat-button-toggle>
          <mat-button-toggle value="dark">Dark</mat-button-toggle>
        </mat-button-toggle-group>
      </div>
    </mat-dialog-content>
    <mat-dialog-actions align="end">
      <button mat-button type="button" (click)="backend.reload()">Recheck the API</button>
      <button mat-flat-button type="button" mat-dialog-close>Done</button>
    </mat-dialog-actions>
  `,
  styles: `
    .content {
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
    .theme {
      display: flex;
      align-items: center;
      gap: 16px;
      margin-top: 8px;
    }
    .label {
      font: var(--mat-sys-label-large);
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class SettingsDialog {
  protected readonly settings = inject(SettingsStore);
  protected readonly theme = inject(ThemeService);
  protected readonly backend = inject(BackendStatusService);
  protected readonly showToken = signal(false);

  protected saveToken(event: Event): void {
    this.settings.setToken((event.target as HTMLInputElement).value);
    this.backend.reload();
  }

  protected setTheme(mode: ThemeMode): void {
    this.theme.setMode(mode);
  }
}
