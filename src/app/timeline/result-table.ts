import { ChangeDetectionStrategy, Component, computed, input, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { formatValue } from './value-format';

const PAGE_SIZE = 10;
/** Columns come from the first rows; later rows rarely add keys and scanning all is wasted work. */
const COLUMN_SAMPLE = 50;

/** Rows of a tool result as a table, paginated so thousands of rows cost one page of DOM. */
@Component({
  selector: 'app-result-table',
  imports: [MatButtonModule, MatIconModule],
  template: `
    <div class="scroller">
      <table>
        <caption>
          {{
            name()
          }}
          ·
          {{
            rows().length
          }}
          {{
            rows().length === 1 ? 'row' : 'rows'
          }}
        </caption>
        <thead>
          <tr>
            @for (column of columns(); track column) {
              <th scope="col">{{ column }}</th>
            }
          </tr>
        </thead>
        <tbody>
          @for (row of pageRows(); track $index) {
            <tr>
              @for (column of columns(); track column) {
                <td [class.number]="isNumber(row[column])">{{ format(row[column]) }}</td>
              }
            </tr>
          }
        </tbody>
      </table>
    </div>
    @if (pageCount() > 1) {
      <nav class="pager" [attr.aria-label]="'Pages of ' + name()">
        <button
          mat-icon-button
          type="button"
          (click)="goTo(page() - 1)"
          [disabled]="page() === 0"
          aria-label="Previous page"
        >
          <mat-icon>chevron_left</mat-icon>
        </button>
        <span aria-live="polite">Rows {{ firstRow() }}–{{ lastRow() }} of {{ rows().length }}</span>
        <button
          mat-icon-button
          type="button"
          (click)="goTo(page() + 1)"
          [disabled]="page() >= pageCount() - 1"
          aria-label="Next page"
        >
          <mat-icon>chevron_right</mat-icon>
        </button>
      </nav>
    }
  `,
  styleUrl: './result-table.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ResultTable {
  readonly name = input.required<string>();
  readonly rows = input.required<readonly Record<string, unknown>[]>();

  protected readonly page = signal(0);
  protected readonly pageCount = computed(() => Math.ceil(this.rows().length / PAGE_SIZE));
  protected readonly pageRows = computed(() =>
    this.rows().slice(this.page() * PAGE_SIZE, (this.page() + 1) * PAGE_SIZE),
  );
  protected readonly firstRow = computed(() => this.page() * PAGE_SIZE + 1);
  protected readonly lastRow = computed(() =>
    Math.min(this.rows().length, (this.page() + 1) * PAGE_SIZE),
  );
  protected readonly columns = computed(() => {
    const columns = new Set<string>();
    for (const row of this.rows().slice(0, COLUMN_SAMPLE)) {
      for (const key of Object.keys(row)) columns.add(key);
    }
    return [...columns];
  });

  protected goTo(page: number): void {
    this.page.set(Math.min(Math.max(0, page), this.pageCount() - 1));
  }

  protected format(value: unknown): string {
    return formatValue(value);
  }

  protected isNumber(value: unknown): boolean {
    return typeof value === 'number';
  }
}
