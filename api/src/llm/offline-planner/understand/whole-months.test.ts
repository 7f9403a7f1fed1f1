import { checkForms, type PlanShape } from './insight-forms-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';
import type { DataDictionary } from '../../../../../src/agent/dataset';

/**
 * "Which full month had the fewest leaks?": a ranking of months kept to the months the data
 * covers from their first day to their last (here leak reports from 6 January to 30 October,
 * library requests from 15 January to 20 December), never a part month at either end. Said
 * without "full"/"complete"/"whole", every month stays in.
 */
const LIBRARY: DataDictionary = {
  ...LIBRARY_REQUESTS_DICTIONARY,
  from: '2025-01-15',
  to: '2025-12-20',
};
const months = (period: string, rank: 'asc' | 'desc'): PlanShape => ({
  groupBy: 'month',
  rank,
  period,
});

const cases: [DataDictionary, string, PlanShape][] = [
  [
    WATER_LEAKS_DICTIONARY,
    'Which full month had the fewest leak reports?',
    months('2025-02-01..2025-09-30', 'asc'),
  ],
  [
    WATER_LEAKS_DICTIONARY,
    'what complete month saw the most reports',
    months('2025-02-01..2025-09-30', 'desc'),
  ],
  [
    WATER_LEAKS_DICTIONARY,
    'Of the whole months, which was quietest?',
    months('2025-02-01..2025-09-30', 'asc'),
  ],
  [
    LIBRARY,
    'Which full calendar month had the most hold requests?',
    months('2025-02-01..2025-11-30', 'desc'),
  ],
  [LIBRARY, 'which entire month had the fewest requests', months('2025-02-01..2025-11-30', 'asc')],
  [
    LIBRARY,
    'Looking only at complete months, which had the fewest requests?',
    months('2025-02-01..2025-11-30', 'asc'),
  ],
  // Said without it, every month stays in.
  [LIBRARY, 'Which month had the fewest requests?', months('', 'asc')],
  [WATER_LEAKS_DICTIONARY, 'which month had the most leak reports', months('', 'desc')],
];

checkForms('a ranking of full months leaves out the part months at either end', cases);
