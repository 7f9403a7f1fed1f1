// Twelfth held-out round over the generated mishandled baggage reports (table `reports`): plain
// figures, comparisons, rankings and relative periods, asked the way a baggage-services analyst at
// a New Zealand airport would in a first week with the tool.
import type { EvalCase, Expectation } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  daysToClose,
  lastDay,
  lastDays,
  mean,
  monthBefore,
  nzd,
  nzdTotal,
  over,
  ranked,
  reports,
} from './unseen11-truth';

const dataset = 'baggage' as const;

/** Two counts side by side, the larger side named when they differ. */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

export const unseen11Baggage: EvalCase[] = [
  {
    id: 'u11-total',
    dataset,
    category: 'descriptive',
    question: 'How many baggage reports are on file?',
    truth: ({ db }) => answer([count('reports', reports(db, '1'))]),
  },
  {
    id: 'u11-claims-total',
    dataset,
    category: 'descriptive',
    question: 'What is the total amount claimed across every report, in NZ dollars?',
    truth: ({ db }) => answer([nzdTotal('claims', over(db, 'sum', 'claim', '1'))]),
  },
  {
    id: 'u11-avg-claim',
    dataset,
    category: 'descriptive',
    question: 'What is the average claim per report?',
    truth: ({ db }) => answer([nzd('average claim', over(db, 'avg', 'claim', '1'), 0.51)]),
  },
  {
    id: 'u11-delivery-stage',
    dataset,
    category: 'descriptive',
    question: 'How many reports are currently at the Delivery stage?',
    truth: ({ db }) => answer([count('Delivery stage', reports(db, `stage = 'Delivery'`))]),
  },
  {
    id: 'u11-courier',
    dataset,
    category: 'descriptive',
    question: 'How many bags were sent back to their owners by courier?',
    truth: ({ db }) => answer([count('courier', reports(db, `delivery = 'Courier'`))]),
  },
  {
    id: 'u11-tracing',
    dataset,
    category: 'descriptive',
    question: 'How many reports are still sitting at Open - tracing?',
    truth: ({ db }) => answer([count('tracing', reports(db, `stage = 'Open - tracing'`))]),
  },
  {
    id: 'u11-avg-survey',
    dataset,
    category: 'descriptive',
    question: 'Where a survey score was given, what is the mean score out of 10?',
    truth: ({ db }) => answer([mean('survey', over(db, 'avg', 'survey', 'survey IS NOT NULL'))]),
  },
  {
    id: 'u11-soft-shell',
    dataset,
    category: 'descriptive',
    question: 'How many reports involve a soft shell suitcase?',
    truth: ({ db }) => answer([count('soft shell', reports(db, `bag = 'Suitcase - soft shell'`))]),
  },
  {
    id: 'u11-elite-count',
    dataset,
    category: 'descriptive',
    question: 'How many reports were raised by passengers who hold an elite tier?',
    truth: ({ db }) => answer([count('elite', reports(db, 'elite = 1'))]),
  },
  {
    id: 'u11-unfounded-share',
    dataset,
    category: 'descriptive',
    question: 'What share of reports ended up Closed - unfounded?',
    truth: ({ db }) =>
      answer([share('unfounded', over(db, 'avg', `stage = 'Closed - unfounded'`, '1'))]),
  },
  {
    id: 'u11-heaviest',
    dataset,
    category: 'descriptive',
    question: 'What is the heaviest bag weight on record, in kg?',
    truth: ({ db }) => answer([mean('heaviest', over(db, 'max', 'kg', '1'), 0.051)]),
  },
  {
    id: 'u11-call-centre',
    dataset,
    category: 'descriptive',
    question: 'How many reports reached us through the call centre?',
    truth: ({ db }) => answer([count('call centre', reports(db, `via = 'Call centre'`))]),
  },
  {
    id: 'u11-days-to-close',
    dataset,
    category: 'descriptive',
    question: 'On average, how many days does it take to close a report?',
    truth: ({ db }) => answer([daysToClose(db, 'days to close')]),
  },
  {
    id: 'u11-cmp-delayed-short',
    dataset,
    category: 'comparison',
    question: 'Were there more Delayed reports or Delayed - short-shipped reports?',
    truth: ({ db }) =>
      twoCounts(
        ['Delayed', 'Delayed - short-shipped'],
        reports(db, `kind = 'Delayed'`),
        reports(db, `kind = 'Delayed - short-shipped'`),
      ),
  },
  {
    id: 'u11-cmp-damaged-claims',
    dataset,
    category: 'comparison',
    question: 'Compare the average claim for Damaged with the one for Damaged - wheels or handle.',
    truth: ({ db }) =>
      answer([
        also(nzd('Damaged', over(db, 'avg', 'claim', `kind = 'Damaged'`), 0.51)),
        also(
          nzd(
            'wheels or handle',
            over(db, 'avg', 'claim', `kind = 'Damaged - wheels or handle'`),
            0.51,
          ),
        ),
      ]),
  },
  {
    id: 'u11-cmp-terminals',
    dataset,
    category: 'comparison',
    question:
      'Domestic versus International: which terminal raised more reports? Give both counts.',
    truth: ({ db }) =>
      twoCounts(
        ['Domestic', 'International'],
        reports(db, `terminal = 'Domestic'`),
        reports(db, `terminal = 'International'`),
      ),
  },
  {
    id: 'u11-cmp-elite-days',
    dataset,
    category: 'comparison',
    question:
      'How do elite-tier passengers compare with everyone else on the average number of days to close a report?',
    truth: ({ db }) =>
      answer([
        also(daysToClose(db, 'elite', 'elite = 1')),
        also(daysToClose(db, 'others', 'elite = 0')),
      ]),
  },
  {
    id: 'u11-cmp-tasman-lost',
    dataset,
    category: 'comparison',
    question: 'Tasman Air or Tasman Link: which carrier has more Lost reports?',
    truth: ({ db }) =>
      twoCounts(
        ['Tasman Air', 'Tasman Link'],
        reports(db, `carrier = 'Tasman Air' AND kind = 'Lost'`),
        reports(db, `carrier = 'Tasman Link' AND kind = 'Lost'`),
      ),
  },
  {
    id: 'u11-cmp-southern-compensated',
    dataset,
    category: 'comparison',
    question:
      'Contrast the share of Southern Cross Airways reports closed as compensated with the share for Southern Express.',
    truth: ({ db }) => {
      const rate = (carrier: string) =>
        over(db, 'avg', `stage = 'Closed - compensated'`, `carrier = '${carrier}'`);
      return answer([
        also(share('Southern Cross Airways', rate('Southern Cross Airways'))),
        also(share('Southern Express', rate('Southern Express'))),
      ]);
    },
  },
  {
    id: 'u11-rank-carrier',
    dataset,
    category: 'ranking',
    question: 'Which carrier generates the most reports?',
    truth: ({ db }) => leader('carrier', ranked(db, 'carrier', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u11-rank-bag-claim',
    dataset,
    category: 'ranking',
    question: 'Which bag type has the highest average claim?',
    truth: ({ db }) =>
      picked('bag type', ranked(db, 'bag', 'avg(claim)'), (v) => nzd('average claim', v, 0.51)),
  },
  {
    id: 'u11-rank-damaged-channel',
    dataset,
    category: 'ranking',
    question: 'Through which channel do most Damaged reports arrive?',
    truth: ({ db }) =>
      leader('channel', ranked(db, 'via', 'count(*)', `kind = 'Damaged'`), (v) => count('n', v)),
  },
  {
    id: 'u11-rank-slowest-kind',
    dataset,
    category: 'ranking',
    question: 'Which irregularity takes the longest to close, on average?',
    truth: ({ db }) =>
      picked('irregularity', ranked(db, 'kind', 'avg(days)', 'closed IS NOT NULL'), (v) =>
        mean('days', v, 1),
      ),
  },
  {
    id: 'u11-rank-month',
    dataset,
    category: 'ranking',
    question: 'Which month had the highest number of reports?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
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
    id: 'u11-rank-survey-low',
    dataset,
    category: 'ranking',
    question: 'Which carrier scores lowest on the survey, on average?',
    truth: ({ db }) =>
      picked('carrier', ranked(db, 'carrier', 'avg(survey)', 'survey IS NOT NULL', 'ASC'), (v) =>
        mean('survey', v),
      ),
  },
  {
    id: 'u11-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'How many reports were raised in the last 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('reports', reports(db, `day BETWEEN ? AND ?`, from, to), 0.05)]);
    },
  },
  {
    id: 'u11-rel-this-month',
    dataset,
    category: 'relative period',
    question: 'How many reports have come in this month?',
    truth: ({ db }) =>
      answer([count('reports', reports(db, `substr(day, 1, 7) = ?`, monthBefore(db, 0)))]),
  },
  {
    id: 'u11-rel-previous-month',
    dataset,
    category: 'relative period',
    question: 'How many reports did we log in the previous month?',
    truth: ({ db }) =>
      answer([count('reports', reports(db, `substr(day, 1, 7) = ?`, monthBefore(db, 1)))]),
  },
  {
    id: 'u11-rel-fortnight-pilfered',
    dataset,
    category: 'relative period',
    question: 'In the past 2 weeks, how many Pilfered reports were raised?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 14);
      const n = reports(db, `kind = 'Pilfered' AND day BETWEEN ? AND ?`, from, to);
      return answer([{ ...count('pilfered', n), tolerance: Math.max(1, Math.round(n * 0.15)) }]);
    },
  },
  {
    id: 'u11-rel-60-claims',
    dataset,
    category: 'relative period',
    question: 'What was claimed in total over the last 60 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 60);
      const total = over(db, 'sum', 'claim', `day BETWEEN ? AND ?`, from, to);
      return answer([nzd('claimed', total, total * 0.03)]);
    },
  },
  {
    id: 'u11-rel-ytd',
    dataset,
    category: 'relative period',
    question: 'Since the start of this year, how many reports have been raised?',
    truth: ({ db }) => {
      const to = lastDay(db);
      return answer([
        count('reports', reports(db, `day BETWEEN ? AND ?`, `${to.slice(0, 4)}-01-01`, to)),
      ]);
    },
  },
];
