import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { JsonTree } from './json-tree';
import { ResultTable } from './result-table';

/**
 * A tool output in full: arrays of rows (results, rows, groups, series, …) as tables, everything
 * else as a JSON tree. Loaded lazily, when an analyst first opens a result.
 */
@Component({
  selector: 'app-result-view',
  imports: [JsonTree, ResultTable],
  template: `
    @for (table of tables(); track table.name) {
      <app-result-table [name]="table.name" [rows]="table.rows" />
    }
    @if (rest(); as rest) {
      <app-json-tree [value]="rest" label="result" [openLevels]="2" />
    }
  `,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      gap: 12px;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ResultView {
  readonly output = input<unknown>();

  private readonly parts = computed(() => splitTables(this.output()));
  protected readonly tables = computed(() => this.parts().tables);
  protected readonly rest = computed(() => this.parts().rest);
}

export interface RowTable {
  readonly name: string;
  readonly rows: readonly Record<string, unknown>[];
}

/** Top-level arrays of plain objects become tables; the other fields stay a JSON value. */
export function splitTables(output: unknown): { tables: RowTable[]; rest: unknown } {
  if (typeof output !== 'object' || output === null || Array.isArray(output)) {
    return Array.isArray(output) && isRowArray(output)
      ? { tables: [{ name: 'rows', rows: output }], rest: null }
      : { tables: [], rest: output ?? null };
  }
  const tables: RowTable[] = [];
  const rest: Record<string, unknown> = {};
  for (const [key, value] of Object.entries(output)) {
    if (key === 'summary') continue;
    if (Array.isArray(value) && isRowArray(value)) tables.push({ name: key, rows: value });
    else rest[key] = value;
  }
  return { tables, rest: Object.keys(rest).length > 0 ? rest : null };
}

function isRowArray(value: unknown[]): value is Record<string, unknown>[] {
  return (
    value.length > 0 &&
    value.every((item) => typeof item === 'object' && item !== null && !Array.isArray(item))
  );
}
