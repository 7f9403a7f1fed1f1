import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import type { AgentEventBody } from '../../agent/events';
import { provideSafeMarkdown } from './markdown-config';
import { foldRun } from './run-reducer';
import type { Turn } from './run-store';
import { fakeStats, stamp } from './testing/fake-agent-launcher';
import { EvidenceFocus } from '../answer/evidence-focus';
import { MAX_WINDOW } from './step-window';
import { TurnView } from './turn-view';

const start: AgentEventBody = {
  type: 'run-start',
  question: 'When did login complaints spike?',
  model: 'sightline-offline',
  protocol: 'native',
  conversationId: 'conv-1',
};

const stepOne: AgentEventBody[] = [
  start,
  { type: 'step-start', step: 1 },
  { type: 'thought-delta', step: 1, text: 'Look at **trends**.' },
  { type: 'action', step: 1, callId: 'a', tool: 'analyze_trends', input: { metric: 'complaints' } },
  {
    type: 'action-delta',
    step: 1,
    callId: 'b',
    tool: 'search_communications',
    partialInput: '{"que',
  },
  {
    type: 'observation',
    step: 1,
    callId: 'a',
    tool: 'analyze_trends',
    ok: true,
    output: { summary: 'Spike on 2026-03-11.' },
    durationMs: 30,
    truncated: false,
  },
  { type: 'notice', level: 'warn', code: 'retry', message: 'Model overloaded, retrying.' },
];

function turnOf(bodies: AgentEventBody[], failure: string | null = null): Turn {
  return {
    id: 'turn-1',
    question: 'When did login complaints spike?',
    run: foldRun(stamp('run-1', bodies)),
    failure,
    startedAtMs: 1000,
  };
}

