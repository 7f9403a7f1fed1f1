// Practice set of the fourteenth round (practice14b), continued: follow-ups, what the dealership
// concerns cannot answer, lookups by concern number, the planted facts and questions with more
// than one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, top } from './truth';
import {
  concerns,
  firstAmong,
  gbp,
  gbpTotal,
  mean,
  over,
  own,
  ranked,
} from './practice14-dealer-truth';

const dataset = 'dealer' as const;

export const practice14DealerMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p14b-turn-skoda',
    dataset,
    category: 'follow-up',
    previous: ['How many concerns were about Ford cars?'],
    question: 'and for Skoda?',
    truth: ({ db }) => answer([count('Skoda', concerns(db, `marque = 'Skoda'`))]),
  },
  {
    id: 'p14b-turn-bradford-mot',
    dataset,
    category: 'follow-up',
    previous: ['How many concerns did the Bradford site have?'],
    question: 'How many of those were on plain MOT jobs?',
    truth: ({ db }) =>
      answer([count('Bradford MOT', concerns(db, `site = 'Bradford' AND job = 'MOT'`))]),
  },
  {
    id: 'p14b-turn-wakefield-goodwill',
    dataset,
    category: 'follow-up',
    previous: ["What's the average goodwill payment at York?"],
    question: 'What about Wakefield?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average goodwill',
          over(db, 'avg', 'goodwill', `goodwill IS NOT NULL AND site = 'Wakefield'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p14b-turn-advisor-delay',
    dataset,
    category: 'follow-up',
    previous: ['Which advisor has the most concerns?'],
    question: 'How many of that advisor’s concerns were about delays?',
    truth: ({ db }) => {
      const advisor = ranked(db, 'advisor', 'count(*)').keys[0]!;
      return answer([count('delay', concerns(db, `advisor = ? AND issue = 'Delay'`, advisor))]);
    },
  },
  {
    id: 'p14b-turn-walk-in-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many concerns came through by email in 2025?'],
    question: 'Same again for walk-ins',
    truth: ({ db }) =>
      answer([
        count('walk-in 2025', concerns(db, `source = 'Walk-in' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'p14b-turn-repeat-under-warranty',
    dataset,
    category: 'follow-up',
    previous: ['How many Repeat fault concerns are there?'],
    question: 'Only the ones under warranty, please.',
    truth: ({ db }) =>
      answer([
        count('repeat under warranty', concerns(db, `issue = 'Repeat fault' AND warranty = 1`)),
      ]),
  },
  {
    id: 'p14b-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: ['How many concerns were about Volkswagen cars?', 'Just the Golfs?'],
    question: 'Switch that to the Tiguan, and only at the Leeds site.',
    truth: ({ db }) =>
      answer([count('Leeds Tiguan', concerns(db, `model = 'Tiguan' AND site = 'Leeds'`))]),
  },
  // Unanswerable.
  {
    id: 'p14b-no-mileage',
    dataset,
    category: 'unanswerable',
    question: 'What was the average mileage of the cars when the concerns were raised?',
    truth: () => decline('the concerns record no mileage'),
  },
  {
    id: 'p14b-no-technician',
    dataset,
    category: 'unanswerable',
    question: 'Which technician (the mechanic who did the work) has the most concerns?',
    truth: () => decline('the concerns name service advisors, not technicians'),
  },
  {
    id: 'p14b-no-june-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many concerns did we get in June 2024?',
    truth: () => decline('the concerns start in September 2024'),
  },
  {
    id: 'p14b-no-october-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many Delay concerns came in during October 2025?',
    truth: () => decline('the concerns end on 31 August 2025'),
  },
  {
    id: 'p14b-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: "What's the progress on concern SC25-999999-L?",
    truth: ({ db }) => {
      if (concerns(db, `ref = 'SC25-999999-L'`) !== 0) throw new Error('SC25-999999-L exists');
      return decline('there is no concern SC25-999999-L');
    },
  },
  {
    id: 'p14b-no-registration',
    dataset,
    category: 'unanswerable',
    question: 'What is the registration plate of the car in concern SC25-011262-H?',
    truth: () => decline('the concerns record no registrations'),
  },
  {
    id: 'p14b-no-share-serviced',
    dataset,
    category: 'unanswerable',
    question: 'What share of all the cars we serviced this year ended up with a complaint?',
    truth: () => decline('the data holds concerns only, not every car serviced'),
  },
  {
    id: 'p14b-no-invoice',
    dataset,
    category: 'unanswerable',
    question: 'What was the average invoice value of the jobs people complained about?',
    truth: () => decline('the concerns record no invoice amounts'),
  },
  {
    id: 'p14b-no-salesperson',
    dataset,
    category: 'unanswerable',
    question: 'Which salesperson sold the cars that get the most concerns?',
    truth: () => decline('the concerns record no salespeople'),
  },
  // Lookup.
  {
    id: 'p14b-lookup-model-goodwill',
    dataset,
    category: 'lookup',
    question: 'Concern SC25-011262-H: which model was it, and how much goodwill did we pay?',
    truth: ({ db }) =>
      answer(
        [gbp('goodwill', over(db, 'max', 'goodwill', `ref = 'SC25-011262-H'`), 0.01)],
        [own(db, 'model', 'model', 'SC25-011262-H')],
      ),
  },
  {
    id: 'p14b-lookup-advisor-issue',
    dataset,
    category: 'lookup',
    question: 'Who was the service advisor on SC24-007153-L, and what was the issue?',
    truth: ({ db }) =>
      answer(
        [],
        [
          own(db, 'advisor', 'advisor', 'SC24-007153-L'),
          own(db, 'issue', 'issue', 'SC24-007153-L'),
        ],
      ),
  },
  {
    id: 'p14b-lookup-progress',
    dataset,
    category: 'lookup',
    question: 'Where are we up to with SC25-020859-L?',
    truth: ({ db }) => answer([], [own(db, 'progress', 'progress', 'SC25-020859-L')]),
  },
  {
    id: 'p14b-lookup-vor',
    dataset,
    category: 'lookup',
    question: 'How many days was the car off the road on SC25-021111-B?',
    truth: ({ db }) =>
      answer([
        {
          label: 'days off the road',
          value: over(db, 'max', 'vor', `ref = 'SC25-021111-B'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  {
    id: 'p14b-lookup-site-job',
    dataset,
    category: 'lookup',
    question: 'Which site dealt with SC25-019571-N, and what job was the car booked in for?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'site', 'site', 'SC25-019571-N'), own(db, 'job', 'job', 'SC25-019571-N')],
      ),
  },
  // Planted facts.
  {
    id: 'p14b-fact-ev6',
    dataset,
    category: 'planted fact',
    question: 'How many Repeat fault concerns on the EV6 did the York site have in May 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'York EV6 repeat faults',
          concerns(
            db,
            `site = 'York' AND model = 'EV6' AND issue = 'Repeat fault' AND substr(day, 1, 7) = '2025-05'`,
          ),
        ),
      ]),
  },
  {
    id: 'p14b-fact-ev6-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did York get the most concerns about the EV6?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', `site = 'York' AND model = 'EV6'`);
      return answer(
        [also(count('n', months.values[0]!))],
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
    id: 'p14b-fact-bradford-ramp',
    dataset,
    category: 'planted fact',
    question:
      'For cars booked in at Bradford during July 2025, how many days on average were they off the road?',
    truth: ({ db }) =>
      answer([
        mean(
          'days off the road',
          over(
            db,
            'avg',
            'vor',
            `vor IS NOT NULL AND site = 'Bradford' AND substr(booked, 1, 7) = '2025-07'`,
          ),
        ),
      ]),
  },
  {
    id: 'p14b-fact-goodwill-cap',
    dataset,
    category: 'planted fact',
    question:
      'What was the average goodwill payment before 1 April 2025, and what has it been since?',
    truth: ({ db }) =>
      answer([
        also(
          gbp(
            'before',
            over(db, 'avg', 'goodwill', `goodwill IS NOT NULL AND day < '2025-04-01'`),
            0.51,
          ),
        ),
        also(
          gbp(
            'since',
            over(db, 'avg', 'goodwill', `goodwill IS NOT NULL AND day >= '2025-04-01'`),
            0.51,
          ),
        ),
      ]),
  },
  {
    id: 'p14b-fact-harrogate-communication',
    dataset,
    category: 'planted fact',
    question:
      'How many Communication concerns did Harrogate have before 6 January 2025, and how many from then on?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'before',
            concerns(db, `site = 'Harrogate' AND issue = 'Communication' AND day < '2025-01-06'`),
          ),
        ),
        also(
          count(
            'after',
            concerns(db, `site = 'Harrogate' AND issue = 'Communication' AND day >= '2025-01-06'`),
          ),
        ),
      ]),
  },
  // Multi-part.
  {
    id: 'p14b-multi-over-500',
    dataset,
    category: 'multi-part',
    question: 'Among the goodwill payments over £500, how many were there and what was the total?',
    truth: ({ db }) =>
      answer([
        also(count('over £500', concerns(db, 'goodwill > 500'))),
        also(gbpTotal('total over £500', over(db, 'sum', 'goodwill', 'goodwill > 500'))),
      ]),
  },
  {
    id: 'p14b-multi-price-cp',
    dataset,
    category: 'multi-part',
    question:
      'Leaving out anything done under warranty, how many Price concerns were there and what was the average goodwill paid on them?',
    truth: ({ db }) => {
      const where = `issue = 'Price' AND warranty = 0`;
      return answer([
        also(count('customer-paid price', concerns(db, where))),
        also(
          gbp(
            'average goodwill',
            over(db, 'avg', 'goodwill', `goodwill IS NOT NULL AND ${where}`),
            0.51,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p14b-multi-open-site',
    dataset,
    category: 'multi-part',
    question:
      'How many concerns are still open, counting the ones with the manufacturer, and which site has the most of them?',
    truth: ({ db }) => {
      const where = `progress LIKE 'Open%'`;
      return answer(
        [also(count('open', concerns(db, where)))],
        [top('site', ranked(db, 'site', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p14b-multi-distinct',
    dataset,
    category: 'multi-part',
    question:
      'How many different advisors and how many different customer accounts appear in the concerns?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'advisors',
            Number(db.prepare('SELECT count(DISTINCT advisor) FROM concerns').pluck().get()),
          ),
        ),
        also(
          count(
            'accounts',
            Number(db.prepare('SELECT count(DISTINCT account) FROM concerns').pluck().get()),
          ),
        ),
      ]),
  },
  {
    id: 'p14b-multi-largest-goodwill',
    dataset,
    category: 'multi-part',
    question: 'What was the largest single goodwill payment, and which site paid it?',
    truth: ({ db }) => {
      const largest = over(db, 'max', 'goodwill', 'goodwill IS NOT NULL');
      const sites = db
        .prepare('SELECT DISTINCT site FROM concerns WHERE goodwill = ?')
        .pluck()
        .all(largest) as string[];
      if (sites.length !== 1) throw new Error('the largest goodwill has no single site');
      return answer(
        [gbp('largest goodwill', largest, 0.01)],
        [firstAmong(db, 'site', 'site', sites[0]!)],
      );
    },
  },
  {
    id: 'p14b-multi-fiesta-focus',
    dataset,
    category: 'multi-part',
    question:
      'How many concerns were on either a Fiesta or a Focus, and how long were those cars off the road on average?',
    truth: ({ db }) => {
      const where = `model IN ('Fiesta', 'Focus')`;
      return answer([
        also(count('Fiesta or Focus', concerns(db, where))),
        also(mean('days off the road', over(db, 'avg', 'vor', `vor IS NOT NULL AND ${where}`))),
      ]);
    },
  },
  {
    id: 'p14b-multi-longest-vor',
    dataset,
    category: 'multi-part',
    question:
      'What is the longest any car was off the road, in days, and how many cars were off that long?',
    truth: ({ db }) => {
      const longest = over(db, 'max', 'vor', 'vor IS NOT NULL');
      return answer([
        { label: 'longest', value: longest, tolerance: 0, lead: true },
        also(count('cars that long', concerns(db, 'vor = ?', longest))),
      ]);
    },
  },
];
