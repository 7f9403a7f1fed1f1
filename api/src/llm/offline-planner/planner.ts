import type { MessagesRequest } from '../model-request';
import { readConversation, type Conversation, type ToolStep } from './conversation';
import { planWithDictionary } from './dictionary-planner';
import type { PlannedBlock } from './message';
import { record, sourceIds, str } from './observations';
import { cddPlaybook, resolutionPlaybook, slaPlaybook } from './playbooks/cases';
import {
  breakdownPlaybook,
  communicationPlaybook,
  customerPlaybook,
  escalationPlaybook,
  riskPlaybook,
  searchPlaybook,
  volumePlaybook,
} from './playbooks/lookup';
import { calls, call, scope, type Composed, type Done, type Playbook } from './playbooks/playbook';
import { dayPlaybook } from './playbooks/day';
import { driversPlaybook, sentimentWhyPlaybook } from './playbooks/sentiment';
import { rankPlaybook } from './playbooks/rank';
import { trendPlaybook } from './playbooks/trend';
import { readSituation, type Situation } from './situation';
import { callKey, describeCall, scoreDescriptions, type PlannedCall } from './tool-fit';
import { renderAnswer, renderToolCalls, type FinalAnswer } from './render';

/** In order of preference when two score alike: specific questions before general ones. */
const PLAYBOOKS: readonly Playbook[] = [
  customerPlaybook,
  communicationPlaybook,
  cddPlaybook,
  slaPlaybook,
  escalationPlaybook,
  sentimentWhyPlaybook,
  dayPlaybook,
  trendPlaybook,
  rankPlaybook,
  driversPlaybook,
  resolutionPlaybook,
  riskPlaybook,
  breakdownPlaybook,
  volumePlaybook,
  searchPlaybook,
];

/** Rounds of tool calls before the planner answers with what it has. */
const MAX_STAGES = 3;
/** A hard stop however the conversation got here (repairs, repeated calls). */
const MAX_STEPS = 10;

/** For a question no playbook knows: the offered tool whose description matches it best. */
function describedPlaybook(s: Situation): Playbook | undefined {
  const scores = scoreDescriptions(s.text, [...s.conversation.tools.values()]);
  const best = [...scores.entries()].sort((a, b) => b[1] - a[1] || a[0].localeCompare(b[0]))[0];
  // Words every tool shares (or none at all) say nothing about which one to use.
  if (!best || best[1] < 0.3) return undefined;
  const name = best[0];
  return {
    kind: 'described',
    primaryTool: name,
    intention: () =>
      `The tool ${name} fits this question best; I will call it with the filters the question names.`,
    score: () => best[1],
    first: (situation) => calls(call(situation, name, scope(situation))),
    compose: (_situation, done) => ({
      lines: [],
      followUps: [],
      found: done.some((item) => item.step.ok),
    }),
  };
}

/** Whether the question names anything to look at: a product, topic, channel, period, id… */
function hasSubject(s: Situation): boolean {
  const f = s.features;
  return (
    f.products.length + f.categories.length + f.subcategories.length + f.channels.length > 0 ||
    f.customerIds.length + f.communicationIds.length + f.caseIds.length > 0 ||
    f.period !== undefined ||
    f.segment !== undefined ||
    f.caseType !== undefined ||
    f.complaints
  );
}

/** The playbook that fits best; how well each primary tool's description matches adds a little. */
export function choosePlaybook(s: Situation): Playbook | undefined {
  const tools = [...s.conversation.tools.values()];
  const descriptions = scoreDescriptions(s.text, tools);
  let best: { playbook: Playbook; score: number } | undefined;
  for (const playbook of PLAYBOOKS) {
    if (!s.conversation.tools.has(playbook.primaryTool)) continue;
    const score = playbook.score(s);
    if (score <= 0) continue;
    const total = score + 0.5 * (descriptions.get(playbook.primaryTool) ?? 0);
    if (!best || total > best.score) best = { playbook, score: total };
  }
  if (best && best.score >= 1) return best.playbook;
  const described = describedPlaybook(s);
  if (described) return described;
  return hasSubject(s) ? best?.playbook : undefined;
}

function findStep(steps: readonly ToolStep[], used: Set<number>, planned: PlannedCall): number {
  const key = callKey(planned);
  const exact = steps.findIndex((step, index) => !used.has(index) && callKey(step) === key);
  if (exact >= 0) return exact;
  return steps.findIndex((step, index) => !used.has(index) && step.name === planned.name);
}

/** Fields an `invalid_input` error names ("product: Invalid option; period: …"). */
function rejectedFields(message: string): string[] {
  return [...message.matchAll(/(?:^|[:;]\s*)([a-zA-Z]+)(?:\.[\w.]+)?:\s/g)]
    .map((match) => match[1]!)
    .filter((field) => field !== 'input' && field !== 'Invalid');
}

