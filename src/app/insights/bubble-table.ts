import { DecimalPipe, PercentPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, input, output } from '@angular/core';
import { periodLabel, type ChartData } from './bubble-data';

/** The chart's data as a table: the accessible view of the same bubbles. */
@Component({
  selector: 'app-bubble-table',
  imports: [DecimalPipe, PercentPipe],
  template: `
    <table class="table" data-testid="sentiment-table">
      <caption>
        Average sentiment by
        {{
          data().granularity
        }}
      </caption>
      <thead>
        <tr>
          <th scope="col">{{ data().granularity === 'week' ? 'Week of' : 'Day' }}</th>
          <th scope="col" class="number">Messages</th>
          <th scope="col" class="number">Average sentiment</th>
          <th scope="col" class="number">Negative</th>
          <th scope="col">Top topics</th>
        </tr>
      </thead>
      <tbody>
        @for (point of data().points; track point.bubble.date) {
          <tr [class.selected]="point.bubble.date === selectedDate()">
            <th scope="row">
              <button
                type="button"
                class="pick"
                [attr.aria-pressed]="point.bubble.date === selectedDate()"
                (click)="pointSelected.emit(point.bubble.date)"
              >
                {{ label(point.bubble.date) }}
              </button>
            </th>
            <td class="number">{{ point.bubble.count | number }}</td>
            <td class="number">{{ point.bubble.avgSentiment | number: '1.2-2' }}</td>
            <td class="number">{{ point.bubble.negativeShare | percent }}</td>
            <td>{{ topics(point.bubble.topTopics) }}</td>
          </tr>
        }
      </tbody>
    </table>
  `,
  styles: `
    :host {
      display: block;
      overflow: auto;
    }
    .table {
      width: 100%;
      border-collapse: collapse;
      font: var(--mat-sys-body-small);
    }
    caption {
      text-align: left;
      padding: 4px 0;
      font: var(--mat-sys-label-medium);
    }
    th,
    td {
      padding: 4px 8px;
      border-bottom: 1px solid var(--mat-sys-outline-variant);
      text-align: left;
    }
    .number {
      text-align: right;
      font-variant-numeric: tabular-nums;
    }
    .selected {
      background: var(--mat-sys-secondary-container);
    }
    .pick {
      border: 0;
      padding: 0;
      background: none;
      color: var(--mat-sys-primary);
      text-decoration: underline;
      cursor: pointer;
      font: inherit;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class BubbleTable {
  readonly data = input.required<ChartData>();
  readonly selectedDate = input<string | null>(null);
  readonly pointSelected = output<string>();

  protected label(date: string): string {
    return periodLabel(date, this.data().granularity);
  }

  protected topics(topics: readonly { category: string | null; count: number }[]): string {
    return topics
      .filter((topic) => topic.category !== null)
      .map((topic) => topic.category)
      .join(', ');
  }
}
