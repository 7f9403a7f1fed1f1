import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { MatButtonHarness } from '@angular/material/button/testing';
import { ObservationCard } from './observation-card';
import type { ToolCallState } from './run-reducer';

const rows = Array.from({ length: 23 }, (_, index) => ({
  period: `2026-03-${String(index + 1).padStart(2, '0')}`,
  value: index * 2,
}));

const call: ToolCallState = {
  callId: 'c1',
  tool: 'analyze_trends',
  step: 1,
  status: 'output-available',
  partialInput: '{}',
  input: { metric: 'complaints' },
  startedAt: 100,
  output: {
    summary: 'Complaints per day: spike on 2026-03-11 (41, 3.1× baseline).',
    series: rows,
    baseline: { median: 13, mad: 2 },
  },
  durationMs: 48,
  truncated: true,
};

describe('ObservationCard', () => {
  let fixture: ComponentFixture<ObservationCard>;

  // The full result is a @defer block, whose dependencies resolve through compileComponents.
  beforeEach(async () => {
    await TestBed.configureTestingModule({ imports: [ObservationCard] }).compileComponents();
  });

  async function render(state: ToolCallState): Promise<void> {
    fixture = TestBed.createComponent(ObservationCard);
    fixture.componentRef.setInput('call', state);
    await fixture.whenStable();
  }

  it('shows ok, the duration, the tool summary and the truncated mark', async () => {
    await render(call);
    const element: HTMLElement = fixture.nativeElement;
    expect(element.getAttribute('data-kind')).toBe('observation');
    expect(element.textContent).toContain('ok');
    expect(element.textContent).toContain('48 ms');
    expect(element.textContent).toContain('spike on 2026-03-11');
    expect(element.textContent).toContain('truncated');
  });

  it('opens the full result: row arrays as a paginated table, the rest as a JSON tree', async () => {
    await render(call);
    const loader = TestbedHarnessEnvironment.loader(fixture);
    const expander = await loader.getHarness(MatButtonHarness.with({ text: /Full result/ }));
    expect(fixture.nativeElement.querySelector('table')).toBeNull();
    await expander.click();
    // The result viewer is a deferred block: wait for it to load and render.
    await fixture.whenStable();
    await new Promise((resolve) => setTimeout(resolve, 150));
    await fixture.whenStable();

    const element: HTMLElement = fixture.nativeElement;
    const table = element.querySelector('table')!;
    expect(table.querySelector('caption')?.textContent).toContain('series · 23 rows');
    expect(table.querySelectorAll('tbody tr').length).toBe(10);
    expect(element.textContent).toContain('Rows 1–10 of 23');
    expect(element.querySelector('app-json-tree')?.textContent).toContain('median');

    const next = await loader.getHarness(
      MatButtonHarness.with({ selector: '[aria-label="Next page"]' }),
    );
    await next.click();
    expect(element.textContent).toContain('Rows 11–20 of 23');
    expect(table.querySelector('tbody tr td')?.textContent).toBe('2026-03-11');
  });

  it('shows a failed call with its error message and code', async () => {
    await render({
      ...call,
      status: 'output-error',
      output: undefined,
      error: { code: 'invalid_input', message: 'metric must be one of complaints, volume' },
      truncated: false,
    });
    const element: HTMLElement = fixture.nativeElement;
    expect(element.classList).toContain('failed');
    expect(element.textContent).toContain('error');
    expect(element.textContent).toContain('metric must be one of complaints, volume');
    expect(element.textContent).toContain('invalid_input');
    expect(element.textContent).not.toContain('Full result');
  });
});
