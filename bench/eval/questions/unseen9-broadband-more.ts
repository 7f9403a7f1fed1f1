// Tenth held-out round over the generated broadband fault reports, continued: casual wordings,
// follow-ups, what the data cannot answer, lookups by fault number, the planted facts and
// questions with more than one ask.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { also, answer, count, decline, leader, named, share, top } from './truth';
import { eur, eurTotal, faults, mean, over, ranked } from './unseen9-truth';

const dataset = 'broadband' as const;

/** Hours from logging to clearing, right to the hour. */
const hours = (label: string, amount: number) => mean(label, amount, 0.51);

export const unseen9BroadbandMore: EvalCase[] = [
  {
    id: 'u9-casual-outages',
    dataset,
    category: 'casual',
    question: 'how many full outages did ppl report lol',
    truth: ({ db }) => answer([count('full outage', faults(db, `fault = 'Full outage'`))]),
  },
  {
    id: 'u9-casual-avg-comp',
    dataset,
    category: 'casual',
    question: 'avg comp we pay out per fault?',
    truth: ({ db }) => answer([eur('average', over(db, 'avg', 'comp', 'comp IS NOT NULL'), 0.01)]),
  },
  {
    id: 'u9-casual-no-sync-area',
    dataset,
    category: 'casual',
    question: 'which area is worst for no sync faults',
    truth: ({ db }) =>
      leader('area', ranked(db, 'area', 'count(*)', `fault = 'No sync'`), (v) => count('n', v)),
  },
  {
    id: 'u9-casual-copper',
    dataset,
    category: 'casual',
    question: 'copper basic faults hw many',
    truth: ({ db }) => answer([count('Copper Basic', faults(db, `package = 'Copper Basic'`))]),
  },
  {
    id: 'u9-casual-open',
    dataset,
    category: 'casual',
    question: 'faults w/ resolution Open - count?',
    truth: ({ db }) => answer([count('open', faults(db, `resolution = 'Open'`))]),
  },
  {
    id: 'u9-turn-social-repeat',
    dataset,
    category: 'follow-up',
    previous: ['How many faults came in via Social DM?'],
    question: 'What share of those were repeat faults?',
    truth: ({ db }) => answer([share('repeat', over(db, 'avg', 'repeat', `via = 'Social DM'`))]),
  },
  {
    id: 'u9-turn-router-april',
    dataset,
    category: 'follow-up',
    previous: ['How many Router fault reports were there in March 2025?'],
    question: 'what about April',
    truth: ({ db }) =>
      answer([
        count(
          'Router fault April',
          faults(db, `fault = 'Router fault' AND substr(day, 1, 7) = '2025-04'`),
        ),
      ]),
  },
  {
    id: 'u9-turn-team-hours',
    dataset,
    category: 'follow-up',
    previous: ['Which field team handled the most faults?'],
    question: "What was that team's average time to clear, in hours?",
    truth: ({ db }) => {
      const team = ranked(db, 'team', 'count(*)').keys[0]!;
      return answer([
        hours('hours', over(db, 'avg', 'hours', `team = ? AND hours IS NOT NULL`, team)),
      ]);
    },
  },
  {
    id: 'u9-turn-galway-comp',
    dataset,
    category: 'follow-up',
    previous: ['How many faults did Galway log?'],
    question: 'How much compensation was paid on them?',
    truth: ({ db }) =>
      answer([eurTotal('compensation', over(db, 'sum', 'comp', `area = 'Galway'`))]),
  },
  {
    id: 'u9-turn-fibre-1000-nps',
    dataset,
    category: 'follow-up',
    previous: ['How many faults were on Fibre 1000?'],
    question: 'And the average NPS for them?',
    truth: ({ db }) =>
      answer([mean('NPS', over(db, 'avg', 'nps', `package = 'Fibre 1000' AND nps IS NOT NULL`))]),
  },
  {
    id: 'u9-no-price',
    dataset,
    category: 'unanswerable',
    question: 'What monthly price does each package cost?',
    truth: () => decline('the data has no prices'),
  },
  {
    id: 'u9-no-june-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many faults were logged in June 2024?',
    truth: () => decline('the data starts on 9 December 2024'),
  },
  {
    id: 'u9-no-fault-id',
    dataset,
    category: 'unanswerable',
    question: 'What was the resolution of fault FLT/25/9999-Z?',
    truth: () => decline('there is no fault FLT/25/9999-Z'),
  },
  {
    id: 'u9-no-belfast',
    dataset,
    category: 'unanswerable',
    question: 'How many faults came from Belfast?',
    truth: () => decline('Belfast is not an exchange area in the data'),
  },
  {
    id: 'u9-no-engineer-name',
    dataset,
    category: 'unanswerable',
    question: 'Which engineer, by name, cleared the most faults?',
    truth: () => decline('the data names teams, not engineers'),
  },
  {
    id: 'u9-no-router-age',
    dataset,
    category: 'unanswerable',
    question: 'How old is the average router when it fails, in months?',
    truth: () => decline('the data has no router ages'),
  },
  {
    id: 'u9-no-feb-2026',
    dataset,
    category: 'unanswerable',
    question: 'How many faults were logged in February 2026?',
    truth: () => decline('the data ends on 3 December 2025'),
  },
  {
    id: 'u9-no-cancellations',
    dataset,
    category: 'unanswerable',
    question: 'How many customers cancelled their contract after a fault?',
    truth: () => decline('the data has no cancellations'),
  },
  {
    id: 'u9-lookup-area-package',
    dataset,
    category: 'lookup',
    question: 'Which exchange area and package is fault FLT/25/2718-N on?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT area, package FROM faults WHERE ref = 'FLT/25/2718-N'`)
        .get() as { area: string; package: string };
      return answer([], [named('area', row.area), named('package', row.package)]);
    },
  },
  {
    id: 'u9-lookup-team-type',
    dataset,
    category: 'lookup',
    question: 'Which field team had fault FLT/25/3141-K, and what kind of fault was it?',
    truth: ({ db }) => {
      const row = db
        .prepare(`SELECT team, fault FROM faults WHERE ref = 'FLT/25/3141-K'`)
        .get() as {
        team: string;
        fault: string;
      };
      return answer([], [named('team', row.team), named('fault type', row.fault)]);
    },
  },
  {
    id: 'u9-lookup-comp',
    dataset,
    category: 'lookup',
    question: 'How much compensation was paid on fault FLT/25/0298-Z?',
    truth: ({ db }) =>
      answer([eur('compensation', over(db, 'max', 'comp', `ref = 'FLT/25/0298-Z'`), 0.01)]),
  },
  {
    id: 'u9-fact-outage-day',
    dataset,
    category: 'planted fact',
    question: 'On what single day were the most Full outage faults logged?',
    truth: ({ db }) => {
      const days = ranked(db, 'day', 'count(*)', `fault = 'Full outage'`);
      return answer(
        [],
        [
          {
            label: 'day',
            anyOf: daySpellings(days.keys[0]!),
            rivals: days.keys.slice(1, 6).flatMap((day) => daySpellings(day)),
          },
        ],
      );
    },
  },
  {
    id: 'u9-fact-hub6-wifi',
    dataset,
    category: 'planted fact',
    question: 'HomeHub 6 Wi-Fi dropouts: how many in May 2025, and how many in June 2025?',
    truth: ({ db }) => {
      const of = (month: string) =>
        faults(
          db,
          `router = 'HomeHub 6' AND fault = 'Wi-Fi dropouts' AND substr(day, 1, 7) = ?`,
          month,
        );
      return answer([also(count('May', of('2025-05'))), also(count('June', of('2025-06')))]);
    },
  },
  {
    id: 'u9-fact-lee-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did Team Lee take longest, on average, to clear a fault?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'avg(hours)',
        `team = 'Team Lee' AND hours IS NOT NULL`,
      );
      return answer(
        [],
        [
          {
            label: 'month',
            anyOf: monthSpellings(months.keys[0]!),
            rivals: months.keys.slice(1).flatMap((month) => monthSpellings(month).slice(0, 3)),
          },
        ],
      );
    },
  },
  {
    id: 'u9-fact-slow-package',
    dataset,
    category: 'planted fact',
    question: "Which package has the highest share of 'Slow speeds' faults?",
    truth: ({ db }) => {
      const packages = ranked(db, 'package', `avg(fault = 'Slow speeds')`);
      return answer([share('share', packages.values[0]!)], [top('package', packages.keys)]);
    },
  },
  {
    id: 'u9-fact-repeat-comp',
    dataset,
    category: 'planted fact',
    question:
      'How often is compensation paid on repeat faults, compared with first-time faults? Give both rates.',
    truth: ({ db }) =>
      answer([
        also(share('repeat', over(db, 'avg', 'comp > 0', 'repeat = 1 AND comp IS NOT NULL'), 0.02)),
        also(
          share('first-time', over(db, 'avg', 'comp > 0', 'repeat = 0 AND comp IS NOT NULL'), 0.02),
        ),
      ]),
  },
  {
    id: 'u9-multi-limerick',
    dataset,
    category: 'multi-part',
    question: 'How many faults did Limerick log, and which fault type was most common there?',
    truth: ({ db }) =>
      answer(
        [count('Limerick', faults(db, `area = 'Limerick'`))],
        [top('fault type', ranked(db, 'fault', 'count(*)', `area = 'Limerick'`).keys)],
      ),
  },
  {
    id: 'u9-multi-business-fibre',
    dataset,
    category: 'multi-part',
    question: 'For Business Fibre 500: the number of faults and the average speed test?',
    truth: ({ db }) =>
      answer([
        also(count('faults', faults(db, `package = 'Business Fibre 500'`))),
        also(mean('Mbps', over(db, 'avg', 'mbps', `package = 'Business Fibre 500'`), 0.51)),
      ]),
  },
  {
    id: 'u9-multi-dial-tone-visit',
    dataset,
    category: 'multi-part',
    question:
      'How many No dial tone faults were there, and what share of them were fixed by an engineer visit?',
    truth: ({ db }) =>
      answer([
        count('no dial tone', faults(db, `fault = 'No dial tone'`)),
        also(
          share(
            'engineer visit',
            over(db, 'avg', `resolution = 'Fixed - engineer visit'`, `fault = 'No dial tone'`),
            0.02,
          ),
        ),
      ]),
  },
  {
    id: 'u9-multi-sligo',
    dataset,
    category: 'multi-part',
    question: 'Total faults in Sligo, and the average NPS there?',
    truth: ({ db }) =>
      answer([
        also(count('Sligo', faults(db, `area = 'Sligo'`))),
        also(mean('NPS', over(db, 'avg', 'nps', `area = 'Sligo' AND nps IS NOT NULL`))),
      ]),
  },
];
