import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatIconModule } from '@angular/material/icon';
import { MatInputModule } from '@angular/material/input';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { MatSelectModule } from '@angular/material/select';
import { RouterLink } from '@angular/router';
import { ROLES, type ColumnAssignment } from './column-assignments';
import { detectedOf } from './detected';
import type { FieldType } from './import-api';
import { ImportStore } from './import-store';

/** The Data page: drop a file, check the proposed mapping on converted rows, import it. */
@Component({
  selector: 'app-data-page',
  imports: [
    MatButtonModule,
    MatFormFieldModule,
    MatIconModule,
    MatInputModule,
    MatProgressBarModule,
    MatSelectModule,
    RouterLink,
  ],
  providers: [ImportStore],
  templateUrl: './data-page.html',
  styleUrl: './data-page.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class DataPage {
  protected readonly store = inject(ImportStore);
  protected readonly roles = ROLES;
  protected readonly types: readonly FieldType[] = ['category', 'text', 'number', 'boolean', 'date'];
  protected readonly dragging = signal(false);
  /** Preview columns: the roles and custom fields in use, in the file's column order. */
  protected readonly previewFields = computed(() =>
    this.store
      .assignments()
      .filter((assignment) => assignment.use !== 'ignore')
      .map((assignment) => (assignment.use === 'custom' ? assignment.name : assignment.use)),
  );

  /** What the import found in each column, in the file's order. */
  protected readonly detections = computed(() => this.store.columns().map(detectedOf));

  /** Whether the column is read as a date as assigned: the time of the row, or a date field. */
  protected usesDate(assignment: ColumnAssignment): boolean {
    return assignment.use === 'at' || (assignment.use === 'custom' && assignment.type === 'date');
  }

  protected pickFile(event: Event): void {
    const file = (event.target as HTMLInputElement).files?.[0];
    if (file) void this.store.chooseFile(file);
  }

  protected dropFile(event: DragEvent): void {
    event.preventDefault();
    this.dragging.set(false);
    const file = event.dataTransfer?.files[0];
    if (file) void this.store.chooseFile(file);
  }

  protected allowDrop(event: DragEvent): void {
    event.preventDefault();
    this.dragging.set(true);
  }

  protected display(value: unknown): string {
    if (value === null || value === undefined) return '';
    const text = String(value);
    return text.length > 80 ? `${text.slice(0, 77)}…` : text;
  }
}
