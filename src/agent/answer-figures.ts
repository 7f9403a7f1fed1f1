import type { FigureKind } from './events';
import { RECORD_ID } from './record-id';

/**
 * Figures written in a text (an answer, or a string inside a tool result): counts, percentages,
 * ratios, decimals, dates, months and record ids, with where they stand. Pure and language-light:
 * only number and date notation, never the data's vocabulary.
 */
export interface Figure {
  text: string;
  start: number;
  end: number;
  kind: FigureKind;
  /** Numbers as numbers (a percentage as written: 11.8 for "11.8%"); dates as `YYYY-MM-DD`,
   * `--MM-DD` when the year is not written, months as `YYYY-MM`, ids as written. */
  value: number | string;
  /** Decimals as written: the precision a match must round to. */
  decimals: number;
  /** Written as approximate ("about 400", "~12%"): a match may be a few percent off. */
  approximate: boolean;
}

const MONTHS = [
  'january',
  'february',
  'march',
  'april',
  'may',
  'june',
  'july',
  'august',
  'september',
  'october',
  'november',
  'december',
];
const MONTH_WORD =
  '(jan(?:uary)?|feb(?:ruary)?|mar(?:ch)?|apr(?:il)?|may|june?|july?|aug(?:ust)?|sep(?:t(?:ember)?)?|oct(?:ober)?|nov(?:ember)?|dec(?:ember)?)';

interface Pattern {
  regex: RegExp;
  read(match: RegExpExecArray): Pick<Figure, 'kind' | 'value'> | undefined;
}

