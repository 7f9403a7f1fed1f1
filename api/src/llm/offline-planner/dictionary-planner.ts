import type { DataDictionary } from '../../../../src/agent/dataset';
import type { Conversation } from './conversation';
import type { PlannedBlock } from './message';
import { record, rows, str, type Json } from './observations';
import { renderAnswer, renderToolCalls, type FinalAnswer } from './render';
import { accepts, callKey, describeCall, fitInput } from './tool-fit';
import {
  closestQuestions,
  composeAnswer,
  filterWords,
  followUps,
} from './understand/compose-answer';
import {
  nextCalls,
  type ExecutionContext,
  type Observed,
  type ToolCall,
} from './understand/execute-plan';
import { parseQuestion, type QuestionInput } from './understand/parse-question';
import { asksForStory, asStory, storyAnswer, storyCalls } from './understand/describe-period';
import { unreadAsk } from './understand/unread-ask';
import {
  secondAskPlan,
  splitAsks,
  withCarriedFilters,
  withFirstWinner,
} from './understand/split-asks';
import { refinePlan } from './understand/refine-plan';
import { AMOUNT_ASKED } from './understand/question-words';
import { besideLine } from './understand/extreme-holder';
import { describedSides } from './understand/described-sides';
import { followUpScope } from './understand/follow-up-scope';
import { recentRecord } from './understand/recent-record';
import { inRecordNoun, nounOf } from './understand/answer-words';
import { recordNounOf } from './understand/record-noun';
import type { QuestionPlan } from './understand/question-plan';
import { buildVocabulary, holdsNothing, type Vocabulary } from './understand/vocabulary';
import { warmLexicon } from './understand/lexicon';
import { warmWordNet } from './understand/wordnet';

/**
 * The planner when the request carries a data dictionary: parse the question into a plan over
 * the data's own fields and values, execute it with the offered tools stage by stage, and answer
 * from what came back — or say which part the data cannot answer.
 */

/** A hard stop however the conversation got here. */
const MAX_STEPS = 10;
/** Tools the plan executor calls by name; any other offered tool can be chosen by description. */
const GENERAL_TOOLS = new Set([
  'query_data',
  'search_communications',
  'get_communication',
  'get_customer_info',
  'find_similar',
]);

// The English word list and WordNet's indexes are read when the planner loads, not in the first
// question's time.
warmLexicon();
warmWordNet();

let cached: { key: string; vocabulary: Vocabulary } | undefined;

function vocabularyOf(dictionary: DataDictionary): Vocabulary {
  const key = JSON.stringify(dictionary);
  if (cached?.key !== key) cached = { key, vocabulary: buildVocabulary(dictionary) };
  return cached.vocabulary;
}

function executionContext(
  conversation: Conversation,
  dictionary: DataDictionary,
): ExecutionContext {
  const tools = conversation.tools;
  return {
    dictionary,
    span: conversation.corpus,
    tools: new Set(tools.keys()),
    accepts: (name, argument) => {
      const tool = tools.get(name);
      return tool ? accepts(tool, argument) : false;
    },
    toOfferedSchema: (call) => {
      const tool = tools.get(call.name);
      return tool ? { name: call.name, input: fitInput(tool, call.input) } : call;
    },
    key: (call) => callKey(call),
  };
}

function questionInput(
  conversation: Conversation,
  dictionary: DataDictionary,
  question: string,
): QuestionInput {
  const tools = [...conversation.tools.values()]
    .filter((tool) => !GENERAL_TOOLS.has(tool.name))
    .map((tool) => ({ name: tool.name, description: tool.description }));
  const previous = conversation.earlierQuestions.at(-1);
  const query = conversation.tools.get('query_data');
  const medianOffered = query
    ? /\bmedian\b/.test(`${query.description} ${JSON.stringify(query.properties ?? {})}`)
    : true;
  return {
    medianOffered,
    question,
    ...(previous ? { previous, before: conversation.earlierQuestions.slice(0, -1) } : {}),
    ...(conversation.context ? { context: conversation.context } : {}),
    vocabulary: vocabularyOf(dictionary),
    span: conversation.corpus,
    tools,
  };
}

