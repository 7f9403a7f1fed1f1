// Practice set of the fifteenth round (practice15a), continued: follow-ups, what the repair
// complaints cannot answer, lookups by job number, the planted facts and questions with more than
// one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top } from './truth';
import {
  complaints,
  daysToFix,
  gbp,
  gbpTotal,
  over,
  own,
  ranked,
} from './practice15-housing-truth';

const dataset = 'housing' as const;

export const practice15HousingMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p15a-turn-heating',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about plumbing?'],
    question: 'and heating?',
    truth: ({ db }) => answer([count('heating', complaints(db, `trade = 'Heating'`))]),
  },
  {
    id: 'p15a-turn-millbank-upheld',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints came from the Millbank estate?'],
    question: 'And how many of those did we uphold in full?',
    truth: ({ db }) =>
      answer([
        count('Millbank upheld', complaints(db, `estate = 'Millbank' AND outcome = 'Upheld'`)),
      ]),
  },
  {
    id: 'p15a-turn-keystone-comp',
    dataset,
    category: 'follow-up',
    previous: ["What's the average compensation paid on Direct Works jobs?"],
    question: 'What about Keystone Repairs?',
    truth: ({ db }) =>
      answer([
        gbp(
          'average compensation',
          over(db, 'avg', 'comp', `comp IS NOT NULL AND contractor = 'Keystone Repairs'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p15a-turn-estate-open',
    dataset,
    category: 'follow-up',
    previous: ['Which estate has the most complaints?'],
    question: 'How many of that estate’s complaints are still open?',
    truth: ({ db }) => {
      const estate = ranked(db, 'estate', 'count(*)').keys[0]!;
      return answer([count('open', complaints(db, `estate = ? AND outcome = 'Open'`, estate))]);
    },
  },
  {
    id: 'p15a-turn-email-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were raised by letter during 2025?'],
    question: 'Same for email',
    truth: ({ db }) =>
      answer([
        count('email 2025', complaints(db, `channel = 'Email' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'p15a-turn-workmanship-no-damp',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints are about poor workmanship?'],
    question: 'Just the ones where the damp flag is off, please.',
    truth: ({ db }) =>
      answer([
        count('workmanship, no damp', complaints(db, `kind = 'Poor workmanship' AND damp = 0`)),
      ]),
  },
  {
    id: 'p15a-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: [
      'How many Routine priority complaints were there, not counting the planned ones?',
      'And in Oakfield Park only?',
    ],
    question: 'Now go back to every estate, but only the ones raised through the online portal.',
    truth: ({ db }) =>
      answer([
        count(
          'portal routine',
          complaints(db, `priority = 'Routine' AND channel = 'Online portal'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'p15a-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of the tenants who complain about repairs?',
    truth: () => decline('the complaints record no ages'),
  },
  {
    id: 'p15a-no-rent',
    dataset,
    category: 'unanswerable',
    question: 'How much rent arrears do the complaining households owe between them?',
    truth: () => decline('the complaints record no rent or arrears'),
  },
  {
    id: 'p15a-no-operative',
    dataset,
    category: 'unanswerable',
    question: 'Which operative, by name, gets the most complaints?',
    truth: () => decline('the complaints name contractors, not operatives'),
  },
  {
    id: 'p15a-no-june-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many repair complaints did we log in June 2024?',
    truth: () => decline('the complaints start in December 2024'),
  },
  {
    id: 'p15a-no-december-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many heating complaints came in during December 2025?',
    truth: () => decline('the complaints end on 30 November 2025'),
  },
  {
    id: 'p15a-no-unknown-job',
    dataset,
    category: 'unanswerable',
    question: 'What was the outcome of job HA_25_099999?',
    truth: ({ db }) => {
      if (complaints(db, `ref = 'HA_25_099999'`) !== 0) throw new Error('HA_25_099999 exists');
      return decline('there is no complaint HA_25_099999');
    },
  },
  {
    id: 'p15a-no-repair-cost',
    dataset,
    category: 'unanswerable',
    question: 'What did the repairs themselves cost us in contractor invoices?',
    truth: () => decline('the complaints record compensation, not repair costs'),
  },
  {
    id: 'p15a-no-email-address',
    dataset,
    category: 'unanswerable',
    question: 'Can you give me the email address for tenancy TN0054076?',
    truth: () => decline('the complaints keep no contact details'),
  },
  {
    id: 'p15a-no-ombudsman',
    dataset,
    category: 'unanswerable',
    question: 'How many days did the Housing Ombudsman take to rule on our escalated cases?',
    truth: () => decline('the complaints record no ombudsman rulings'),
  },
  // Lookup.
  {
    id: 'p15a-lookup-comp-contractor',
    dataset,
    category: 'lookup',
    question: 'Job HA_25_036438: how much compensation did we pay, and which contractor was it?',
    truth: ({ db }) =>
      answer(
        [gbp('compensation', over(db, 'max', 'comp', `ref = 'HA_25_036438'`), 0.01)],
        [own(db, 'contractor', 'contractor', 'HA_25_036438')],
      ),
  },
  {
    id: 'p15a-lookup-estate-score',
    dataset,
    category: 'lookup',
    question: 'Which estate is HA_25_033838 on, and what score did the tenant give?',
    truth: ({ db }) =>
      answer(
        [
          {
            label: 'score',
            value: over(db, 'max', 'score', `ref = 'HA_25_033838'`),
            tolerance: 0,
          },
        ],
        [own(db, 'estate', 'estate', 'HA_25_033838')],
      ),
  },
  {
    id: 'p15a-lookup-attend',
    dataset,
    category: 'lookup',
    question: 'How many hours did it take us to attend on HA_24_003002?',
    truth: ({ db }) =>
      answer([
        {
          label: 'hours to attend',
          value: over(db, 'max', 'attend_hours', `ref = 'HA_24_003002'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  {
    id: 'p15a-lookup-outcome-trade',
    dataset,
    category: 'lookup',
    question: "Where's HA_25_042106 at — what's the outcome, and what trade is it?",
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'outcome', 'outcome', 'HA_25_042106'), own(db, 'trade', 'trade', 'HA_25_042106')],
      ),
  },
  // Planted facts.
  {
    id: 'p15a-fact-cold-snap',
    dataset,
    category: 'planted fact',
    question:
      'How many Heating delay complaints did Apex Building Services get between 6 and 19 January 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Apex Building Services heating delays',
          complaints(
            db,
            `contractor = 'Apex Building Services' AND trade = 'Heating' AND kind = 'Delay' AND day BETWEEN '2025-01-06' AND '2025-01-19'`,
          ),
        ),
      ]),
  },
  {
    id: 'p15a-fact-millbank-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did Millbank log the most damp and mould complaints?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `estate = 'Millbank' AND trade = 'Damp & mould'`,
      );
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
    id: 'p15a-fact-missed-comp-split',
    dataset,
    category: 'planted fact',
    question:
      'What was the average compensation for a missed appointment before 1 June 2025, and what has it been since?',
    truth: ({ db }) => {
      const where = `comp IS NOT NULL AND kind = 'Missed appointment'`;
      return answer([
        also(gbp('before', over(db, 'avg', 'comp', `${where} AND day < '2025-06-01'`), 0.51)),
        also(gbp('since', over(db, 'avg', 'comp', `${where} AND day >= '2025-06-01'`), 0.51)),
      ]);
    },
  },
  {
    id: 'p15a-fact-august-fix',
    dataset,
    category: 'planted fact',
    question:
      'For complaints logged in August 2025, how long did the repairs take to get fixed on average, in days?',
    truth: ({ db }) =>
      answer([daysToFix(db, 'days to fix', `day BETWEEN '2025-08-01' AND '2025-08-31'`)]),
  },
  {
    id: 'p15a-fact-millbank-march',
    dataset,
    category: 'planted fact',
    question: 'How many damp & mould complaints did Millbank have in March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Millbank damp March',
          complaints(
            db,
            `estate = 'Millbank' AND trade = 'Damp & mould' AND substr(day, 1, 7) = '2025-03'`,
          ),
        ),
      ]),
  },
  // Multi-part.
  {
    id: 'p15a-multi-500-plus',
    dataset,
    category: 'multi-part',
    question:
      'Among compensation payments of £500 or more, how many were there and what did they add up to?',
    truth: ({ db }) =>
      answer([
        also(count('£500 or more', complaints(db, 'comp >= 500'))),
        also(gbpTotal('total', over(db, 'sum', 'comp', 'comp >= 500'))),
      ]),
  },
  {
    id: 'p15a-multi-missed-not-withdrawn',
    dataset,
    category: 'multi-part',
    question:
      'Leaving out withdrawn complaints, how many Missed appointment complaints were there, and how many of them got compensation?',
    truth: ({ db }) => {
      const where = `kind = 'Missed appointment' AND outcome <> 'Withdrawn'`;
      return answer([
        also(count('missed, not withdrawn', complaints(db, where))),
        also(count('compensated', complaints(db, `${where} AND comp IS NOT NULL`))),
      ]);
    },
  },
  {
    id: 'p15a-multi-open-contractor',
    dataset,
    category: 'multi-part',
    question: 'How many complaints are still open, and which contractor has the most of them?',
    truth: ({ db }) => {
      const where = `outcome = 'Open'`;
      return answer(
        [also(count('open', complaints(db, where)))],
        [top('contractor', ranked(db, 'contractor', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p15a-multi-distinct',
    dataset,
    category: 'multi-part',
    question:
      'How many different estates and how many different tenancies show up in the complaints?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'estates',
            Number(db.prepare('SELECT count(DISTINCT estate) FROM complaints').pluck().get()),
          ),
        ),
        also(
          count(
            'tenancies',
            Number(db.prepare('SELECT count(DISTINCT tenancy) FROM complaints').pluck().get()),
          ),
        ),
      ]),
  },
  {
    id: 'p15a-multi-biggest-comp',
    dataset,
    category: 'multi-part',
    question:
      'What was the biggest compensation payment, and how many complaints were paid that much?',
    truth: ({ db }) => {
      const biggest = over(db, 'max', 'comp', 'comp IS NOT NULL');
      return answer([
        gbp('biggest', biggest, 0.01),
        also(count('paid that much', complaints(db, 'comp = ?', biggest))),
      ]);
    },
  },
  {
    id: 'p15a-multi-repeat-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Repeat failure complaints came in before 1 April 2025 and how many from then on, and what share of all Repeat failure complaints were upheld?',
    truth: ({ db }) =>
      answer([
        also(count('before', complaints(db, `kind = 'Repeat failure' AND day < '2025-04-01'`))),
        also(count('after', complaints(db, `kind = 'Repeat failure' AND day >= '2025-04-01'`))),
        // The one share asked: the first share written must be it (a drift list of
        // decimals once matched it by accident).
        share('upheld', over(db, 'avg', `outcome = 'Upheld'`, `kind = 'Repeat failure'`)),
      ]),
  },
];
