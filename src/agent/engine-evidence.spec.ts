import { readDictionaryBlock } from './dataset';
import { type AgentDeps, runAgent, type RunRequest } from './engine';
import { collectEvents, ofType } from './testing/collect-events';
import { FakeTools, okResult, toolDefinition } from './testing/fake-tools';
import { sampleDataset } from './testing/sample-dataset';
import { finalAnswerTurn, ScriptedLlm, toolTurn } from './testing/scripted-llm';
import type { ToolResult } from './tool-client';

const slaTool = toolDefinition('analyze_sla_compliance', {
  from: { type: 'string' },
  to: { type: 'string' },
});
const searchTool = toolDefinition('search_communications', { query: { type: 'string' } });
const volumesTool = toolDefinition('get_daily_volumes', {});

const YEAR_SLA = {
  summary: 'Complaint SLA breach rate 2025-11-01 to 2026-10-31: 11.8% (412 of 3,481).',
  filters: { from: '2025-11-01', to: '2026-10-31' },
  overall: { total: 3481, breached: 412, breachRate: 0.11836 },
};

function request(question: string, overrides: Partial<RunRequest> = {}): RunRequest {
  return { question, conversationId: 'conv-1', runId: 'run-1', ...overrides };
}

function deps(llm: ScriptedLlm, handler: (name: string) => ToolResult): AgentDeps {
  let clock = 1000;
  return {
    llm,
    tools: new FakeTools([slaTool, searchTool, volumesTool], handler),
    now: () => (clock += 1),
    sleep: () => Promise.resolve(),
  };
}

async function answerOf(question: string, llm: ScriptedLlm, output: unknown, extra = {}) {
  const events = await collectEvents(
    runAgent(
      request(question, extra),
      deps(llm, () => okResult(output)),
    ),
  );
  return ofType(events, 'answer')[0]!;
}