export function planFor(
  conversation: Conversation,
  dictionary: DataDictionary,
  question = conversation.question,
): QuestionPlan {
  const input = questionInput(conversation, dictionary, question);
  const refined = refinePlan(
    question,
    input.vocabulary,
    parseQuestion(input),
    input.medianOffered !== false,
  );
  // What "them" and "that" stand for, a comparison's side described rather than named, and a
  // customer's newest record asked for.
  const plan = recentRecord(input, describedSides(input, followUpScope(input, refined)));
  if (asksForStory(question, plan)) return asStory(plan);
  return withDirectionMeasure(dictionary, plan, question);
}

function withDirectionMeasure(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  question: string,
): QuestionPlan {
  // "What got worse" without a measure: worse reads as sentiment when the data has one.
  const sentiment = dictionary.fields.find(
    (field) =>
      field.entity === plan.entity && field.role === 'sentiment' && field.type === 'number',
  );
  // "The largest drop in complaints", "how many fewer": what it counts is the measure.
  // "Did complaints about cards drop after 1 July": the records themselves went down.
  const counted =
    /\b(how many|number of|count|volume)\b|\b(drop|rise|increase|decrease|fall|jump|growth|decline|change)s?\s+in\s+(the\s+)?\w+/i.test(
      question,
    ) ||
    /^\s*(did|have|has|do)\s+(?:\w+\s+){1,5}?(drop|rise|fall|jump|increase|decrease|decline|spike)\b/i.test(
      question,
    );
  if (plan.direction && !plan.why && !counted && plan.measure.kind === 'count' && sentiment) {
    plan.measure = { kind: 'average', field: sentiment.name, label: 'average sentiment' };
  }
  return plan;
}

function understood(plan: QuestionPlan): boolean {
  return (
    plan.filters.length > 0 ||
    plan.groupBy !== undefined ||
    plan.records !== undefined ||
    plan.lookup !== undefined ||
    plan.topic !== undefined ||
    plan.tool !== undefined ||
    plan.compare !== undefined ||
    plan.measure.kind !== 'count' ||
    plan.period !== undefined ||
    plan.why === true ||
    plan.direction !== undefined
  );
}

/**
 * Whether the words the data lacks are what is asked ("the share price", "average handling
 * time", "gender split"): no measure, grouping or record of the data stands for them.
 */
function unknownIsTheSubject(question: string, plan: QuestionPlan): boolean {
  if (plan.unknownIsAsked) return true;
  if (plan.groupBy || plan.compare || plan.lookup || plan.topic || plan.tool || plan.records) {
    return false;
  }
  const counting = /\b(how many|number of|count|volume)\b/i.test(question);
  if (plan.measure.kind === 'share' && !plan.measure.part) return true;
  if (plan.measure.kind === 'count' && !counting) return true;
  return (
    /\b(average|mean|median|total|sum|how much|split|breakdown|distribution)\b/i.test(question) &&
    plan.measure.kind === 'count'
  );
}

/** What the data holds, in a sentence: for answers that must say what it cannot answer. */
export function holdings(dictionary: DataDictionary): string {
  // The fields an analyst can ask about: none left empty or holding one placeholder by an import
  // (a built-in "region" of "Unknown"), none of free text or a single value; the data's own
  // labelled fields first, so an import's columns are named before the built-in ones it kept.
  const fields = dictionary.fields
    .filter(
      (field) =>
        !['id', 'text', 'time'].includes(field.role) &&
        field.entity === 'communications' &&
        field.type !== 'text' &&
        !holdsNothing(field) &&
        !(field.type === 'category' && field.distinct < 2),
    )
    .sort((a, b) => Number(b.label !== undefined) - Number(a.label !== undefined))
    .map((field) => field.label ?? spokenName(field.name));
  const named = [...new Set(fields)].slice(0, 12);
  const counts = dictionary.counts;
  const parts = [`${counts.communications} ${recordNounOf(dictionary)}`];
  if (counts.cases > 0) parts.push(`${counts.cases} cases`);
  return `it holds ${parts.join(' and ')} from ${dictionary.from ?? '?'} to ${dictionary.to ?? '?'}, with ${named.join(', ')}`;
}

/** "sentimentLabel", "days_open": a field's name in words. */
function spokenName(name: string): string {
  return name
    .replace(/([a-z])([A-Z])/g, '$1 $2')
    .replace(/_/g, ' ')
    .toLowerCase();
}

