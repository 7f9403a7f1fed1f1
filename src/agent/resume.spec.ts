import { runAgent } from './engine';
import type { AgentEvent } from './events';
import type { LlmClient } from './llm-client';
import { recordedSteps, resumingDeps } from './resume';
import type { ToolClient } from './tool-client';
import { collectEvents, ofType } from './testing/collect-events';
import { FakeTools, okResult, toolDefinition } from './testing/fake-tools';
import { ScriptedLlm, finalAnswerTurn, toolTurn } from './testing/scripted-llm';

const definitions = [toolDefinition('count_by_day'), toolDefinition('search_day')];

function tools(): FakeTools {
  return new FakeTools(definitions, (name, input) =>
    okResult(
      name === 'count_by_day'
        ? { top: 'A', count: 9 }
        : { day: (input as { day: string }).day, rows: 3 },
    ),
  );
}

function run(llm: LlmClient, client: ToolClient): Promise<AgentEvent[]> {
  return collectEvents(
    runAgent({ question: 'Which day peaked?', conversationId: 'c' }, { llm, tools: client }),
  );
}

describe('resuming a recorded run from an edited step', () => {
  it('keeps the earlier steps, runs the edited step for real and lets the model go on from there', async () => {
    const original = await run(
      new ScriptedLlm([
        toolTurn([{ name: 'count_by_day', input: { metric: 'complaints' } }], 'Count per day.'),
        toolTurn([{ name: 'search_day', input: { day: 'A' } }], 'Read that day.'),
        finalAnswerTurn({ answer: 'Day A peaked.' }),
      ]),
      tools(),
    );

    const recorded = recordedSteps(original, 2);
    expect(recorded.map((step) => step.step)).toEqual([1, 2]);
    const edited = { ...recorded[1]!, calls: [{ tool: 'search_day', input: { day: 'B' } }] };
    const model = new ScriptedLlm([finalAnswerTurn({ answer: 'Day B had 3.' })]);
    const registry = tools();
    const deps = resumingDeps({ llm: model, tools: registry }, recorded.slice(0, 1), edited);
    const branch = await run(deps.llm, deps.tools);

    const actions = ofType(branch, 'action');
    const observations = ofType(branch, 'observation');
    expect(actions.map((action) => [action.step, action.tool, action.input])).toEqual([
      [1, 'count_by_day', { metric: 'complaints' }],
      [2, 'search_day', { day: 'B' }],
    ]);
    // Step 1 is the recorded one: its result comes from the trace, not from the tool.
    expect(observations[0]!.output).toEqual(ofType(original, 'observation')[0]!.output);
    expect(registry.calls.map((call) => call.input)).toEqual([{ day: 'B' }]);
    expect(
      ofType(branch, 'thought-end')
        .map((thought) => thought.text)
        .slice(0, 2),
    ).toEqual(['Count per day.', 'Read that day.']);
    // The model is asked once, with the frozen step and the edited one as its own history.
    expect(model.callCount).toBe(1);
    const sent = JSON.stringify(model.requests[0]!.messages);
    expect(sent).toContain('"metric":"complaints"');
    expect(sent).toContain('"day":"B"');
    expect(sent).toContain('\\"rows\\":3');
    expect(ofType(branch, 'answer')[0]!.text).toBe('Day B had 3.');
  });
});