describe('TurnView', () => {
  let fixture: ComponentFixture<TurnView>;

  beforeEach(async () => {
    await TestBed.configureTestingModule({
      imports: [TurnView],
      providers: [provideHttpClient(), provideHttpClientTesting(), provideSafeMarkdown()],
    }).compileComponents();
  });

  async function render(turn: Turn, live: boolean, now = 0): Promise<HTMLElement> {
    fixture = TestBed.createComponent(TurnView);
    fixture.componentRef.setInput('turn', turn);
    fixture.componentRef.setInput('live', live);
    fixture.componentRef.setInput('now', now);
    await fixture.whenStable();
    return fixture.nativeElement;
  }

  function kinds(element: HTMLElement): string[] {
    return [...element.querySelectorAll('[data-testid="timeline-step"]')].map(
      (card) => card.getAttribute('data-kind') ?? '',
    );
  }

  it('shows a live step: thought, parallel actions, the observation so far and the notice', async () => {
    const element = await render(turnOf(stepOne), true, 1000 + 2400);
    expect(kinds(element)).toEqual(['thought', 'action', 'observation', 'action', 'notice']);
    // The streaming call shows its raw input and a spinner with the time since it began.
    const streaming = element.querySelectorAll('app-action-card')[1] as HTMLElement;
    expect(streaming.textContent).toContain('{"que');
    expect(streaming.querySelector('mat-progress-spinner')).not.toBeNull();
    expect(streaming.textContent).toContain('2.2 s');
    expect(element.textContent).toContain('Working on step 1');
    expect(element.querySelector('[data-testid="final-answer"]')).toBeNull();
  });

  it('collapses the steps of an answered turn to one line that expands again', async () => {
    const element = await render(
      turnOf([
        ...stepOne,
        {
          type: 'answer',
          text: 'It spiked.',
          sources: [],
          confidence: { score: 0.7, level: 'medium', factors: [] },
          followUps: [],
        },
        { type: 'run-end', reason: 'answered', stats: fakeStats },
      ]),
      false,
    );
    expect(kinds(element)).toEqual(['answer']);
    const toggle = element.querySelector<HTMLButtonElement>('.steps-toggle')!;
    expect(toggle.textContent).toContain('Reasoned through 1 step, 1 tool call, 4.2 s');
    expect(toggle.getAttribute('aria-expanded')).toBe('false');
    toggle.click();
    await fixture.whenStable();
    expect(toggle.getAttribute('aria-expanded')).toBe('true');
    expect(kinds(element)).toEqual([
      'thought',
      'action',
      'observation',
      'action',
      'notice',
      'answer',
    ]);
  });

  function longRun(stepCount: number): Turn {
    const steps: AgentEventBody[] = Array.from({ length: stepCount }, (_, index) => [
      { type: 'step-start' as const, step: index + 1 },
      { type: 'thought-end' as const, step: index + 1, text: `Thought ${index + 1}` },
      {
        type: 'action' as const,
        step: index + 1,
        callId: `call-${index + 1}`,
        tool: 'query_data',
        input: { step: index + 1 },
      },
    ]).flat();
    return turnOf([
      start,
      ...steps,
      {
        type: 'answer',
        text: 'Done.',
        sources: [],
        confidence: { score: 0.7, level: 'medium', factors: [] },
        followUps: [],
      },
      { type: 'run-end', reason: 'answered', stats: fakeStats },
    ]);
  }

  /** Lets the window's scroll check (one animation frame) and the render after it run. */
  async function settle(): Promise<void> {
    for (let round = 0; round < 4; round++) {
      await new Promise((resolve) => requestAnimationFrame(resolve));
      await fixture.whenStable();
    }
  }

  const stepLabels = (element: HTMLElement) =>
    [...element.querySelectorAll('.step-label')].map((label) => label.textContent!.trim());

  it('renders a bounded window of a 2,000-step run', async () => {
    const element = await render(longRun(2000), false);
    element.querySelector<HTMLButtonElement>('.steps-toggle')!.click();
    await settle();
    expect(stepLabels(element)[0]).toBe('Step 1');
    expect(stepLabels(element).length).toBeLessThanOrEqual(MAX_WINDOW);
    expect(element.querySelectorAll('*').length).toBeLessThan(10_000);
    // The spacers keep the whole run's height, so the scrollbar reaches its end.
    const list = element.querySelector<HTMLElement>('.steps')!;
    expect(list.getBoundingClientRect().height).toBeGreaterThan(2000 * 40);
  });

  it('shows every step of a long run as the page scrolls down, window by window', async () => {
    const stepCount = 300;
    const element = await render(longRun(stepCount), false);
    element.querySelector<HTMLButtonElement>('.steps-toggle')!.click();
    await settle();
    expect(stepLabels(element)[0]).toBe('Step 1');
    const seen = new Set<string>();
    let guard = 0;
    window.scrollTo(0, 0);
    while (guard++ < 4000) {
      await settle();
      stepLabels(element).forEach((label) => seen.add(label));
      expect(stepLabels(element).length).toBeLessThanOrEqual(MAX_WINDOW);
      const before = window.scrollY;
      window.scrollBy(0, window.innerHeight * 0.9);
      if (window.scrollY === before) break;
    }
    expect(seen.size).toBe(stepCount);
    window.scrollTo(0, 0);
  }, 30_000);

  it('jumps to the end of a long run in one scroll and shows its last steps', async () => {
    const element = await render(longRun(500), false);
    element.querySelector<HTMLButtonElement>('.steps-toggle')!.click();
    await settle();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await settle();
    window.scrollTo(0, document.documentElement.scrollHeight);
    await settle();
    expect(stepLabels(element)).toContain('Step 500');
    window.scrollTo(0, 0);
    await settle();
    expect(stepLabels(element)).toContain('Step 1');
  });

  it('brings the step of an opened figure into the window', async () => {
    const element = await render(longRun(600), false);
    TestBed.inject(EvidenceFocus).open(
      'run-1',
      { step: 450, callId: 'call-450', path: 'total' },
      '42',
    );
    await settle();
    expect(stepLabels(element)).toContain('Step 450');
    expect(stepLabels(element).length).toBeLessThanOrEqual(MAX_WINDOW);
    TestBed.inject(EvidenceFocus).clear();
  });

  it('shows a streaming thought as plain text and as markdown once it ends', async () => {
    const streaming = await render(turnOf(stepOne.slice(0, 3)), true);
    const card = () => streaming.querySelector('app-thought-card')!;
    expect(card().textContent).toContain('Look at **trends**.');
    expect(card().querySelector('strong')).toBeNull();
    fixture.componentRef.setInput(
      'turn',
      turnOf([
        ...stepOne.slice(0, 3),
        { type: 'thought-end', step: 1, text: 'Look at **trends**.' },
      ]),
    );
    await fixture.whenStable();
    expect(card().querySelector('strong')?.textContent).toBe('trends');
  });

  it('says why a stopped run ended, keeps its partial steps and offers Retry', async () => {
    const element = await render(
      turnOf([...stepOne, { type: 'run-end', reason: 'stopped', stats: fakeStats }]),
      false,
    );
    let retried = 0;
    fixture.componentInstance.retry.subscribe(() => retried++);
    expect(element.querySelector('[role="alert"]')?.textContent).toContain('Stopped');
    expect(kinds(element)).toContain('thought');
    expect(element.querySelector('app-action-card')?.textContent).not.toContain('not run');
    expect(element.querySelectorAll('app-action-card')[1].textContent).toContain('not run');
    const retry = [...element.querySelectorAll('button')].find((button) =>
      button.textContent?.includes('Retry'),
    )!;
    retry.click();
    expect(retried).toBe(1);
  });

  it('shows a failure that came as an exception in plain words', async () => {
    const element = await render(
      turnOf([], 'Cannot reach the Sightline API: is the server running? Retry when it is back.'),
      false,
    );
    expect(element.querySelector('[role="alert"]')?.textContent).toContain(
      'Cannot reach the Sightline API',
    );
  });
});