function describePlan(dictionary: DataDictionary, plan: QuestionPlan): string {
  if (plan.lookup) return `a look-up of the record ${plan.lookup.id}`;
  if (plan.topic) return `what was written about "${plan.topic}"`;
  const parts = [
    `the ${plan.measure.kind === 'count' ? 'number' : plan.measure.label} of ${nounOf(plan, dictionary)}${filterWords(dictionary, plan.filters)}`,
  ];
  if (plan.groupBy) parts.push(`by ${plan.groupBy.label}`);
  if (plan.rank) parts.push(`ranked ${plan.rank.direction === 'asc' ? 'lowest' : 'highest'} first`);
  if (plan.compare && 'periods' in plan.compare)
    parts.push(`in ${plan.compare.periods[0].label} against ${plan.compare.periods[1].label}`);
  else if (plan.compare) parts.push(`for ${plan.compare.values.join(' against ')}`);
  if (plan.period) parts.push(`in ${plan.period.label}`);
  if (plan.why) parts.push('and what drove its change');
  else if (plan.direction) parts.push(`and what got ${plan.direction}`);
  return parts.join(' ');
}

/** Failures worth one more try with the same arguments. */
const TRANSIENT =
  /cancel|abort|timeout|timed out|took longer|too long|temporar|unavailable|overload/i;

/** A call that failed for a passing reason (a timeout) and was tried only once: try it again. */
function retryOnce(context: ExecutionContext, done: readonly Observed[]): ToolCall[] | undefined {
  const last = done.at(-1);
  if (!last || last.ok || !TRANSIENT.test(last.error ?? '')) return undefined;
  const key = context.key(last.call);
  const tries = done.filter((item) => context.key(item.call) === key).length;
  return tries < 2 ? [last.call] : undefined;
}

function observedSteps(conversation: Conversation): Observed[] {
  return conversation.steps.map((step) => ({
    call: { name: step.name, input: step.input },
    ok: step.ok,
    output: step.ok ? record(step.result) : undefined,
    ...(step.errorMessage ? { error: step.errorMessage } : {}),
  }));
}

const ID_LIKE = /^[A-Za-z0-9][\w-]{2,40}$/;

function sourcesOf(done: readonly Observed[]): string[] {
  const ids: string[] = [];
  for (const item of done) {
    const output = item.output;
    if (!item.ok || !output) continue;
    for (const id of Array.isArray(output['sources']) ? output['sources'] : []) {
      if (typeof id === 'string' && ID_LIKE.test(id)) ids.push(id);
    }
    for (const row of [...rows(output['results']), ...rows(output['rows'])]) {
      const id = str(row['id']);
      if (id && ID_LIKE.test(id)) ids.push(id);
    }
    for (const key of ['communication', 'customer']) {
      const id = str(record(output[key])?.['id']);
      if (id && ID_LIKE.test(id)) ids.push(id);
    }
  }
  return [...new Set(ids)].slice(0, 8);
}

function cannotAnswer(
  conversation: Conversation,
  dictionary: DataDictionary,
  plan: QuestionPlan,
  reason: string,
): FinalAnswer {
  const context = executionContext(conversation, dictionary);
  return {
    answer: `${reason} This data cannot answer that: ${holdings(dictionary)}.\n\nQuestions it can answer instead:\n${closestQuestions(
      context,
      plan,
    )
      .map((question) => `- ${question}`)
      .join('\n')}`,
    status: 'not answerable',
    confidence: 0.2,
    confidenceReason: 'The data has nothing for what the question asks, so no figure was computed.',
    sources: [],
    followUps: closestQuestions(context, plan),
    thought: `${reason} I will say so rather than answer a different question.`,
  };
}

