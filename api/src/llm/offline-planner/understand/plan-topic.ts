import type { QuestionPlan } from './question-plan';
import { TOPIC_LEAD, tokensIn } from './question-reading';
import { FUNCTION_WORDS, words, type Token } from './vocabulary';

/**
 * "complaints about lost bags": the words after a topic lead that name no value of the data
 * are a topic to search the text for; they leave the unknown words and the filters they matched.
 */
export function readTopic(
  question: string,
  tokens: Token[],
  rest: readonly string[],
  plan: QuestionPlan,
): void {
  const topicMatch = TOPIC_LEAD.exec(question);
  if (topicMatch && !plan.groupBy) {
    const phraseStart = topicMatch.index + topicMatch[0].lastIndexOf(topicMatch[1]!);
    const phraseTokens = [...tokensIn(tokens, phraseStart, question.length)].map(
      (index) => tokens[index]!,
    );
    if (phraseTokens.some((token) => rest.includes(token.raw)) && !aboutValue(plan, phraseTokens)) {
      const topicWords = phraseTokens
        .filter((token) => !FUNCTION_WORDS.has(token.word) && !/^\d+$/.test(token.word))
        .map((token) => token.raw);
      plan.topic = topicWords.join(' ');
      plan.unknown = plan.unknown.filter((word) => !topicWords.includes(word));
      const said = new Set(topicWords);
      plan.filters = plan.filters.filter(
        (filter) => !filter.said.split(' ').every((word) => said.has(word)),
      );
    }
  }
}

/**
 * "How did people talking about Savings feel in September compared with August": the words after
 * "talking about" name a value of the data, and a measure or comparison is asked of its records;
 * the value is the subject, not words to search the text for.
 */
function aboutValue(plan: QuestionPlan, phrase: readonly { word: string; raw: string }[]): boolean {
  if (!plan.compare && plan.measure.kind !== 'average' && plan.measure.kind !== 'median')
    return false;
  const lead = phrase.filter((token) => !FUNCTION_WORDS.has(token.word));
  return plan.filters.some((filter) => {
    const said = words(filter.said);
    return said.length > 0 && said.every((word, at) => lead[at]?.word === word);
  });
}