/** Failures worth one more try with the same arguments. */
const TRANSIENT =
  /cancel|abort|timeout|timed out|took longer|too long|temporar|unavailable|overload/i;

/** Calls that work around failures: the same call without rejected arguments, or a search. */
function recover(s: Situation, failed: readonly Done[], done: readonly Done[]): PlannedCall[] {
  const tried = new Set(done.map((item) => callKey(item.call)));
  const recovery: PlannedCall[] = [];
  for (const item of failed) {
    const fields = rejectedFields(item.step.errorMessage ?? '').filter(
      (field) => field in item.call.input,
    );
    if (fields.length > 0) {
      const input = Object.fromEntries(
        Object.entries(item.call.input).filter(([key]) => !fields.includes(key)),
      );
      const retry = { name: item.call.name, input };
      if (!tried.has(callKey(retry))) recovery.push(retry);
      continue;
    }
    const attempts = done.filter((entry) => callKey(entry.call) === callKey(item.call)).length;
    if (TRANSIENT.test(item.step.errorMessage ?? '') && attempts < 2) {
      recovery.push({ ...item.call, retry: true });
      continue;
    }
    const searched = done.some((entry) => entry.call.name === 'search_communications');
    if (item.call.name !== 'search_communications' && !searched) {
      const search = call(s, 'search_communications', { ...scope(s), limit: 5 });
      if (search && !tried.has(callKey(search))) recovery.push(search);
    }
  }
  return recovery;
}

interface Progress {
  pending: PlannedCall[];
  done: Done[];
  stage: number;
}

/** Replays the plan against the calls already made: what is done, and what to call next. */
function progress(s: Situation, playbook: Playbook): Progress {
  const steps = s.conversation.steps;
  const used = new Set<number>();
  const done: Done[] = [];
  let stageCalls = playbook.first(s);
  for (let stage = 1; stage <= MAX_STAGES && stageCalls.length > 0; stage++) {
    const pending: PlannedCall[] = [];
    const stageDone: Done[] = [];
    for (const planned of stageCalls) {
      const index = findStep(steps, used, planned);
      if (index < 0) {
        pending.push(planned);
        continue;
      }
      used.add(index);
      stageDone.push({ call: planned, step: steps[index]! });
    }
    done.push(...stageDone);
    if (pending.length > 0) return { pending, done, stage };
    if (stage === MAX_STAGES) break;
    const failed = stageDone.filter((item) => !item.step.ok);
    const known = new Set(done.map((item) => callKey(item.call)));
    stageCalls = [...recover(s, failed, done), ...(playbook.next?.(s, done, stage) ?? [])].filter(
      (planned) => planned.retry === true || !known.has(callKey(planned)),
    );
  }
  // Calls the plan did not make (another model's, in a mixed conversation) still count as evidence.
  steps.forEach((step, index) => {
    if (!used.has(index)) done.push({ call: { name: step.name, input: step.input }, step });
  });
  return { pending: [], done, stage: MAX_STAGES };
}

function firstSentence(text: string | undefined): string {
  if (!text) return '';
  const match = /^(.*?[.!?])(\s|$)/.exec(text);
  return (match?.[1] ?? text).slice(0, 240);
}

function genericLines(done: readonly Done[]): Composed {
  const lines = done
    .filter((item) => item.step.ok)
    .map(
      (item) =>
        `- ${item.call.name}: ${str(record(item.step.result)?.['summary']) ?? 'returned a result without a summary'}`,
    );
  return {
    lines: lines.length ? ['What the tools found:', ...lines] : [],
    followUps: [],
    found: lines.length > 0,
  };
}

const GENERIC_FOLLOW_UPS = [
  'Which topics drive negative sentiment this month?',
  'When did complaints spike over the year?',
  'What share of chatbot chats reach a human?',
];

