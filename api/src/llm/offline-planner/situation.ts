import { CHANNELS, PRODUCTS } from '../../store/vocabulary';
import type { Conversation } from './conversation';
import { extractFeatures, isElliptical, type QuestionFeatures } from './features';
import { addDays, type CorpusSpan, type PeriodMention } from './periods';

/** The question as the planner understands it, with context and earlier turns folded in. */
export interface Situation {
  conversation: Conversation;
  /** The text the question kind is read from (an elliptical follow-up borrows its predecessor's). */
  text: string;
  features: QuestionFeatures;
  corpus: CorpusSpan;
  /** A day the chart click or the question points at. */
  focusDay: string | undefined;
}

function mergeFeatures(earlier: QuestionFeatures, current: QuestionFeatures): QuestionFeatures {
  const pick = <T>(now: T[], before: T[]) => (now.length > 0 ? now : before);
  return {
    ...earlier,
    products: pick(current.products, earlier.products),
    categories: pick(current.categories, earlier.categories),
    subcategories: pick(current.subcategories, earlier.subcategories),
    channels: pick(current.channels, earlier.channels),
    complaints: current.complaints || earlier.complaints,
    negative: current.negative || earlier.negative,
    ...(current.segment ? { segment: current.segment } : {}),
    ...(current.caseType ? { caseType: current.caseType } : {}),
    ...(current.period ? { period: current.period } : {}),
    customerIds: pick(current.customerIds, earlier.customerIds),
    communicationIds: pick(current.communicationIds, earlier.communicationIds),
    caseIds: pick(current.caseIds, earlier.caseIds),
    words: [...current.words, ...earlier.words],
  };
}

export function readSituation(conversation: Conversation): Situation {
  const corpus = conversation.corpus;
  let text = conversation.question;
  let features = extractFeatures(text, corpus);
  const earlier = conversation.earlierQuestions.at(-1);
  if (earlier && isElliptical(text, features)) {
    features = mergeFeatures(extractFeatures(earlier, corpus), features);
    text = `${earlier} ${text}`;
  }
  const context = conversation.context;
  let focusDay: string | undefined;
  if (context && typeof context.date === 'string' && /^\d{4}-\d{2}-\d{2}$/.test(context.date)) {
    if (!features.period) {
      const period: PeriodMention =
        context.granularity === 'week'
          ? { kind: 'range', from: context.date, to: addDays(context.date, 6) }
          : { kind: 'day', day: context.date };
      features = { ...features, period };
    }
    focusDay = context.date;
    const filters = context.filters ?? {};
    const product = PRODUCTS.find((name) => name === filters.product);
    if (product && features.products.length === 0) features = { ...features, products: [product] };
    const channel = CHANNELS.find((name) => name === filters.channel);
    if (channel && features.channels.length === 0) features = { ...features, channels: [channel] };
  }
  if (features.period?.kind === 'day') focusDay ??= features.period.day;
  return { conversation, text, features, corpus, focusDay };
}
