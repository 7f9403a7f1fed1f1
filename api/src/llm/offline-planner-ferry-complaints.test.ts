import type Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import {
  all,
  askCase,
  assertRight,
  declines,
  leads,
  names,
  ranks,
  states,
  statesShare,
  tableTruths,
  type AnalystCase,
} from './analyst-cases-support';
import {
  FERRY_COMPLAINTS_MAPPING,
  ferryComplaints,
  ferryComplaintsCsv,
  ferryComplaintsTable,
} from './ferry-complaints-fixture';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * Analyst questions over a ferry operator's sailing complaints (a data shape the planner was
 * never built on: times written "2025.03.14 09:25", a resolved date written month-first,
 * "25-FX-001013" references, six-letter booking references, routes and vessels whose names share
 * words, a delay in minutes left blank unless the sailing was late, refunds in euros, flags
 * written TRUE/FALSE and 1/0), asked end to end through the real API and engine. Every truth is
 * plain SQL over the rows as generated; the data ends on Sunday 23 November 2025.
 */
describe('offline planner on ferry sailing complaints (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  const complaints = ferryComplaints(1300);
  const booking = complaints[40]!.booking;
  before(async () => {
    product = await startImportedProduct(
      ferryComplaintsCsv(complaints),
      FERRY_COMPLAINTS_MAPPING,
      complaints.length,
    );
    raw = ferryComplaintsTable(complaints);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const { value, count, top, topAll, least, since, sample } = tableTruths(() => raw, 'complaints');

  const cases: AnalystCase[] = [
    // Counts and shares.
    { question: 'How many complaints have we had?', expect: () => states(count('1')) },
    {
      question: 'How many complaints were about cancelled sailings?',
      expect: () => states(count(`issue = 'Sailing Cancelled'`)),
    },
    {
      question: 'What share of complaints ended with a voucher?',
      expect: () => statesShare(count(`outcome = 'Voucher Issued'`) / count('1')),
    },
    {
      question: 'what % of complainants had a vehicle on board?',
      expect: () => statesShare(count('vehicle = 1') / count('1')),
    },
    {
      question: 'How many complaints came from passengers who booked a cabin?',
      expect: () => states(count('cabin = 1')),
    },
    {
      question: 'How many complaints were about delays?',
      expect: () => states(count(`issue = 'Sailing Delayed'`)),
    },
    {
      question: 'How many complaints were about cancellations?',
      expect: () => states(count(`issue = 'Sailing Cancelled'`)),
    },
    {
      question: 'How many complaints are still awaiting a reply?',
      expect: () => states(count(`outcome = 'Awaiting Reply'`)),
    },
    {
      question: 'How many complaints on Holyhead - Dublin?',
      expect: () => states(count(`route = 'Holyhead - Dublin'`)),
    },
    {
      question: 'What proportion of Celtic Star complaints were about delays?',
      expect: () =>
        statesShare(
          count(`vessel = 'Celtic Star' AND issue = 'Sailing Delayed'`) /
            count(`vessel = 'Celtic Star'`),
        ),
    },
    // Averages, totals, extremes.
    {
      question: 'What is the average delay in minutes?',
      expect: () => states(value('avg(delay)'), 0.051),
    },
    {
      question: 'How much have we paid out in refunds in total?',
      expect: () => states(value('sum(refund)'), 0.51),
    },
    {
      question: 'What was the longest delay?',
      expect: () => states(value('max(delay)')),
    },
    {
      question: 'average party size on Dover - Calais',
      expect: () => states(value('avg(party)', `route = 'Dover - Calais'`), 0.051),
    },
    {
      question: 'total refunds for cancelled sailings',
      expect: () => states(value('sum(refund)', `issue = 'Sailing Cancelled'`), 0.51),
    },
    // Comparisons.
    {
      question: 'Compare the average delay on Spirit of Kent and Celtic Star',
      expect: () =>
        all(
          states(value('avg(delay)', `vessel = 'Spirit of Kent'`), 0.051),
          states(value('avg(delay)', `vessel = 'Celtic Star'`), 0.051),
        ),
    },
    {
      question: 'How did complaints in June compare with July?',
      expect: () =>
        all(states(count(`day LIKE '2025-06-%'`)), states(count(`day LIKE '2025-07-%'`))),
    },
    {
      question: 'Dover - Calais versus Dover - Dunkirk: how many complaints each?',
      expect: () =>
        all(states(count(`route = 'Dover - Calais'`)), states(count(`route = 'Dover - Dunkirk'`))),
    },
    {
      question: 'Q2 vs Q3 complaints',
      expect: () =>
        all(
          states(count(`day BETWEEN '2025-04-01' AND '2025-06-30'`)),
          states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
        ),
    },
    // Rankings.
    {
      question: 'Which vessel gets the most complaints?',
      expect: () => {
        const [first] = top('vessel', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'top 3 issues by number of complaints',
      expect: () => ranks(top('issue', 'count(*)')),
    },
    {
      question: 'rank the routes by total refund',
      expect: () => {
        const [first] = top('route', 'sum(refund)');
        return leads(first!.k, first!.v, 0.51);
      },
    },
    {
      question: 'list the vessels with the most cancelled sailings',
      expect: () => {
        const [first] = top('vessel', 'count(*)', `issue = 'Sailing Cancelled'`);
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'Which route has the longest average delay?',
      expect: () => {
        const [first] = top('route', 'avg(delay)');
        return leads(first!.k, first!.v, 0.051);
      },
    },
    {
      question: 'Which issue had the fewest complaints?',
      expect: () => {
        const last = least('issue', 'count(*)');
        return leads(last.k, last.v);
      },
    },
    // Relative periods (the data ends on Sunday 23 November 2025).
    {
      question: 'How many complaints last quarter?',
      expect: () => states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
    },
    {
      question: 'complaints in the past 6 weeks',
      expect: () => states(count('day >= ?', since(42))),
    },
    {
      question: 'How many catering complaints since March?',
      expect: () => states(count(`issue = 'Catering' AND day >= '2025-03-01'`)),
    },
    {
      question: 'total refunds last month',
      expect: () => states(value('sum(refund)', `day LIKE '2025-10-%'`), 0.51),
    },
    {
      question: 'How many complaints two months ago?',
      expect: () => states(count(`day LIKE '2025-09-%'`)),
    },
    {
      question: 'how many complaints were resolved in October?',
      expect: () => states(count(`resolved LIKE '2025-10-%'`)),
    },
    // Casual wording with typos.
    {
      question: 'how many complants about catring',
      expect: () => states(count(`issue = 'Catering'`)),
    },
    {
      question: 'avg delay 4 the spirit of anglesey?',
      expect: () => states(value('avg(delay)', `vessel = 'Spirit of Anglesey'`), 0.051),
    },
    {
      question: 'hw many vehicle damage complaints on dover calais',
      expect: () => states(count(`issue = 'Vehicle Damage' AND route = 'Dover - Calais'`)),
    },
    // Follow-ups.
    {
      before: ['How many complaints were about catering?'],
      question: 'and staff conduct?',
      expect: () => states(count(`issue = 'Staff Conduct'`)),
    },
    {
      before: ['What is the total refund on Holyhead - Rosslare?'],
      question: 'what about Dover - Dunkirk?',
      expect: () => states(value('sum(refund)', `route = 'Dover - Dunkirk'`), 0.51),
    },
    {
      before: ['How many complaints were about cancelled sailings?'],
      question: 'how many of those got a refund?',
      expect: () => states(count(`issue = 'Sailing Cancelled' AND outcome = 'Refund Issued'`)),
    },
    // Lookups.
    {
      question: 'Show complaint 25-FX-001013',
      expect: () => names(sample(1)['issue']!, sample(1)['route']!),
    },
    {
      question: 'what was the outcome of 25-FX-005160',
      expect: () => names(sample(320)['outcome']!),
    },
    {
      question: `How many complaints are there for booking ${booking}?`,
      expect: () => states(count('booking = ?', booking)),
    },
    // Two asks.
    {
      question: 'How many complaints got a refund and what was the total refunded?',
      expect: () =>
        all(
          states(count(`outcome = 'Refund Issued'`)),
          states(value('sum(refund)', `outcome = 'Refund Issued'`), 0.51),
        ),
    },
    // More forms.
    {
      question: 'Which month had the most complaints?',
      expect: () => states(top(`substr(day, 1, 7)`, 'count(*)')[0]!.v),
    },
    {
      question: 'number of complaints per route',
      expect: () => ranks(topAll('route', 'count(*)')),
    },
    {
      question: 'which vessel had the highest share of complaints about delays',
      expect: () => {
        const [first] = top('vessel', `avg(issue = 'Sailing Delayed')`);
        return leads(first!.k, Math.round(first!.v * 1000) / 10, 0.051);
      },
    },
    {
      question: 'What are the 2 most common issues on Holyhead - Rosslare?',
      expect: () => ranks(top('issue', 'count(*)', `route = 'Holyhead - Rosslare'`).slice(0, 2)),
    },
    {
      question: 'how many complaints between 1 April and 15 May',
      expect: () => states(count(`day BETWEEN '2025-04-01' AND '2025-05-15'`)),
    },
    {
      question: 'Which day of the week gets the most complaints?',
      expect: () => {
        const [first] = top(`strftime('%w', day)`, 'count(*)');
        return states(first!.v);
      },
    },
    // A second batch: dates as the export writes them, values sharing words, other forms.
    {
      question: 'How many Dover complaints?',
      expect: () => states(count(`route LIKE 'Dover%'`)),
    },
    {
      question: 'median delay on the Holyhead routes',
      expect: () => {
        const delays = (
          raw
            .prepare(
              `SELECT delay AS v FROM complaints WHERE route LIKE 'Holyhead%' AND delay IS NOT NULL ORDER BY delay`,
            )
            .all() as { v: number }[]
        ).map((row) => row.v);
        const middle = delays.length / 2;
        const median =
          delays.length % 2
            ? delays[Math.floor(middle)]!
            : (delays[middle - 1]! + delays[middle]!) / 2;
        return states(median, 0.51);
      },
    },
    {
      question: 'how many complaints since 10/1/2025',
      expect: () => states(count(`day >= '2025-10-01'`)),
    },
    {
      question: 'complaints logged on 2025.11.20',
      expect: () => states(count(`day = '2025-11-20'`)),
    },
    {
      question: 'How many refunds were over 500 euros?',
      expect: () => states(count('refund > 500')),
    },
    {
      question: 'What is the average refund where a refund was issued?',
      expect: () => states(value('avg(refund)', `outcome = 'Refund Issued'`), 0.051),
    },
    {
      question: 'Top route for staff conduct complaints?',
      expect: () => {
        const [first] = top('route', 'count(*)', `issue = 'Staff Conduct'`);
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'How many complaints on weekends?',
      expect: () => states(count(`strftime('%w', day) IN ('0', '6')`)),
    },
    {
      question: 'Give me the 5 bookings with the most complaints',
      expect: () => {
        const [first] = top('booking', 'count(*)');
        return all(names(first!.k), states(first!.v));
      },
    },
    {
      question: 'What share of the total refunds went to Dover - Calais?',
      todo: "a share of a summed amount ('share of the total refunds went to X') is answered as the group's total alone",
      expect: () =>
        statesShare(value('sum(refund)', `route = 'Dover - Calais'`) / value('sum(refund)')),
    },
    {
      question: 'which vessel had the fewest complaints in October',
      expect: () => {
        const last = least('vessel', 'count(*)', `day LIKE '2025-10-%'`);
        return leads(last.k, last.v);
      },
    },
    {
      question: 'how many complaints with a party of 5 or more',
      expect: () => states(count('party >= 5')),
    },
    {
      question: 'How many complaints were resolved in under a week?',
      todo: "a bound on the days between two dates said in weeks ('resolved in under a week'; unit conversion: engineer A) is dropped",
      expect: () => states(count(`julianday(resolved) - julianday(day) < 7`)),
    },
    {
      question: 'how many complaints came from people with a cabin on the Holyhead - Dublin route',
      expect: () => states(count(`cabin = 1 AND route = 'Holyhead - Dublin'`)),
    },
    {
      question: 'Were there more complaints in Q3 than in Q2?',
      expect: () =>
        all(
          states(count(`day BETWEEN '2025-04-01' AND '2025-06-30'`)),
          states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
        ),
    },
    // What the data cannot answer.
    { question: 'Which captain had the most complaints?', expect: declines },
    {
      question: 'What was the average ticket price?',
      todo: "an unknown measure ('ticket price') is answered with another money field (unanswerable measures: engineer B)",
      expect: declines,
    },
    { question: 'How many complaints were about seasickness?', expect: declines },
    { question: 'Which port had the worst weather?', expect: declines },
    { question: 'What is the average fuel cost per sailing?', expect: declines },
    { question: 'How many passengers missed their train connection?', expect: declines },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
