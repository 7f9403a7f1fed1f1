// Eleventh held-out round over the generated car-park appeals, continued: casual wordings,
// follow-ups, what the data cannot answer, lookups by appeal reference, the planted facts and
// questions with more than one ask.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, column, count, decline, leader, named, share, top } from './truth';
import { appeals, aud, audTotal, daysToDecide, mean, over, ranked } from './unseen10-truth';

const dataset = 'parking' as const;

/** The values of `field` other than `value`: the rivals of a looked-up record's value. */
function others(db: Store, field: 'site' | 'breach' | 'assessor' | 'outcome', value: string) {
  return column(db, `SELECT DISTINCT ${field} FROM appeals WHERE ${field} <> ? ORDER BY 1`, value);
}

/** Upheld, with or without goodwill. */
const UPHELD = `outcome IN ('Upheld', 'Upheld - goodwill')`;

export const unseen10ParkingMore: EvalCase[] = [
  {
    id: 'u10-casual-out-of-time',
    dataset,
    category: 'casual',
    question: 'how many apeals got rejected out of time lol',
    truth: ({ db }) =>
      answer([count('out of time', appeals(db, `outcome = 'Rejected - out of time'`))]),
  },
  {
    id: 'u10-casual-beach-fine',
    dataset,
    category: 'casual',
    question: 'avg fine at beach rd north??',
    truth: ({ db }) =>
      answer([aud('average fine', over(db, 'avg', 'fine', `site = 'Beach Rd North'`), 0.51)]),
  },
  {
    id: 'u10-casual-double-entry-site',
    dataset,
    category: 'casual',
    question: 'which site gets the most double entry appeals',
    truth: ({ db }) =>
      leader('car park', ranked(db, 'site', 'count(*)', `breach = 'Double entry (ANPR)'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'u10-casual-pay-on-exit',
    dataset,
    category: 'casual',
    question: 'pay on exit appeals hw many',
    truth: ({ db }) => answer([count('Pay on Exit', appeals(db, `method = 'Pay on Exit'`))]),
  },
  {
    id: 'u10-casual-zone-bay',
    dataset,
    category: 'casual',
    question: 'wrong zone + outside marked bay appeals, total?',
    truth: ({ db }) =>
      answer([count('total', appeals(db, `breach IN ('Wrong zone', 'Outside marked bay')`))]),
  },
  {
    id: 'u10-casual-email-count',
    dataset,
    category: 'casual',
    question: 'no. of appeals emailed in?',
    truth: ({ db }) => answer([count('email', appeals(db, `via = 'Email'`))]),
  },
  {
    id: 'u10-turn-hospital-p1',
    dataset,
    category: 'follow-up',
    previous: ['How many appeals came in from Hospital P2?'],
    question: 'And from Hospital P1?',
    truth: ({ db }) => answer([count('Hospital P1', appeals(db, `site = 'Hospital P1'`))]),
  },
  {
    id: 'u10-turn-permit-email',
    dataset,
    category: 'follow-up',
    previous: ['How many Permit not displayed appeals are there?'],
    question: 'What share of those were lodged by email?',
    truth: ({ db }) =>
      answer([share('email', over(db, 'avg', `via = 'Email'`, `breach = 'Permit not displayed'`))]),
  },
  {
    id: 'u10-turn-patel-fine',
    dataset,
    category: 'follow-up',
    previous: ['How many appeals did assessor Patel handle?'],
    question: 'What was the average fine on them?',
    truth: ({ db }) =>
      answer([aud('average fine', over(db, 'avg', 'fine', `assessor = 'Patel'`), 0.51)]),
  },
  {
    id: 'u10-turn-september',
    dataset,
    category: 'follow-up',
    previous: ['How many appeals arrived in August 2025?'],
    question: 'and in September?',
    truth: ({ db }) => answer([count('September', appeals(db, `substr(day, 1, 7) = '2025-09'`))]),
  },
  {
    id: 'u10-turn-phone-breach',
    dataset,
    category: 'follow-up',
    previous: ['How many appeals were lodged by phone?'],
    question: 'Which breach type was most common among them?',
    truth: ({ db }) =>
      leader('breach', ranked(db, 'breach', 'count(*)', `via = 'Phone'`), (v) => count('n', v)),
  },
  {
    id: 'u10-turn-in-person-csat',
    dataset,
    category: 'follow-up',
    previous: ['What is the average CSAT across all appeals?'],
    question: 'And for appeals lodged in person?',
    truth: ({ db }) => answer([mean('CSAT', over(db, 'avg', 'csat', `via = 'In person'`))]),
  },
  {
    id: 'u10-no-car-make',
    dataset,
    category: 'unanswerable',
    question: 'Which make of car is fined most often?',
    truth: () => decline('the data has no vehicle makes'),
  },
  {
    id: 'u10-no-march-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many appeals did we receive in March 2024?',
    truth: () => decline('the data starts in December 2024'),
  },
  {
    id: 'u10-no-december-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many appeals came in during December 2025?',
    truth: () => decline('the data ends on 30 November 2025'),
  },
  {
    id: 'u10-no-postcode',
    dataset,
    category: 'unanswerable',
    question: 'What is the home postcode of keeper KPR017347?',
    truth: () => decline('the data has no addresses'),
  },
  {
    id: 'u10-no-age',
    dataset,
    category: 'unanswerable',
    question: "What's the average age of drivers who appeal Overstay fines?",
    truth: () => decline('the data has no ages'),
  },
  {
    id: 'u10-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What outcome did appeal BN25-999999/Z get?',
    truth: () => decline('there is no appeal BN25-999999/Z'),
  },
  {
    id: 'u10-no-revenue',
    dataset,
    category: 'unanswerable',
    question: 'How much parking revenue did Station Square take in October 2025?',
    truth: () => decline('the data has no parking revenue'),
  },
  {
    id: 'u10-no-attendant',
    dataset,
    category: 'unanswerable',
    question: 'Which parking attendant issued the most breach notices?',
    truth: () => decline('the data names assessors, not the attendants who issued the notices'),
  },
  {
    id: 'u10-no-tribunal',
    dataset,
    category: 'unanswerable',
    question: 'How many rejected appeals were taken on to the tribunal afterwards?',
    truth: () => decline('the data has no tribunal escalations'),
  },
  {
    id: 'u10-lookup-site-breach',
    dataset,
    category: 'lookup',
    question: 'Which car park and which breach type is appeal BN25-006111/K about?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT site, breach FROM appeals WHERE ref = 'BN25-006111/K'`)
        .get() as { site: string; breach: string };
      // The record's values, named before any other car park or breach type: a list of every car
      // park and every breach type is not a look-up.
      return answer(
        [],
        [
          { ...named('car park', row.site), rivals: others(db, 'site', row.site) },
          { ...named('breach', row.breach), rivals: others(db, 'breach', row.breach) },
        ],
      );
    },
  },
  {
    id: 'u10-lookup-assessor-outcome',
    dataset,
    category: 'lookup',
    question: 'Who assessed appeal BN25-006123/C, and what was the outcome?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT assessor, outcome FROM appeals WHERE ref = 'BN25-006123/C'`)
        .get() as { assessor: string; outcome: string };
      return answer(
        [],
        [
          { ...named('assessor', row.assessor), rivals: others(db, 'assessor', row.assessor) },
          { ...named('outcome', row.outcome), rivals: others(db, 'outcome', row.outcome) },
        ],
      );
    },
  },
  {
    id: 'u10-lookup-fine',
    dataset,
    category: 'lookup',
    question: 'What fine is appeal BN25-006120/R contesting?',
    truth: ({ db }) =>
      answer([aud('fine', over(db, 'max', 'fine', `ref = 'BN25-006120/R'`), 0.01)]),
  },
  {
    id: 'u10-lookup-decided',
    dataset,
    category: 'lookup',
    question: 'On what date was appeal BN25-006102/D decided?',
    truth: ({ db }) => {
      const decided = String(
        db.prepare(`SELECT decided FROM appeals WHERE ref = 'BN25-006102/D'`).pluck().get(),
      );
      return answer([], [named('decided', ...daySpellings(decided))]);
    },
  },
  {
    id: 'u10-fact-machine-outage',
    dataset,
    category: 'planted fact',
    question:
      'How many No valid ticket appeals did Station Square receive between 14 and 20 March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'no valid ticket',
          appeals(
            db,
            `site = 'Station Square' AND breach = 'No valid ticket'
             AND day BETWEEN '2025-03-14' AND '2025-03-20'`,
          ),
        ),
      ]),
  },
  {
    id: 'u10-fact-outage-upheld',
    dataset,
    category: 'planted fact',
    question:
      'Of the No valid ticket appeals at Station Square from 14 to 20 March 2025, what share were upheld (Upheld or Upheld - goodwill)?',
    truth: ({ db }) =>
      answer([
        share(
          'upheld',
          over(
            db,
            'avg',
            UPHELD,
            `site = 'Station Square' AND breach = 'No valid ticket'
             AND day BETWEEN '2025-03-14' AND '2025-03-20'`,
          ),
        ),
      ]),
  },
  {
    id: 'u10-fact-camera-july',
    dataset,
    category: 'planted fact',
    question: 'How many Double entry (ANPR) appeals came from Riverside Multi-Storey in July 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'double entry',
          appeals(
            db,
            `site = 'Riverside Multi-Storey' AND breach = 'Double entry (ANPR)'
             AND substr(day, 1, 7) = '2025-07'`,
          ),
        ),
      ]),
  },
  {
    id: 'u10-fact-october-backlog',
    dataset,
    category: 'planted fact',
    question:
      'For appeals received in October 2025, how many days on average did it take to reach a decision?',
    truth: ({ db }) =>
      answer([daysToDecide(db, 'days to decide', `substr(day, 1, 7) = '2025-10'`)]),
  },
  {
    id: 'u10-fact-permit-upheld',
    dataset,
    category: 'planted fact',
    question:
      'Counting Upheld and Upheld - goodwill together, what share of decided appeals were upheld for disability permit holders, and for everyone else?',
    truth: ({ db }) =>
      answer([
        also(share('permit', over(db, 'avg', UPHELD, `decided IS NOT NULL AND permit = 1`))),
        also(share('no permit', over(db, 'avg', UPHELD, `decided IS NOT NULL AND permit = 0`))),
      ]),
  },
  {
    id: 'u10-fact-hospital-p2-first',
    dataset,
    category: 'planted fact',
    question: 'When did the first appeal from Hospital P2 come in?',
    truth: ({ db }) => {
      const first = String(
        db.prepare(`SELECT min(day) FROM appeals WHERE site = 'Hospital P2'`).pluck().get(),
      );
      return answer([], [named('first day', ...daySpellings(first))]);
    },
  },
  {
    id: 'u10-multi-pending',
    dataset,
    category: 'multi-part',
    question:
      'How many appeals are still pending, counting Pending and Pending - info requested, and which assessor has the most of them?',
    truth: ({ db }) => {
      const where = `outcome IN ('Pending', 'Pending - info requested')`;
      return answer(
        [count('pending', appeals(db, where))],
        [top('assessor', ranked(db, 'assessor', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'u10-multi-overstay',
    dataset,
    category: 'multi-part',
    question:
      'How many appeals are for the Overstay breach, and what is their average overstay in minutes?',
    truth: ({ db }) =>
      answer([
        also(count('Overstay', appeals(db, `breach = 'Overstay'`))),
        also(mean('minutes', over(db, 'avg', 'overstay', `breach = 'Overstay'`), 0.51)),
      ]),
  },
  {
    id: 'u10-multi-beach-total',
    dataset,
    category: 'multi-part',
    question:
      "What's the total of the fines at Beach Rd North, and how many appeals does that cover?",
    truth: ({ db }) =>
      answer([
        also(audTotal('total', over(db, 'sum', 'fine', `site = 'Beach Rd North'`))),
        also(count('appeals', appeals(db, `site = 'Beach Rd North'`))),
      ]),
  },
  {
    id: 'u10-multi-in-person',
    dataset,
    category: 'multi-part',
    question: 'How many appeals were lodged in person, and what share of all appeals is that?',
    truth: ({ db }) =>
      answer([
        also(count('in person', appeals(db, `via = 'In person'`))),
        also(share('share', over(db, 'avg', `via = 'In person'`, '1'))),
      ]),
  },
  {
    id: 'u10-multi-app-breach',
    dataset,
    category: 'multi-part',
    question:
      'Give me the number of appeals from Pay by App users and the most common breach type among them.',
    truth: ({ db }) =>
      answer(
        [count('Pay by App', appeals(db, `method = 'Pay by App'`))],
        [top('breach', ranked(db, 'breach', 'count(*)', `method = 'Pay by App'`).keys)],
      ),
  },
  {
    id: 'u10-multi-csat',
    dataset,
    category: 'multi-part',
    question: 'How many CSAT scores do we have, and what do they average?',
    truth: ({ db }) =>
      answer([
        also(count('scores', appeals(db, 'csat IS NOT NULL'))),
        also(mean('CSAT', over(db, 'avg', 'csat', 'csat IS NOT NULL'))),
      ]),
  },
];