function finalAnswer(
  conversation: Conversation,
  dictionary: DataDictionary,
  plan: QuestionPlan,
  done: readonly Observed[],
): FinalAnswer {
  const context = executionContext(conversation, dictionary);
  const composed = plan.describe
    ? storyAnswer(context, plan, done)
    : composeAnswer(context, plan, done);
  // The calls that looked for an id the data lacks failed as they should: the answer says so.
  const failed = done.filter((item) => !item.ok && (composed.found || !plan.lookup));
  const lines = [...composed.lines];
  if (failed.length > 0) {
    lines.push(
      '',
      `_Not everything could be computed: ${failed.map((item) => `${item.call.name} failed (${inRecordNoun(item.error ?? 'no result', dictionary).slice(0, 120)})`).join('; ')}._`,
    );
  }
  // A look-up of an id the data lacks says so itself, in the data's terms.
  if (!composed.found && !plan.lookup) {
    lines.unshift(
      failed.length > 0
        ? 'The tools could not compute this, so I have no figure to give.'
        : `I could not compute ${describePlan(dictionary, plan)} with the tools offered.`,
    );
  }
  let confidence =
    composed.status === 'answered' ? 0.85 : composed.status === 'partly answered' ? 0.5 : 0.2;
  const reasons: string[] = [];
  if (composed.found)
    reasons.push(
      `the figures come straight from ${done.filter((item) => item.ok).length} tool result(s) for ${describePlan(dictionary, plan)}`,
    );
  if (composed.status === 'partly answered')
    reasons.push(`part of the question ("${plan.unknown.join(' ')}") matches nothing in the data`);
  if (!composed.found) reasons.push('the tools returned nothing that answers the question');
  if (failed.length > 0) {
    confidence -= 0.15 * failed.length;
    reasons.push(`${failed.length} call(s) failed`);
  }
  if (conversation.mustAnswer) {
    confidence -= 0.1;
    reasons.push('the run hit its limit');
  }
  confidence = Math.round(Math.min(0.95, Math.max(0.1, confidence)) * 100) / 100;
  return {
    answer: lines
      .join('\n')
      .replace(/\n{3,}/g, '\n\n')
      .trim(),
    status: composed.found ? composed.status : 'not answerable',
    confidence,
    confidenceReason: `${reasons.join('; ')}.`.replace(/^./, (c) => c.toUpperCase()),
    sources: sourcesOf(done),
    followUps: composed.followUps.length ? composed.followUps : followUps(context, plan),
    thought: composed.found
      ? 'The results answer the question; time to write it up.'
      : 'The results do not settle the question; I will say what I could not compute.',
  };
}

function stepThought(
  dictionary: DataDictionary,
  plan: QuestionPlan,
  done: readonly Observed[],
  calls: readonly { name: string; input: Json }[],
): string {
  const next = calls.map(describeCall).join(' and ');
  if (done.length === 0)
    return `I read this as ${describePlan(dictionary, plan)}. I will call ${next}.`;
  const last = done[done.length - 1]!;
  const seen = last.ok
    ? inRecordNoun(str(last.output?.['summary']) ?? `${last.call.name} answered.`, dictionary)
    : `${last.call.name} failed.`;
  return `${seen} Next: ${next}.`;
}

/** Why the plan cannot be answered, as the answer to give instead; undefined when it can. */
function refusal(
  conversation: Conversation,
  dictionary: DataDictionary,
  plan: QuestionPlan,
  question: string,
): FinalAnswer | undefined {
  if (plan.cannot) {
    return cannotAnswer(
      conversation,
      dictionary,
      plan,
      `The tools count records, not distinct values, so I cannot compute ${plan.cannot}.`,
    );
  }
  if (plan.unreadSide) {
    return cannotAnswer(
      conversation,
      dictionary,
      plan,
      `I could not tell which side "${plan.unreadSide}" asks for: the previous question names no one value it can stand against. Ask again with the value named.`,
    );
  }
  if (plan.undatedEvent) {
    const event = plan.undatedEvent;
    const example = question.replace(event, 'YYYY-MM-DD');
    return cannotAnswer(
      conversation,
      dictionary,
      plan,
      `To measure the change after ${event} I need the day it happened, and this data holds no date for ${event}. Ask again with its date ("${example}"), or ask which day had the most of them to see when they peaked.`,
    );
  }
  if (plan.figureOf) {
    const { said, field, values, entity } = plan.figureOf;
    const name = dictionary.fields.find((candidate) => candidate.name === field);
    const fieldName = name?.label ?? name?.name ?? field;
    const records = entity === 'communications' ? recordNounOf(dictionary) : entity;
    return cannotAnswer(
      conversation,
      dictionary,
      plan,
      `This data holds no ${said} figure: "${values.join('", "')}" is a ${fieldName} that ${records} are about, so it can count or compare those ${records}, not give the ${said} itself.`,
    );
  }
  if (plan.outside) {
    return cannotAnswer(
      conversation,
      dictionary,
      plan,
      `There is no data for ${plan.outside.label} (${plan.outside.from} to ${plan.outside.to}).`,
    );
  }
  if (plan.unknown.length > 0 && (!understood(plan) || unknownIsTheSubject(question, plan))) {
    return cannotAnswer(
      conversation,
      dictionary,
      plan,
      `This data has no "${plan.unknown.join(' ')}".`,
    );
  }
  // "How much feedback do we have, all in?": an amount of the records themselves is their count
  // (an amount of something the data lacks was declined above).
  if (!understood(plan) && !AMOUNT_ASKED.test(question)) {
    return {
      answer: `I could not tell what to look up for "${question.slice(0, 80)}". This data ${holdings(dictionary).replace(/^it /, '')}. Ask for a count, a share, an average, a ranking or a comparison over these fields and a period.`,
      status: 'not answerable',
      confidence: 0.1,
      confidenceReason: 'No tool was called: the question names nothing in the data to analyse.',
      sources: [],
      followUps: closestQuestions(executionContext(conversation, dictionary), plan),
      thought: 'The question names nothing in the data, so there is nothing to look up yet.',
    };
  }
  return undefined;
}

