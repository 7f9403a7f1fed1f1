// Fifteenth round's unseen set over the generated vet practice complaints, continued: follow-ups
// (two and three turns deep), questions the data cannot answer, lookups by complaint number and by
// client account, the planted facts and questions with several parts.
import type { EvalCase } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import { also, answer, count, decline, named, share, top } from './truth';
import {
  complaints,
  daysToResolve,
  gbp,
  gbpTotal,
  mean,
  over,
  own,
  ranked,
} from './unseen14-truth';

const dataset = 'vets' as const;

export const unseen14VetsMore: EvalCase[] = [
  {
    id: 'u14-turn-abbeydale',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints did Abbey Road get?'],
    question: 'And Abbeydale?',
    truth: ({ db }) => answer([count('Abbeydale', complaints(db, `practice = 'Abbeydale'`))]),
  },
  {
    id: 'u14-turn-cats-upheld',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints were about cats?'],
    question: 'How many of those were upheld in full?',
    truth: ({ db }) =>
      answer([count('upheld', complaints(db, `species = 'Cat' AND outcome = 'Upheld'`))]),
  },
  {
    id: 'u14-turn-top-practice-phone-share',
    dataset,
    category: 'follow-up',
    previous: ['Which practice has the most complaints?'],
    question: 'What share of its complaints came in by phone?',
    truth: ({ db }) => {
      const first = ranked(db, 'practice', 'count(*)').keys[0]!;
      return answer([share('phone', over(db, 'avg', `via = 'Phone'`, 'practice = ?', first))]);
    },
  },
  {
    id: 'u14-turn-review-manner-reception',
    dataset,
    category: 'follow-up',
    previous: [
      'How many complaints were raised through review sites?',
      'Only the ones about staff manner?',
    ],
    question: 'And how many of those were about a receptionist?',
    truth: ({ db }) =>
      answer([
        count(
          'receptionist',
          complaints(
            db,
            `via = 'Review site' AND category = 'Staff manner' AND role = 'Receptionist'`,
          ),
        ),
      ]),
  },
  {
    id: 'u14-turn-hold-referrals',
    dataset,
    category: 'follow-up',
    previous: ['What is the average hold time for complaints raised by phone?'],
    question: 'What about at Riverside Referrals?',
    truth: ({ db }) =>
      answer([
        mean(
          'hold',
          over(db, 'avg', 'hold', `practice = 'Riverside Referrals' AND hold IS NOT NULL`),
          0.1,
        ),
      ]),
  },
  {
    id: 'u14-turn-refunds-estimate',
    dataset,
    category: 'follow-up',
    previous: ['Total refunds paid on Treatment complaints?'],
    question: 'and on the estimate-exceeded ones?',
    truth: ({ db }) =>
      answer([
        gbpTotal(
          'refunds',
          over(db, 'sum', 'refund', `category = 'Fees - estimate exceeded' AND refund IS NOT NULL`),
        ),
      ]),
  },
  {
    id: 'u14-turn-horses-not-equine',
    dataset,
    category: 'follow-up',
    previous: ['How many complaints concerned horses?'],
    question: 'Leave out Hill Farm Equine — how many are left?',
    truth: ({ db }) =>
      answer([
        count(
          'horses elsewhere',
          complaints(db, `species = 'Horse' AND practice <> 'Hill Farm Equine'`),
        ),
      ]),
  },
  {
    id: 'u14-turn-next-category',
    dataset,
    category: 'follow-up',
    previous: ['Which category has the most complaints?'],
    question: 'Apart from that one, which is next?',
    truth: ({ db }) => {
      const categories = ranked(db, 'category', 'count(*)');
      return answer(
        [also(count('complaints', categories.values[1]!))],
        [top('category', categories.keys.slice(1))],
      );
    },
  },
  {
    id: 'u14-no-pet-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of the pets we got complaints about?',
    truth: () => decline('the data records no ages'),
  },
  {
    id: 'u14-no-vet-name',
    dataset,
    category: 'unanswerable',
    question: 'Which vet, by name, has the most complaints against them?',
    truth: () => decline('the data records staff roles, not names'),
  },
  {
    id: 'u14-no-october-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints did we log in October 2024?',
    truth: () => decline('the data starts on 1 November 2024'),
  },
  {
    id: 'u14-no-invoice',
    dataset,
    category: 'unanswerable',
    question: 'What was the average invoice amount on the fee complaints?',
    truth: () => decline('the data holds refunds, not invoice amounts'),
  },
  {
    id: 'u14-no-breed',
    dataset,
    category: 'unanswerable',
    question: 'Which dog breed do we get the most complaints about?',
    truth: () => decline('the data records species, not breeds'),
  },
  {
    id: 'u14-no-december-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many complaints came in during December 2025?',
    truth: () => decline('the data ends on 31 October 2025'),
  },
  {
    id: 'u14-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'Pull up complaint VC25.3310 for me — what category was it?',
    truth: () => decline('there is no complaint VC25.3310'),
  },
  {
    id: 'u14-no-waiting-room',
    dataset,
    category: 'unanswerable',
    question: 'How long did clients sit in the waiting room on average before being seen?',
    truth: () => decline('the data holds phone hold times only, no waiting-room times'),
  },
  {
    id: 'u14-no-town',
    dataset,
    category: 'unanswerable',
    question: 'Which town do most of our complaining clients live in?',
    truth: () => decline('the data holds no addresses'),
  },
  {
    id: 'u14-no-cost-to-handle',
    dataset,
    category: 'unanswerable',
    question: 'What did it cost us in staff time to handle each complaint?',
    truth: () => decline('the data records no handling cost or staff time'),
  },
  {
    id: 'u14-lookup-species-practice',
    dataset,
    category: 'lookup',
    question: 'What animal and which practice is complaint VC25.0777 about?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'species', 'species', 'VC25.0777'), own(db, 'practice', 'practice', 'VC25.0777')],
      ),
  },
  {
    id: 'u14-lookup-client-channel',
    dataset,
    category: 'lookup',
    question: 'Who raised VC24.0150 — which client account — and how did they get in touch?',
    truth: ({ db }) => {
      const client = db
        .prepare(`SELECT client FROM complaints WHERE ref = 'VC24.0150'`)
        .pluck()
        .get();
      return answer(
        [],
        [named('client', String(client)), own(db, 'raised via', 'via', 'VC24.0150')],
      );
    },
  },
  {
    id: 'u14-lookup-outcome',
    dataset,
    category: 'lookup',
    question: 'What was the outcome of VC25.1999?',
    truth: ({ db }) => answer([], [own(db, 'outcome', 'outcome', 'VC25.1999')]),
  },
  {
    id: 'u14-lookup-refund',
    dataset,
    category: 'lookup',
    question: 'How much did we refund on complaint VC25.1090, and what was it about?',
    truth: ({ db }) =>
      answer(
        [gbp('refund', over(db, 'sum', 'refund', `ref = 'VC25.1090'`))],
        [own(db, 'category', 'category', 'VC25.1090')],
      ),
  },
  {
    id: 'u14-lookup-client-count',
    dataset,
    category: 'lookup',
    question: 'How many complaints has client CLT-2465-L made?',
    truth: ({ db }) => answer([count('complaints', complaints(db, `client = 'CLT-2465-L'`))]),
  },
  {
    id: 'u14-lookup-resolved-day',
    dataset,
    category: 'lookup',
    question: 'On what date was VC25.2222 resolved?',
    truth: ({ db }) => {
      const resolved = db
        .prepare(`SELECT resolved FROM complaints WHERE ref = 'VC25.2222'`)
        .pluck()
        .get();
      if (typeof resolved !== 'string') throw new Error('VC25.2222 is not resolved');
      return answer([], [named('resolved on', ...daySpellings(resolved.slice(0, 10)))]);
    },
  },
  {
    id: 'u14-fact-riverside-phones-april',
    dataset,
    category: 'planted fact',
    question:
      'How many complaints about getting through on the phone did Riverside get in April 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Phone access',
          complaints(
            db,
            `practice = 'Riverside' AND category = 'Phone access' AND substr(day, 1, 7) = '2025-04'`,
          ),
        ),
      ]),
  },
  {
    id: 'u14-fact-fees-january',
    dataset,
    category: 'planted fact',
    question: 'How did Fees complaints in January 2025 compare with December 2024?',
    truth: ({ db }) => {
      const january = complaints(db, `category = 'Fees' AND substr(day, 1, 7) = '2025-01'`);
      const december = complaints(db, `category = 'Fees' AND substr(day, 1, 7) = '2024-12'`);
      return answer([also(count('January', january)), also(count('December', december))]);
    },
  },
  {
    id: 'u14-fact-abbeydale-july',
    dataset,
    category: 'planted fact',
    question: 'How many complaints did Abbeydale log in July 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Abbeydale',
          complaints(db, `practice = 'Abbeydale' AND substr(day, 1, 7) = '2025-07'`),
        ),
      ]),
  },
  {
    id: 'u14-fact-slowest-species',
    dataset,
    category: 'planted fact',
    question: 'Complaints about which species take longest to resolve, and how long on average?',
    truth: ({ db }) => {
      const species = ranked(db, 'species', 'avg(days)', 'resolved IS NOT NULL');
      return answer(
        [{ ...daysToResolve(db, 'days', `species = '${species.keys[0]}'`), lead: false }],
        [top('species', species.keys)],
      );
    },
  },
  {
    id: 'u14-fact-website-appointments-peak',
    dataset,
    category: 'planted fact',
    question: 'On which day did appointment complaints through the website peak, and how many?',
    truth: ({ db }) => {
      const days = ranked(db, 'day', 'count(*)', `category = 'Appointments' AND via = 'Website'`);
      return answer(
        [also(count('complaints', days.values[0]!))],
        [named('day', ...daySpellings(days.keys[0]!))],
      );
    },
  },
  {
    id: 'u14-fact-busiest-month',
    dataset,
    category: 'planted fact',
    question: 'Which month had the most complaints overall?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
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
    id: 'u14-multi-upheld-refunds',
    dataset,
    category: 'multi-part',
    question: 'How many complaints were upheld in full, and how much did we refund on them?',
    truth: ({ db }) =>
      answer([
        also(count('upheld', complaints(db, `outcome = 'Upheld'`))),
        also(
          gbpTotal(
            'refunds',
            over(db, 'sum', 'refund', `outcome = 'Upheld' AND refund IS NOT NULL`),
          ),
        ),
      ]),
  },
  {
    id: 'u14-multi-social-share',
    dataset,
    category: 'multi-part',
    question:
      'How many complaints came through social media, and what share of all complaints is that?',
    truth: ({ db }) =>
      answer([
        also(count('social media', complaints(db, `via = 'Social media'`))),
        also(share('share', over(db, 'avg', `via = 'Social media'`, '1'))),
      ]),
  },
  {
    id: 'u14-multi-treatment-practice',
    dataset,
    category: 'multi-part',
    question:
      'Which practice had the most Treatment complaints, and how many of its Treatment complaints were upheld fully or partly?',
    truth: ({ db }) => {
      const practices = ranked(db, 'practice', 'count(*)', `category = 'Treatment'`);
      return answer(
        [
          also(
            count(
              'upheld',
              complaints(
                db,
                `category = 'Treatment' AND practice = ? AND outcome IN ('Upheld', 'Partly upheld')`,
                practices.keys[0]!,
              ),
            ),
          ),
        ],
        [top('practice', practices.keys)],
      );
    },
  },
  {
    id: 'u14-multi-equine',
    dataset,
    category: 'multi-part',
    question:
      'For Hill Farm Equine: how many complaints, and how many days on average to resolve them?',
    truth: ({ db }) =>
      answer([
        also(count('complaints', complaints(db, `practice = 'Hill Farm Equine'`))),
        { ...daysToResolve(db, 'days', `practice = 'Hill Farm Equine'`), lead: false },
      ]),
  },
  {
    id: 'u14-multi-insured-insurance',
    dataset,
    category: 'multi-part',
    question:
      'Among complaints about insured pets, how many were about insurance, and what share of the insured-pet complaints is that?',
    truth: ({ db }) =>
      answer([
        also(count('Insurance', complaints(db, `insured = 1 AND category = 'Insurance'`))),
        also(share('share', over(db, 'avg', `category = 'Insurance'`, 'insured = 1'))),
      ]),
  },
  {
    id: 'u14-multi-refund-total-max',
    dataset,
    category: 'multi-part',
    question: "What's the total we've refunded, and what was the single biggest refund?",
    truth: ({ db }) =>
      answer([
        also(gbpTotal('total', over(db, 'sum', 'refund', 'refund IS NOT NULL'))),
        also(gbp('largest', over(db, 'max', 'refund', 'refund IS NOT NULL'))),
      ]),
  },
  {
    id: 'u14-multi-withdrawn',
    dataset,
    category: 'multi-part',
    question: 'How many complaints were withdrawn, and which practice had the most withdrawals?',
    truth: ({ db }) => {
      const practices = ranked(db, 'practice', 'count(*)', `outcome = 'Withdrawn'`);
      return answer(
        [also(count('withdrawn', complaints(db, `outcome = 'Withdrawn'`)))],
        [top('practice', practices.keys)],
      );
    },
  },
  {
    id: 'u14-multi-september-website',
    dataset,
    category: 'multi-part',
    question:
      'In September 2025, how many complaints came in, and how many of them were through the website?',
    truth: ({ db }) =>
      answer([
        also(count('September', complaints(db, `substr(day, 1, 7) = '2025-09'`))),
        also(count('website', complaints(db, `via = 'Website' AND substr(day, 1, 7) = '2025-09'`))),
      ]),
  },
];
