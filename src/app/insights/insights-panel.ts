import { ChangeDetectionStrategy, Component, computed, inject, signal } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatIconModule } from '@angular/material/icon';
import { MatInputModule } from '@angular/material/input';
import { MatProgressBarModule } from '@angular/material/progress-bar';
import { BubbleFollowupsPanel } from './bubble-followups-panel';
import { BubbleTable } from './bubble-table';
import { InsightsStore, type GranularityChoice } from './insights-store';
import { SentimentChart } from './sentiment-chart';

/** The sentiment chart with its filters, a table view of the same data and the point's questions. */
@Component({
  selector: 'app-insights-panel',
  imports: [
    BubbleFollowupsPanel,
    BubbleTable,
    MatButtonModule,
    MatFormFieldModule,
    MatIconModule,
    MatInputModule,
    MatProgressBarModule,
    SentimentChart,
  ],
  template: `
    <div class="head">
      <h2 class="title">Sentiment over time</h2>
      <button
        mat-button
        type="button"
        [attr.aria-pressed]="tableShown()"
        (click)="tableShown.set(!tableShown())"
      >
        <mat-icon>{{ tableShown() ? 'bubble_chart' : 'table' }}</mat-icon>
        {{ tableShown() ? 'Chart' : 'Table' }}
      </button>
    </div>
    <form class="filters" aria-label="Chart filters" (submit)="$event.preventDefault()">
      <mat-form-field appearance="outline" subscriptSizing="dynamic">
        <mat-label>From</mat-label>
        <input
          matInput
          type="date"
          data-testid="chart-from"
          [min]="store.bounds().from"
          [max]="store.bounds().to"
          [value]="store.filters().from ?? ''"
          (change)="setFrom($event)"
        />
      </mat-form-field>
      <mat-form-field appearance="outline" subscriptSizing="dynamic">
        <mat-label>To</mat-label>
        <input
          matInput
          type="date"
          data-testid="chart-to"
          [min]="store.bounds().from"
          [max]="store.bounds().to"
          [value]="store.filters().to ?? ''"
          (change)="setTo($event)"
        />
      </mat-form-field>
      <mat-form-field appearance="outline" subscriptSizing="dynamic">
        <mat-label>By</mat-label>
        <select
          matNativeControl
          data-testid="chart-granularity"
          [value]="store.granularityChoice()"
          (change)="setGranularity($event)"
        >
          <option value="auto">Auto</option>
          <option value="day">Day</option>
          <option value="week">Week</option>
        </select>
      </mat-form-field>
      @if (store.filterableFields().length > 0) {
        <mat-form-field appearance="outline" subscriptSizing="dynamic">
          <mat-label>Filter field</mat-label>
          <select
            matNativeControl
            data-testid="chart-filter-field"
            [value]="fieldName()"
            (change)="pickField($event)"
          >
            <option value="">—</option>
            @for (field of store.filterableFields(); track field.name) {
              <option [value]="field.name">{{ field.label ?? field.name }}</option>
            }
          </select>
        </mat-form-field>
        @if (field(); as field) {
          <mat-form-field appearance="outline" subscriptSizing="dynamic">
            <mat-label>{{ field.label ?? field.name }}</mat-label>
            <select
              matNativeControl
              data-testid="chart-filter-value"
              [value]="filterValue(field.name)"
              (change)="pickValue(field.name, $event)"
            >
              <option value="">Any</option>
              @for (value of field.values ?? []; track value.value) {
                <option [value]="value.value">{{ value.value }} ({{ value.count }})</option>
              }
            </select>
          </mat-form-field>
        }
      }
    </form>
    @if (activeFilters().length > 0) {
      <div class="active" role="group" aria-label="Active filters">
        @for (filter of activeFilters(); track filter.name) {
          <button
            type="button"
            class="filter-chip"
            (click)="store.setFieldFilter(filter.name, null)"
            [attr.aria-label]="'Remove filter ' + filter.name + ' = ' + filter.value"
          >
            {{ filter.name }}: {{ filter.value }}
            <mat-icon aria-hidden="true">close</mat-icon>
          </button>
        }
      </div>
    }
    @if (store.chartData().summedIntoWeeks) {
      <p class="note">
        {{ store.bubbles().length }} days are too many to tell apart: each bubble sums a week.
      </p>
    }
    <div class="body" data-testid="sentiment-chart" [attr.aria-busy]="store.loading()">
      @if (store.loading()) {
        <mat-progress-bar mode="indeterminate" aria-label="Loading the chart" />
      }
      @if (store.error(); as error) {
        <p class="message" role="alert">{{ error }}</p>
      } @else if (!store.loading() && store.chartData().points.length === 0) {
        <p class="message" data-testid="chart-empty">
          No communications with sentiment in this period and filter.
        </p>
      } @else if (tableShown()) {
        <app-bubble-table
          class="table"
          [data]="store.chartData()"
          [selectedDate]="store.selectedDate()"
          (pointSelected)="store.select($event)"
        />
      } @else {
        <app-sentiment-chart
          class="chart"
          [data]="store.chartData()"
          [selectedDate]="store.selectedDate()"
          (pointSelected)="store.select($event)"
        />
      }
    </div>
    <app-bubble-followups-panel />
  `,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: 8px;
      padding: 12px 16px;
      min-height: 0;
      overflow: auto;
    }
    .head {
      display: flex;
      align-items: center;
      justify-content: space-between;
    }
    .title {
      margin: 0;
      font: var(--mat-sys-title-medium);
    }
    .filters {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
    }
    .filters mat-form-field {
      width: 150px;
    }
    .active {
      display: flex;
      flex-wrap: wrap;
      gap: 6px;
    }
    .filter-chip {
      display: inline-flex;
      align-items: center;
      gap: 4px;
      padding: 2px 4px 2px 10px;
      border: 1px solid var(--mat-sys-outline);
      border-radius: 8px;
      background: var(--mat-sys-secondary-container);
      color: var(--mat-sys-on-secondary-container);
      cursor: pointer;
    }
    .filter-chip mat-icon {
      font-size: 18px;
      width: 18px;
      height: 18px;
    }
    .note,
    .message {
      margin: 0;
      font: var(--mat-sys-body-small);
      color: var(--mat-sys-on-surface-variant);
    }
    .body {
      position: relative;
      flex: 0 0 auto;
      height: 300px;
      display: flex;
      flex-direction: column;
    }
    .chart,
    .table {
      flex: 1 1 auto;
      min-height: 0;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class InsightsPanel {
  protected readonly store = inject(InsightsStore);
  protected readonly tableShown = signal(false);
  protected readonly fieldName = signal('');
  protected readonly field = computed(() =>
    this.store.filterableFields().find((field) => field.name === this.fieldName()),
  );
  protected readonly activeFilters = computed(() =>
    Object.entries(this.store.filters().fields).map(([name, value]) => ({ name, value })),
  );

  protected filterValue(name: string): string {
    return Object.hasOwn(this.store.filters().fields, name)
      ? this.store.filters().fields[name]!
      : '';
  }

  protected setFrom(event: Event): void {
    this.store.setPeriod(valueOf(event) || undefined, this.store.filters().to);
  }

  protected setTo(event: Event): void {
    this.store.setPeriod(this.store.filters().from, valueOf(event) || undefined);
  }

  protected setGranularity(event: Event): void {
    this.store.setGranularity(valueOf(event) as GranularityChoice);
  }

  protected pickField(event: Event): void {
    this.fieldName.set(valueOf(event));
  }

  protected pickValue(field: string, event: Event): void {
    this.store.setFieldFilter(field, valueOf(event) || null);
  }
}

function valueOf(event: Event): string {
  return (event.target as HTMLInputElement | HTMLSelectElement).value;
}
