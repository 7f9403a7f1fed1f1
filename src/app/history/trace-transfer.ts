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
import type { Trace } from '../../agent/events';
import { RunStore } from '../timeline/run-store';
import { downloadText } from './download';
import { HistoryRepository } from './history-repository';
import { notify } from './notify';
import { importTraces, planImport } from './trace-import';

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
  private readonly repository = inject(HistoryRepository);
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
    downloadText(
      traceFileName(trace.conversation.title),
      serializeTrace(trace),
      'application/json',
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
      const { readTraceFile } = await import('./trace-file');
      const result = await readTraceFile(file);
      if (!result.ok) {
        void this.notify(`Could not import “${file.name}”. ${result.error}`);
        return;
      }
      if (result.traces.length === 1 && (await this.showThenStore(result.traces[0]!))) return;
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
   * A new trace is shown as soon as it is read, then stored: writing a long run's events takes far
   * longer than showing them. False when it is already stored (it opens from the history).
   */
  private async showThenStore(trace: Trace): Promise<boolean> {
    const planned = await planImport(this.repository, trace);
    if (planned.outcome.result === 'present') return false;
    this.store.showTrace(planned.trace);
    this.imported.emit();
    try {
      await this.repository.save(planned.trace);
    } catch (error) {
      console.error('Import failed', error);
      // Not stored: nothing may be added to a conversation the history does not hold.
      if (this.store.conversation().id === planned.trace.conversation.id) {
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
