import { provideHttpClient } from '@angular/common/http';
import { provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { TestbedHarnessEnvironment } from '@angular/cdk/testing/testbed';
import { MatChipOptionHarness } from '@angular/material/chips/testing';
import { MatMenuHarness } from '@angular/material/menu/testing';
import { provideSafeMarkdown } from '../timeline/markdown-config';
import type { AnswerState } from '../timeline/run-reducer';
import { SourceViewer } from '../sources/source-viewer';
import { AnswerCard } from './answer-card';
import { EvidenceFocus } from './evidence-focus';

const answer: AnswerState = {
  text: 'Login complaints **tripled** on 2026-03-11.',
  sources: [{ id: 'M-000123', title: 'Cannot log in' }, { id: 'K-00042' }],
  confidence: {
    score: 0.82,
    level: 'high',
    factors: [
      { label: 'Two tools agree', delta: 0.15 },
      { label: 'One tool failed', delta: -0.05 },
    ],
  },
  followUps: ['Which app version?', 'How long did it last?', 'Which channels?'],
};

describe('AnswerCard', () => {
  let fixture: ComponentFixture<AnswerCard>;
  let opened: string[];

  async function render(state: AnswerState, inputs: Record<string, unknown> = {}): Promise<void> {
    fixture = TestBed.createComponent(AnswerCard);
    fixture.componentRef.setInput('answer', state);
    for (const [name, value] of Object.entries(inputs)) fixture.componentRef.setInput(name, value);
    await fixture.whenStable();
    // ngx-markdown renders asynchronously after the first change detection.
    await new Promise((resolve) => setTimeout(resolve));
    await fixture.whenStable();
  }

  beforeEach(() => {
    opened = [];
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideSafeMarkdown(),
        { provide: SourceViewer, useValue: { open: (id: string) => opened.push(id) } },
      ],
    });
  });

  it('renders the answer as markdown with source chips and run stats', async () => {
    await render(answer, {
      stats: {
        durationMs: 6200,
        steps: 4,
        toolCalls: 5,
        inputTokens: 1234,
        outputTokens: 321,
        model: 'sightline-offline',
      },
    });
    const element: HTMLElement = fixture.nativeElement;
    const body = element.querySelector('[data-testid="final-answer"]')!;
    expect(body.querySelector('strong')?.textContent).toBe('tripled');
    const chips = [...element.querySelectorAll<HTMLElement>('[data-testid="source-chip"]')];
    expect(chips.map((chip) => chip.textContent)).toEqual([
      jasmine.stringMatching('M-000123'),
      jasmine.stringMatching('K-00042'),
    ]);
    chips[0].click();
    expect(opened).toEqual(['M-000123']);
    expect(element.textContent).toContain('6.2 s');
    expect(element.textContent).toContain('5 tool calls');
    expect(element.textContent).toContain('1,234 in');
  });

  it('renders script tags, event handlers and javascript: links inert', async () => {
    (window as unknown as { __pwned?: number }).__pwned = undefined;
    await render({
      ...answer,
      text:
        'Result <script>window.__pwned = 1</script> <img src="x" onerror="window.__pwned = 2"> ' +
        '[link](javascript:window.__pwned=3) **bold**',
    });
    const body: HTMLElement = fixture.nativeElement.querySelector('[data-testid="final-answer"]');
    expect(body.textContent).toContain('Result');
    expect(body.querySelector('strong')?.textContent).toBe('bold');
    expect(body.querySelector('script')).toBeNull();
    expect(body.querySelector('[onerror]')).toBeNull();
    expect(body.querySelector('a[href^="javascript"]')).toBeNull();
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect((window as unknown as { __pwned?: number }).__pwned).toBeUndefined();
  });

  it('asks a follow-up chip as the next question and shows asked ones as selected', async () => {
    await render(answer, { askedQuestions: new Set(['How long did it last?']) });
    const asked: string[] = [];
    fixture.componentInstance.followUp.subscribe((question) => asked.push(question));
    const loader = TestbedHarnessEnvironment.loader(fixture);
    const chips = await loader.getAllHarnesses(MatChipOptionHarness);
    expect(await Promise.all(chips.map((chip) => chip.getText()))).toEqual(
      answer.followUps as string[],
    );
    expect(await chips[1].isSelected()).toBeTrue();
    expect(await chips[0].isSelected()).toBeFalse();

    await chips[0].select();
    expect(asked).toEqual(['Which app version?']);
  });

  it('does not ask follow-ups while another run is live', async () => {
    await render(answer, { busy: true });
    const asked: string[] = [];
    fixture.componentInstance.followUp.subscribe((question) => asked.push(question));
    const chips =
      await TestbedHarnessEnvironment.loader(fixture).getAllHarnesses(MatChipOptionHarness);
    expect(await chips[0].isDisabled()).toBeTrue();
    expect(asked).toEqual([]);
  });

  it('explains the confidence: level, score and each factor with its delta', async () => {
    await render(answer);
    const chip: HTMLElement = fixture.nativeElement.querySelector(
      '[data-testid="confidence-chip"]',
    );
    expect(chip.textContent).toContain('High confidence · 82%');
    expect(chip.classList).toContain('level-high');

    const menu = await TestbedHarnessEnvironment.loader(fixture).getHarness(MatMenuHarness);
    await menu.open();
    const items = await menu.getItems();
    const texts = await Promise.all(items.map((item) => item.getText()));
    expect(texts).toContain('Two tools agree+15');
    expect(texts).toContain('One tool failed−5');
  });

  describe('evidence', () => {
    const text = 'Busiest day **2026-08-19** with 85 messages, and 57 repeats.';
    const withEvidence: AnswerState = {
      ...answer,
      text,
      status: 'answered',
      evidence: [
        {
          text: '2026-08-19',
          start: 14,
          end: 24,
          kind: 'date',
          status: 'observed',
          refs: [
            {
              step: 2,
              callId: 'call-7',
              tool: 'get_daily_volumes',
              path: 'days[291].day',
              value: '2026-08-19',
            },
          ],
        },
        {
          text: '85',
          start: 32,
          end: 34,
          kind: 'count',
          status: 'observed',
          refs: [
            {
              step: 2,
              callId: 'call-7',
              tool: 'get_daily_volumes',
              path: 'days[291].total',
              value: 85,
            },
          ],
        },
        { text: '57', start: 50, end: 52, kind: 'count', status: 'unsupported', refs: [] },
      ],
    };

    function figures(): HTMLElement[] {
      return Array.from(
        (fixture.nativeElement as HTMLElement).querySelectorAll<HTMLElement>(
          '[data-testid="answer-figure"]',
        ),
      );
    }

    it('marks each figure, says where it came from, and marks the unsupported one', async () => {
      await render(withEvidence, { runId: 'run-9' });
      expect(figures().map((mark) => [mark.textContent, mark.dataset['status']])).toEqual([
        ['2026-08-19', 'observed'],
        ['85', 'observed'],
        ['57', 'unsupported'],
      ]);
      expect(figures()[1]!.getAttribute('aria-label')).toContain(
        'step 2 (get_daily_volumes), days[291].total',
      );
      expect(figures()[2]!.getAttribute('aria-label')).toContain('in no tool result');
      expect(figures()[0]!.tabIndex).toBe(0);
      figures()[1]!.dispatchEvent(new FocusEvent('focus'));
      await fixture.whenStable();
      const detail = (fixture.nativeElement as HTMLElement).querySelector(
        '[data-testid="evidence-detail"]',
      );
      expect(detail!.textContent).toContain('days[291].total');
    });

    it('opens the observation of a figure by click or keyboard', async () => {
      await render(withEvidence, { runId: 'run-9' });
      const focus = TestBed.inject(EvidenceFocus);
      figures()[1]!.dispatchEvent(new KeyboardEvent('keydown', { key: 'Enter' }));
      expect(focus.target()).toEqual(
        jasmine.objectContaining({
          runId: 'run-9',
          figure: '85',
          ref: jasmine.objectContaining({ callId: 'call-7' }),
        }),
      );
      figures()[0]!.click();
      expect(focus.target()!.figure).toBe('2026-08-19');
    });

    it('says first, plainly, when the data could not answer', async () => {
      await render({
        ...answer,
        text: 'No NPS is recorded; the closest is sentiment.',
        status: 'not answerable',
        confidence: {
          score: 0.2,
          level: 'low',
          factors: [{ label: 'The data holds no NPS', delta: -0.3 }],
        },
      });
      const element = fixture.nativeElement as HTMLElement;
      const status = element.querySelector('[data-testid="answer-status"]')!;
      expect(status.getAttribute('data-status')).toBe('not answerable');
      expect(status.textContent).toContain('I could not answer this from the data.');
      expect(
        status.compareDocumentPosition(element.querySelector('[data-testid="final-answer"]')!),
      ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    });

    it('renders old answers without status or evidence as before', async () => {
      await render(answer);
      const element = fixture.nativeElement as HTMLElement;
      expect(element.querySelector('[data-testid="answer-status"]')).toBeNull();
      expect(figures()).toEqual([]);
    });
  });
  describe('a huge answer', () => {
    // About 10 MB of markdown: numbered paragraphs, so where the cut fell can be read back.
    const paragraphs = Array.from(
      { length: 100_000 },
      (_, index) => `Paragraph **${index}** ${'x'.repeat(90)}`,
    );
    const huge: AnswerState = { ...answer, text: paragraphs.join('\n\n') };

    it('renders its first part with a note, never blank, and shows the rest on request', async () => {
      await render(huge);
      const element: HTMLElement = fixture.nativeElement;
      const body = element.querySelector('[data-testid="final-answer"]')!;
      expect(body.querySelector('strong')?.textContent).toBe('0');
      expect(body.textContent!.length).toBeGreaterThan(50_000);
      expect(body.textContent!.length).toBeLessThan(200_000);
      const note = element.querySelector('[data-testid="answer-shortened"]')!;
      const megabytes = Math.round(new Blob([huge.text]).size / 1024 / 1024);
      expect(note.textContent).toContain(`Answer shortened for display (${megabytes} MB)`);
      expect(note.textContent).toContain('Export');
      expect(element.querySelector('[data-testid="answer-rest"]')).toBeNull();

      const show = [...note.querySelectorAll('button')].find((button) =>
        button.textContent!.includes('Show the rest'),
      )!;
      show.click();
      await fixture.whenStable();
      const rest = element.querySelector('[data-testid="answer-rest"]')!;
      // Nothing is lost at the seam: the shown part and the rest make up the whole text.
      const renderedParagraphs = body.querySelectorAll('p').length;
      expect(rest.textContent!.startsWith(`Paragraph **${renderedParagraphs}**`)).toBe(true);
      expect(rest.textContent!.trimEnd().endsWith(paragraphs.at(-1)!)).toBe(true);
      // Plain text: the markdown of the rest is not interpreted.
      expect(rest.querySelector('strong')).toBeNull();
    });

    it('leaves an answer within the limit whole and without a note', async () => {
      await render({ ...answer, text: paragraphs.slice(0, 100).join('\n\n') });
      const element: HTMLElement = fixture.nativeElement;
      expect(element.querySelector('[data-testid="answer-shortened"]')).toBeNull();
      expect(element.querySelectorAll('[data-testid="final-answer"] p').length).toBe(100);
    });
  });
});
