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
  DESK_INCIDENTS_MAPPING,
  deskIncidents,
  deskIncidentsCsv,
  deskIncidentsTable,
} from './it-desk-fixture';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';

/**
 * Analyst questions over a university IT desk's incidents (a data shape the planner was never
 * built on: references like "2025/0042", an opened time written "14.03.2025 09:25", lowercase
 * student and staff numbers, requester types, services and states whose values share words,
 * priorities P1..P4, hours spent, an SLA flag written ✓/✗ and a satisfaction score often blank),
 * asked end to end through the real API and engine. Every truth is plain SQL over the rows as
 * generated; the data ends on Friday 31 October 2025.
 */
describe('offline planner on university IT desk incidents (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  const incidents = deskIncidents(1500);
  const requester = incidents[80]!.requester;
  before(async () => {
    product = await startImportedProduct(
      deskIncidentsCsv(incidents),
      DESK_INCIDENTS_MAPPING,
      incidents.length,
    );
    raw = deskIncidentsTable(incidents);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const { value, count, top, topAll, least, since, sample } = tableTruths(() => raw, 'incidents');

  const cases: AnalystCase[] = [
    // Counts and shares.
    { question: 'How many incidents have been logged?', expect: () => states(count('1')) },
    {
      question: 'How many incidents were about password resets?',
      expect: () => states(count(`service = 'Password Reset'`)),
    },
    {
      question: 'What share of incidents met the SLA?',
      todo: "a yes/no field said by its verb ('met the SLA' of 'SLA met') is not read as the flag (verb forms: engineer B)",
      expect: () => statesShare(count('sla = 1') / count('1')),
    },
    {
      question: 'How many incidents came from postgraduate students?',
      expect: () => states(count(`kind = 'Postgraduate Student'`)),
    },
    {
      question: 'How many P1 incidents were there?',
      expect: () => states(count(`priority = 'P1'`)),
    },
    {
      question: 'How many incidents are on hold?',
      expect: () => states(count(`state = 'On Hold'`)),
    },
    {
      question: 'How many incidents from the Business School?',
      expect: () => states(count(`faculty = 'Business School'`)),
    },
    {
      question: 'What proportion of Wi-Fi incidents were P1?',
      expect: () =>
        statesShare(count(`service = 'Wi-Fi' AND priority = 'P1'`) / count(`service = 'Wi-Fi'`)),
    },
    {
      question: 'How many email forwarding incidents?',
      expect: () => states(count(`service = 'Email Forwarding'`)),
    },
    // Averages, totals, extremes.
    {
      question: 'What is the average time spent per incident?',
      expect: () => states(value('avg(hours)'), 0.051),
    },
    {
      question: 'How many hours have we spent in total?',
      expect: () => states(value('sum(hours)'), 0.51),
    },
    {
      question: 'What is the average satisfaction score?',
      expect: () => states(value('avg(csat)'), 0.051),
    },
    {
      question: 'What was the most time spent on one incident?',
      todo: "'the most time spent on one incident' (a maximum said with 'most' and 'one') is declined for 'most time' (unknown words: engineer B)",
      expect: () => states(value('max(hours)'), 0.01),
    },
    {
      question: 'total hours spent on software installs',
      expect: () => states(value('sum(hours)', `service = 'Software Install'`), 0.51),
    },
    // Comparisons.
    {
      question: 'Compare the average satisfaction of staff and undergraduate students',
      expect: () =>
        all(
          states(value('avg(csat)', `kind = 'Staff'`), 0.051),
          states(value('avg(csat)', `kind = 'Undergraduate Student'`), 0.051),
        ),
    },
    {
      question: 'How did incidents in September compare with August?',
      expect: () =>
        all(states(count(`day LIKE '2025-09-%'`)), states(count(`day LIKE '2025-08-%'`))),
    },
    {
      question: 'Arts versus Science: how many incidents each?',
      expect: () => all(states(count(`faculty = 'Arts'`)), states(count(`faculty = 'Science'`))),
    },
    {
      question: 'Q2 vs Q3 incidents',
      expect: () =>
        all(
          states(count(`day BETWEEN '2025-04-01' AND '2025-06-30'`)),
          states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
        ),
    },
    // Rankings.
    {
      question: 'Which service generates the most incidents?',
      expect: () => {
        const [first] = top('service', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'top 3 faculties by number of incidents',
      expect: () => ranks(top('faculty', 'count(*)')),
    },
    {
      question: 'rank the assigned teams by total hours spent',
      expect: () => {
        const [first] = top('team', 'sum(hours)');
        return leads(first!.k, first!.v, 0.51);
      },
    },
    {
      question: 'Which service has the lowest average satisfaction?',
      expect: () => {
        const last = least('service', 'avg(csat)');
        return leads(last.k, last.v, 0.051);
      },
    },
    {
      question: 'Which faculty had the fewest incidents?',
      expect: () => {
        const last = least('faculty', 'count(*)');
        return leads(last.k, last.v);
      },
    },
    // Relative periods (the data ends on Friday 31 October 2025).
    {
      question: 'How many incidents last quarter?',
      expect: () => states(count(`day BETWEEN '2025-07-01' AND '2025-09-30'`)),
    },
    {
      question: 'incidents in the past 2 weeks',
      expect: () => states(count('day >= ?', since(14))),
    },
    {
      question: 'How many Wi-Fi incidents since September?',
      expect: () => states(count(`service = 'Wi-Fi' AND day >= '2025-09-01'`)),
    },
    {
      question: 'hours spent last month',
      expect: () => states(value('sum(hours)', `day LIKE '2025-09-%'`), 0.51),
    },
    {
      question: 'how many incidents were closed in June?',
      expect: () => states(count(`closed LIKE '2025-06-%'`)),
    },
    // Casual wording with typos.
    {
      question: 'how many incidnets about printing',
      expect: () => states(count(`service = 'Printing'`)),
    },
    {
      question: 'avg hrs spent 4 vle access?',
      expect: () => states(value('avg(hours)', `service = 'VLE Access'`), 0.051),
    },
    {
      question: 'hw many wifi incidents in engineering',
      expect: () => states(count(`service = 'Wi-Fi' AND faculty = 'Engineering'`)),
    },
    // Follow-ups.
    {
      before: ['How many incidents were about printing?'],
      question: 'and email?',
      expect: () => states(count(`service = 'Email'`)),
    },
    {
      before: ['What is the total time spent for Medicine?'],
      question: 'what about Arts?',
      expect: () => states(value('sum(hours)', `faculty = 'Arts'`), 0.51),
    },
    {
      before: ['How many P1 incidents were there?'],
      question: 'how many of those missed the SLA?',
      todo: "the no side of a flag said by an antonym verb ('missed the SLA' of 'SLA met') is read as an unknown word (verb forms: engineer B)",
      expect: () => states(count(`priority = 'P1' AND sla = 0`)),
    },
    // Lookups by id: a year and a number, however spaced; one of that shape not held.
    {
      question: 'What was the state of 2025/0042?',
      expect: () => names(sample(41)['state']!),
    },
    {
      question: 'who handled ref 2025 / 0731?',
      expect: () => names(sample(730)['team']!),
    },
    {
      question: 'how long was spent on incident 2025/1200',
      expect: () => states(incidents[1199]!.hours, 0.01),
    },
    {
      question: 'when was 2025/0100 closed?',
      expect: () => names(incidents[99]!.closed ?? 'open'),
    },
    {
      question: 'What was the outcome of incident 2025/9876?',
      expect: declines,
    },
    {
      question: `How many incidents has requester ${requester} raised?`,
      expect: () => states(count('requester = ?', requester)),
    },
    // Two asks.
    {
      question: 'How many incidents were closed and what was their average satisfaction?',
      todo: "two asks joined by 'and' (a count and an average) answered as the first alone (multi-part questions: engineer A)",
      expect: () =>
        all(
          states(count(`state = 'Closed'`)),
          states(value('avg(csat)', `state = 'Closed'`), 0.051),
        ),
    },
    // More forms.
    {
      question: 'Which month had the most incidents?',
      expect: () => states(top(`substr(day, 1, 7)`, 'count(*)')[0]!.v),
    },
    {
      question: 'number of incidents per priority',
      expect: () => ranks(topAll('priority', 'count(*)')),
    },
    {
      question: 'How many incidents took more than 3 hours?',
      expect: () => states(count('hours > 3')),
    },
    {
      question: 'how many incidents opened on 14.03.2025',
      todo: "the record's own time said by its verb ('opened on') is read as the state 'Open' (verb forms of values: engineer B)",
      expect: () => states(count(`day = '2025-03-14'`)),
    },
    {
      question: 'Which requester type has the best satisfaction score?',
      expect: () => {
        const [first] = top('kind', 'avg(csat)');
        return leads(first!.k, first!.v, 0.051);
      },
    },
    // What the data cannot answer.
    { question: 'Which technician closed the most incidents?', expect: declines },
    { question: 'What is the average laptop age?', expect: declines },
    { question: 'How many incidents were about the coffee machine?', expect: declines },
    { question: 'Which building has the worst Wi-Fi signal?', expect: declines },
    { question: 'How much did the desk cost to run?', expect: declines },
    { question: 'How many students failed their exams?', expect: declines },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
