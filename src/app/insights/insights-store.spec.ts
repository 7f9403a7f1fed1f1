import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import type { DataDictionary } from '../../agent/dataset';
import { HISTORY_DB } from '../history/history-repository';
import {
  FakeAgentLauncher,
  provideFakeAgent,
  settle,
} from '../timeline/testing/fake-agent-launcher';
import { RunStore } from '../timeline/run-store';
import type { SentimentBubble } from './bubble-data';
import { InsightsPaneStore } from './insights-pane';
import { InsightsStore } from './insights-store';

const BUBBLES = '/api/insights/sentiment-bubbles';

const dictionary: DataDictionary = {
  name: 'Airline tweets',
  counts: { communications: 300, customers: 0, cases: 0 },
  from: '2015-02-16',
  to: '2015-02-24',
  fields: [
    {
      name: 'airline',
      entity: 'communications',
      role: 'custom',
      type: 'category',
      filled: 300,
      distinct: 2,
      values: [
        { value: 'United', count: 200 },
        { value: 'Delta', count: 100 },
      ],
    },
    {
      name: 'category',
      label: 'negative reason',
      entity: 'communications',
      role: 'category',
      type: 'category',
      filled: 120,
      distinct: 3,
      values: [{ value: 'Late Flight', count: 60 }],
    },
  ],
};

const bubble: SentimentBubble = {
  date: '2015-02-17',
  avgSentiment: -0.4,
  count: 40,
  negativeShare: 0.6,
  topTopics: [{ category: 'Late Flight', count: 20 }],
};

describe('InsightsStore', () => {
  let http: HttpTestingController;
  let store: InsightsStore;
  let fake: FakeAgentLauncher;

  /** Lets resources take in what was flushed. */
  async function stable(): Promise<void> {
    await new Promise((resolve) => setTimeout(resolve));
    TestBed.tick();
  }

  beforeEach(async () => {
    fake = new FakeAgentLauncher();
    TestBed.configureTestingModule({
      providers: [
        ...provideFakeAgent(fake),
        { provide: HISTORY_DB, useValue: `insights-spec-${Math.random().toString(36).slice(2)}` },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    store = TestBed.inject(InsightsStore);
    TestBed.tick();
    http.expectOne('/api/dataset').flush(dictionary);
    await stable();
  });

  async function flushBubbles(bubbles: SentimentBubble[]): Promise<URLSearchParams> {
    TestBed.tick();
    const request = http.expectOne((candidate) => candidate.url === BUBBLES);
    const params = new URLSearchParams(request.request.params.toString());
    request.flush(bubbles);
    await stable();
    return params;
  }

  it('asks for bubbles by any field of the data and offers it as a filter', async () => {
    expect((await flushBubbles([bubble])).get('granularity')).toBe('day');
    expect(store.filterableFields().map((field) => field.name)).toEqual(['airline', 'category']);

    store.setFieldFilter('airline', 'United');
    TestBed.tick();
    const params = await flushBubbles([bubble]);
    expect(params.get('airline')).toBe('United');
    expect(store.chartData().points.length).toBe(1);

    store.setFieldFilter('airline', null);
    TestBed.tick();
    expect((await flushBubbles([])).has('airline')).toBeFalse();
    expect(store.chartData().points).toEqual([]);
  });

  it('asks about a clicked bubble through the engine with the point and filters as context', async () => {
    await flushBubbles([bubble]);
    store.setFieldFilter('airline', 'United');
    TestBed.tick();
    await flushBubbles([bubble]);
    store.select('2015-02-17');
    expect(store.followUps()).toEqual([
      'What drove negative sentiment on 17 February 2015?',
      'Which negative reasons were affected that week?',
      'How does 17 February 2015 compare with the week before?',
    ]);

    TestBed.inject(InsightsPaneStore).show('chart');
    expect(store.ask(store.followUps()[0]!)).toBeTrue();
    expect(TestBed.inject(InsightsPaneStore).pane()).toBe('research');
    const runs = TestBed.inject(RunStore);
    await settle(() => runs.isLive());
    expect(fake.requests[0]!.context).toEqual({
      kind: 'sentiment-bubble',
      date: '2015-02-17',
      granularity: 'day',
      avgSentiment: -0.4,
      count: 40,
      negativeShare: 0.6,
      topics: ['Late Flight'],
      filters: { airline: 'United' },
    });
    expect(runs.turns()[0]!.context?.date).toBe('2015-02-17');
  });

  it('brings the chart back to the point and filters of a context', async () => {
    await flushBubbles([bubble]);
    store.focus({
      kind: 'sentiment-bubble',
      date: '2015-02-16',
      granularity: 'week',
      filters: { airline: 'Delta', from: '2015-02-16' },
    });
    TestBed.tick();
    const params = await flushBubbles([{ ...bubble, date: '2015-02-16' }]);
    expect(params.get('airline')).toBe('Delta');
    expect(params.get('from')).toBe('2015-02-16');
    expect(params.get('granularity')).toBe('week');
    expect(store.selected()?.date).toBe('2015-02-16');
    expect(TestBed.inject(InsightsPaneStore).pane()).toBe('chart');
  });

  it('says why the chart could not load', async () => {
    http
      .expectOne((candidate) => candidate.url === BUBBLES)
      .flush(
        {
          error: { code: 'invalid_query', message: 'airline: no communication has the value "X"' },
        },
        { status: 400, statusText: 'Bad Request' },
      );
    await stable();
    expect(store.error()).toContain('no communication has the value "X"');
  });
});