/** Earlier patterns win: a date's digits are not read again as counts. */
const PATTERNS: Pattern[] = [
  {
    // Record ids read whole, as a question's are (record-id.ts): M-000123, CLM/25/006567,
    // FLT/25/0298-Z, 2425/C/01243 (a year before the capitals is the id's, not a count).
    regex: new RegExp(RECORD_ID),
    read: (match) => ({ kind: 'id', value: match[0] }),
  },
  {
    // ISO days, with a time of day when a timestamp is written out (its digits are no counts).
    regex:
      /\b(\d{4})[-/](\d{2})[-/](\d{2})(?:[T ]\d{2}:\d{2}(?::\d{2}(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?\b/g,
    read: (match) => dateFigure(match[1]!, Number(match[2]), Number(match[3])),
  },
  {
    // 10 March 2026, 10th Mar 2026, 10 March
    regex: new RegExp(
      `\\b(\\d{1,2})(?:st|nd|rd|th)?\\s+${MONTH_WORD}\\.?(?:,?\\s+(\\d{4}))?\\b`,
      'gi',
    ),
    read: (match) => dateFigure(match[3], monthNumber(match[2]!), Number(match[1])),
  },
  {
    // March 10, 2026 · Mar 10th · March 10
    regex: new RegExp(
      `\\b${MONTH_WORD}\\.?\\s+(\\d{1,2})(?:st|nd|rd|th)?\\b(?:,?\\s+(\\d{4})\\b)?`,
      'gi',
    ),
    read: (match) => dateFigure(match[3], monthNumber(match[1]!), Number(match[2])),
  },
  {
    regex: new RegExp(`\\b${MONTH_WORD}\\s+(\\d{4})\\b`, 'gi'),
    read: (match) => monthFigure(match[2]!, monthNumber(match[1]!)),
  },
  {
    regex: /\b(\d{4})-(\d{2})\b(?!-\d)/g,
    read: (match) => monthFigure(match[1]!, Number(match[2])),
  },
  {
    // Long digit runs are identifiers of imported records (a tweet id), not quantities.
    regex: /(?<![\d.,])\d{9,}(?![\d.,]\d)/g,
    read: (match) => ({ kind: 'id', value: match[0] }),
  },
  {
    // Quantities: sign, thousands separators, decimals, then %, ×/x/times or nothing.
    regex:
      /(?<![\w.,-])([-−+]?)(\d{1,3}(?:,\d{3})+|\d+)(\.\d+)?(?![\w,]\d)(\s?%|\s?(?:×|x\b)|\s+times\b|\s*percentage points?\b|\s*pp\b)?/gi,
    read: (match) => {
      const negative = match[1] === '-' || match[1] === '−';
      const magnitude = Number(`${match[2]!.replace(/,/g, '')}${match[3] ?? ''}`);
      const value = negative ? -magnitude : magnitude;
      const suffix = (match[4] ?? '').trim().toLowerCase();
      if (suffix === '%' || suffix.startsWith('percentage') || suffix === 'pp') {
        return { kind: 'percent', value };
      }
      if (suffix) return { kind: 'ratio', value };
      return { kind: match[3] ? 'decimal' : 'count', value };
    },
  },
];

/** Words before a number that make it part of the question's wording, not a figure to check. */
const WORDING_BEFORE =
  /\b(?:top|bottom|first|last|past|previous|next|step|steps|q|h|version|release|v)\s*#?$/i;
/** Words before a year-like number that make it a quantity. */
const QUANTITY_BEFORE =
  /(?:(?:\bwith|\bhas|\bhad|\bhave|\btotal(?:led|ing)?|\bcount|=|:)\s*\**|\b(?:are|were|is|was)\s+\*\*)\s*$/i;
const APPROXIMATE_BEFORE = /(?:about|around|roughly|nearly|almost|approximately|some|~|≈)\s*$/i;

export function extractFigures(text: string): Figure[] {
  const taken: boolean[] = new Array<boolean>(text.length).fill(false);
  const figures: Figure[] = [];
  for (const pattern of PATTERNS) {
    pattern.regex.lastIndex = 0;
    for (let match = pattern.regex.exec(text); match; match = pattern.regex.exec(text)) {
      const start = match.index + (match[0].length - match[0].trimStart().length);
      const raw = match[0].trim();
      const end = start + raw.length;
      if (!raw || taken.slice(start, end).some(Boolean)) continue;
      const read = pattern.read(match);
      if (!read) continue;
      const figure: Figure = {
        text: raw,
        start,
        end,
        ...read,
        decimals: typeof read.value === 'number' ? decimalsOf(raw) : 0,
        approximate: APPROXIMATE_BEFORE.test(text.slice(Math.max(0, start - 16), start)),
      };
      for (let index = start; index < end; index++) taken[index] = true;
      if (!isWording(text, figure)) figures.push(figure);
    }
  }
  return figures.sort((a, b) => a.start - b.start);
}

/** Years, list ordinals and numbers that belong to the wording ("top 5", "last 30 days"). */
function isWording(text: string, figure: Figure): boolean {
  if (figure.kind !== 'count') return false;
  const value = figure.value as number;
  const before = text.slice(Math.max(0, figure.start - 20), figure.start);
  // "2026" is a year, unless stated as a quantity ("is **South** with 2043", "total: 2043").
  if (/^\d{4}$/.test(figure.text) && value >= 1900 && value <= 2100) {
    return !QUANTITY_BEFORE.test(before);
  }
  const after = text.slice(figure.end, figure.end + 2);
  // "1. item" or "2) item" at the start of a line.
  if (/(?:^|\n)[ \t]*$/.test(before) && /^[.)]\s/.test(after)) return true;
  if (/(?:^|\n)[ \t]*#+\s*$/.test(before)) return true;
  return WORDING_BEFORE.test(before);
}

function decimalsOf(raw: string): number {
  const match = /\.(\d+)/.exec(raw);
  return match ? match[1]!.length : 0;
}

function monthNumber(word: string): number {
  const prefix = word.toLowerCase().slice(0, 3);
  return MONTHS.findIndex((month) => month.startsWith(prefix)) + 1;
}

function dateFigure(
  year: string | undefined,
  month: number,
  day: number,
): Pick<Figure, 'kind' | 'value'> | undefined {
  if (month < 1 || month > 12 || day < 1 || day > 31) return undefined;
  const monthDay = `${pad(month)}-${pad(day)}`;
  return { kind: 'date', value: year ? `${year}-${monthDay}` : `--${monthDay}` };
}

function monthFigure(year: string, month: number): Pick<Figure, 'kind' | 'value'> | undefined {
  if (month < 1 || month > 12) return undefined;
  return { kind: 'month', value: `${year}-${pad(month)}` };
}

function pad(value: number): string {
  return String(value).padStart(2, '0');
}