describe('runAgent: evidence, coverage and status of the answer', () => {
  it('links each figure to its observation and rates a fully supported answer High', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ id: 'call-1', name: 'analyze_sla_compliance', input: {} }]),
      finalAnswerTurn({
        answer: 'The breach rate was **11.8%**: 412 of 3,481 complaint cases.',
        confidence: 0.8,
      }),
    ]);
    const answer = await answerOf('What is the complaint SLA breach rate?', llm, YEAR_SLA);
    expect(answer.evidence!.map((figure) => [figure.text, figure.status])).toEqual([
      ['11.8%', 'observed'],
      ['412', 'observed'],
      ['3,481', 'observed'],
    ]);
    expect(answer.evidence![1]!.refs[0]).toEqual(
      jasmine.objectContaining({ step: 1, callId: 'call-1', path: 'overall.breached' }),
    );
    expect(answer.status).toBe('answered');
    expect(answer.confidence.level).toBe('high');
  });

  it('tells recordAssessment what the answer was assessed from, so a replay scores the same', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ id: 'call-1', name: 'analyze_sla_compliance', input: {} }]),
      finalAnswerTurn({ answer: 'The breach rate was **11.8%**.', confidence: 0.8 }),
    ]);
    const recorded: Parameters<NonNullable<AgentDeps['recordAssessment']>>[] = [];
    const events = await collectEvents(
      runAgent(request('What is the complaint SLA breach rate?'), {
        ...deps(llm, () => okResult(YEAR_SLA)),
        recordAssessment: (input, assessment) => recorded.push([input, assessment]),
      }),
    );
    const answer = ofType(events, 'answer')[0]!;
    expect(recorded.length).toBe(1);
    const [input, assessment] = recorded[0]!;
    expect(input.question).toBe('What is the complaint SLA breach rate?');
    expect(input.calls.map((call) => call.output)).toEqual([YEAR_SLA]);
    expect(input.draft.text).toBe(answer.text);
    expect(assessment.confidence).toEqual(answer.confidence);
  });

  it('marks a figure that is in no observation as unsupported and rates the answer Low', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_sla_compliance', input: {} }]),
      finalAnswerTurn({
        answer: 'The breach rate was 11.8%, with 57 cases breached twice.',
        confidence: 0.95,
      }),
    ]);
    const answer = await answerOf('What is the complaint SLA breach rate?', llm, YEAR_SLA);
    expect(answer.evidence!.find((figure) => figure.text === '57')!.status).toBe('unsupported');
    expect(answer.confidence.level).toBe('low');
    expect(answer.confidence.factors.map((factor) => factor.label).join('\n')).toContain(
      'in no tool result: 57',
    );
  });

  it('flags an answer about the wrong period through coverage', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_sla_compliance', input: {} }]),
      finalAnswerTurn({ answer: 'The breach rate was 11.8%.', confidence: 0.9 }),
    ]);
    const answer = await answerOf('SLA breach rate in Q2 vs Q1 2026?', llm, YEAR_SLA);
    const labels = answer.confidence.factors.map((factor) => factor.label);
    expect(labels).toContain(
      'The question asks about Q2 (2026-04-01 – 2026-06-30); the figures cover 2025-11-01 to 2026-10-31.',
    );
    expect(answer.status).toBe('partly answered');
    expect(answer.confidence.level).not.toBe('high');
  });

  it('answers "not answerable" with a Low chip when a search finds nothing', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'search_communications', input: { query: 'net promoter score' } }]),
      finalAnswerTurn({ answer: 'Here is what I found about NPS.', confidence: 0.85 }),
    ]);
    const answer = await answerOf('What is our NPS?', llm, {
      summary: 'No communications match "net promoter score".',
      total: 0,
      results: [],
    });
    expect(answer.status).toBe('not answerable');
    expect(answer.confidence.level).toBe('low');
  });

  it('takes the status the model declares', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_sla_compliance', input: {} }]),
      finalAnswerTurn({
        answer: 'The data holds no NPS.',
        status: 'not answerable',
        confidence: 0.9,
      }),
    ]);
    const answer = await answerOf('What is our NPS?', llm, YEAR_SLA);
    expect(answer.status).toBe('not answerable');
  });

  it("does not take the data's own words in a list for a decline", async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_sla_compliance', input: {} }]),
      finalAnswerTurn({ answer: "The breach rate was 11.8%.\n- Late: 412\n- Can't Tell: 3,481" }),
    ]);
    const answer = await answerOf('What is the complaint SLA breach rate?', llm, YEAR_SLA);
    expect(answer.status).toBe('answered');
  });

  it('says a period outside the data cannot be answered', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'analyze_sla_compliance', input: {} }]),
      finalAnswerTurn({ answer: 'The breach rate was 11.8%.', confidence: 0.9 }),
    ]);
    const answer = await answerOf('What was the breach rate in 2019?', llm, YEAR_SLA);
    expect(answer.status).toBe('not answerable');
    expect(answer.confidence.level).toBe('low');
  });

  it("sends a shortened observation's maximum to the model, and matches figures on the full one", async () => {
    const days = Array.from({ length: 365 }, (_, index) => ({
      day: new Date(Date.UTC(2025, 10, 1 + index)).toISOString().slice(0, 10),
      total: index === 291 ? 85 : 40 + (index % 5),
    }));
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'get_daily_volumes', input: {} }]),
      finalAnswerTurn({ answer: 'The busiest day was 2026-08-19 with 85 messages.' }),
    ]);
    const events = await collectEvents(
      runAgent(
        request('Which day was busiest?', { settings: { observationChars: 3000 } }),
        deps(llm, () => okResult({ summary: 'Messages per day.', days })),
      ),
    );
    const sent = (llm.requests[1]!.messages[2]!.content as { content: string }[])[0]!.content;
    expect(sent.length).toBeLessThanOrEqual(3000);
    expect(sent).not.toContain('"day":"2026-08-19"');
    expect(sent).toContain('total max 85 (2026-08-19)');
    const answer = ofType(events, 'answer')[0]!;
    expect(answer.evidence!.map((figure) => figure.status)).toEqual(['observed', 'observed']);
    expect(answer.evidence![0]!.refs[0]!.path).toBe('days[291].day');
  });

  it('does not rate High an answer whose figures are of another measure than asked', async () => {
    const llm = new ScriptedLlm([
      toolTurn([{ name: 'search_communications', input: { query: 'Southwest Delta' } }]),
      finalAnswerTurn({
        answer: 'Average sentiment: Southwest -0.254 (2420 tweets); Delta -0.185 (2222 tweets).',
        confidence: 0.95,
      }),
    ]);
    const answer = await answerOf(
      'Did Southwest or Delta get more tweets about late flights?',
      llm,
      {
        rows: [
          { airline: 'Southwest', count: 2420, avgSentiment: -0.2545 },
          { airline: 'Delta', count: 2222, avgSentiment: -0.185 },
        ],
      },
      { dataset: sampleDataset() },
    );
    expect(answer.evidence!.every((figure) => figure.status !== 'unsupported')).toBeTrue();
    expect(answer.confidence.level).not.toBe('high');
    expect(answer.confidence.factors.map((factor) => factor.label)).toContain(
      'The question asks for a count; the answer leads with an average (-0.254)',
    );
  });

  it('describes the data set of the request in the system prompt, dictionary included', async () => {
    const llm = new ScriptedLlm([finalAnswerTurn({ answer: 'Nothing to compute.' })]);
    await answerOf('Hello?', llm, {}, { dataset: sampleDataset() });
    const system = (llm.requests[0]!.system as { text: string }[])[0]!.text;
    expect(system).toContain('covers 2015-02-16 to 2015-02-24');
    expect(readDictionaryBlock(system)?.name).toBe('Airline tweets');
  });
});
