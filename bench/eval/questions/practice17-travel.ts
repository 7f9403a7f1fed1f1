// Practice set of the seventeenth round (practice17b) over the generated travel insurance claim
// complaints (table `complaints`, bench/eval/travel-insurance-data.ts): every kind of question,
// asked the way an insurer's complaints and claims analysts would. Developed against this round;
// not a held-out set.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, value } from './truth';
import {
  complaints,
  daysToClose,
  delayAverage,
  effortAverage,
  eur,
  eurTotal,
  lastDay,
  lastDays,
  monthBefore,
  over,
  ranked,
} from './practice17-travel-truth';

const dataset = 'travel' as const;

/**
 * Two counts side by side, the larger side named when they differ; when the side the question
 * names first is the larger, its count must come first.
 */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

export const practice17Travel: EvalCase[] = [
  // Descriptive.
  {
    id: 'p17b-total',
    dataset,
    category: 'descriptive',
    question: 'How many claim complaints have we logged, all told?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'p17b-paid-total',
    dataset,
    category: 'descriptive',
    question: 'How much have we paid out on complaints in total?',
    truth: ({ db }) =>
      answer([eurTotal('paid out', over(db, 'sum', 'paid_out', 'paid_out IS NOT NULL'))]),
  },
  {
    id: 'p17b-amt-share',
    dataset,
    category: 'descriptive',
    question: 'What share of the complaints involve annual multi-trip policies?',
    truth: ({ db }) => answer([share('annual multi-trip', over(db, 'avg', 'annual', '1'))]),
  },
  {
    id: 'p17b-effort-avg',
    dataset,
    category: 'descriptive',
    question: "What's the average customer effort score, where one was given?",
    truth: ({ db }) => answer([effortAverage(db, 'effort')]),
  },
  {
    id: 'p17b-delay-avg',
    dataset,
    category: 'descriptive',
    question: 'On the delay claims, how many hours late were people on average?',
    truth: ({ db }) => answer([delayAverage(db, 'delay (hours)')]),
  },
  {
    id: 'p17b-reason-excess',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are about the excess?',
    truth: ({ db }) => answer([count('reason Excess', complaints(db, `reason = 'Excess'`))]),
  },
  {
    id: 'p17b-fspo',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are sitting with the FSPO?',
    truth: ({ db }) => answer([count('with FSPO', complaints(db, `stage = 'With FSPO'`))]),
  },
  {
    id: 'p17b-distinct-policies',
    dataset,
    category: 'descriptive',
    question: 'How many distinct policies do the complaints involve?',
    truth: ({ db }) =>
      answer([count('policies', value(db, 'SELECT count(DISTINCT policy) FROM complaints'))]),
  },
  {
    id: 'p17b-still-open',
    dataset,
    category: 'descriptive',
    question: 'How many complaints are still open (leave out the ones with the ombudsman)?',
    truth: ({ db }) => answer([count('open', complaints(db, `stage = 'Open'`))]),
  },
  {
    id: 'p17b-days-to-close',
    dataset,
    category: 'descriptive',
    question: 'How many days does a complaint take to close, on average?',
    truth: ({ db }) => answer([daysToClose(db, 'days to close')]),
  },
  // Comparison.
  {
    id: 'p17b-cmp-spain',
    dataset,
    category: 'comparison',
    question:
      'Spain or Spain - Canaries: which destination gives us more complaints? Both numbers please.',
    truth: ({ db }) =>
      twoCounts(
        ['Spain', 'Spain - Canaries'],
        complaints(db, `destination = 'Spain'`),
        complaints(db, `destination = 'Spain - Canaries'`),
      ),
  },
  {
    id: 'p17b-cmp-usa-paid',
    dataset,
    category: 'comparison',
    question: 'Set the total paid out on USA complaints against the total for USA - Florida.',
    truth: ({ db }) =>
      answer([
        also(
          eurTotal(
            'USA',
            over(db, 'sum', 'paid_out', `paid_out IS NOT NULL AND destination = 'USA'`),
          ),
        ),
        also(
          eurTotal(
            'USA - Florida',
            over(db, 'sum', 'paid_out', `paid_out IS NOT NULL AND destination = 'USA - Florida'`),
          ),
        ),
      ]),
  },
  {
    id: 'p17b-cmp-single-amt-effort',
    dataset,
    category: 'comparison',
    question:
      'Do customers on single-trip policies report more effort than those on annual multi-trip ones? Compare the average effort scores.',
    truth: ({ db }) =>
      answer([
        also(effortAverage(db, 'single trip', 'annual = 0')),
        also(effortAverage(db, 'annual multi-trip', 'annual = 1')),
      ]),
  },
  {
    id: 'p17b-cmp-broker-webchat',
    dataset,
    category: 'comparison',
    question: 'Broker versus web chat — which brings in more complaints?',
    truth: ({ db }) =>
      twoCounts(
        ['Broker', 'Web chat'],
        complaints(db, `channel = 'Broker'`),
        complaints(db, `channel = 'Web chat'`),
      ),
  },
  {
    id: 'p17b-cmp-baggage-claimed',
    dataset,
    category: 'comparison',
    question: 'Average amount claimed: Baggage compared with Baggage - delayed?',
    truth: ({ db }) =>
      answer([
        also(eur('Baggage', over(db, 'avg', 'claimed', `claim_type = 'Baggage'`), 0.51)),
        also(
          eur(
            'Baggage - delayed',
            over(db, 'avg', 'claimed', `claim_type = 'Baggage - delayed'`),
            0.51,
          ),
        ),
      ]),
  },
  {
    id: 'p17b-cmp-upheld-rate',
    dataset,
    category: 'comparison',
    question:
      'What percentage of complaints on single-trip policies were upheld, paid or not, compared with annual multi-trip policies?',
    truth: ({ db }) =>
      answer([
        // The two rates lie 0.35 points apart: each must be written to a tenth of a point, so a
        // list of other rates near 40% (a breakdown by reason) picks neither by accident.
        also(share('single trip', over(db, 'avg', `stage LIKE 'Upheld%'`, 'annual = 0'), 0.0015)),
        also(
          share('annual multi-trip', over(db, 'avg', `stage LIKE 'Upheld%'`, 'annual = 1'), 0.0015),
        ),
      ]),
  },
  // Ranking.
  {
    id: 'p17b-rank-destination',
    dataset,
    category: 'ranking',
    question: 'Which destination racks up the most complaints?',
    truth: ({ db }) =>
      leader('destination', ranked(db, 'destination', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p17b-rank-type-paid',
    dataset,
    category: 'ranking',
    question: 'Which claim type have we paid out the most on through complaints?',
    truth: ({ db }) =>
      leader('claim type', ranked(db, 'claim_type', 'sum(paid_out)', 'paid_out IS NOT NULL'), (v) =>
        eurTotal('paid out', v),
      ),
  },
  {
    id: 'p17b-rank-destination-next',
    dataset,
    category: 'ranking',
    question: 'Excluding Spain, which destination has the most complaints?',
    truth: ({ db }) =>
      leader('destination', ranked(db, 'destination', 'count(*)', `destination <> 'Spain'`), (v) =>
        count('n', v),
      ),
  },
  {
    id: 'p17b-rank-channel-close',
    dataset,
    category: 'ranking',
    question: "Which channel's complaints take longest to close on average?",
    truth: ({ db }) =>
      picked('channel', ranked(db, 'channel', 'avg(close_days)', 'closed IS NOT NULL'), (v) => ({
        label: 'days to close',
        value: v,
        tolerance: 0.6,
        lead: true,
      })),
  },
  {
    id: 'p17b-rank-quietest-month',
    dataset,
    category: 'ranking',
    question: 'What was our quietest month for complaints?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', '1', 'ASC');
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
    id: 'p17b-rank-reason-effort',
    dataset,
    category: 'ranking',
    question: 'Which complaint reason comes with the highest average effort score?',
    truth: ({ db }) =>
      picked('reason', ranked(db, 'reason', 'avg(effort)', 'effort IS NOT NULL'), (v) => ({
        label: 'effort',
        value: v,
        tolerance: 0.051,
        lead: true,
      })),
  },
  // Relative period.
  {
    id: 'p17b-rel-past-week',
    dataset,
    category: 'relative period',
    question: 'How many complaints were logged in the past week?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([count('complaints', complaints(db, `day BETWEEN ? AND ?`, from, to), 0.15)]);
    },
  },
  {
    id: 'p17b-rel-last-month',
    dataset,
    category: 'relative period',
    question: "What was last month's complaint count?",
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'p17b-rel-180-days-paid',
    dataset,
    category: 'relative period',
    question: 'How much have we paid out on complaints logged in the last 180 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 180);
      const total = over(
        db,
        'sum',
        'paid_out',
        `paid_out IS NOT NULL AND day BETWEEN ? AND ?`,
        from,
        to,
      );
      return answer([eur('paid out', total, Math.max(1, total * 0.03))]);
    },
  },
  {
    id: 'p17b-rel-ytd-declined',
    dataset,
    category: 'relative period',
    question: 'Claim declined complaints this year so far?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count(
          'claim declined',
          complaints(
            db,
            `reason = 'Claim declined' AND day BETWEEN ? AND ?`,
            `${to.slice(0, 4)}-01-01`,
            to,
          ),
        ),
      ]);
    },
  },
  {
    id: 'p17b-rel-60-days-not-upheld',
    dataset,
    category: 'relative period',
    question: 'Of the complaints logged in the last 60 days, how many were not upheld?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      const n = complaints(db, `stage = 'Not upheld' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('not upheld', n), tolerance: Math.max(1, Math.round(n * 0.05)) }]);
    },
  },
  // Casual.
  {
    id: 'p17b-casual-cancellation-declined',
    dataset,
    category: 'casual',
    question: 'how many ppl moaned that their cancellation claim got knocked back',
    truth: ({ db }) =>
      answer([
        count(
          'cancellation declined',
          complaints(db, `claim_type = 'Cancellation' AND reason = 'Claim declined'`),
        ),
      ]),
  },
  {
    id: 'p17b-casual-avg-payout',
    dataset,
    category: 'casual',
    question: 'whats the avg payout when we do actually pay smth',
    truth: ({ db }) =>
      answer([eur('average paid out', over(db, 'avg', 'paid_out', 'paid_out IS NOT NULL'), 0.51)]),
  },
  {
    id: 'p17b-casual-worst-country',
    dataset,
    category: 'casual',
    question: 'which country do we get the most grief about lol',
    truth: ({ db }) =>
      leader('destination', ranked(db, 'destination', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'p17b-casual-thailand-medical',
    dataset,
    category: 'casual',
    question: 'thailand medical claims (not repatriation) - how many complaints',
    truth: ({ db }) =>
      answer([
        count(
          'Thailand medical',
          complaints(db, `destination = 'Thailand' AND claim_type = 'Medical'`),
        ),
      ]),
  },
  {
    id: 'p17b-casual-letters',
    dataset,
    category: 'casual',
    question: 'how many ppl still send us actual letters to complain',
    truth: ({ db }) => answer([count('letter', complaints(db, `channel = 'Letter'`))]),
  },
  {
    id: 'p17b-casual-portugal-paperwork',
    dataset,
    category: 'casual',
    question: 'paperwork grumbles for portgual?',
    truth: ({ db }) =>
      answer([
        count(
          'Portugal paperwork',
          complaints(db, `destination = 'Portugal' AND reason = 'Paperwork'`),
        ),
      ]),
  },
];
