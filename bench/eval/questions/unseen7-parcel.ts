// Eighth held-out round over the generated parcel claims (table `claims`): plain figures,
// comparisons, rankings and relative periods, asked the way a claims analyst at a parcel carrier
// would on a first day with the tool.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, column, count, leader, named, share, top } from './truth';
import { claims, gbp, lastDays, mean, monthBefore, over, ranked } from './unseen7-truth';

const dataset = 'parcel' as const;
const OPEN = `status IN ('Under Review', 'Awaiting Evidence')`;

export const unseen7Parcel: EvalCase[] = [
  {
    id: 'u7-total',
    dataset,
    category: 'descriptive',
    question: 'How many claims have been lodged in total?',
    truth: ({ db }) => answer([count('claims', claims(db, '1'))]),
  },
  {
    id: 'u7-paid-total',
    dataset,
    category: 'descriptive',
    question: 'How much have we paid out on claims altogether, in pounds?',
    truth: ({ db }) => answer([gbp('paid out', over(db, 'sum', 'paid', '1'))]),
  },
  {
    id: 'u7-avg-declared',
    dataset,
    category: 'descriptive',
    question: 'What is the average declared value of a parcel that gets claimed on?',
    truth: ({ db }) => answer([mean('declared value', over(db, 'avg', 'declared', '1'), 0.51)]),
  },
  {
    id: 'u7-cover-share',
    dataset,
    category: 'descriptive',
    question: 'What share of claims came from senders who had bought extra cover?',
    truth: ({ db }) => answer([share('extra cover', over(db, 'avg', 'cover', '1'))]),
  },
  {
    id: 'u7-photos',
    dataset,
    category: 'descriptive',
    question: 'On how many claims were photos provided?',
    truth: ({ db }) => answer([count('photos', claims(db, 'photos = 1'))]),
  },
  {
    id: 'u7-avg-settle',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days does a claim take to settle?',
    truth: ({ db }) =>
      answer([mean('days', over(db, 'avg', 'settle_days', 'settle_days IS NOT NULL'))]),
  },
  {
    id: 'u7-avg-survey',
    dataset,
    category: 'descriptive',
    question: 'What is the average survey score senders give, on the 0 to 10 scale?',
    truth: ({ db }) =>
      answer([mean('survey', over(db, 'avg', 'survey', 'survey IS NOT NULL'), 0.006)]),
  },
  {
    id: 'u7-awaiting',
    dataset,
    category: 'descriptive',
    question: 'How many claims are stuck at Awaiting Evidence right now?',
    truth: ({ db }) => answer([count('awaiting', claims(db, `status = 'Awaiting Evidence'`))]),
  },
  {
    id: 'u7-partial-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of claims ended up Approved - Partial?',
    truth: ({ db }) =>
      answer([share('partial', over(db, 'avg', `status = 'Approved - Partial'`, '1'), 0.002)]),
  },
  {
    id: 'u7-heavy-weight',
    dataset,
    category: 'descriptive',
    question: 'What do International Express parcels weigh on average, in kg?',
    truth: ({ db }) =>
      answer([mean('weight', over(db, 'avg', 'weight', `service = 'International Express'`))]),
  },
  {
    id: 'u7-max-declared',
    dataset,
    category: 'descriptive',
    question: 'What was the single highest declared value on any claim?',
    truth: ({ db }) => answer([gbp('highest declared', over(db, 'max', 'declared', '1'))]),
  },
  {
    id: 'u7-cmp-leeds',
    dataset,
    category: 'comparison',
    question: 'Leeds North vs Leeds South — how many claims did each depot get?',
    truth: ({ db }) =>
      answer([
        also(count('Leeds North', claims(db, `depot = 'Leeds North'`))),
        also(count('Leeds South', claims(db, `depot = 'Leeds South'`))),
      ]),
  },
  {
    id: 'u7-cmp-cover-paid',
    dataset,
    category: 'comparison',
    question:
      'Do senders with extra cover get paid more than those without? Give me the average payout for both groups.',
    truth: ({ db }) =>
      answer([
        also(mean('with cover', over(db, 'avg', 'paid', 'cover = 1'), 0.51)),
        also(mean('without cover', over(db, 'avg', 'paid', 'cover = 0'), 0.51)),
      ]),
  },
  {
    id: 'u7-cmp-intl-settle',
    dataset,
    category: 'comparison',
    question:
      'International Standard or International Express: which takes longer to settle on average?',
    truth: ({ db }) => {
      const both = ranked(
        db,
        'service',
        'avg(settle_days)',
        `service IN ('International Standard', 'International Express')`,
      );
      return answer([also(mean('days', both.values[0]!))], [named('slower', both.keys[0]!)]);
    },
  },
  {
    id: 'u7-cmp-phone-web',
    dataset,
    category: 'comparison',
    question:
      'Compare the number of claims lodged by Phone with those lodged through the Web Form.',
    truth: ({ db }) =>
      answer([
        also(count('phone', claims(db, `channel = 'Phone'`))),
        also(count('web form', claims(db, `channel = 'Web Form'`))),
      ]),
  },
  {
    id: 'u7-cmp-hubs-survey',
    dataset,
    category: 'comparison',
    question: 'Average survey score at Bradford Hub versus Sheffield Hub?',
    truth: ({ db }) =>
      answer([
        also(mean('Bradford', over(db, 'avg', 'survey', `depot = 'Bradford Hub'`), 0.006)),
        also(mean('Sheffield', over(db, 'avg', 'survey', `depot = 'Sheffield Hub'`), 0.006)),
      ]),
  },
  {
    id: 'u7-cmp-declined-late',
    dataset,
    category: 'comparison',
    question:
      "How many claims were Declined, and how many Declined - Late? Don't lump them together.",
    truth: ({ db }) =>
      answer([
        also(count('declined', claims(db, `status = 'Declined'`))),
        also(count('declined late', claims(db, `status = 'Declined - Late'`))),
      ]),
  },
  {
    id: 'u7-rank-depot',
    dataset,
    category: 'ranking',
    question: 'Which depot has had the most claims?',
    truth: ({ db }) => leader('depot', ranked(db, 'depot', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u7-rank-kind-paid',
    dataset,
    category: 'ranking',
    question: 'Which claim type has cost us the most in payouts?',
    truth: ({ db }) =>
      leader('claim type', ranked(db, 'kind', 'sum(paid)'), (v) => gbp('paid out', v)),
  },
  {
    id: 'u7-rank-slow-assessor',
    dataset,
    category: 'ranking',
    question: 'Who is our slowest assessor, going by average days to settle?',
    truth: ({ db }) =>
      leader('assessor', ranked(db, 'assessor', 'avg(settle_days)'), (v) => mean('days', v)),
  },
  {
    id: 'u7-rank-top3-services',
    dataset,
    category: 'ranking',
    question: 'List the three service levels with the most claims.',
    truth: ({ db }) => {
      const services = ranked(db, 'service', 'count(*)');
      return answer(
        [also(count('claims', services.values[0]!))],
        [
          top('first service', services.keys),
          named('second service', services.keys[1]!),
          named('third service', services.keys[2]!),
        ],
      );
    },
  },
  {
    id: 'u7-rank-worst-survey',
    dataset,
    category: 'ranking',
    question: 'Which depot has the worst average survey score?',
    truth: ({ db }) =>
      leader('depot', ranked(db, 'depot', 'avg(survey)', '1', 'ASC'), (v) =>
        mean('survey', v, 0.006),
      ),
  },
  {
    id: 'u7-rank-channel',
    dataset,
    category: 'ranking',
    question: 'What is the most common way claims get lodged?',
    truth: ({ db }) => leader('channel', ranked(db, 'channel', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u7-rank-quietest-month',
    dataset,
    category: 'ranking',
    question: 'Which full month had the fewest claims?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `day BETWEEN '2025-03-01' AND '2025-12-31'`,
        'ASC',
      );
      return answer(
        [also(count('claims', months.values[0]!))],
        [
          {
            label: 'month',
            anyOf: monthSpellings(months.keys[0]!),
            // Every other month, the part months at either end included, must come after it
            // (written as 2025-02 or February 2025: a bare "May" may be the verb).
            rivals: column(db, 'SELECT DISTINCT substr(day, 1, 7) FROM claims ORDER BY 1')
              .filter((month) => month !== months.keys[0])
              .flatMap((month) => monthSpellings(month).slice(0, 3)),
          },
        ],
      );
    },
  },
  {
    id: 'u7-rel-14',
    dataset,
    category: 'relative period',
    question: 'How many claims were lodged in the last 14 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      return answer([count('claims', claims(db, 'day BETWEEN ? AND ?', from, to))]);
    },
  },
  {
    id: 'u7-rel-last-month-paid',
    dataset,
    category: 'relative period',
    question: 'How much did we pay out on claims lodged last month?',
    truth: ({ db }) =>
      answer([gbp('paid', over(db, 'sum', 'paid', `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'u7-rel-this-month-lost',
    dataset,
    category: 'relative period',
    question: 'How many lost-in-transit claims so far this month?',
    truth: ({ db }) =>
      answer([
        count(
          'lost',
          claims(db, `kind = 'Lost in transit' AND substr(day, 1, 7) = ?`, monthBefore(db, 0)),
        ),
      ]),
  },
  {
    id: 'u7-rel-week-depot',
    dataset,
    category: 'relative period',
    question: 'In the past 7 days, which depot got the most claims?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return leader(
        'depot',
        ranked(db, 'depot', 'count(*)', 'day BETWEEN ? AND ?', 'DESC', from, to),
        (v) => count('n', v),
      );
    },
  },
  {
    id: 'u7-rel-q2-damaged',
    dataset,
    category: 'relative period',
    question: 'How many damaged parcel claims were lodged in Q2 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'damaged',
          claims(db, `kind = 'Damaged' AND day BETWEEN '2025-04-01' AND '2025-06-30'`),
        ),
      ]),
  },
  {
    id: 'u7-rel-since-nov',
    dataset,
    category: 'relative period',
    question: 'Since 1 November, what has the average settlement time been, in days?',
    truth: ({ db }) =>
      answer([mean('days', over(db, 'avg', 'settle_days', `day >= '2025-11-01'`))]),
  },
  {
    id: 'u7-rel-open-60',
    dataset,
    category: 'relative period',
    question:
      'Of the claims lodged in the last 60 days, how many are still open (under review or awaiting evidence)?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      return answer([count('open', claims(db, `${OPEN} AND day BETWEEN ? AND ?`, from, to))]);
    },
  },
];
