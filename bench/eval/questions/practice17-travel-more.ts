// Practice set of the seventeenth round (practice17b), continued: follow-ups, what the travel
// insurance complaints cannot answer, lookups by complaint id, the planted facts and questions with
// more than one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top, value } from './truth';
import {
  complaints,
  daysToClose,
  eur,
  eurTotal,
  firstAmong,
  over,
  own,
  ranked,
} from './practice17-travel-truth';

const dataset = 'travel' as const;

export const practice17TravelMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p17b-turn-curtailment',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints are about cancellation claims?'],
    question: 'and curtailment?',
    truth: ({ db }) => answer([count('curtailment', complaints(db, `claim_type = 'Curtailment'`))]),
  },
  {
    id: 'p17b-turn-destination-fspo',
    dataset,
    category: 'follow-up',
    previous: ['Which destination has the most complaints?'],
    question: 'How many of them are with the FSPO?',
    truth: ({ db }) => {
      const destination = ranked(db, 'destination', 'count(*)').keys[0]!;
      return answer([
        count('with FSPO', complaints(db, `destination = ? AND stage = 'With FSPO'`, destination)),
      ]);
    },
  },
  {
    id: 'p17b-turn-single-paid',
    dataset,
    category: 'follow-up',
    previous: ["What's the average paid out on complaints from annual multi-trip policies?"],
    question: 'And on single trips?',
    truth: ({ db }) =>
      answer([
        eur(
          'average paid out',
          over(db, 'avg', 'paid_out', 'paid_out IS NOT NULL AND annual = 0'),
          0.51,
        ),
      ]),
  },
  {
    id: 'p17b-turn-email-2025',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints reached us by phone during 2025?'],
    question: 'Same for email.',
    truth: ({ db }) =>
      answer([
        count('email 2025', complaints(db, `channel = 'Email' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'p17b-turn-declined-amt',
    dataset,
    category: 'follow-up',
    previous: ['How many Claim declined complaints have there been?'],
    question: 'Only the annual multi-trip ones, please.',
    truth: ({ db }) =>
      answer([
        count('declined, annual', complaints(db, `reason = 'Claim declined' AND annual = 1`)),
      ]),
  },
  {
    id: 'p17b-turn-reason-share',
    dataset,
    category: 'follow-up',
    previous: ["What's the most common complaint reason?"],
    question: 'What percentage of all complaints is that?',
    truth: ({ db }) => {
      const reason = ranked(db, 'reason', 'count(*)').keys[0]!;
      return answer([share('share of all', over(db, 'avg', `reason = '${reason}'`, '1'))]);
    },
  },
  {
    id: 'p17b-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: ['How many Paperwork complaints were there?', 'And for France?'],
    question: 'Now every destination again, but only the ones that came through a broker.',
    truth: ({ db }) =>
      answer([
        count(
          'paperwork via broker',
          complaints(db, `reason = 'Paperwork' AND channel = 'Broker'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'p17b-no-age',
    dataset,
    category: 'unanswerable',
    question: 'How old are our claimants on average?',
    truth: () => decline('the complaints record no ages'),
  },
  {
    id: 'p17b-no-airline',
    dataset,
    category: 'unanswerable',
    question: 'Which airline caused the most delay claims?',
    truth: () => decline('the complaints name no airlines'),
  },
  {
    id: 'p17b-no-premium',
    dataset,
    category: 'unanswerable',
    question: 'How much premium did we take on the policies behind these complaints?',
    truth: () => decline('the complaints record no premiums'),
  },
  {
    id: 'p17b-no-march-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints were logged in March 2024?',
    truth: () => decline('the complaints start in June 2024'),
  },
  {
    id: 'p17b-no-august-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many travel delay complaints did we log in August 2025?',
    truth: () => decline('the complaints end on 31 May 2025'),
  },
  {
    id: 'p17b-no-unknown-id',
    dataset,
    category: 'unanswerable',
    question: 'What stage is complaint C09999/Q3-24 at?',
    truth: ({ db }) => {
      if (complaints(db, `ref = 'C09999/Q3-24'`) !== 0) throw new Error('C09999/Q3-24 exists');
      return decline('there is no complaint C09999/Q3-24');
    },
  },
  {
    id: 'p17b-no-holder-name',
    dataset,
    category: 'unanswerable',
    question: "What's the name of the policyholder on POL 5521 7469?",
    truth: () => decline('the complaints keep no names'),
  },
  {
    id: 'p17b-no-fraud',
    dataset,
    category: 'unanswerable',
    question: 'How many of these claims turned out to be fraudulent?',
    truth: () => decline('the complaints record no fraud findings'),
  },
  {
    id: 'p17b-no-nationality',
    dataset,
    category: 'unanswerable',
    question: 'Do British customers complain more than Irish customers?',
    truth: () => decline('the complaints record no nationality'),
  },
  // Lookup.
  {
    id: 'p17b-lookup-claimed-destination',
    dataset,
    category: 'lookup',
    question: 'For complaint C02651/Q2-25, how much was claimed and where was the trip?',
    truth: ({ db }) =>
      answer(
        [eur('claimed', over(db, 'max', 'claimed', `ref = 'C02651/Q2-25'`), 0.01)],
        [own(db, 'destination', 'destination', 'C02651/Q2-25')],
      ),
  },
  {
    id: 'p17b-lookup-stage-reason',
    dataset,
    category: 'lookup',
    question: 'Where has C01146/Q3-24 got to, and what was the complaint about?',
    truth: ({ db }) =>
      answer(
        [],
        [
          // "Where has it got to" asks its stage: an answer that leads with the trip's
          // destination instead has misread it, so the destination is a rival too.
          {
            ...own(db, 'stage', 'stage', 'C01146/Q3-24'),
            rivals: [
              ...own(db, 'stage', 'stage', 'C01146/Q3-24').rivals!,
              ...(db
                .prepare(`SELECT destination FROM complaints WHERE ref = 'C01146/Q3-24'`)
                .pluck()
                .all() as string[]),
            ],
          },
          own(db, 'reason', 'reason', 'C01146/Q3-24'),
        ],
      ),
  },
  {
    id: 'p17b-lookup-delay',
    dataset,
    category: 'lookup',
    question: 'How many hours was the traveller on C02928/Q2-25 delayed?',
    truth: ({ db }) =>
      answer([
        {
          label: 'delay (hours)',
          value: over(db, 'max', 'delay_hours', `ref = 'C02928/Q2-25'`),
          tolerance: 0,
          lead: true,
        },
      ]),
  },
  {
    id: 'p17b-lookup-excess-type',
    dataset,
    category: 'lookup',
    question: 'What excess applied on C02271/Q1-25, and what type of claim was it?',
    truth: ({ db }) =>
      answer(
        [eur('excess', over(db, 'max', 'excess', `ref = 'C02271/Q1-25'`), 0.01)],
        [own(db, 'claim type', 'claim_type', 'C02271/Q1-25')],
      ),
  },
  // Planted facts.
  {
    id: 'p17b-fact-canaries-strike',
    dataset,
    category: 'planted fact',
    question:
      'How many Slow decision complaints about travel delay claims to Spain - Canaries were logged between 10 and 23 August 2024?',
    truth: ({ db }) =>
      answer([
        count(
          'Canaries delay slow decision',
          complaints(
            db,
            `destination = 'Spain - Canaries' AND claim_type = 'Travel delay' AND reason = 'Slow decision' AND day BETWEEN '2024-08-10' AND '2024-08-23'`,
          ),
        ),
      ]),
  },
  {
    id: 'p17b-fact-florida-month',
    dataset,
    category: 'planted fact',
    question:
      'Which month had the most Claim declined complaints about repatriation from USA - Florida?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `destination = 'USA - Florida' AND claim_type = 'Medical - repatriation' AND reason = 'Claim declined'`,
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
    id: 'p17b-fact-excess-rise',
    dataset,
    category: 'planted fact',
    question:
      'What was the average excess on single-trip policies for complaints logged before 2025, and for those from January 2025?',
    truth: ({ db }) => {
      const where = `excess IS NOT NULL AND annual = 0`;
      return answer([
        also(eur('before', over(db, 'avg', 'excess', `${where} AND day < '2025-01-01'`), 0.05)),
        also(eur('from', over(db, 'avg', 'excess', `${where} AND day >= '2025-01-01'`), 0.05)),
      ]);
    },
  },
  {
    id: 'p17b-fact-december-close',
    dataset,
    category: 'planted fact',
    question:
      'Complaints logged in December 2024: how many days did they take to close on average?',
    truth: ({ db }) =>
      answer([daysToClose(db, 'days to close', `day BETWEEN '2024-12-01' AND '2024-12-31'`)]),
  },
  // Multi-part.
  {
    id: 'p17b-multi-10k',
    dataset,
    category: 'multi-part',
    question:
      'How many complaints involve claims of €10,000 or more, and how much was claimed on them in total?',
    truth: ({ db }) =>
      answer([
        also(count('€10,000 or more', complaints(db, 'claimed >= 10000'))),
        also(eurTotal('total claimed', over(db, 'sum', 'claimed', 'claimed >= 10000'))),
      ]),
  },
  {
    id: 'p17b-multi-medical-not-fspo',
    dataset,
    category: 'multi-part',
    question:
      'Setting aside the ones with the FSPO, how many Medical claim complaints were there, and how many of those were upheld with a payment?',
    truth: ({ db }) => {
      const where = `claim_type = 'Medical' AND stage <> 'With FSPO'`;
      return answer([
        also(count('medical, not FSPO', complaints(db, where))),
        also(count('upheld - paid', complaints(db, `${where} AND stage = 'Upheld - paid'`))),
      ]);
    },
  },
  {
    id: 'p17b-multi-open-destination',
    dataset,
    category: 'multi-part',
    question: 'How many complaints are open right now, and which destination has the most of them?',
    truth: ({ db }) => {
      const where = `stage = 'Open'`;
      return answer(
        [also(count('open', complaints(db, where)))],
        [top('destination', ranked(db, 'destination', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p17b-multi-distinct',
    dataset,
    category: 'multi-part',
    question: 'How many different destinations and how many different claim types appear?',
    truth: ({ db }) =>
      answer([
        also(
          count('destinations', value(db, 'SELECT count(DISTINCT destination) FROM complaints')),
        ),
        also(count('claim types', value(db, 'SELECT count(DISTINCT claim_type) FROM complaints'))),
      ]),
  },
  {
    id: 'p17b-multi-biggest-payment',
    dataset,
    category: 'multi-part',
    question:
      'What was the largest single payment on a complaint, and what type of claim was it for?',
    truth: ({ db }) => {
      const biggest = over(db, 'max', 'paid_out', 'paid_out IS NOT NULL');
      const types = db
        .prepare('SELECT DISTINCT claim_type FROM complaints WHERE paid_out = ?')
        .pluck()
        .all(biggest) as string[];
      if (types.length !== 1) throw new Error('the largest payment has no single claim type');
      return answer(
        [eur('largest', biggest, 0.01)],
        [firstAmong(db, 'claim type', 'claim_type', types[0]!)],
      );
    },
  },
  {
    id: 'p17b-multi-delay-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Travel delay complaints were logged before 1 October 2024 and how many from then on, and what share of all Travel delay complaints were upheld with a payment?',
    truth: ({ db }) =>
      answer([
        also(count('before', complaints(db, `claim_type = 'Travel delay' AND day < '2024-10-01'`))),
        also(count('from', complaints(db, `claim_type = 'Travel delay' AND day >= '2024-10-01'`))),
        share(
          'upheld - paid',
          over(db, 'avg', `stage = 'Upheld - paid'`, `claim_type = 'Travel delay'`),
        ),
      ]),
  },
];