/** The question's asks as plans: the first, and the further ones when it asks more (up to three). */
interface Asks {
  first: QuestionPlan;
  /** The asks after the first, each read with the first ask's subject. */
  further: QuestionPlan[];
  /** A further ask that could not be answered, and why. */
  leftOut?: string;
}

/** Words that ask a figure over many records, not a field of one ("how many", "the average"). */
const AGGREGATE_ASKED =
  /\b(?:how\s+many|number\s+of|count|average|mean|median|total|sum|share|percent(?:age)?|proportion|fraction|rate|overall|altogether|in\s+all|across|every|all|most|least|fewest)\b/i;

function asksOf(conversation: Conversation, dictionary: DataDictionary): Asks {
  const whole = planFor(conversation, dictionary);
  const said = splitAsks(conversation.question);
  if (said.length < 2) return { first: whole, further: [] };
  // "Which car park and which breach type is appeal BN25-006111/K about?": asks of one record's
  // fields, the id said in one of them, are the one look-up the whole question makes.
  if (
    whole.lookup &&
    said.every((ask) => planFor(conversation, dictionary, ask).lookup || !AGGREGATE_ASKED.test(ask))
  ) {
    return { first: whole, further: [] };
  }
  const first = planFor(conversation, dictionary, said[0]);
  // The first ask must stand on its own; otherwise the whole question is read as one.
  if (refusal(conversation, dictionary, first, said[0]!)) return { first: whole, further: [] };
  const further: QuestionPlan[] = [];
  for (const ask of said.slice(1)) {
    const input = questionInput(conversation, dictionary, ask);
    const plan = withDirectionMeasure(
      dictionary,
      withCarriedFilters(
        refinePlan(
          ask,
          input.vocabulary,
          secondAskPlan(input, first, said[0]),
          input.medianOffered !== false,
        ),
        { vocabulary: input.vocabulary, question: ask },
      ),
      ask,
    );
    // "… and what was their average sentiment" after a specialised tool's figure: that tool's
    // records cannot be narrowed to, so the part is named as left out, not answered wider.
    if (first.tool && /\b(their|them|those|they|these|its)\b/i.test(ask)) {
      return {
        first,
        further,
        leftOut: `I left out the ${further.length === 0 ? 'second' : 'third'} part, "${ask}": I could not narrow it to the records of the first part.`,
      };
    }
    const refused = refusal(conversation, dictionary, plan, ask);
    if (refused) {
      const reason = refused.answer
        .split('\n')[0]!
        .replace(/ This data cannot answer that:.*$/, '');
      return {
        first,
        further,
        leftOut: `I left out the ${further.length === 0 ? 'second' : 'third'} part, "${ask}": ${reason}`,
      };
    }
    // "…, and how many from customers on rateable value?": an ask that reads nothing of its own
    // is the other side the description names, or left out — never the first ask's figure again.
    const unread = unreadAsk(ask, plan, first, dictionary);
    if (unread && 'unread' in unread) {
      return {
        first,
        further,
        leftOut: `I left out the ${further.length === 0 ? 'second' : 'third'} part, "${ask}": nothing in this data stands for "${unread.unread.join(' ')}".`,
      };
    }
    further.push(unread ? unread.plan : plan);
  }
  return { first, further };
}

