import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { FIXTURE_DICTIONARY } from './fixture-dictionary';
import { checkForms, type PlanShape } from './insight-forms-support';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * "Which day/week/month was the gloomiest / happiest / busiest / quietest": one period ranked
 * first on the asked measure over that grain (the runners-up follow), in our own phrasings over
 * a rider-support desk, a shop and a clinic — the mood as the average sentiment score, the pace
 * as the count, within the asked span and filters.
 */
const mood = (
  groupBy: string,
  rank: 'asc' | 'desc',
  filters: string[] = [],
  period = '',
): PlanShape => ({ measure: 'average sentiment', groupBy, rank, filters, period });
const pace = (groupBy: string, rank: 'asc' | 'desc', filters: string[]): PlanShape => ({
  measure: 'count',
  groupBy,
  rank,
  filters,
});

const cases: [DataDictionary, string, PlanShape][] = [
  [
    RIDE_SUPPORT_DICTIONARY,
    'Which day in August had the gloomiest average sentiment?',
    mood('day', 'asc', [], '2025-08-01..2025-08-31'),
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'What was the most negative week for Porto riders?',
    mood('week', 'asc', ['city=Porto']),
  ],
  [RIDE_SUPPORT_DICTIONARY, 'Which month were riders happiest?', mood('month', 'desc')],
  [RIDE_SUPPORT_DICTIONARY, 'In which month was the mood darkest?', mood('month', 'asc')],
  [
    RIDE_SUPPORT_DICTIONARY,
    'What was the busiest day for lost item reports?',
    pace('day', 'desc', ['category=lost item']),
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'Which week was the quietest for Faro?',
    pace('week', 'asc', ['city=Faro']),
  ],
  [
    FIXTURE_DICTIONARY,
    'Which day had the worst sentiment in March?',
    mood('day', 'asc', [], '2025-03-01..2025-03-31'),
  ],
  [
    FIXTURE_DICTIONARY,
    'What month had the most positive sentiment about Gift Card?',
    mood('month', 'desc', ['product=Gift Card']),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'What was the slowest week for billing feedback?',
    pace('week', 'asc', ['category=billing']),
  ],
  [
    CLINIC_FEEDBACK_DICTIONARY,
    'busiest month for waiting times complaints?',
    pace('month', 'desc', ['category=waiting times']),
  ],
];

checkForms('one period named for the gloomiest, happiest, busiest or quietest', cases);
