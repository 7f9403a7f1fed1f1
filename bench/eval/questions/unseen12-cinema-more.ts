// Thirteenth held-out round over the generated cinema guest feedback, continued: casual wording,
// follow-ups, questions the data cannot answer, lookups by feedback number, the planted facts in
// an analyst's words, and questions with more than one ask.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import { also, answer, count, decline, leader, named, share, top } from './truth';
import { cad, cadTotal, daysToClose, feedback, mean, over, own, ranked } from './unseen12-truth';

const dataset = 'cinema' as const;

export const unseen12CinemaMore: EvalCase[] = [
  {
    id: 'u12-casual-seating',
    dataset,
    category: 'casual',
    question: 'how mny feedbacks abt seating??',
    truth: ({ db }) => answer([count('Seating', feedback(db, `topic = 'Seating'`))]),
  },
  {
    id: 'u12-casual-kingsway-imax-sound',
    dataset,
    category: 'casual',
    question: 'kingsway imax sound probs, how many total',
    truth: ({ db }) =>
      answer([
        count('sound', feedback(db, `site = 'Kingsway' AND screen = 'IMAX' AND topic = 'Sound'`)),
      ]),
  },
  {
    id: 'u12-casual-vip-price',
    dataset,
    category: 'casual',
    question: 'avg ticket $ for vip?',
    truth: ({ db }) => answer([cad('VIP price', over(db, 'avg', 'price', `screen = 'VIP'`), 0.01)]),
  },
  {
    id: 'u12-casual-harbours-slower',
    dataset,
    category: 'casual',
    question: 'whos slower at closing stuff, harbour front or harbour centre',
    truth: ({ db }) =>
      answer(
        [
          also(daysToClose(db, 'Harbour Front', `site = 'Harbour Front'`)),
          also(daysToClose(db, 'Harbour Centre', `site = 'Harbour Centre'`)),
        ],
        [named('slower', 'Harbour Centre')],
      ),
  },
  {
    id: 'u12-casual-social-share',
    dataset,
    category: 'casual',
    question: '% of feedback thru social media?',
    truth: ({ db }) =>
      answer([share('social media', over(db, 'avg', `source = 'Social media'`, '1'))]),
  },
  {
    id: 'u12-casual-westgate-refunds',
    dataset,
    category: 'casual',
    question: 'westgate refunds total $$',
    truth: ({ db }) =>
      answer([cad('Westgate refunds', over(db, 'sum', 'refund', `site = 'Westgate'`))]),
  },
  {
    id: 'u12-turn-clean-westgate',
    dataset,
    category: 'follow-up',
    previous: ['How much of the feedback is about Cleanliness?'],
    question: 'How many of those were at Westgate?',
    truth: ({ db }) =>
      answer([count('Westgate', feedback(db, `topic = 'Cleanliness' AND site = 'Westgate'`))]),
  },
  {
    id: 'u12-turn-box-office-april',
    dataset,
    category: 'follow-up',
    previous: ['How many feedback items came in at the Box Office in March 2025?'],
    question: 'and April?',
    truth: ({ db }) =>
      answer([
        count('April', feedback(db, `source = 'Box Office' AND substr(day, 1, 7) = '2025-04'`)),
      ]),
  },
  {
    id: 'u12-turn-staff-leader',
    dataset,
    category: 'follow-up',
    previous: ['Which cinema gets the most Staff feedback?'],
    question: 'How many Staff items does that cinema have?',
    truth: ({ db }) => {
      const sites = ranked(db, 'site', 'count(*)', `topic = 'Staff'`);
      return answer([count('Staff', sites.values[0]!)]);
    },
  },
  {
    id: 'u12-turn-queue-kingsway',
    dataset,
    category: 'follow-up',
    previous: ['What is the average queue time at King Street?'],
    question: 'Same for Kingsway?',
    truth: ({ db }) =>
      answer([mean('Kingsway queue', over(db, 'avg', 'queue', `site = 'Kingsway'`))]),
  },
  {
    id: 'u12-turn-members-no-action',
    dataset,
    category: 'follow-up',
    previous: ['How many feedback items are from Stars Club members?'],
    question: 'Of those, how many ended up Closed - no action?',
    truth: ({ db }) =>
      answer([count('no action', feedback(db, `member = 1 AND status = 'Closed - no action'`))]),
  },
  {
    id: 'u12-turn-refunds-imax-3d',
    dataset,
    category: 'follow-up',
    previous: ['How many refunds were issued for 3D screenings?'],
    question: 'Switch that to IMAX 3D.',
    truth: ({ db }) =>
      answer([count('IMAX 3D refunds', feedback(db, `screen = 'IMAX 3D' AND refund IS NOT NULL`))]),
  },
  {
    id: 'u12-turn-june-not-app',
    dataset,
    category: 'follow-up',
    previous: ['How much feedback did we get in June 2025?'],
    question: 'And excluding anything that came through the App?',
    truth: ({ db }) =>
      answer([count('not App', feedback(db, `source <> 'App' AND substr(day, 1, 7) = '2025-06'`))]),
  },
  {
    id: 'u12-no-film',
    dataset,
    category: 'unanswerable',
    question: 'Which film drew the most complaints?',
    truth: () => decline('the feedback records no film titles'),
  },
  {
    id: 'u12-no-nov-2024',
    dataset,
    category: 'unanswerable',
    question: 'How many feedback items came in during November 2024?',
    truth: () => decline('the feedback starts on 1 December 2024'),
  },
  {
    id: 'u12-no-usher',
    dataset,
    category: 'unanswerable',
    question: 'Which usher was mentioned by name most often?',
    truth: () => decline('the feedback records no staff names'),
  },
  {
    id: 'u12-no-phone-number',
    dataset,
    category: 'unanswerable',
    question: "What is guest GST049051's phone number?",
    truth: () => decline('the feedback keeps no contact details'),
  },
  {
    id: 'u12-no-popcorn-sales',
    dataset,
    category: 'unanswerable',
    question: 'How much popcorn revenue did Harbour Front make in July 2025?',
    truth: () => decline('the feedback holds no sales'),
  },
  {
    id: 'u12-no-attendance',
    dataset,
    category: 'unanswerable',
    question: 'What was the attendance at Kingsway in August 2025?',
    truth: () => decline('the feedback records no attendance'),
  },
  {
    id: 'u12-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What is the status of feedback AUR-2513-0001?',
    truth: () => decline('there is no feedback AUR-2513-0001'),
  },
  {
    id: 'u12-no-next-month',
    dataset,
    category: 'unanswerable',
    question: 'How much feedback will we receive in January 2026?',
    truth: () => decline('the feedback ends on 30 November 2025'),
  },
  {
    id: 'u12-no-age',
    dataset,
    category: 'unanswerable',
    question: 'Which age group complains most about the sound being too loud?',
    truth: () => decline('the feedback records no ages'),
  },
  {
    id: 'u12-lookup-topic-status',
    dataset,
    category: 'lookup',
    question: 'What was feedback AUR-2508-0150 about, and what is its status?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'topic', 'topic', 'AUR-2508-0150'), own(db, 'status', 'status', 'AUR-2508-0150')],
      ),
  },
  {
    id: 'u12-lookup-site-screen',
    dataset,
    category: 'lookup',
    question: 'AUR-2503-0101: which cinema was it, and what type of screen?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'cinema', 'site', 'AUR-2503-0101'), own(db, 'screen', 'screen', 'AUR-2503-0101')],
      ),
  },
  {
    id: 'u12-lookup-refund',
    dataset,
    category: 'lookup',
    question: 'How much did we refund on feedback AUR-2504-0107?',
    truth: ({ db }) =>
      answer([cad('refund', over(db, 'max', 'refund', `ref = 'AUR-2504-0107'`), 0.01)]),
  },
  {
    id: 'u12-lookup-closed',
    dataset,
    category: 'lookup',
    question: 'On what date was AUR-2510-0042 closed?',
    truth: ({ db }) => {
      const closed = String(
        db.prepare(`SELECT closed FROM feedback WHERE ref = 'AUR-2510-0042'`).pluck().get(),
      );
      return answer([], [named('closed on', ...daySpellings(closed))]);
    },
  },
  {
    id: 'u12-lookup-source-status',
    dataset,
    category: 'lookup',
    question: 'Where did AUR-2509-0301 come in from, and how was it resolved?',
    truth: ({ db }) =>
      answer(
        [],
        [
          own(db, 'source', 'source', 'AUR-2509-0301'),
          own(db, 'status', 'status', 'AUR-2509-0301'),
        ],
      ),
  },
  {
    id: 'u12-fact-kingsway-imax',
    dataset,
    category: 'planted fact',
    question:
      'Between 14 and 20 July 2025, how many Sound items did Kingsway get for IMAX screenings?',
    truth: ({ db }) =>
      answer([
        count(
          'sound',
          feedback(
            db,
            `site = 'Kingsway' AND screen = 'IMAX' AND topic = 'Sound'
             AND day BETWEEN '2025-07-14' AND '2025-07-20'`,
          ),
        ),
      ]),
  },
  {
    id: 'u12-fact-price-september',
    dataset,
    category: 'planted fact',
    question: 'How many Concessions - price items were logged in September 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'price',
          feedback(db, `topic = 'Concessions - price' AND substr(day, 1, 7) = '2025-09'`),
        ),
      ]),
  },
  {
    id: 'u12-fact-riverbend-march',
    dataset,
    category: 'planted fact',
    question: 'How much feedback did Riverbend receive in March 2025?',
    truth: ({ db }) =>
      answer([
        count('Riverbend', feedback(db, `site = 'Riverbend' AND substr(day, 1, 7) = '2025-03'`)),
      ]),
  },
  {
    id: 'u12-fact-harbour-centre-days',
    dataset,
    category: 'planted fact',
    question: 'For Harbour Centre alone, what is the average number of days to close feedback?',
    truth: ({ db }) => answer([daysToClose(db, 'Harbour Centre', `site = 'Harbour Centre'`)]),
  },
  {
    id: 'u12-fact-app-outage',
    dataset,
    category: 'planted fact',
    question: 'On 3 October 2025, how many Booking items came in through the App?',
    truth: ({ db }) =>
      answer([
        count(
          'Booking via App',
          feedback(db, `topic = 'Booking' AND source = 'App' AND day = '2025-10-03'`),
        ),
      ]),
  },
  {
    id: 'u12-multi-refunds',
    dataset,
    category: 'multi-part',
    question: 'How many refunds did we issue, and what was the average refund amount?',
    truth: ({ db }) =>
      answer([
        also(count('refunds', feedback(db, 'refund IS NOT NULL'))),
        also(cad('average refund', over(db, 'avg', 'refund', 'refund IS NOT NULL'), 0.01)),
      ]),
  },
  {
    id: 'u12-multi-top-topic',
    dataset,
    category: 'multi-part',
    question: 'Which topic has the most feedback, and how many items is that?',
    truth: ({ db }) => leader('topic', ranked(db, 'topic', 'count(*)'), (v) => count('n', v)),
  },
  {
    id: 'u12-multi-open-site',
    dataset,
    category: 'multi-part',
    question:
      'How many items are still Open or In review, and which cinema holds the most of them?',
    truth: ({ db }) => {
      const where = `status IN ('Open', 'In review')`;
      return answer(
        [also(count('not closed', feedback(db, where)))],
        [top('cinema', ranked(db, 'site', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'u12-multi-imax-price',
    dataset,
    category: 'multi-part',
    question:
      'How many feedback items concern IMAX screenings (not IMAX 3D), and what was their average ticket price?',
    truth: ({ db }) =>
      answer([
        also(count('IMAX', feedback(db, `screen = 'IMAX'`))),
        also(cad('IMAX price', over(db, 'avg', 'price', `screen = 'IMAX'`), 0.01)),
      ]),
  },
  {
    id: 'u12-multi-member-scores',
    dataset,
    category: 'multi-part',
    question: 'How many Stars Club members left a score, and what was their average score?',
    truth: ({ db }) =>
      answer([
        also(count('scored', feedback(db, 'member = 1 AND score IS NOT NULL'))),
        also(mean('score', over(db, 'avg', 'score', 'member = 1 AND score IS NOT NULL'))),
      ]),
  },
  {
    id: 'u12-multi-peak-day',
    dataset,
    category: 'multi-part',
    question: 'What was the single busiest day for feedback, and how many items arrived on it?',
    truth: ({ db }) => {
      const days = ranked(db, 'day', 'count(*)');
      return answer(
        [also(count('n', days.values[0]!))],
        [{ label: 'day', anyOf: daySpellings(days.keys[0]!), rivals: days.keys.slice(1) }],
      );
    },
  },
  {
    id: 'u12-multi-big-refunds',
    dataset,
    category: 'multi-part',
    question: 'Only counting refunds over CAD 40, how many were there and what did they add up to?',
    truth: ({ db }) =>
      answer([
        also(count('over 40', feedback(db, 'refund > 40'))),
        also(cadTotal('total', over(db, 'sum', 'refund', 'refund > 40'))),
      ]),
  },
];
