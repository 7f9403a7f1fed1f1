// Seventh held-out round over the generated car-rental incidents, continued: casual wording with
// typos, two-turn follow-ups, questions the data cannot answer (with a nearby answer to tempt),
// record lookups, the planted facts in an analyst's words, and several asks in one question.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, share, top } from './truth';
import { cad, incidents, mean, over, ranked } from './unseen6-truth';

const dataset = 'rental' as const;

/** One column of one incident, by its number. */
function cell(db: Parameters<EvalCase['truth']>[0]['db'], ref: string, column: string): string {
  const found = db.prepare(`SELECT ${column} FROM incidents WHERE ref = ?`).pluck().get(ref);
  if (found === undefined) throw new Error(`No incident ${ref}`);
  return String(found);
}

export const unseen6RentalMore: EvalCase[] = [
  {
    id: 'u6-casual-flat',
    dataset,
    category: 'casual',
    question: 'hw many flat tires hav we logged??',
    truth: ({ db }) => answer([count('flat tires', incidents(db, `kind = 'Flat tire'`))]),
  },
  {
    id: 'u6-casual-chip-cost',
    dataset,
    category: 'casual',
    question: 'avg repair cost for windsheild chips?',
    truth: ({ db }) =>
      answer([mean('repair cost', over(db, 'avg', 'repair', `kind = 'Windshield chip'`), 0.51)]),
  },
  {
    id: 'u6-casual-fastest-agent',
    dataset,
    category: 'casual',
    question: 'which agent sorts incidents out fastest',
    truth: ({ db }) =>
      leader('agent', ranked(db, 'agent', 'avg(hours)', '1', 'ASC'), (v) => mean('hours', v)),
  },
  {
    id: 'u6-casual-keys',
    dataset,
    category: 'casual',
    question: 'lost keys - how many we got?',
    truth: ({ db }) => answer([count('lost keys', incidents(db, `kind = 'Lost key'`))]),
  },
  {
    id: 'u6-casual-montreal',
    dataset,
    category: 'casual',
    question: 'montreal central incidents this yr',
    truth: ({ db }) =>
      answer([
        count(
          'Montreal Central',
          incidents(db, `branch = 'Montreal Central' AND day >= '2025-01-01'`),
        ),
      ]),
  },
  {
    id: 'u6-casual-late-billed',
    dataset,
    category: 'casual',
    question: 'whats the total we billed ppl for late returns',
    truth: ({ db }) => answer([cad('charged', over(db, 'sum', 'charged', `kind = 'Late return'`))]),
  },
  {
    id: 'u6-turn-toll-pearson',
    dataset,
    category: 'follow-up',
    previous: ['How many toll disputes were logged?'],
    question: 'And how many of those were at Toronto Pearson?',
    truth: ({ db }) =>
      answer([
        count(
          'toll disputes',
          incidents(db, `kind = 'Toll dispute' AND branch = 'Toronto Pearson'`),
        ),
      ]),
  },
  {
    id: 'u6-turn-chip-repair',
    dataset,
    category: 'follow-up',
    previous: ['What was the average repair cost for body damage?'],
    question: 'What about for windshield chips?',
    truth: ({ db }) =>
      answer([mean('repair cost', over(db, 'avg', 'repair', `kind = 'Windshield chip'`), 0.51)]),
  },
  {
    id: 'u6-turn-halifax-hours',
    dataset,
    category: 'follow-up',
    previous: ['How many incidents did Halifax Airport have?'],
    question: 'What was their average resolution time in hours?',
    truth: ({ db }) =>
      answer([mean('hours', over(db, 'avg', 'hours', `branch = 'Halifax Airport'`))]),
  },
  {
    id: 'u6-turn-van-breakdowns',
    dataset,
    category: 'follow-up',
    previous: ['Number of incidents involving cargo vans?'],
    question: 'How many of them were mechanical breakdowns?',
    truth: ({ db }) =>
      answer([
        count('breakdowns', incidents(db, `class = 'Cargo Van' AND kind = 'Mechanical breakdown'`)),
      ]),
  },
  {
    id: 'u6-turn-agent',
    dataset,
    category: 'follow-up',
    previous: ['How many incidents did Raj Sandhu handle?'],
    question: 'and Fatima Noor?',
    truth: ({ db }) => answer([count('Fatima Noor', incidents(db, `agent = 'Fatima Noor'`))]),
  },
  {
    id: 'u6-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of renters involved in incidents?',
    truth: () => decline('the data has no renter age'),
  },
  {
    id: 'u6-no-edmonton',
    dataset,
    category: 'unanswerable',
    question: 'How many incidents happened at Edmonton Airport?',
    truth: () => decline('there is no Edmonton branch in the data'),
  },
  {
    id: 'u6-no-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many incidents were logged in 2024?',
    truth: () => decline('the data starts in January 2025'),
  },
  {
    id: 'u6-no-fuel-type',
    dataset,
    category: 'unanswerable',
    question: 'Which fuel type (gas, hybrid or electric) has the most breakdowns?',
    truth: () => decline('the data has no fuel type'),
  },
  {
    id: 'u6-no-revenue',
    dataset,
    category: 'unanswerable',
    question: 'What was our total rental revenue in October?',
    truth: () => decline('the data holds charges for incidents, not rental revenue'),
  },
  {
    id: 'u6-no-record',
    dataset,
    category: 'unanswerable',
    question: 'What happened in incident INC-999999?',
    truth: ({ db }) => {
      if (incidents(db, `ref = 'INC-999999'`) !== 0) throw new Error('INC-999999 exists');
      return decline('there is no incident INC-999999');
    },
  },
  {
    id: 'u6-no-forecast',
    dataset,
    category: 'unanswerable',
    question: 'How many incidents will we have next month?',
    truth: () => decline('a month after the data is not in it'),
  },
  {
    id: 'u6-no-excess',
    dataset,
    category: 'unanswerable',
    question: 'What insurance excess do renters pay on average?',
    truth: () => decline('the data has no insurance excess'),
  },
  {
    id: 'u6-lookup-key',
    dataset,
    category: 'lookup',
    question: 'What happened with incident INC-420235?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named('incident type', cell(db, 'INC-420235', 'kind')),
          named('branch', cell(db, 'INC-420235', 'branch')),
        ],
      ),
  },
  {
    id: 'u6-lookup-collision',
    dataset,
    category: 'lookup',
    question: 'Which branch dealt with INC-418240, and what did the repair cost?',
    truth: ({ db }) =>
      answer(
        [also(cad('repair cost', Number(cell(db, 'INC-418240', 'repair'))))],
        [named('branch', cell(db, 'INC-418240', 'branch'))],
      ),
  },
  {
    id: 'u6-lookup-renter',
    dataset,
    category: 'lookup',
    question: 'How many incidents does renter CU-712477 have on file?',
    truth: ({ db }) => answer([count('incidents', incidents(db, `renter = 'CU-712477'`))]),
  },
  {
    id: 'u6-lookup-status',
    dataset,
    category: 'lookup',
    question: 'Who is handling INC-418255 and where does it stand?',
    truth: ({ db }) =>
      answer(
        [],
        [
          named('agent', cell(db, 'INC-418255', 'agent')),
          named('status', cell(db, 'INC-418255', 'status')),
        ],
      ),
  },
  {
    id: 'u6-fact-hail-day',
    dataset,
    category: 'planted fact',
    question: 'Was there one day when damage reports went through the roof? Which day was it?',
    truth: ({ db }) => {
      const days = ranked(db, 'day', 'count(*)', `kind = 'Body damage'`);
      return answer([], [{ label: 'day', anyOf: daySpellings(days.keys[0]!) }]);
    },
  },
  {
    id: 'u6-fact-toll-shift',
    dataset,
    category: 'planted fact',
    question:
      'How many toll disputes did the Toronto branches log from June 2025 on, compared with before June?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'from June',
            incidents(
              db,
              `kind = 'Toll dispute' AND branch LIKE 'Toronto%' AND day >= '2025-06-01'`,
            ),
          ),
        ),
        also(
          count(
            'before June',
            incidents(
              db,
              `kind = 'Toll dispute' AND branch LIKE 'Toronto%' AND day < '2025-06-01'`,
            ),
          ),
        ),
      ]),
  },
  {
    id: 'u6-fact-halifax-autumn',
    dataset,
    category: 'planted fact',
    question: 'Which branch fell behind on resolution times in September and October?',
    truth: ({ db }) =>
      leader(
        'branch',
        ranked(db, 'branch', 'avg(hours)', `day BETWEEN '2025-09-01' AND '2025-10-31'`),
        (v) => mean('hours', v),
      ),
  },
  {
    id: 'u6-fact-van-breakdowns',
    dataset,
    category: 'planted fact',
    question:
      'Which vehicle class has the highest share of its incidents being mechanical breakdowns?',
    truth: ({ db }) =>
      leader('class', ranked(db, 'class', `avg(kind = 'Mechanical breakdown')`), (v) =>
        share('breakdown share', v),
      ),
  },
  {
    id: 'u6-fact-waiver-body',
    dataset,
    category: 'planted fact',
    question:
      'For body damage, how much do renters who took the damage waiver get charged on average, versus those who did not?',
    truth: ({ db }) =>
      answer([
        also(
          mean(
            'with waiver',
            over(db, 'avg', 'charged', `kind = 'Body damage' AND waiver = 1`),
            0.51,
          ),
        ),
        also(
          mean(
            'without waiver',
            over(db, 'avg', 'charged', `kind = 'Body damage' AND waiver = 0`),
            0.51,
          ),
        ),
      ]),
  },
  {
    id: 'u6-fact-hail-count',
    dataset,
    category: 'planted fact',
    question: 'How many body damage incidents did the Calgary branches report on 22 July 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'body damage',
          incidents(db, `kind = 'Body damage' AND branch LIKE 'Calgary%' AND day = '2025-07-22'`),
        ),
      ]),
  },
  {
    id: 'u6-multi-collisions',
    dataset,
    category: 'multi-part',
    question: 'How many collisions were there, and what did they cost in repairs in total?',
    truth: ({ db }) =>
      answer([
        count('collisions', incidents(db, `kind = 'Collision'`)),
        also(cad('repair cost', over(db, 'sum', 'repair', `kind = 'Collision'`))),
      ]),
  },
  {
    id: 'u6-multi-webchat',
    dataset,
    category: 'multi-part',
    question: 'How many incidents came in via Web Chat, and what was their average renter rating?',
    truth: ({ db }) =>
      answer([
        count('web chat', incidents(db, `channel = 'Web Chat'`)),
        also(mean('rating', over(db, 'avg', 'rating', `channel = 'Web Chat'`), 0.006)),
      ]),
  },
  {
    id: 'u6-multi-keys-branch',
    dataset,
    category: 'multi-part',
    question: 'Which branch had the most lost keys, and how many was that?',
    truth: ({ db }) => {
      const branches = ranked(db, 'branch', 'count(*)', `kind = 'Lost key'`);
      return answer(
        [also(count('lost keys', branches.values[0]!))],
        [top('branch', branches.keys)],
      );
    },
  },
  {
    id: 'u6-multi-km',
    dataset,
    category: 'multi-part',
    question:
      'What is the average km driven for cargo vans, and how does that compare with economy cars?',
    truth: ({ db }) =>
      answer([
        also(mean('cargo van km', over(db, 'avg', 'km', `class = 'Cargo Van'`), 0.51)),
        also(mean('economy km', over(db, 'avg', 'km', `class = 'Economy'`), 0.51)),
      ]),
  },
  {
    id: 'u6-multi-charged-share',
    dataset,
    category: 'multi-part',
    question:
      'How many incidents were closed with a charge, and what share of all incidents is that?',
    truth: ({ db }) =>
      answer([
        count('closed - charged', incidents(db, `status = 'Closed - Charged'`)),
        share('share', over(db, 'avg', `status = 'Closed - Charged'`, '1')),
      ]),
  },
];
