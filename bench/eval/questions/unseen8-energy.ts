// Ninth held-out round over the generated billing disputes (table `disputes`): plain figures,
// comparisons, rankings and relative periods, asked the way a complaints analyst at an energy
// supplier would in a first week with the tool.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share, top } from './truth';
import { disputes, gbp, lastDays, mean, monthBefore, over, ranked } from './unseen8-truth';

const dataset = 'energy' as const;

export const unseen8Energy: EvalCase[] = [
  {
    id: 'u8-total',
    dataset,
    category: 'descriptive',
    question: 'How many billing disputes do we have on file?',
    truth: ({ db }) => answer([count('disputes', disputes(db, '1'))]),
  },
  {
    id: 'u8-credit-total',
    dataset,
    category: 'descriptive',
    question: "What's the total credit we've applied to customer accounts, in GBP?",
    truth: ({ db }) => answer([gbp('credit', over(db, 'sum', 'credit', '1'))]),
  },
  {
    id: 'u8-avg-amount',
    dataset,
    category: 'descriptive',
    question: 'Across all disputes, what is the mean amount in dispute, in pounds?',
    truth: ({ db }) => answer([mean('amount disputed', over(db, 'avg', 'amount', '1'), 0.51)]),
  },
  {
    id: 'u8-psr-share',
    dataset,
    category: 'descriptive',
    question: 'What proportion of disputes involve customers on the Priority Services Register?',
    truth: ({ db }) => answer([share('PSR', over(db, 'avg', 'psr', '1'))]),
  },
  {
    id: 'u8-escalated',
    dataset,
    category: 'descriptive',
    question: 'How many disputes got escalated?',
    truth: ({ db }) => answer([count('escalated', disputes(db, 'escalated = 1'))]),
  },
  {
    id: 'u8-avg-hours',
    dataset,
    category: 'descriptive',
    question: 'How long does a dispute take to resolve, on average, in hours?',
    truth: ({ db }) => answer([mean('hours', over(db, 'avg', 'hours', 'hours IS NOT NULL'))]),
  },
  {
    id: 'u8-avg-csat',
    dataset,
    category: 'descriptive',
    question: 'What CSAT do customers give us on average, on the 1 to 5 scale?',
    truth: ({ db }) => answer([mean('CSAT', over(db, 'avg', 'csat', 'csat IS NOT NULL'))]),
  },
  {
    id: 'u8-with-ombudsman',
    dataset,
    category: 'descriptive',
    question: 'How many disputes are sitting With Ombudsman at the moment?',
    truth: ({ db }) =>
      answer([count('with ombudsman', disputes(db, `outcome = 'With Ombudsman'`))]),
  },
  {
    id: 'u8-part-share',
    dataset,
    category: 'descriptive',
    question: 'What percentage of disputes were Upheld in part?',
    truth: ({ db }) =>
      answer([share('upheld in part', over(db, 'avg', `outcome = 'Upheld in part'`, '1'))]),
  },
  {
    id: 'u8-kwh-gas',
    dataset,
    category: 'descriptive',
    question: 'For gas disputes, what is the average kWh in dispute?',
    truth: ({ db }) => answer([mean('kWh', over(db, 'avg', 'kwh', `fuel = 'Gas'`), 0.51)]),
  },
  {
    id: 'u8-max-amount',
    dataset,
    category: 'descriptive',
    question: 'What is the largest amount anyone has disputed?',
    truth: ({ db }) => answer([gbp('largest amount', over(db, 'max', 'amount', '1'))]),
  },
  {
    id: 'u8-final-no',
    dataset,
    category: 'descriptive',
    question: 'How many disputes ended as Not upheld - final?',
    truth: ({ db }) => answer([count('final', disputes(db, `outcome = 'Not upheld - final'`))]),
  },
  {
    id: 'u8-exit-fee',
    dataset,
    category: 'descriptive',
    question: 'How many exit fee disputes have there been?',
    truth: ({ db }) => answer([count('exit fee', disputes(db, `reason = 'Exit fee charged'`))]),
  },
  {
    id: 'u8-cmp-norths',
    dataset,
    category: 'comparison',
    question: 'North West against North East: the dispute count for each, please.',
    truth: ({ db }) =>
      answer([
        also(count('North West', disputes(db, `region = 'North West'`))),
        also(count('North East', disputes(db, `region = 'North East'`))),
      ]),
  },
  {
    id: 'u8-cmp-psr-hours',
    dataset,
    category: 'comparison',
    question:
      'Are disputes for PSR customers resolved faster than for everyone else? Average hours for both groups.',
    truth: ({ db }) =>
      answer([
        also(mean('PSR', over(db, 'avg', 'hours', 'psr = 1'))),
        also(mean('not PSR', over(db, 'avg', 'hours', 'psr = 0'))),
      ]),
  },
  {
    id: 'u8-cmp-fixed',
    dataset,
    category: 'comparison',
    question: 'Fixed 12M versus Fixed 24M: which tariff has the higher average disputed amount?',
    truth: ({ db }) => {
      const both = ranked(db, 'tariff', 'avg(amount)', `tariff IN ('Fixed 12M', 'Fixed 24M')`);
      return answer(
        [also(mean('amount', both.values[0]!, 0.51))],
        [named('higher', both.keys[0]!)],
      );
    },
  },
  {
    id: 'u8-cmp-chat-phone',
    dataset,
    category: 'comparison',
    question: 'Web Chat or Phone — which brought in more disputes, and how many each?',
    truth: ({ db }) => {
      const both = ranked(db, 'channel', 'count(*)', `channel IN ('Web Chat', 'Phone')`);
      return answer(
        [also(count('more', both.values[0]!)), also(count('fewer', both.values[1]!))],
        [named('more', both.keys[0]!)],
      );
    },
  },
  {
    id: 'u8-cmp-wales-csat',
    dataset,
    category: 'comparison',
    question: 'Compare the average CSAT in South Wales with North Wales.',
    truth: ({ db }) =>
      answer([
        also(mean('South Wales', over(db, 'avg', 'csat', `region = 'South Wales'`), 0.006)),
        also(mean('North Wales', over(db, 'avg', 'csat', `region = 'North Wales'`), 0.006)),
      ]),
  },
  {
    id: 'u8-cmp-not-upheld',
    dataset,
    category: 'comparison',
    question: 'Not upheld versus Not upheld - final: give me the two counts separately.',
    truth: ({ db }) =>
      answer([
        also(count('not upheld', disputes(db, `outcome = 'Not upheld'`))),
        also(count('final', disputes(db, `outcome = 'Not upheld - final'`))),
      ]),
  },
  {
    id: 'u8-cmp-fuel-credit',
    dataset,
    category: 'comparison',
    question: 'Total credit on electricity disputes compared with gas disputes?',
    truth: ({ db }) =>
      answer([
        also(gbp('electricity', over(db, 'sum', 'credit', `fuel = 'Electricity'`))),
        also(gbp('gas', over(db, 'sum', 'credit', `fuel = 'Gas'`))),
      ]),
  },
  {
    id: 'u8-rank-region',
    dataset,
    category: 'ranking',
    question: 'Which region raises the most disputes?',
    truth: ({ db }) => leader('region', ranked(db, 'region', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u8-rank-reason-credit',
    dataset,
    category: 'ranking',
    question: 'Which dispute reason has cost us the most in credits?',
    truth: ({ db }) =>
      picked('reason', ranked(db, 'reason', 'sum(credit)'), (v) => gbp('credit', v)),
  },
  {
    id: 'u8-rank-slow-owner',
    dataset,
    category: 'ranking',
    question: 'Which case owner takes the longest on average to close out a dispute?',
    truth: ({ db }) =>
      picked('case owner', ranked(db, 'owner', 'avg(hours)'), (v) => mean('hours', v)),
  },
  {
    id: 'u8-rank-top3-reasons',
    dataset,
    category: 'ranking',
    question: 'Give me the top three dispute reasons by volume.',
    truth: ({ db }) => {
      const reasons = ranked(db, 'reason', 'count(*)');
      return answer(
        [also(count('disputes', reasons.values[0]!))],
        [
          top('first', reasons.keys),
          named('second', reasons.keys[1]!),
          named('third', reasons.keys[2]!),
        ],
      );
    },
  },
  {
    id: 'u8-rank-tariff-amount',
    dataset,
    category: 'ranking',
    question: 'On which tariff is the mean disputed amount highest?',
    truth: ({ db }) =>
      picked('tariff', ranked(db, 'tariff', 'avg(amount)'), (v) => mean('amount', v, 0.51)),
  },
  {
    id: 'u8-rank-least-channel',
    dataset,
    category: 'ranking',
    question: 'Which way of raising a dispute is used least?',
    truth: ({ db }) =>
      leader('channel', ranked(db, 'channel', 'count(*)', '1', 'ASC'), (v) => count('n', v)),
  },
  {
    id: 'u8-rank-month',
    dataset,
    category: 'ranking',
    question: 'In which month were the most disputes opened?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
      return answer(
        [also(count('disputes', months.values[0]!))],
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
    id: 'u8-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many disputes were opened last month?',
    truth: ({ db }) =>
      answer([count('disputes', disputes(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'u8-rel-30-estimated',
    dataset,
    category: 'relative period',
    question: 'In the past 30 days, how many disputes were about estimated readings?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([
        count(
          'estimated',
          disputes(db, `reason = 'Estimated reading' AND day BETWEEN ? AND ?`, from, to),
          0.1,
        ),
      ]);
    },
  },
  {
    id: 'u8-rel-last-quarter',
    dataset,
    category: 'relative period',
    question: 'How many disputes were opened in the previous quarter?',
    truth: ({ db }) =>
      answer([count('disputes', disputes(db, `day BETWEEN '2025-07-01' AND '2025-09-30'`))]),
  },
  {
    id: 'u8-rel-two-months-ago',
    dataset,
    category: 'relative period',
    question: 'What was the credit total on disputes opened two months ago?',
    truth: ({ db }) =>
      answer([
        gbp('credit', over(db, 'sum', 'credit', `substr(day, 1, 7) = ?`, monthBefore(db, 2))),
      ]),
  },
  {
    id: 'u8-rel-since-sept',
    dataset,
    category: 'relative period',
    question: 'Since the start of September 2025, how many disputes have been escalated?',
    truth: ({ db }) =>
      answer([count('escalated', disputes(db, `escalated = 1 AND day >= '2025-09-01'`))]),
  },
  {
    id: 'u8-rel-final-week',
    dataset,
    category: 'relative period',
    question: 'How many disputes came in during the final week of the data?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([count('disputes', disputes(db, `day BETWEEN ? AND ?`, from, to), 0.1)]);
    },
  },
  {
    id: 'u8-rel-this-month',
    dataset,
    category: 'relative period',
    question: 'How many disputes so far this month?',
    truth: ({ db }) =>
      answer([count('disputes', disputes(db, `substr(day, 1, 7) = ?`, monthBefore(db, 0)))]),
  },
];
