// Third held-out round, part two over the generated online shop returns (table `returns`):
// casual typing, two-turn follow-ups, questions the data cannot answer, lookups and multi-part.
import type { EvalCase } from '../eval-case';
import {
  dollars,
  mean,
  refunded,
  returnAverage,
  returnCount,
  returnField,
} from './holdout3-returns-truth';
import { also, answer, count, decline, leader, named, ranking, share } from './truth';

const returns = 'returns' as const;

export const holdout3ReturnsMore: EvalCase[] = [
  {
    id: 'h3-returns-casual-aerobuds',
    dataset: returns,
    category: 'casual',
    question: 'how many retruns for the aerobuds',
    truth: ({ db }) => answer([count('returns', returnCount(db, `item = 'AeroBuds Pro earbuds'`))]),
  },
  {
    id: 'h3-returns-casual-mens-refunds',
    dataset: returns,
    category: 'casual',
    question: 'total $ refunded on mens fashion?',
    truth: ({ db }) =>
      answer([dollars('refunded', refunded(db, `department = ?`, "Men's Fashion"))]),
  },
  {
    id: 'h3-returns-casual-toys-item',
    dataset: returns,
    category: 'casual',
    question: 'whats the most returned thing in toys n games',
    truth: ({ db }) =>
      leader(
        'item',
        ranking(
          db,
          `SELECT item k, count(*) v FROM returns WHERE department = 'Toys and Games'
           GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('returns', v),
      ),
  },
  {
    id: 'h3-returns-casual-wrong-size',
    dataset: returns,
    category: 'casual',
    question: 'wrong size returns - how many??',
    truth: ({ db }) => answer([count('wrong size', returnCount(db, `reason = 'wrong size'`))]),
  },
  {
    id: 'h3-returns-casual-rno-days',
    dataset: returns,
    category: 'casual',
    question: 'how long do DC-RNO returns take on avg',
    truth: ({ db }) => answer([mean('days', returnAverage(db, 'days', `warehouse = 'DC-RNO'`))]),
  },
  {
    id: 'h3-returns-casual-instore-count',
    dataset: returns,
    category: 'casual',
    question: 'in-store returns count pls',
    truth: ({ db }) => answer([count('in store', returnCount(db, `method = 'in store'`))]),
  },
  {
    id: 'h3-returns-follow-defective-item',
    dataset: returns,
    category: 'follow-up',
    previous: ['How many returns were for defective products?'],
    question: 'Which item had the most of those?',
    truth: ({ db }) =>
      leader(
        'item',
        ranking(
          db,
          `SELECT item k, count(*) v FROM returns WHERE reason = 'defective' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('defective returns', v),
      ),
  },
  {
    id: 'h3-returns-follow-csat-toys',
    dataset: returns,
    category: 'follow-up',
    previous: ['What is the average satisfaction score for Home & Kitchen returns?'],
    question: 'And for Toys and Games?',
    truth: ({ db }) =>
      answer([
        mean(
          'satisfaction',
          returnAverage(db, 'csat', `csat IS NOT NULL AND department = 'Toys and Games'`),
        ),
      ]),
  },
  {
    id: 'h3-returns-follow-dal-days',
    dataset: returns,
    category: 'follow-up',
    previous: ['How many returns went through the DC-DAL warehouse?'],
    question: 'How long did they take to resolve on average?',
    truth: ({ db }) => answer([mean('days', returnAverage(db, 'days', `warehouse = 'DC-DAL'`))]),
  },
  {
    id: 'h3-returns-follow-pickup-refunded',
    dataset: returns,
    category: 'follow-up',
    previous: ['How many items were sent back by courier pickup?'],
    question: 'What share of them ended up refunded?',
    truth: ({ db }) =>
      answer([
        share(
          'refunded',
          returnAverage(db, `resolution = 'refunded'`, `method = 'courier pickup'`),
        ),
      ]),
  },
  {
    id: 'h3-returns-follow-refunds-december',
    dataset: returns,
    category: 'follow-up',
    previous: ['How much did we refund in November 2024?'],
    question: 'and what about December?',
    truth: ({ db }) => answer([dollars('refunded', refunded(db, `day LIKE '2024-12-%'`))]),
  },
  {
    id: 'h3-returns-no-shipping-cost',
    dataset: returns,
    category: 'unanswerable',
    question: 'What is the average shipping cost we pay per return?',
    truth: () => decline('the data has prices and refunds, no shipping cost'),
  },
  {
    id: 'h3-returns-no-march-2024',
    dataset: returns,
    category: 'unanswerable',
    question: 'How many returns did we get in March 2024?',
    truth: () => decline('the returns start in August 2024'),
  },
  {
    id: 'h3-returns-unknown-rma',
    dataset: returns,
    category: 'unanswerable',
    question: 'What was returned under RMA-999999?',
    truth: () => decline('no return has that id'),
  },
  {
    id: 'h3-returns-no-carrier',
    dataset: returns,
    category: 'unanswerable',
    question: 'Which parcel carrier handled the most returns, UPS or FedEx?',
    truth: () => decline('the data names no carrier'),
  },
  {
    id: 'h3-returns-no-return-rate',
    dataset: returns,
    category: 'unanswerable',
    question: 'What percentage of all orders sold end up being returned?',
    truth: () => decline('the data holds returns only, not the orders sold'),
  },
  {
    id: 'h3-returns-no-state',
    dataset: returns,
    category: 'unanswerable',
    question: 'How many returns came from customers in Texas?',
    truth: () => decline('the data has no customer location'),
  },
  {
    id: 'h3-returns-no-age',
    dataset: returns,
    category: 'unanswerable',
    question: 'What is the average age of customers who return items?',
    truth: () => decline('the data has no customer age'),
  },
  {
    id: 'h3-returns-lookup-item',
    dataset: returns,
    category: 'lookup',
    question: 'What item was return RMA-240123 for?',
    truth: ({ db }) => answer([], [named('item', returnField(db, 'item', `ref = 'RMA-240123'`))]),
  },
  {
    id: 'h3-returns-lookup-refund',
    dataset: returns,
    category: 'lookup',
    question: 'How much did we refund on RMA-241500?',
    truth: ({ db }) =>
      answer([dollars('refund', Number(returnField(db, 'refund', `ref = 'RMA-241500'`)))]),
  },
  {
    id: 'h3-returns-lookup-warehouse',
    dataset: returns,
    category: 'lookup',
    question: 'Which warehouse handled RMA-240777, and how was it resolved?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named('warehouse', returnField(db, 'warehouse', `ref = 'RMA-240777'`)),
          named('resolution', returnField(db, 'resolution', `ref = 'RMA-240777'`)),
        ],
      ),
  },
  {
    id: 'h3-returns-lookup-order',
    dataset: returns,
    category: 'lookup',
    question: 'Order ORD-729519 was sent back: what was the reason?',
    truth: ({ db }) =>
      answer([], [named('reason', returnField(db, 'reason', `order_no = 'ORD-729519'`))]),
  },
  {
    id: 'h3-returns-multi-rejected',
    dataset: returns,
    category: 'multi-part',
    question: 'How many returns were rejected, and what share of all returns is that?',
    truth: ({ db }) =>
      answer([
        count('rejected', returnCount(db, `resolution = 'rejected'`)),
        share('share', returnAverage(db, `resolution = 'rejected'`, '1')),
      ]),
  },
  {
    id: 'h3-returns-multi-electronics',
    dataset: returns,
    category: 'multi-part',
    question:
      'How many Consumer Electronics returns were there and how much did we refund on them?',
    truth: ({ db }) =>
      answer([
        count('returns', returnCount(db, `department = 'Consumer Electronics'`)),
        also(dollars('refunded', refunded(db, `department = 'Consumer Electronics'`))),
      ]),
  },
  {
    id: 'h3-returns-multi-loyalty',
    dataset: returns,
    category: 'multi-part',
    question:
      'How many returns came from loyalty members, and how many days did theirs take to resolve on average?',
    truth: ({ db }) =>
      answer([
        count('loyalty returns', returnCount(db, 'loyalty = 1')),
        also(mean('days', returnAverage(db, 'days', 'loyalty = 1'))),
      ]),
  },
  {
    id: 'h3-returns-multi-csat-answered',
    dataset: returns,
    category: 'multi-part',
    question:
      'How many returns have a satisfaction score, and what is the average score among them?',
    truth: ({ db }) =>
      answer([
        count('scored', returnCount(db, 'csat IS NOT NULL')),
        also(mean('satisfaction', returnAverage(db, 'csat', 'csat IS NOT NULL'))),
      ]),
  },
];