/** Where the first ask's calls end in the steps taken: the second ask's calls follow them. */
function firstAskEnd(context: ExecutionContext, plan: QuestionPlan, done: readonly Observed[]) {
  for (let end = 0; end <= done.length; end++) {
    if (nextCalls(context, plan, done.slice(0, end)).length === 0) return end;
  }
  return done.length;
}

/** The asks' answers in one, the weaker status and confidence winning. */
function joinAnswers(first: FinalAnswer, further: readonly FinalAnswer[], leftOut?: string) {
  const rank = { answered: 0, 'partly answered': 1, 'not answerable': 2 } as const;
  const status =
    leftOut ||
    further.some((answer) => rank[answer.status ?? 'answered'] > 0) ||
    rank[first.status ?? 'answered'] > 0
      ? first.status === 'not answerable' &&
        further.every((answer) => answer.status === 'not answerable')
        ? 'not answerable'
        : 'partly answered'
      : 'answered';
  const joined: FinalAnswer = {
    ...first,
    answer: [first.answer, ...further.map((answer) => answer.answer), leftOut]
      .filter(Boolean)
      .join('\n\n'),
    status,
    confidence: Math.min(
      first.confidence,
      ...(further.length > 0 ? further.map((answer) => answer.confidence) : [0.5]),
      leftOut ? 0.5 : 1,
    ),
    confidenceReason: [
      first.confidenceReason,
      ...further.map((answer) => answer.confidenceReason),
      leftOut,
    ]
      .filter(Boolean)
      .join(' '),
    sources: [...new Set([...first.sources, ...further.flatMap((answer) => answer.sources)])].slice(
      0,
      8,
    ),
  };
  return joined;
}

/** The planner's next message for a request that carries a data dictionary. */
export function planWithDictionary(
  conversation: Conversation,
  dictionary: DataDictionary,
): PlannedBlock[] {
  const { first: plan, further: asked, leftOut } = asksOf(conversation, dictionary);
  const refused = refusal(conversation, dictionary, plan, conversation.question);
  if (refused && asked.length === 0 && !leftOut) return renderAnswer(conversation, refused);
  const context = executionContext(conversation, dictionary);
  const done = observedSteps(conversation);
  // Each ask's steps follow the ones before it: an ask's steps end where its calls are done.
  const end = asked.length > 0 ? firstAskEnd(context, plan, done) : done.length;
  const segments: { plan: QuestionPlan; done: readonly Observed[] }[] = [
    { plan, done: done.slice(0, end) },
  ];
  let from = end;
  for (const [index, ask] of asked.entries()) {
    const resolved = withFirstWinner(ask, plan, done.slice(0, end));
    const rest = done.slice(from);
    const own = index === asked.length - 1 ? rest.length : firstAskEnd(context, resolved, rest);
    segments.push({ plan: resolved, done: rest.slice(0, own) });
    from += own;
  }
  const pending =
    segments.find((segment) => nextCalls(context, segment.plan, segment.done).length > 0) ??
    segments.at(-1)!;
  const active = pending.plan;
  const activeDone = asked.length > 0 ? pending.done : done;
  const calls =
    retryOnce(context, done) ??
    (active.describe
      ? storyCalls(context, active, activeDone)
      : nextCalls(context, active, activeDone));
  const outOfSteps = conversation.mustAnswer || conversation.steps.length >= MAX_STEPS;
  if (calls.length > 0 && !outOfSteps) {
    return renderToolCalls(conversation, stepThought(dictionary, active, activeDone, calls), calls);
  }
  if (asked.length === 0 && !leftOut) {
    return renderAnswer(conversation, finalAnswer(conversation, dictionary, plan, done));
  }
  const answers = joinAnswers(
    finalAnswer(conversation, dictionary, plan, segments[0]!.done),
    segments
      .slice(1)
      .map((segment) => finalAnswer(conversation, dictionary, segment.plan, segment.done)),
    leftOut,
  );
  // "The slowest response …, and how does that compare with the average?": the gap said too.
  const beside = segments[1] ? besideLine(context, segments[0]!, segments[1]) : undefined;
  if (beside) answers.answer = `${answers.answer}\n\n${beside}`;
  return renderAnswer(conversation, answers);
}
