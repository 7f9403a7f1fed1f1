import { Injectable, computed, inject, signal } from '@angular/core';
import { BackendStatusService } from '../shell/backend-status';
import { assignmentsOf, mappingOf, type ColumnAssignment } from './column-assignments';
import {
  ImportApi,
  type ImportMapping,
  type ImportPreview,
  type ImportSummary,
  type Upload,
} from './import-api';

type Phase = 'idle' | 'uploading' | 'ready' | 'importing' | 'done' | 'failed';

interface ImportState {
  readonly phase: Phase;
  readonly upload?: Upload;
  readonly assignments: readonly ColumnAssignment[];
  readonly preview?: ImportPreview;
  readonly progress: { read: number; imported: number };
  readonly summary?: ImportSummary;
  readonly error?: string;
}

const INITIAL: ImportState = { phase: 'idle', assignments: [], progress: { read: 0, imported: 0 } };

/** The Data page's state: the dropped file, the mapping as the analyst adjusts it, the import. */
@Injectable()
export class ImportStore {
  private readonly api = inject(ImportApi);
  private readonly backend = inject(BackendStatusService);
  private readonly state = signal<ImportState>(INITIAL);

  readonly phase = computed(() => this.state().phase);
  readonly fileName = computed(() => this.state().upload?.name);
  readonly columns = computed(() => this.state().upload?.profile.columns ?? []);
  readonly totalRows = computed(() => this.state().upload?.profile.rows ?? 0);
  readonly assignments = computed(() => this.state().assignments);
  readonly previewRows = computed(() => this.state().preview?.rows ?? []);
  readonly problem = computed(() => this.state().preview?.problem);
  readonly progress = computed(() => this.state().progress);
  /** Share of the file's rows handled so far, 0..100. */
  readonly percent = computed(() => {
    const total = this.totalRows();
    return total > 0 ? Math.min(100, Math.round((this.state().progress.read / total) * 100)) : 0;
  });
  readonly summary = computed(() => this.state().summary);
  readonly error = computed(() => this.state().error);
  readonly mapping = computed<ImportMapping | undefined>(() => {
    const upload = this.state().upload;
    return upload ? mappingOf(this.state().assignments, upload.mapping) : undefined;
  });
  readonly canImport = computed(
    () => this.phase() === 'ready' && !this.problem() && this.previewRows().length > 0,
  );

  async chooseFile(file: File): Promise<void> {
    this.state.set({ ...INITIAL, phase: 'uploading' });
    try {
      const upload = await this.api.upload(file);
      this.state.set({
        ...INITIAL,
        phase: 'ready',
        upload,
        assignments: assignmentsOf(upload.mapping, upload.profile.columns),
        preview: upload,
      });
    } catch (error) {
      this.fail(error);
    }
  }

  /** Changes one column's assignment and converts the preview rows again. */
  async assign(column: string, change: Partial<Omit<ColumnAssignment, 'column'>>): Promise<void> {
    this.state.update((state) => ({
      ...state,
      assignments: state.assignments.map((assignment) => {
        if (assignment.column === column) return { ...assignment, ...change };
        // A role belongs to one column: the column that had it is kept as a field of its own.
        if (change.use && change.use === assignment.use && !['custom', 'ignore'].includes(change.use)) {
          return { ...assignment, use: 'custom' };
        }
        return assignment;
      }),
    }));
    await this.refreshPreview();
  }

  async refreshPreview(): Promise<void> {
    const upload = this.state().upload;
    const mapping = this.mapping();
    if (!upload || !mapping) return;
    try {
      const preview = await this.api.preview(upload.upload, mapping);
      this.state.update((state) => ({ ...state, preview }));
    } catch (error) {
      const message = messageOf(error);
      this.state.update((state) => ({
        ...state,
        preview: { profile: upload.profile, mapping, rows: [], problem: message },
      }));
    }
  }

  runImport(): Promise<void> {
    const upload = this.state().upload;
    const mapping = this.mapping();
    if (!upload || !mapping) return Promise.resolve();
    this.state.update((state) => ({ ...state, phase: 'importing', progress: { read: 0, imported: 0 } }));
    return new Promise((resolve) => {
      this.api.run(upload.upload, mapping).subscribe({
        next: (event) => {
          if (event.type === 'progress') {
            this.state.update((state) => ({ ...state, progress: { read: event.read, imported: event.imported } }));
          } else if (event.type === 'done') {
            const { read, imported } = event.summary.communications;
            this.state.update((state) => ({
              ...state,
              phase: 'done',
              summary: event.summary,
              progress: { read, imported },
            }));
            // The header's counts and span come from the data: ask again.
            this.backend.reload();
          } else {
            this.state.update((state) => ({ ...state, phase: 'failed', error: event.message }));
          }
        },
        error: (error: unknown) => {
          this.fail(error);
          resolve();
        },
        complete: () => resolve(),
      });
    });
  }

  reset(): void {
    this.state.set(INITIAL);
  }

  private fail(error: unknown): void {
    this.state.update((state) => ({ ...state, phase: 'failed', error: messageOf(error) }));
  }
}

function messageOf(error: unknown): string {
  const body = (error as { error?: { error?: { message?: string } } })?.error?.error;
  if (body?.message) return body.message;
  return error instanceof Error ? error.message : 'The request failed';
}
