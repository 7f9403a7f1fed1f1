// Fifteenth round's unseen set over the generated vet practice complaints (table `complaints`):
// plain figures, comparisons, rankings and relative periods, asked the way a veterinary group's
// client care manager, a practice manager or an operations analyst would, terse and chatty.
import type { EvalCase, Expectation } from '../eval-case';
import { also, answer, count, leader, named, picked, share } from './truth';
import {
  complaints,
  daysToResolve,
  gbpTotal,
  lastDays,
  mean,
  monthBefore,
  over,
  ranked,
} from './unseen14-truth';

const dataset = 'vets' as const;

/** Two counts side by side, the larger side named when they differ (as in unseen13). */
function twoCounts(labels: [string, string], a: number, b: number): Expectation {
  return answer(
    [a > b ? count(labels[0], a) : also(count(labels[0], a)), also(count(labels[1], b))],
    a === b ? [] : [named('more', a > b ? labels[0] : labels[1])],
  );
}

/** Averages of two groups side by side. */
function twoMeans(labels: [string, string], a: number, b: number, tolerance = 0.051): Expectation {
  return answer([also(mean(labels[0], a, tolerance)), also(mean(labels[1], b, tolerance))]);
}

export const unseen14Vets: EvalCase[] = [
  {
    id: 'u14-total',
    dataset,
    category: 'descriptive',
    question: 'How many client complaints are in the log altogether?',
    truth: ({ db }) => answer([count('complaints', complaints(db, '1'))]),
  },
  {
    id: 'u14-insured',
    dataset,
    category: 'descriptive',
    question: 'How many complaints came from owners whose pets are insured?',
    truth: ({ db }) => answer([count('insured', complaints(db, 'insured = 1'))]),
  },
  {
    id: 'u14-insurance-category',
    dataset,
    category: 'descriptive',
    question: 'How many complaints were about insurance claims themselves?',
    truth: ({ db }) => answer([count('Insurance', complaints(db, `category = 'Insurance'`))]),
  },
  {
    id: 'u14-refund-total',
    dataset,
    category: 'descriptive',
    question: 'How much did we pay out in refunds over the whole year?',
    truth: ({ db }) =>
      answer([gbpTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL'))]),
  },
  {
    id: 'u14-mean-stars',
    dataset,
    category: 'descriptive',
    question: "What's the average star rating, where clients bothered to leave one?",
    truth: ({ db }) => answer([mean('stars', over(db, 'avg', 'stars', 'stars IS NOT NULL'))]),
  },
  {
    id: 'u14-unresolved',
    dataset,
    category: 'descriptive',
    question: "How many complaints haven't been resolved yet?",
    truth: ({ db }) => answer([count('unresolved', complaints(db, 'resolved IS NULL'))]),
  },
  {
    id: 'u14-mean-hold',
    dataset,
    category: 'descriptive',
    question: 'On average, how many minutes were phone complainants kept on hold?',
    truth: ({ db }) => answer([mean('hold', over(db, 'avg', 'hold', 'hold IS NOT NULL'), 0.1)]),
  },
  {
    id: 'u14-cattle',
    dataset,
    category: 'descriptive',
    question: 'How many complaints concerned cattle?',
    truth: ({ db }) => answer([count('Cattle', complaints(db, `species = 'Cattle'`))]),
  },
  {
    id: 'u14-upheld-full-share',
    dataset,
    category: 'descriptive',
    question: 'What share of all complaints were upheld in full?',
    truth: ({ db }) =>
      answer([
        share('upheld', over(db, 'avg', `outcome = 'Upheld'`, '1')),
        also(count('upheld', complaints(db, `outcome = 'Upheld'`))),
      ]),
  },
  {
    id: 'u14-days-to-resolve',
    dataset,
    category: 'descriptive',
    question: 'How long does it take us to resolve a complaint, on average, in days?',
    truth: ({ db }) => answer([daysToResolve(db, 'days to resolve')]),
  },
  {
    id: 'u14-cmp-cat-dog',
    dataset,
    category: 'comparison',
    question: 'Cats versus dogs: which got more complaints? Give me both numbers.',
    truth: ({ db }) => {
      // Either side may come first (cats were asked first); the larger one must be named.
      const dogs = complaints(db, `species = 'Dog'`);
      const cats = complaints(db, `species = 'Cat'`);
      return answer(
        [also(count('Dog', dogs)), also(count('Cat', cats))],
        [named('more', dogs > cats ? 'Dog' : 'Cat')],
      );
    },
  },
  {
    id: 'u14-cmp-riverside-referrals',
    dataset,
    category: 'comparison',
    question: 'Compare complaint numbers at Riverside and at Riverside Referrals.',
    truth: ({ db }) =>
      twoCounts(
        ['Riverside', 'Riverside Referrals'],
        complaints(db, `practice = 'Riverside'`),
        complaints(db, `practice = 'Riverside Referrals'`),
      ),
  },
  {
    id: 'u14-cmp-locum-vet-not-upheld',
    dataset,
    category: 'comparison',
    question:
      'What proportion of complaints about locum vets were not upheld, compared with complaints about our vets?',
    truth: ({ db }) =>
      answer([
        also(share('Locum vet', over(db, 'avg', `outcome = 'Not upheld'`, `role = 'Locum vet'`))),
        also(share('Vet', over(db, 'avg', `outcome = 'Not upheld'`, `role = 'Vet'`))),
      ]),
  },
  {
    id: 'u14-cmp-insured-days',
    dataset,
    category: 'comparison',
    question:
      "Do insured clients' complaints take longer to resolve than self-pay ones? Show both averages.",
    truth: ({ db }) => {
      const insured = daysToResolve(db, 'insured', 'insured = 1');
      const selfPay = daysToResolve(db, 'self-pay', 'insured = 0');
      return answer([
        { ...insured, lead: false },
        { ...selfPay, lead: false },
      ]);
    },
  },
  {
    id: 'u14-cmp-phone-email-q1',
    dataset,
    category: 'comparison',
    question: 'Phone or email — which brought in more complaints in the first quarter of 2025?',
    truth: ({ db }) =>
      twoCounts(
        ['Phone', 'Email'],
        complaints(db, `via = 'Phone' AND day BETWEEN '2025-01-01' AND '2025-03-31'`),
        complaints(db, `via = 'Email' AND day BETWEEN '2025-01-01' AND '2025-03-31'`),
      ),
  },
  {
    id: 'u14-cmp-abbey-stars',
    dataset,
    category: 'comparison',
    question: 'How does the average star rating at Abbey Road compare with Abbeydale?',
    truth: ({ db }) =>
      twoMeans(
        ['Abbey Road', 'Abbeydale'],
        over(db, 'avg', 'stars', `practice = 'Abbey Road' AND stars IS NOT NULL`),
        over(db, 'avg', 'stars', `practice = 'Abbeydale' AND stars IS NOT NULL`),
      ),
  },
  {
    id: 'u14-cmp-fees-estimate',
    dataset,
    category: 'comparison',
    question:
      'Were there more plain Fees complaints or more estimate-exceeded ones? Both counts please.',
    truth: ({ db }) => {
      const plain = complaints(db, `category = 'Fees'`);
      const exceeded = complaints(db, `category = 'Fees - estimate exceeded'`);
      return answer([
        plain > exceeded ? count('Fees', plain) : also(count('Fees', plain)),
        also(count('estimate exceeded', exceeded)),
      ]);
    },
  },
  {
    id: 'u14-rank-practice',
    dataset,
    category: 'ranking',
    question: 'Which practice gets the most complaints?',
    truth: ({ db }) =>
      leader('practice', ranked(db, 'practice', 'count(*)'), (v) => count('complaints', v)),
  },
  {
    id: 'u14-rank-practice-refunds',
    dataset,
    category: 'ranking',
    question: 'Which practice has refunded the most money in total?',
    truth: ({ db }) =>
      leader('practice', ranked(db, 'practice', 'sum(refund)', 'refund IS NOT NULL'), (v) =>
        gbpTotal('refunds', v),
      ),
  },
  {
    id: 'u14-rank-role-not-reception',
    dataset,
    category: 'ranking',
    question: 'Leaving receptionists out of it, which staff role draws the most complaints?',
    truth: ({ db }) =>
      leader('role', ranked(db, 'role', 'count(*)', `role <> 'Receptionist'`), (v) =>
        count('complaints', v),
      ),
  },
  {
    id: 'u14-rank-category-hold',
    dataset,
    category: 'ranking',
    question: 'Which complaint category has the longest average phone hold?',
    truth: ({ db }) =>
      picked('category', ranked(db, 'category', 'avg(hold)', 'hold IS NOT NULL'), (v) =>
        mean('hold', v, 0.1),
      ),
  },
  {
    id: 'u14-rank-weekday',
    dataset,
    category: 'ranking',
    question: 'What day of the week do most complaints get logged on?',
    truth: ({ db }) => {
      const names = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];
      const days = ranked(db, `strftime('%w', day)`, 'count(*)');
      return leader(
        'weekday',
        { keys: days.keys.map((key) => names[Number(key)]!), values: days.values },
        (v) => also(count('complaints', v)),
      );
    },
  },
  {
    id: 'u14-rank-client-ties',
    dataset,
    category: 'ranking',
    question: 'Which client account has complained to us the most times?',
    truth: ({ db }) => {
      const clients = ranked(db, 'client', 'count(*)');
      const most = clients.values[0]!;
      // Clients tied on the most complaints: naming any of them is right.
      const tied = clients.keys.filter((_, index) => clients.values[index] === most);
      return answer([also(count('complaints', most))], [named('client', ...tied)]);
    },
  },
  {
    id: 'u14-rank-channel-lowest-stars',
    dataset,
    category: 'ranking',
    question: 'Which way of raising a complaint goes with the lowest average star rating?',
    truth: ({ db }) =>
      picked('channel', ranked(db, 'via', 'avg(stars)', 'stars IS NOT NULL', 'ASC'), (v) =>
        mean('stars', v),
      ),
  },
  {
    id: 'u14-rel-last-month',
    dataset,
    category: 'relative period',
    question: 'How many complaints got logged last month?',
    truth: ({ db }) =>
      answer([count('complaints', complaints(db, 'substr(day, 1, 7) = ?', monthBefore(db, 1)))]),
  },
  {
    id: 'u14-rel-30-days',
    dataset,
    category: 'relative period',
    question: 'Complaints in the past 30 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 30);
      return answer([count('complaints', complaints(db, 'day BETWEEN ? AND ?', from, to))]);
    },
  },
  {
    id: 'u14-rel-this-year-rabbits',
    dataset,
    category: 'relative period',
    question: 'How many rabbit complaints have we had so far this year?',
    truth: ({ db }) =>
      answer([
        count('Rabbit', complaints(db, `species = 'Rabbit' AND substr(day, 1, 4) = '2025'`)),
      ]),
  },
  {
    id: 'u14-rel-90-days-refunds',
    dataset,
    category: 'relative period',
    question: 'What have refunds come to over the last 90 days?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 90);
      return answer([
        gbpTotal(
          'refunds',
          over(db, 'sum', 'refund', 'refund IS NOT NULL AND day BETWEEN ? AND ?', from, to),
        ),
      ]);
    },
  },
  {
    id: 'u14-rel-week-phone',
    dataset,
    category: 'relative period',
    question: 'How many complaints came in by phone in the past week?',
    truth: ({ db }) => {
      const [from, to] = lastDays(db, 7);
      return answer([
        count('phone', complaints(db, `via = 'Phone' AND day BETWEEN ? AND ?`, from, to)),
      ]);
    },
  },
  {
    id: 'u14-rel-month-before-last-upheld',
    dataset,
    category: 'relative period',
    question: 'How many complaints were upheld in full the month before last?',
    truth: ({ db }) =>
      answer([
        count(
          'upheld',
          complaints(db, `outcome = 'Upheld' AND substr(day, 1, 7) = ?`, monthBefore(db, 2)),
        ),
      ]),
  },
  {
    id: 'u14-casual-phones',
    dataset,
    category: 'casual',
    question: 'how many moans about not getting thru on the phone lol',
    truth: ({ db }) => answer([count('Phone access', complaints(db, `category = 'Phone access'`))]),
  },
  {
    id: 'u14-casual-euthanasia-pct',
    dataset,
    category: 'casual',
    question: 'wat % of complaints r about euthanasia n cremation',
    truth: ({ db }) =>
      answer([
        share(
          'Euthanasia & cremation',
          over(db, 'avg', `category = 'Euthanasia & cremation'`, '1'),
        ),
        // With its count: a share of some subset that rounds to the same figure is no answer.
        also(
          count('Euthanasia & cremation', complaints(db, `category = 'Euthanasia & cremation'`)),
        ),
      ]),
  },
  {
    id: 'u14-casual-hillcrest-refunds',
    dataset,
    category: 'casual',
    question: 'hillcrest - how many refunds have we handed out',
    truth: ({ db }) =>
      answer([count('refunds', complaints(db, `practice = 'Hillcrest' AND refund IS NOT NULL`))]),
  },
  {
    id: 'u14-casual-riverside-stars',
    dataset,
    category: 'casual',
    question: 'avg stars 4 riverside?? (the main one not referrals)',
    truth: ({ db }) =>
      answer([
        mean('stars', over(db, 'avg', 'stars', `practice = 'Riverside' AND stars IS NOT NULL`)),
      ]),
  },
  {
    id: 'u14-casual-locums',
    dataset,
    category: 'casual',
    question: 'how many complaints abt locums',
    truth: ({ db }) => answer([count('Locum vet', complaints(db, `role = 'Locum vet'`))]),
  },
  {
    id: 'u14-casual-exotics-upheld',
    dataset,
    category: 'casual',
    question: 'exotics - how many got upheld in full?',
    truth: ({ db }) =>
      answer([
        count('upheld exotics', complaints(db, `species = 'Exotic' AND outcome = 'Upheld'`)),
      ]),
  },
];
