// Twelfth held-out round over the generated mishandled baggage reports, continued: casual
// wordings, follow-ups, what the data cannot answer, lookups by file reference, the planted facts
// and questions with more than one ask.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, share, top } from './truth';
import { daysToClose, mean, nzd, over, own, ranked, reports } from './unseen11-truth';

const dataset = 'baggage' as const;

export const unseen11BaggageMore: EvalCase[] = [
  {
    id: 'u11-casual-pilfered',
    dataset,
    category: 'casual',
    question: 'how many bags got pilferd lol',
    truth: ({ db }) => answer([count('pilfered', reports(db, `kind = 'Pilfered'`))]),
  },
  {
    id: 'u11-casual-golf-claim',
    dataset,
    category: 'casual',
    question: 'avg claim 4 golf bags?',
    truth: ({ db }) =>
      answer([nzd('average claim', over(db, 'avg', 'claim', `bag = 'Golf bag'`), 0.51)]),
  },
  {
    id: 'u11-casual-kea',
    dataset,
    category: 'casual',
    question: 'kea air reports hw many',
    truth: ({ db }) => answer([count('Kea Air', reports(db, `carrier = 'Kea Air'`))]),
  },
  {
    id: 'u11-casual-lost-terminal',
    dataset,
    category: 'casual',
    question: 'whch terminal has more lost bags',
    truth: ({ db }) =>
      leader('terminal', ranked(db, 'terminal', 'count(*)', `kind = 'Lost'`), (v) => count('n', v)),
  },
  {
    id: 'u11-casual-app',
    dataset,
    category: 'casual',
    question: 'no. of reports via the airline app?',
    truth: ({ db }) => answer([count('app', reports(db, `via = 'Airline app'`))]),
  },
  {
    id: 'u11-casual-tasman-both',
    dataset,
    category: 'casual',
    question: 'tasman link + tasman air combined, total reports?',
    truth: ({ db }) =>
      answer([count('total', reports(db, `carrier IN ('Tasman Air', 'Tasman Link')`))]),
  },
  {
    id: 'u11-turn-sx-pilfered',
    dataset,
    category: 'follow-up',
    previous: ['How many reports are about Southern Express?'],
    question: 'How many of those were Pilfered?',
    truth: ({ db }) =>
      answer([
        count('pilfered', reports(db, `carrier = 'Southern Express' AND kind = 'Pilfered'`)),
      ]),
  },
  {
    id: 'u11-turn-september',
    dataset,
    category: 'follow-up',
    previous: ['How many reports were raised in August 2025?'],
    question: 'same again for September?',
    truth: ({ db }) => answer([count('September', reports(db, `substr(day, 1, 7) = '2025-09'`))]),
  },
  {
    id: 'u11-turn-missing-claim',
    dataset,
    category: 'follow-up',
    previous: ['What is the average claim for Lost bags?'],
    question: 'What about Missing item?',
    truth: ({ db }) =>
      answer([nzd('average claim', over(db, 'avg', 'claim', `kind = 'Missing item'`), 0.51)]),
  },
  {
    id: 'u11-turn-wheels-leader',
    dataset,
    category: 'follow-up',
    previous: ['Which carrier has the most Damaged - wheels or handle reports?'],
    question: 'How many does it have?',
    truth: ({ db }) => {
      const carriers = ranked(db, 'carrier', 'count(*)', `kind = 'Damaged - wheels or handle'`);
      return answer([count('n', carriers.values[0]!)]);
    },
  },
  {
    id: 'u11-turn-web-elite',
    dataset,
    category: 'follow-up',
    previous: ['How many reports came through the web form?'],
    question: 'What share of them were raised by elite-tier passengers?',
    truth: ({ db }) => answer([share('elite', over(db, 'avg', 'elite', `via = 'Web form'`))]),
  },
  {
    id: 'u11-turn-prams',
    dataset,
    category: 'follow-up',
    previous: ['How many reports concern backpacks?'],
    question: 'And prams or car seats?',
    truth: ({ db }) => answer([count('prams', reports(db, `bag = 'Pram or car seat'`))]),
  },
  {
    id: 'u11-no-flight-number',
    dataset,
    category: 'unanswerable',
    question: 'Which flight number had the most delayed bags?',
    truth: () => decline('the reports record no flight numbers'),
  },
  {
    id: 'u11-no-handler',
    dataset,
    category: 'unanswerable',
    question: 'Which baggage handler was responsible for the most damage?',
    truth: () => decline('the reports record no handlers'),
  },
  {
    id: 'u11-no-2023',
    dataset,
    category: 'unanswerable',
    question: 'How many reports were raised in December 2023?',
    truth: () => decline('the reports start in November 2024'),
  },
  {
    id: 'u11-no-email',
    dataset,
    category: 'unanswerable',
    question: "What is passenger PX-1GBN's email address?",
    truth: () => decline('the reports keep no contact details'),
  },
  {
    id: 'u11-no-report',
    dataset,
    category: 'unanswerable',
    question: 'What stage is report AKLTA99998 at?',
    truth: ({ db }) => {
      if (reports(db, `ref = 'AKLTA99998'`) !== 0) throw new Error('AKLTA99998 exists');
      return decline('there is no report AKLTA99998');
    },
  },
  {
    id: 'u11-no-paid-out',
    dataset,
    category: 'unanswerable',
    question: 'How much compensation was actually paid out to passengers, as opposed to claimed?',
    truth: () => decline('the reports hold amounts claimed, not amounts paid'),
  },
  {
    id: 'u11-no-cabin-class',
    dataset,
    category: 'unanswerable',
    question: 'How many reports came from business class passengers?',
    truth: () => decline('the reports record no cabin class'),
  },
  {
    id: 'u11-no-november-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many bags were reported lost in November 2025?',
    truth: () => decline('the reports end on 31 October 2025'),
  },
  {
    id: 'u11-no-age',
    dataset,
    category: 'unanswerable',
    question: 'How old is passenger PX-1HKD?',
    truth: () => decline('the reports record no ages'),
  },
  {
    id: 'u11-lookup-kind-stage',
    dataset,
    category: 'lookup',
    question: 'What irregularity and what stage does report AKLSC27848 have?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'irregularity', 'kind', 'AKLSC27848'), own(db, 'stage', 'stage', 'AKLSC27848')],
      ),
  },
  {
    id: 'u11-lookup-carrier-bag',
    dataset,
    category: 'lookup',
    question: 'Report AKLSC55954: which carrier, and what type of bag?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'carrier', 'carrier', 'AKLSC55954'), own(db, 'bag type', 'bag', 'AKLSC55954')],
      ),
  },
  {
    id: 'u11-lookup-closed-delivery',
    dataset,
    category: 'lookup',
    question: 'When was report AKLTA86636 closed, and how did the bag get back to its owner?',
    truth: ({ db }) => {
      const closed = String(
        db.prepare(`SELECT closed FROM reports WHERE ref = 'AKLTA86636'`).pluck().get(),
      );
      return answer(
        [],
        [named('closed', ...daySpellings(closed)), own(db, 'delivery', 'delivery', 'AKLTA86636')],
      );
    },
  },
  {
    id: 'u11-lookup-claim',
    dataset,
    category: 'lookup',
    question: 'How much was claimed on report AKLKE42200?',
    truth: ({ db }) => answer([nzd('claim', over(db, 'max', 'claim', `ref = 'AKLKE42200'`), 0.01)]),
  },
  {
    id: 'u11-fact-sorter',
    dataset,
    category: 'planted fact',
    question:
      'How many Delayed reports came from the International terminal between 8 and 12 June 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'delayed',
          reports(
            db,
            `kind = 'Delayed' AND terminal = 'International'
             AND day BETWEEN '2025-06-08' AND '2025-06-12'`,
          ),
        ),
      ]),
  },
  {
    id: 'u11-fact-theft',
    dataset,
    category: 'planted fact',
    question: 'How many Pilfered reports did Southern Express have in September 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'pilfered',
          reports(
            db,
            `carrier = 'Southern Express' AND kind = 'Pilfered' AND substr(day, 1, 7) = '2025-09'`,
          ),
        ),
      ]),
  },
  {
    id: 'u11-fact-january-close',
    dataset,
    category: 'planted fact',
    question: 'For reports raised in January 2025, what was the average number of days to close?',
    truth: ({ db }) => answer([daysToClose(db, 'days to close', `substr(day, 1, 7) = '2025-01'`)]),
  },
  {
    id: 'u11-fact-elite-close',
    dataset,
    category: 'planted fact',
    question: 'On average, how many days do elite-tier passengers wait for their report to close?',
    truth: ({ db }) => answer([daysToClose(db, 'days to close', 'elite = 1')]),
  },
  {
    id: 'u11-fact-kea-first',
    dataset,
    category: 'planted fact',
    question: 'When was the first report naming Kea Air raised?',
    truth: ({ db }) => {
      const first = String(
        db.prepare(`SELECT min(day) FROM reports WHERE carrier = 'Kea Air'`).pluck().get(),
      );
      return answer([], [named('first day', ...daySpellings(first))]);
    },
  },
  {
    id: 'u11-multi-lost',
    dataset,
    category: 'multi-part',
    question: 'How many Lost reports are there, and what is their average claim?',
    truth: ({ db }) =>
      answer([
        also(count('lost', reports(db, `kind = 'Lost'`))),
        also(nzd('average claim', over(db, 'avg', 'claim', `kind = 'Lost'`), 0.51)),
      ]),
  },
  {
    id: 'u11-multi-carrier-share',
    dataset,
    category: 'multi-part',
    question: 'Which carrier has the most reports, and what share of all reports is that?',
    truth: ({ db }) => {
      const carriers = ranked(db, 'carrier', 'count(*)');
      return answer(
        [also(share('share', carriers.values[0]! / reports(db, '1')))],
        [top('carrier', carriers.keys)],
      );
    },
  },
  {
    id: 'u11-multi-open-stage',
    dataset,
    category: 'multi-part',
    question: 'How many reports are not closed yet, and which stage holds most of them?',
    truth: ({ db }) => {
      const stages = ranked(db, 'stage', 'count(*)', `stage NOT LIKE 'Closed%'`);
      return answer(
        [also(count('open', reports(db, `stage NOT LIKE 'Closed%'`)))],
        [top('stage', stages.keys)],
      );
    },
  },
  {
    id: 'u11-multi-delivery',
    dataset,
    category: 'multi-part',
    question:
      'How many bags went back by courier, and how many were collected at the airport instead?',
    truth: ({ db }) =>
      answer([
        also(count('courier', reports(db, `delivery = 'Courier'`))),
        also(count('collected', reports(db, `delivery = 'Collected at airport'`))),
      ]),
  },
  {
    id: 'u11-multi-weight',
    dataset,
    category: 'multi-part',
    question: 'What is the average bag weight, and how many reports involve a bag over 20 kg?',
    truth: ({ db }) =>
      answer([
        also(mean('average kg', over(db, 'avg', 'kg', '1'))),
        also(count('over 20 kg', reports(db, 'kg > 20'))),
      ]),
  },
  {
    id: 'u11-multi-june',
    dataset,
    category: 'multi-part',
    question:
      'How many reports were raised in June 2025, and which irregularity was the most common that month?',
    truth: ({ db }) => {
      const kinds = ranked(db, 'kind', 'count(*)', `substr(day, 1, 7) = '2025-06'`);
      return answer(
        [also(count('June', reports(db, `substr(day, 1, 7) = '2025-06'`)))],
        [top('irregularity', kinds.keys)],
      );
    },
  },
];
