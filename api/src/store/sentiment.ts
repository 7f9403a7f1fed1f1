import vader from 'vader-sentiment';
import { readCustomerText, type Reading, type SentenceReading } from './sentiment-reading';
import { SENTIMENT_THRESHOLD, type SentimentLabel } from './vocabulary';

export interface Sentiment {
  /** The compound score, -1 (most negative) … 1 (most positive), on VADER's scale. */
  readonly score: number;
  readonly label: SentimentLabel;
}

/*
 * The label's cut-off (SENTIMENT_THRESHOLD, 0.25) is set on principle rather than fitted to a
 * labelled set: VADER's lexicon rates words from -4 to 4, and 1 is what its raters called
 * "slightly" positive or negative. A text whose net valence is less than one such word,
 * normalize(1) = 1 / √(1 + 15) = 0.25, says nothing clear either way and is neutral. (VADER's own
 * ±0.05 lets a single "please" or "interest" decide.)
 */

/** VADER's normalisation of a valence sum to -1 … 1 (alpha 15, its constant). */
const ALPHA = 15;

/**
 * The one sentiment code path for generated and imported communications alike, so a corpus mixing
 * both is scored on one scale. Callers pass the body of a communication.
 *
 * VADER (the base) scores each sentence with the customer-service terms masked out; the terms'
 * own valences (sentiment-lexicon.ts) are added in VADER's valence space, and the sum is
 * normalised as VADER does. See sentiment-reading.ts for requests, complaints and courtesy.
 */
export function scoreSentiment(text: string): Sentiment {
  const score = round(normalize(valenceOf(readCustomerText(text))));
  return { score, label: sentimentLabel(score) };
}

export function sentimentLabel(score: number): SentimentLabel {
  if (score <= -SENTIMENT_THRESHOLD) return 'negative';
  if (score >= SENTIMENT_THRESHOLD) return 'positive';
  return 'neutral';
}

function valenceOf(reading: Reading): number {
  const sum = reading.sentences.reduce((total, sentence) => total + sentenceValence(sentence), 0);
  return !reading.request && sum >= 0 ? sum + reading.courtesyValence : sum;
}

function sentenceValence(sentence: SentenceReading): number {
  let base = vaderValence(sentence.masked);
  // A service event in a plain question is what is asked about ("is my train delayed?"); in a
  // statement, a request or beside a complaint it is reported.
  const complains =
    !sentence.question || sentence.complainingQuestion || sentence.termValence < 0 || base < 0;
  const terms = sentence.termValence + (complains ? sentence.eventValence : 0);
  // Praise in the sentence of a service failure is irony or a concession ("great, another
  // delay"; "nice staff but they lost my bag"): the failure is what the sentence says.
  if (terms < 0 && base > 0) base = 0;
  let valence = base + terms;
  if (base === 0 && terms !== 0) valence += Math.sign(terms) * sentence.emphasis;
  // A question or request is not praise: its positive words describe what is asked about.
  if (sentence.request && valence > 0) valence = 0;
  return valence;
}

/** VADER's valence sum for a text, recovered from its compound score (the inverse of normalize). */
function vaderValence(text: string): number {
  const compound = vader.SentimentIntensityAnalyzer.polarity_scores(text).compound;
  const bounded = Math.max(-0.9999, Math.min(0.9999, compound));
  return bounded * Math.sqrt(ALPHA / (1 - bounded * bounded));
}

function normalize(sum: number): number {
  return Math.max(-1, Math.min(1, sum / Math.sqrt(sum * sum + ALPHA)));
}

function round(score: number): number {
  return Math.round(score * 10_000) / 10_000;
}
