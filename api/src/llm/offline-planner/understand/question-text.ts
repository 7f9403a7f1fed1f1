import { listedAsAlternatives } from './listed-values';
import type { PeriodMatch } from './period';
import { readCasualWriting } from './casual-writing';
import { correctTypos, type QuestionInput } from './question-reading';
import { expandMoodValues, expandPhrases, expandShorthand, expandValueWords } from './shorthand';
import type { Vocabulary } from './vocabulary';

/** "Break that down by channel", "break down complaints by month": a split, said plainly. */
function brokenDown(question: string): string {
  return question.replace(/\bbreak\s+((?:[\w-]+\s+){0,3}?)down\b/gi, (_, between: string) =>
    `split ${between}`.trimEnd(),
  );
}

const VALUE_WORDS = new WeakMap<Vocabulary, Set<string>>();

/** Every word the data's values are written with (not its fields' names). */
function valueWordsOf(vocabulary: Vocabulary): Set<string> {
  let held = VALUE_WORDS.get(vocabulary);
  if (!held) {
    held = new Set(vocabulary.values.flatMap((term) => term.words));
    VALUE_WORDS.set(vocabulary, held);
  }
  return held;
}

/** The question as the parser reads it: casual writing, shorthand and typos put plainly. */
export function readQuestionText(input: QuestionInput): string {
  const { vocabulary } = input;
  return correctTypos(
    expandMoodValues(
      expandValueWords(
        expandPhrases(
          expandShorthand(
            brokenDown(readCasualWriting(listedAsAlternatives(input.question), vocabulary)),
            vocabulary.known,
          ),
        ),
        valueWordsOf(vocabulary),
      ),
      valueWordsOf(vocabulary),
    ),
    vocabulary,
  );
}

/**
 * The question with the names of values of two words or more blanked ("the savings rate" is a
 * topic, not a rate asked for), for reading which measure it asks.
 */
export function withoutValueNames(
  question: string,
  tokens: readonly { index: number; raw: string }[],
  values: readonly { start: number; end: number }[],
  shortest = 2,
): string {
  let text = question;
  for (const match of values) {
    if (match.end - match.start < shortest) continue;
    const from = tokens[match.start]!.index;
    const last = tokens[match.end - 1]!;
    const to = last.index + last.raw.length;
    text = `${text.slice(0, from)}${' '.repeat(to - from)}${text.slice(to)}`;
  }
  return text;
}

/** The question with the words of its periods blanked ("late 2025" asks no breach rate). */
export function withoutPeriods(question: string, periods: readonly PeriodMatch[]): string {
  let text = question;
  for (const period of periods) {
    text = `${text.slice(0, period.index)}${' '.repeat(period.length)}${text.slice(period.index + period.length)}`;
  }
  return text;
}
