import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planOfTurns } from './forms-test-support';
import { planSaid, expectEach } from './plans-forms-support';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * Record and customer ids written in other shapes than "C-1": with slashes ("REQ/25/004512"),
 * word for its customers ("patron", "ticket buyer") saying whose id it is.
 */
const VENUE = VENUE_TICKETS_DICTIONARY;
const LIBRARY = LIBRARY_REQUESTS_DICTIONARY;

function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.lookup) return `lookup ${plan.lookup.id} ${plan.lookup.kind}`;
  return `${planSaid(plan)}${plan.unknown.length > 0 ? ` ?${plan.unknown.join('|')}` : ''}`;
}

describe('ids in other shapes', () => {
  expectEach(read, [
    [LIBRARY, 'What was request REQ/25/004512 about?', 'lookup REQ/25/004512 any'],
    [LIBRARY, 'which branch handled LIB/2025/0042?', 'lookup LIB/2025/0042 any'],
    [LIBRARY, 'show me TKT-2025-00731', 'lookup TKT-2025-00731 any'],
    [VENUE, 'Who dealt with VT/24/11873 and what is its issue?', 'lookup VT/24/11873 any'],
    [VENUE, 'What was the refund on VT/24/11873?', 'lookup VT/24/11873 any'],
    // A year or number first, then letters, then digits; letters, a space, then two parts.
    [LIBRARY, 'Show request 25-RQ-001013', 'lookup 25-RQ-001013 any'],
    [VENUE, 'what was the outcome of 2025/VT/04172', 'lookup 2025/VT/04172 any'],
    [LIBRARY, 'show me RXQ 2024-0103', 'lookup RXQ 2024-0103 any'],
    [VENUE, 'Who dealt with TIX 24-11873?', 'lookup TIX 24-11873 any'],
    // Letters run into digits, then a part of digits, with a check letter after a slash.
    [
      LIBRARY,
      'Which branch and which format is request LB24-004512/Q about?',
      'lookup LB24-004512/Q any',
    ],
    [VENUE, 'What refund is VT24-11873/C claiming?', 'lookup VT24-11873/C any'],
    [LIBRARY, 'what was the outcome of LB7-004512', 'lookup LB7-004512 any'],
  ]);
});