function finalAnswer(
  s: Situation,
  playbook: Playbook | undefined,
  done: readonly Done[],
): FinalAnswer {
  const composed = playbook ? playbook.compose(s, done) : genericLines(done);
  const body = composed.lines.length ? composed : genericLines(done);
  const failed = done.filter((item) => !item.step.ok);
  const succeeded = done.filter((item) => item.step.ok);
  const lines = [...body.lines];
  if (failed.length > 0) {
    lines.push(
      '',
      `_Not everything could be checked: ${failed.map((item) => `${item.call.name} failed (${(item.step.errorMessage ?? 'no result').slice(0, 120)})`).join('; ')}._`,
    );
  }
  if (lines.length === 0) {
    lines.push(
      s.conversation.tools.size === 0
        ? 'I have no tools to look at the data with, so I cannot answer this from the corpus.'
        : 'The tools returned nothing I can answer this question with. Try naming a product, a topic or a period.',
    );
  }
  const sources = [
    ...new Set(succeeded.flatMap((item) => sourceIds(record(item.step.result)))),
  ].slice(0, 8);
  let confidence = body.found ? 0.85 : 0.3;
  const reasons: string[] = [];
  if (body.found) {
    reasons.push(
      `the figures come from ${succeeded.length} tool result${succeeded.length === 1 ? '' : 's'}`,
    );
  } else reasons.push('the tools found little that answers the question');
  if (playbook?.kind === 'described' || !playbook) {
    confidence -= 0.25;
    reasons.push(
      'the question did not match a known analysis, so the tool was picked by its description',
    );
  }
  if (failed.length > 0) {
    confidence -= 0.15 * failed.length;
    reasons.push(`${failed.length} call${failed.length === 1 ? '' : 's'} failed`);
  }
  if (body.found && sources.length === 0) {
    confidence -= 0.05;
    reasons.push('aggregates only, no individual records to cite');
  }
  if (s.conversation.mustAnswer) {
    confidence -= 0.1;
    reasons.push('the run hit its limit');
  }
  confidence = Math.round(Math.min(0.95, Math.max(0.1, confidence)) * 100) / 100;
  const followUps = [...body.followUps, ...GENERIC_FOLLOW_UPS].slice(0, 3);
  return {
    answer: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    confidence,
    confidenceReason: `${reasons.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()),
    sources,
    followUps,
    thought: body.found
      ? `I have what I need from ${[...new Set(succeeded.map((item) => item.call.name))].join(', ')}; time to answer.`
      : 'The results do not settle the question; I will say what I found.',
  };
}

/** For a question with nothing to look up: say what can be asked instead of guessing. */
function clarification(s: Situation): FinalAnswer {
  const question = s.conversation.question.slice(0, 80);
  return {
    answer:
      `I could not tell what to look up for "${question}". I answer questions about the communications, ` +
      'customers and cases: when something spiked, why sentiment moved, which topics drive complaints, ' +
      'escalation rates, CDD cases and SLA breaches, a customer (C-…) or a communication (M-…).',
    confidence: 0.1,
    confidenceReason: 'No tool was called: the question names nothing to analyse.',
    sources: [],
    followUps: GENERIC_FOLLOW_UPS,
    thought:
      'The question names no product, topic, period or id, so there is nothing to look up yet.',
  };
}

function chainingThought(s: Situation, playbook: Playbook, result: Progress): string {
  if (result.done.length === 0) return playbook.intention(s);
  const last = result.done[result.done.length - 1]!;
  const seen = last.step.ok
    ? `${firstSentence(str(record(last.step.result)?.['summary']))} `
    : `${last.call.name} failed (${(last.step.errorMessage ?? 'no result').slice(0, 100)}). `;
  const retrying = result.pending.some((planned) => planned.retry);
  const recovering = result.done.some((item) => !item.step.ok);
  const why = result.stage > 1 && !recovering ? (playbook.nextReason?.(s, result.done) ?? '') : '';
  const next = result.pending.map(describeCall).join(' and ');
  const lead = retrying ? 'That looks like a passing failure, so I will try once more: ' : 'Next: ';
  return `${seen}${why ? `${why} ` : ''}${lead}${next}.`.trim();
}

/** The planner's whole decision for one request: the blocks of its next assistant message. */
export function planTurn(request: MessagesRequest): PlannedBlock[] {
  const conversation: Conversation = readConversation(request);
  const s = readSituation(conversation);
  if (!conversation.question) {
    return renderAnswer(conversation, {
      answer: 'Ask me a question about the customer communications, customers or cases.',
      confidence: 0.1,
      confidenceReason: 'There was no question to answer.',
      sources: [],
      followUps: GENERIC_FOLLOW_UPS,
      thought: 'There is no question in the request.',
    });
  }
  // With the data dictionary in the request the planner reads the data's own vocabulary.
  if (conversation.dictionary && conversation.tools.size > 0) {
    return planWithDictionary(conversation, conversation.dictionary);
  }
  const playbook = conversation.tools.size > 0 ? choosePlaybook(s) : undefined;
  if (!playbook && conversation.tools.size > 0) return renderAnswer(conversation, clarification(s));
  if (!playbook) return renderAnswer(conversation, finalAnswer(s, undefined, []));
  const result = progress(s, playbook);
  const outOfSteps = conversation.mustAnswer || conversation.steps.length >= MAX_STEPS;
  if (result.pending.length > 0 && !outOfSteps) {
    return renderToolCalls(conversation, chainingThought(s, playbook, result), result.pending);
  }
  return renderAnswer(conversation, finalAnswer(s, playbook, result.done));
}
