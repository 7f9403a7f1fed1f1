import { DatePipe, DecimalPipe } from '@angular/common';
import { HttpErrorResponse, httpResource } from '@angular/common/http';
import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MAT_DIALOG_DATA, MatDialogModule } from '@angular/material/dialog';
import { MatIconModule } from '@angular/material/icon';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { isCommunicationId, unwrapCommunication } from './communication';

/** A cited communication in full: who, when, where, what was said and how it felt. */
@Component({
  selector: 'app-communication-sheet',
  imports: [
    DatePipe,
    DecimalPipe,
    MatButtonModule,
    MatDialogModule,
    MatIconModule,
    MatProgressBarModule,
  ],
  templateUrl: './communication-sheet.html',
  styleUrl: './communication-sheet.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class CommunicationSheet {
  protected readonly id = inject<{ id: string }>(MAT_DIALOG_DATA).id;
  protected readonly viewable = isCommunicationId(this.id);

  private readonly resource = httpResource<unknown>(() =>
    this.viewable ? `/api/communications/${encodeURIComponent(this.id)}` : undefined,
  );

  protected readonly loading = this.resource.isLoading;
  protected readonly communication = computed(() =>
    this.resource.hasValue() ? unwrapCommunication(this.resource.value()) : null,
  );
  protected readonly problem = computed(() => {
    const error = this.resource.error();
    if (!error) return null;
    const status = error instanceof HttpErrorResponse ? error.status : undefined;
    if (status === 404) return `There is no communication ${this.id} in the corpus.`;
    if (status === 401 || status === 403)
      return 'The API refused the access token. Set it in Settings.';
    if (status === 0) return 'Cannot reach the Sightline API.';
    return `The API could not load ${this.id}${status ? ` (${status})` : ''}.`;
  });

  protected reload(): void {
    this.resource.reload();
  }
}
