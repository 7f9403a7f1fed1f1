import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { expectEach, planSaid } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * A value and a longer value starting with its words ("Resolved" / "Resolved - goodwill",
 * "Delay" / "Delay - strike"): the longer one's extra words said beside the shorter's name the
 * longer one alone; said apart, or the shorter said again on its own, both stay.
 */
const FURNITURE = FURNITURE_CONTACTS_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;

function read(dictionary: DataDictionary, question: string): string {
  return planSaid(planOfTurns(dictionary, [question]));
}

describe('the longer value whose extra words are said wins', () => {
  expectEach(read, [
    [
      FURNITURE,
      'What share of contacts were resolved with a goodwill gesture?',
      'm=share[status=Resolved - goodwill]',
    ],
    [
      FURNITURE,
      'how many contacts got resolved by goodwill',
      'm=count f=status=Resolved - goodwill',
    ],
    [
      FURNITURE,
      'what percentage were resolved as goodwill in March',
      'm=share[status=Resolved - goodwill] p=2025-03-01..2025-03-31',
    ],
    [
      RAIL,
      'what share of claims were for a delay due to a strike',
      'm=share[claim_type=Delay - strike]',
    ],
    // Guards: the shorter said alone; both said; the extra word said apart.
    [FURNITURE, 'how many contacts were resolved', 'm=count f=status=Resolved'],
    [
      FURNITURE,
      'how many were resolved, or resolved with goodwill',
      'm=count f=status=Resolved|Resolved - goodwill',
    ],
    [RAIL, 'how many delay claims were there', 'm=count f=claim_type=Delay'],
  ]);
});
