import { describe } from 'node:test';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';

/**
 * Two sides set against each other are each given their own figure, never pooled: sides said
 * with verbs of comparison ("put … beside", "contrast … with", "set … against", "next to", "by
 * how many does A outnumber B"), a value against everyone else joined on with "and"/"or" ("…
 * for Delay claims, and for everyone else?"), and a share asked "for" a yes/no field's side
 * "or for" the others (each side's share of the part, not the flag's rate among the part), over
 * rail refund claims with look-alike values, moving jobs, leak reports and gym queries.
 */
const RAIL = RAIL_REFUNDS_DICTIONARY;
const MOVES = REMOVALS_DICTIONARY;
const LEAKS = WATER_LEAKS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;

describe('each side of a comparison its own figure', () => {
  expectEach(plansOf, [
    [
      RAIL,
      'Put the count of Delay claims beside the count of Delay - strike claims.',
      ['m=count c=claim_type:Delay|Delay - strike'],
    ],
    [
      RAIL,
      'Contrast the share of Central claims that were refunded with the share for Harbour.',
      ['m=share[outcome=Refund] c=station:Central|Harbour'],
    ],
    [
      RAIL,
      'By how many claims does Central outnumber Harbour?',
      ['m=count c=station:Central|Harbour'],
    ],
    [
      RAIL,
      'What share of claims were refunded for Delay claims, and for everyone else?',
      ['m=share[outcome=Refund] c=claim_type:Delay|the rest'],
    ],
    [
      RAIL,
      'Set the number of Email claims against the number of Phone claims.',
      ['m=count c=contacted_via:Email|Phone'],
    ],
    [
      MOVES,
      'Is the share of Damaged jobs higher with premium cover or without it?',
      ['m=share[outcome=Damaged] c=premium_cover:true|false'],
    ],
    [
      MOVES,
      'Is the share of jobs that were Damaged higher for premium cover jobs than for the rest?',
      ['m=share[outcome=Damaged] c=premium_cover:true|false'],
    ],
    [
      MOVES,
      'Contrast the number of Leeds jobs with the number of Bristol jobs.',
      ['m=count c=depot:Leeds|Bristol'],
    ],
    [
      MOVES,
      'Put the average quote for Studio jobs beside the average for Family home jobs.',
      ['m=average:quote_gbp c=job_size:Studio|Family home'],
    ],
    [
      GYM,
      'Is the share of Escalated queries higher for North Leeds or for South Leeds?',
      ['m=share[status=Escalated] c=club:North Leeds|South Leeds'],
    ],
    [
      LEAKS,
      'Put the number of Burst main leaks next to the number of Frozen pipe leaks.',
      ['m=count c=Leak Kind:Burst main|Frozen pipe'],
    ],
    [
      LEAKS,
      'Is the share of Burst main leaks higher for repeat leaks or for the others?',
      ['m=share[Leak Kind=Burst main] c=Repeat?:true|false'],
    ],
  ]);
});
