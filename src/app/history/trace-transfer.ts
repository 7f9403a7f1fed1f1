import {
  ChangeDetectionStrategy,
  Component,
  Injector,
  computed,
  inject,
  output,
  signal,
} from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { MatTooltipModule } from '@angular/material/tooltip';
import { CONVERSATION_REPOSITORY } from '../timeline/conversation-repository';
import { createId } from '../timeline/ids';
import { RunStore } from '../timeline/run-store';

/**
 * Export of the open conversation as a `sightline.trace` file, and import of such a file as a
 * conversation. The parser (and zod with it) loads on the first import, not with the app.
 */
@Component({
  selector: 'app-trace-transfer',
  imports: [MatButtonModule, MatIconModule, MatTooltipModule],
  template: `
    <button
      mat-stroked-button
      type="button"
      data-testid="export-conversation"
      [disabled]="!canExport()"
      matTooltip="Download this conversation with its full trace"
      (click)="exportConversation()"
    >
      <mat-icon>download</mat-icon>
      Export
    </button>
    <button
      mat-stroked-button
      type="button"
      data-testid="import-conversation"
      [disabled]="importing()"
      matTooltip="Open a conversation from a .sightline.json trace file"
      (click)="fileInput.click()"
    >
      <mat-icon>upload</mat-icon>
      Import
    </button>
    <input
      #fileInput
      type="file"
      accept=".json,application/json"
      hidden
      data-testid="import-conversation-file"
      aria-label="Trace file to import"
      (change)="importSelectedFile($event)"
    />
  `,
  styles: `
    :host {
      display: flex;
      gap: 8px;
    }
    button {
      flex: 1 1 0;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class TraceTransfer {
  private readonly store = inject(RunStore);
  private readonly repository = inject(CONVERSATION_REPOSITORY);
  private readonly injector = inject(Injector);
  protected readonly importing = signal(false);
  protected readonly canExport = computed(
    () => this.store.turns().length > 0 && !this.store.isLive(),
  );
  /** A conversation was imported and opened. */
  readonly imported = output();

  protected async exportConversation(): Promise<void> {
    const trace = this.store.toTrace();
    const { serializeTrace, traceFileName } = await import('./trace-file');
    const url = URL.createObjectURL(
      new Blob([serializeTrace(trace)], { type: 'application/json' }),
    );
    const link = document.createElement('a');
    link.href = url;
    link.download = traceFileName(trace.conversation.title);
    link.click();
    // The download has taken the blob by the next task; the URL is no longer needed.
    setTimeout(() => URL.revokeObjectURL(url));
  }

  protected async importSelectedFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    // Choosing the same file again must fire `change` again.
    input.value = '';
    if (!file) return;
    this.importing.set(true);
    try {
      const { readTraceFile } = await import('./trace-file');
      const result = await readTraceFile(file);
      if (!result.ok) {
        void this.notify(`Could not import “${file.name}”. ${result.error}`);
        return;
      }
      let trace = result.trace;
      // Importing a conversation that is already here (say, exported from this session) opens a
      // copy rather than overwriting the stored one.
      if (await this.repository.load(trace.conversation.id)) {
        trace = { ...trace, conversation: { ...trace.conversation, id: createId('conv') } };
      }
      await this.repository.save(trace);
      if (!(await this.store.openConversation(trace.conversation.id))) {
        void this.notify(`Could not open “${file.name}” after importing it.`);
        return;
      }
      void this.notify(`Imported “${trace.conversation.title}”.`);
      this.imported.emit();
    } catch (error) {
      console.error('Import failed', error);
      void this.notify(`Could not import “${file.name}”. Loading the importer failed; try again.`);
    } finally {
      this.importing.set(false);
    }
  }

  /** The snack bar loads on first use: it is not worth a place in the initial bundle. */
  private async notify(message: string): Promise<void> {
    const { MatSnackBar } = await import('@angular/material/snack-bar');
    this.injector.get(MatSnackBar).open(message, 'Close', { duration: 8000 });
  }
}
