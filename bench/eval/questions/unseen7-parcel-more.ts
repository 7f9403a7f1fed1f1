// Eighth held-out round over the generated parcel claims, continued: casual wording with typos,
// two-turn follow-ups, questions the data cannot answer (with a nearby answer to tempt), record
// lookups, the planted facts in an analyst's words, and several asks in one question.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, share } from './truth';
import { claims, gbp, mean, over, ranked } from './unseen7-truth';

const dataset = 'parcel' as const;

/** One column of one claim, by its number. */
function cell(db: Parameters<EvalCase['truth']>[0]['db'], ref: string, column: string): string {
  const found = db.prepare(`SELECT ${column} FROM claims WHERE ref = ?`).pluck().get(ref);
  if (found === undefined) throw new Error(`No claim ${ref}`);
  return String(found);
}

export const unseen7ParcelMore: EvalCase[] = [
  {
    id: 'u7-casual-lost',
    dataset,
    category: 'casual',
    question: 'how many parcels got lost in transit altogther??',
    truth: ({ db }) => answer([count('lost', claims(db, `kind = 'Lost in transit'`))]),
  },
  {
    id: 'u7-casual-wrong-address',
    dataset,
    category: 'casual',
    question: 'no. of claims where we deliverd to the wrong adress',
    truth: ({ db }) =>
      answer([count('wrong address', claims(db, `kind = 'Delivered to wrong address'`))]),
  },
  {
    id: 'u7-casual-avg-payout-damaged',
    dataset,
    category: 'casual',
    question: 'avg payout on damagd parcels?',
    truth: ({ db }) => answer([mean('payout', over(db, 'avg', 'paid', `kind = 'Damaged'`), 0.51)]),
  },
  {
    id: 'u7-casual-busiest-depot',
    dataset,
    category: 'casual',
    question: 'which depo is drowning in claims lol',
    truth: ({ db }) => leader('depot', ranked(db, 'depot', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u7-casual-chat',
    dataset,
    category: 'casual',
    question: 'how many claims came in thru live chat',
    truth: ({ db }) => answer([count('live chat', claims(db, `channel = 'Live Chat'`))]),
  },
  {
    id: 'u7-casual-survey-trafford',
    dataset,
    category: 'casual',
    question: 'manchester trafford survey score, whats the avg',
    truth: ({ db }) =>
      answer([mean('survey', over(db, 'avg', 'survey', `depot = 'Manchester Trafford'`), 0.006)]),
  },
  {
    id: 'u7-turn-unsafe-leeds',
    dataset,
    category: 'follow-up',
    previous: ['How many claims were for parcels left in an unsafe place?'],
    question: 'And how many of those were at Leeds North?',
    truth: ({ db }) =>
      answer([
        count(
          'unsafe Leeds North',
          claims(db, `kind = 'Left in unsafe place' AND depot = 'Leeds North'`),
        ),
      ]),
  },
  {
    id: 'u7-turn-contents-paid',
    dataset,
    category: 'follow-up',
    previous: ['What was the average payout on lost in transit claims?'],
    question: 'And for contents missing?',
    truth: ({ db }) =>
      answer([mean('payout', over(db, 'avg', 'paid', `kind = 'Contents missing'`), 0.51)]),
  },
  {
    id: 'u7-turn-liverpool-settle',
    dataset,
    category: 'follow-up',
    previous: ['How many claims did Liverpool Docks handle?'],
    question: 'How long did they take to settle on average?',
    truth: ({ db }) =>
      answer([mean('days', over(db, 'avg', 'settle_days', `depot = 'Liverpool Docks'`))]),
  },
  {
    id: 'u7-turn-sameday-delayed',
    dataset,
    category: 'follow-up',
    previous: ['How many Same Day Courier claims do we have?'],
    question: 'How many of them were for delays?',
    truth: ({ db }) =>
      answer([count('delayed', claims(db, `service = 'Same Day Courier' AND kind = 'Delayed'`))]),
  },
  {
    id: 'u7-turn-top-depot-paid',
    dataset,
    category: 'follow-up',
    previous: ['Which depot had the most claims?'],
    question: 'How much did we pay out on that depot’s claims?',
    truth: ({ db }) => {
      const top = ranked(db, 'depot', 'count(*)').keys[0]!;
      return answer([gbp('paid', over(db, 'sum', 'paid', 'depot = ?', top))]);
    },
  },
  {
    id: 'u7-turn-approved-cover',
    dataset,
    category: 'follow-up',
    previous: ['How many claims were Approved?'],
    question: 'What about only the ones with extra cover?',
    truth: ({ db }) =>
      answer([count('approved with cover', claims(db, `status = 'Approved' AND cover = 1`))]),
  },
  {
    id: 'u7-no-driver',
    dataset,
    category: 'unanswerable',
    question: 'Which delivery driver is responsible for the most lost parcels?',
    truth: () => decline('the data has no driver, only the assessor of each claim'),
  },
  {
    id: 'u7-no-glasgow',
    dataset,
    category: 'unanswerable',
    question: 'How many claims came from the Glasgow depot?',
    truth: () => decline('there is no Glasgow depot in the data'),
  },
  {
    id: 'u7-no-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many claims did we get in December 2024?',
    truth: () => decline('the data starts in February 2025'),
  },
  {
    id: 'u7-no-volume',
    dataset,
    category: 'unanswerable',
    question: 'What percentage of all parcels we delivered ended up with a claim?',
    truth: () => decline('the data holds claims only, not every parcel delivered'),
  },
  {
    id: 'u7-no-postcode',
    dataset,
    category: 'unanswerable',
    question: 'Which postcode area has the most damaged parcels?',
    truth: () => decline('the data has no postcode'),
  },
  {
    id: 'u7-no-record',
    dataset,
    category: 'unanswerable',
    question: 'What is the status of claim CLM/25/999999?',
    truth: ({ db }) => {
      if (claims(db, `ref = 'CLM/25/999999'`) !== 0) throw new Error('CLM/25/999999 exists');
      return decline('there is no claim CLM/25/999999');
    },
  },
  {
    id: 'u7-no-forecast',
    dataset,
    category: 'unanswerable',
    question: 'How much will we pay out in claims next quarter?',
    truth: () => decline('a quarter after the data is not in it'),
  },
  {
    id: 'u7-lookup-claim',
    dataset,
    category: 'lookup',
    question: 'What was claim CLM/25/006567 about?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named('claim type', cell(db, 'CLM/25/006567', 'kind')),
          named('depot', cell(db, 'CLM/25/006567', 'depot')),
        ],
      ),
  },
  {
    id: 'u7-lookup-paid',
    dataset,
    category: 'lookup',
    question: 'Which depot handled CLM/25/008543 and how much was paid out on it?',
    truth: ({ db }) =>
      answer(
        [also(gbp('paid', Number(cell(db, 'CLM/25/008543', 'paid'))))],
        [named('depot', cell(db, 'CLM/25/008543', 'depot'))],
      ),
  },
  {
    id: 'u7-lookup-account',
    dataset,
    category: 'lookup',
    question: 'How many claims has account AC65398 lodged?',
    truth: ({ db }) => answer([count('claims', claims(db, `account = 'AC65398'`))]),
  },
  {
    id: 'u7-lookup-status',
    dataset,
    category: 'lookup',
    question: 'Who is assessing CLM/26/011279 and what is its status?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named('assessor', cell(db, 'CLM/26/011279', 'assessor')),
          named('status', cell(db, 'CLM/26/011279', 'status')),
        ],
      ),
  },
  {
    id: 'u7-fact-sorter-day',
    dataset,
    category: 'planted fact',
    question: 'Was there a single day when damaged-parcel claims suddenly piled up? When?',
    truth: ({ db }) => {
      const days = ranked(db, 'day', 'count(*)', `kind = 'Damaged'`);
      return answer([], [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }]);
    },
  },
  {
    id: 'u7-fact-sorter-count',
    dataset,
    category: 'planted fact',
    question: 'How many damaged claims did Bradford Hub get on 14 October 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'damaged',
          claims(db, `kind = 'Damaged' AND depot = 'Bradford Hub' AND day = '2025-10-14'`),
        ),
      ]),
  },
  {
    id: 'u7-fact-contractor',
    dataset,
    category: 'planted fact',
    question:
      "Leeds North's 'left in unsafe place' claims: how many before June 2025 and how many from June onwards?",
    truth: ({ db }) =>
      answer([
        also(
          count(
            'before June',
            claims(
              db,
              `kind = 'Left in unsafe place' AND depot = 'Leeds North' AND day < '2025-06-01'`,
            ),
          ),
        ),
        also(
          count(
            'from June',
            claims(
              db,
              `kind = 'Left in unsafe place' AND depot = 'Leeds North' AND day >= '2025-06-01'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'u7-fact-backlog',
    dataset,
    category: 'planted fact',
    question: 'Which depot was slowest to settle claims in August and September?',
    truth: ({ db }) =>
      leader(
        'depot',
        ranked(db, 'depot', 'avg(settle_days)', `day BETWEEN '2025-08-01' AND '2025-09-30'`),
        (v) => mean('days', v),
      ),
  },
  {
    id: 'u7-fact-lost-service',
    dataset,
    category: 'planted fact',
    question: 'Which service level has the largest share of its claims being lost in transit?',
    truth: ({ db }) =>
      leader('service', ranked(db, 'service', `avg(kind = 'Lost in transit')`), (v) =>
        share('lost share', v),
      ),
  },
  {
    id: 'u7-fact-cover-approved',
    dataset,
    category: 'planted fact',
    question:
      'For damaged parcels, what share of the claims with extra cover were fully Approved, compared with the claims without extra cover?',
    truth: ({ db }) =>
      answer([
        also(
          share(
            'with cover',
            over(db, 'avg', `status = 'Approved'`, `kind = 'Damaged' AND cover = 1`),
          ),
        ),
        also(
          share(
            'without cover',
            over(db, 'avg', `status = 'Approved'`, `kind = 'Damaged' AND cover = 0`),
          ),
        ),
      ]),
  },
  {
    id: 'u7-multi-lost',
    dataset,
    category: 'multi-part',
    question:
      'How many lost-in-transit claims were there, and how much did we pay out on them in total?',
    truth: ({ db }) =>
      answer([
        count('lost', claims(db, `kind = 'Lost in transit'`)),
        also(gbp('paid', over(db, 'sum', 'paid', `kind = 'Lost in transit'`))),
      ]),
  },
  {
    id: 'u7-multi-depot-settle',
    dataset,
    category: 'multi-part',
    question: 'Which depot gets the most claims, and what is its average settlement time in days?',
    truth: ({ db }) => {
      const depots = ranked(db, 'depot', 'count(*)');
      return answer(
        [also(mean('days', over(db, 'avg', 'settle_days', 'depot = ?', depots.keys[0]!)))],
        [named('depot', depots.keys[0]!)],
      );
    },
  },
  {
    id: 'u7-multi-photos',
    dataset,
    category: 'multi-part',
    question: 'How many claims had photos provided, and what share of all claims is that?',
    truth: ({ db }) =>
      answer([
        count('photos', claims(db, 'photos = 1')),
        also(share('share', over(db, 'avg', 'photos', '1'))),
      ]),
  },
  {
    id: 'u7-multi-overcharged',
    dataset,
    category: 'multi-part',
    question:
      'For overcharged claims: how many were there, what was the average payout, and what was the average survey score?',
    truth: ({ db }) =>
      answer([
        count('overcharged', claims(db, `kind = 'Overcharged'`)),
        also(mean('payout', over(db, 'avg', 'paid', `kind = 'Overcharged'`), 0.51)),
        also(mean('survey', over(db, 'avg', 'survey', `kind = 'Overcharged'`), 0.006)),
      ]),
  },
  {
    id: 'u7-multi-sheffield',
    dataset,
    category: 'multi-part',
    question: 'Give me the total declared value and the total paid out for Sheffield Hub claims.',
    truth: ({ db }) =>
      answer([
        also(gbp('declared', over(db, 'sum', 'declared', `depot = 'Sheffield Hub'`))),
        also(gbp('paid', over(db, 'sum', 'paid', `depot = 'Sheffield Hub'`))),
      ]),
  },
];
