import {
  afterNextRender,
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
import type { Trace } from '../../agent/events';
import { RunStore } from '../timeline/run-store';
import { downloadText } from './download';
import { HistoryRepository } from './history-repository';
import { notify } from './notify';
import { importTraces, planImport, withIdsOf } from './trace-import';
import type { StagedTraceRead } from './trace-preview';
import { afterNextPaint, yieldToPage } from './yield-to-page';

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
      matTooltip="Open conversations from a .sightline.json trace file"
      (click)="chooseFile(fileInput)"
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
  private readonly repository = inject(HistoryRepository);
  private readonly injector = inject(Injector);
  protected readonly importing = signal(false);
  protected readonly canExport = computed(
    () => this.store.turns().length > 0 && !this.store.isLive() && !this.store.isLoadingTrace(),
  );
  /** A conversation was imported and opened. */
  readonly imported = output();

  protected async exportConversation(): Promise<void> {
    const trace = this.store.toTrace();
    const { serializeTrace, traceFileName } = await import('./trace-file');
    downloadText(
      traceFileName(trace.conversation.title),
      serializeTrace(trace),
      'application/json',
    );
  }

  /** Opens the file dialog; the reader starts meanwhile (it loads on the first import). */
  protected chooseFile(input: HTMLInputElement): void {
    input.click();
    import('./trace-worker-read').then(
      (reader) => reader.prewarmTraceWorker(),
      () => undefined,
    );
  }

  protected async importSelectedFile(event: Event): Promise<void> {
    const input = event.target as HTMLInputElement;
    const file = input.files?.[0];
    // Choosing the same file again must fire `change` again.
    input.value = '';
    if (!file) return;
    this.importing.set(true);
    try {
      const { readTraceFileInWorker } = await import('./trace-worker-read');
      const read = await readTraceFileInWorker(file);
      if (!read.ok) {
        void this.notify(`Could not import “${file.name}”. ${read.error}`);
        return;
      }
      if (read.preview && (await this.previewThenStore(file.name, read.preview, read.validate))) {
        return;
      }
      const result = await read.validate();
      if (!result.ok) {
        void this.notify(`Could not import “${file.name}”. ${result.error}`);
        return;
      }
      const outcomes = await importTraces(this.repository, result.traces);
      const last = outcomes.at(-1)!;
      if (!(await this.store.openConversation(last.openId))) {
        void this.notify(`Could not open “${file.name}” after importing it.`);
        return;
      }
      void this.notify(describeImport(outcomes));
      this.imported.emit();
    } catch (error) {
      console.error('Import failed', error);
      void this.notify(`Could not import “${file.name}”. Loading the importer failed; try again.`);
    } finally {
      this.importing.set(false);
    }
  }

  /**
   * A new trace's first view (its answers) is shown as soon as the file is parsed; the whole file
   * is checked after that view is painted, its steps are folded in slices, and then it is stored:
   * checking and writing a long run's events take far longer than showing its answer. A file that
   * fails the check is refused and what was open comes back. False when the conversation is
   * already stored (it opens from the history).
   */
  private async previewThenStore(
    fileName: string,
    preview: Trace,
    validate: Extract<StagedTraceRead, { ok: true }>['validate'],
  ): Promise<boolean> {
    const planned = await planImport(this.repository, preview);
    if (planned.outcome.result === 'present') return false;
    this.store.showPreview(planned.trace);
    this.imported.emit();
    // The check starts once the preview is rendered and painted, never ahead of that paint.
    await new Promise<void>((resolve) =>
      afterNextRender(() => resolve(), { injector: this.injector }),
    );
    await afterNextPaint();
    const result = await validate();
    if (!result.ok || result.traces.length !== 1) {
      this.store.cancelPreview(planned.trace.conversation.id);
      const error = result.ok ? 'This file is damaged.' : result.error;
      void this.notify(`Could not import “${fileName}”. ${error}`);
      return true;
    }
    const trace = withIdsOf(planned.trace, result.traces[0]!);
    await this.store.completeTrace(trace, yieldToPage);
    try {
      await this.repository.save(trace);
    } catch (error) {
      console.error('Import failed', error);
      // Not stored: nothing may be added to a conversation the history does not hold.
      if (this.store.conversation().id === trace.conversation.id) {
        this.store.newConversation();
      }
      void this.notify(`Could not store “${trace.conversation.title}”; it was not imported.`);
      return true;
    }
    void this.notify(describeImport([planned.outcome]));
    return true;
  }

  private async notify(message: string): Promise<void> {
    await notify(this.injector, message);
  }
}

function describeImport(outcomes: Awaited<ReturnType<typeof importTraces>>): string {
  if (outcomes.length === 1) {
    const [outcome] = outcomes;
    if (outcome!.result === 'present') return `“${outcome!.title}” is already in your history.`;
    if (outcome!.result === 'copy') return `Imported “${outcome!.title}” as a copy.`;
    return `Imported “${outcome!.title}”.`;
  }
  const present = outcomes.filter((outcome) => outcome.result === 'present').length;
  return (
    `Imported ${outcomes.length - present} of ${outcomes.length} conversations` +
    (present ? `; ${present} were already in your history.` : '.')
  );
}
