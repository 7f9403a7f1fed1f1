// Practice set of the fifteenth round (practice15b), continued: follow-ups, what the ferry feedback
// cannot answer, lookups by reference, the planted facts and questions with more than one ask.
import type { EvalCase } from '../eval-case';
import { monthSpellings } from '../spellings';
import { also, answer, count, decline, share, top } from './truth';
import { daysToReply, eur, eurTotal, items, over, own, ranked } from './practice15-ferry-truth';

const dataset = 'ferry' as const;

export const practice15FerryMore: EvalCase[] = [
  // Follow-up.
  {
    id: 'p15b-turn-cabins',
    dataset,
    category: 'follow-up',
    previous: ['How much feedback was about catering?'],
    question: 'and the cabins?',
    // The previous turn counted a topic: the cabins are the topic Cabin, not the Cabin ticket.
    truth: ({ db }) => answer([count('topic Cabin', items(db, `topic = 'Cabin'`))]),
  },
  {
    id: 'p15b-turn-torran-refund',
    dataset,
    category: 'follow-up',
    previous: ['How many pieces of feedback were about the MV Torran?'],
    question: 'How many of those ended with a refund?',
    truth: ({ db }) =>
      answer([
        count('MV Torran refunded', items(db, `vessel = 'MV Torran' AND refund IS NOT NULL`)),
      ]),
  },
  {
    id: 'p15b-turn-inchbeg-refund',
    dataset,
    category: 'follow-up',
    previous: ["What's the average refund on the Balla - Torran route?"],
    question: 'What about Ardmouth - Inchbeg?',
    truth: ({ db }) =>
      answer([
        eur(
          'average refund',
          over(db, 'avg', 'refund', `refund IS NOT NULL AND route = 'Ardmouth - Inchbeg'`),
          0.51,
        ),
      ]),
  },
  {
    id: 'p15b-turn-route-cancel-share',
    dataset,
    category: 'follow-up',
    previous: ['Which route gets the most feedback?'],
    question: 'What share of that route’s feedback is about cancellations?',
    truth: ({ db }) => {
      const route = ranked(db, 'route', 'count(*)').keys[0]!;
      return answer([
        share(
          'cancellations within the route',
          over(db, 'avg', `topic = 'Cancellation'`, 'route = ?', route),
        ),
      ]);
    },
  },
  {
    id: 'p15b-turn-delay-august',
    dataset,
    category: 'follow-up',
    previous: ['How many delay complaints came in during June 2025?'],
    question: 'Same for August',
    truth: ({ db }) =>
      answer([
        count('August delays', items(db, `topic = 'Delay' AND substr(day, 1, 7) = '2025-08'`)),
      ]),
  },
  {
    id: 'p15b-turn-residents',
    dataset,
    category: 'follow-up',
    previous: ['How many pieces of feedback came from visitors?'],
    question: 'Now just the island residents.',
    truth: ({ db }) => answer([count('residents', items(db, 'islander = 1'))]),
  },
  {
    id: 'p15b-turn-two-deep',
    dataset,
    category: 'follow-up',
    previous: ['How many foot passengers sent feedback about delays?', 'And on HSC Kestrel only?'],
    question: 'Now widen it back out to every vessel, but only what came in by email.',
    truth: ({ db }) =>
      answer([
        count(
          'foot delays by email',
          items(db, `ticket = 'Foot passenger' AND topic = 'Delay' AND source = 'Email'`),
        ),
      ]),
  },
  // Unanswerable.
  {
    id: 'p15b-no-age',
    dataset,
    category: 'unanswerable',
    question: 'How old are the passengers who send us the most complaints, on average?',
    truth: () => decline('the feedback records no ages'),
  },
  {
    id: 'p15b-no-captain',
    dataset,
    category: 'unanswerable',
    question: 'Which captain, by name, was in charge of the most delayed sailings?',
    truth: () => decline('the feedback names vessels, not crew'),
  },
  {
    id: 'p15b-no-carried',
    dataset,
    category: 'unanswerable',
    question: 'How many passengers did we carry in July 2025 in total?',
    truth: () => decline('the feedback holds no passenger numbers carried'),
  },
  {
    id: 'p15b-no-december-2024',
    dataset,
    category: 'unanswerable',
    question: 'How much feedback did we get in December 2024?',
    truth: () => decline('the feedback starts on 1 January 2025'),
  },
  {
    id: 'p15b-no-january-2026',
    dataset,
    category: 'unanswerable',
    question: 'How many cancellation complaints came in during January 2026?',
    truth: () => decline('the feedback ends on 31 December 2025'),
  },
  {
    id: 'p15b-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What state is feedback FB:25:99999 in?',
    truth: ({ db }) => {
      if (items(db, `ref = 'FB:25:99999'`) !== 0) throw new Error('FB:25:99999 exists');
      return decline('there is no feedback FB:25:99999');
    },
  },
  {
    id: 'p15b-no-wave-height',
    dataset,
    category: 'unanswerable',
    question: 'What was the average wave height on the sailings that got cancelled?',
    truth: () => decline('the feedback records no sea conditions'),
  },
  {
    id: 'p15b-no-phone',
    dataset,
    category: 'unanswerable',
    question: 'Can I get the mobile number of the passenger on booking BKOL6WZU?',
    truth: () => decline('the feedback keeps no contact details'),
  },
  {
    id: 'p15b-no-fuel',
    dataset,
    category: 'unanswerable',
    question: 'How much did we spend on fuel for the MV Skerra Star?',
    truth: () => decline('the feedback records no running costs'),
  },
  // Lookup.
  {
    id: 'p15b-lookup-refund-vessel',
    dataset,
    category: 'lookup',
    question: 'FB:25:20176 — how much did we refund, and which vessel was it?',
    truth: ({ db }) =>
      answer(
        [eur('refund', over(db, 'max', 'refund', `ref = 'FB:25:20176'`), 0.01)],
        [own(db, 'vessel', 'vessel', 'FB:25:20176')],
      ),
  },
  {
    id: 'p15b-lookup-route-rating',
    dataset,
    category: 'lookup',
    question: 'Which route was FB:25:27010 about, and what rating did the passenger give?',
    truth: ({ db }) =>
      answer(
        [
          {
            label: 'rating',
            value: over(db, 'max', 'rating', `ref = 'FB:25:27010'`),
            tolerance: 0,
          },
        ],
        [own(db, 'route', 'route', 'FB:25:27010')],
      ),
  },
  {
    id: 'p15b-lookup-delay',
    dataset,
    category: 'lookup',
    question: 'How many minutes late was the sailing in FB:25:45591, and what state is it in?',
    truth: ({ db }) =>
      answer(
        [
          {
            label: 'minutes late',
            value: over(db, 'max', 'delay', `ref = 'FB:25:45591'`),
            tolerance: 0,
            lead: true,
          },
        ],
        [own(db, 'state', 'state', 'FB:25:45591')],
      ),
  },
  {
    id: 'p15b-lookup-ticket-topic',
    dataset,
    category: 'lookup',
    question: 'What ticket was the passenger on for FB:25:44299, and what was the feedback about?',
    truth: ({ db }) =>
      answer(
        [],
        [
          own(db, 'ticket', 'ticket', 'FB:25:44299'),
          // The ticket is Cabin, also a topic's name: saying the ticket names no rival topic.
          ((topic) => ({ ...topic, rivals: topic.rivals?.filter((rival) => rival !== 'Cabin') }))(
            own(db, 'topic', 'topic', 'FB:25:44299'),
          ),
        ],
      ),
  },
  // Planted facts.
  {
    id: 'p15b-fact-engine-fault',
    dataset,
    category: 'planted fact',
    question:
      'How many cancellation complaints did the MV Skerra Star get between 10 and 21 March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'MV Skerra Star cancellations',
          items(
            db,
            `vessel = 'MV Skerra Star' AND topic = 'Cancellation' AND day BETWEEN '2025-03-10' AND '2025-03-21'`,
          ),
        ),
      ]),
  },
  {
    id: 'p15b-fact-kestrel-month',
    dataset,
    category: 'planted fact',
    question: 'In which month did HSC Kestrel get the most catering feedback?',
    truth: ({ db }) => {
      const months = ranked(
        db,
        'substr(day, 1, 7)',
        'count(*)',
        `vessel = 'HSC Kestrel' AND topic = 'Catering'`,
      );
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
    id: 'p15b-fact-delay-refunds',
    dataset,
    category: 'planted fact',
    question:
      'From 1 May 2025 on, how many delays of an hour or more were refunded, and what did those refunds add up to?',
    truth: ({ db }) => {
      const where = `topic = 'Delay' AND delay >= 60 AND refund IS NOT NULL AND day >= '2025-05-01'`;
      return answer([
        also(count('refunded delays', items(db, where))),
        also(eurTotal('total', over(db, 'sum', 'refund', where))),
      ]);
    },
  },
  {
    id: 'p15b-fact-october-reply',
    dataset,
    category: 'planted fact',
    question:
      'For feedback received in October 2025, how long did we take to reply on average, in days?',
    truth: ({ db }) =>
      answer([daysToReply(db, 'days to reply', `day BETWEEN '2025-10-01' AND '2025-10-31'`)]),
  },
  {
    id: 'p15b-fact-skerra-march',
    dataset,
    category: 'planted fact',
    question: 'How much cancellation feedback did the Kirkport - Skerra route get in March 2025?',
    truth: ({ db }) =>
      answer([
        count(
          'Kirkport - Skerra cancellations March',
          items(
            db,
            `route = 'Kirkport - Skerra' AND topic = 'Cancellation' AND substr(day, 1, 7) = '2025-03'`,
          ),
        ),
      ]),
  },
  // Multi-part.
  {
    id: 'p15b-multi-over-100',
    dataset,
    category: 'multi-part',
    question: 'Among refunds over €100, how many were there and what did they come to?',
    truth: ({ db }) =>
      answer([
        also(count('over €100', items(db, 'refund > 100'))),
        also(eurTotal('total', over(db, 'sum', 'refund', 'refund > 100'))),
      ]),
  },
  {
    id: 'p15b-multi-access-residents',
    dataset,
    category: 'multi-part',
    question:
      'Leaving out feedback we closed without a reply, how many Accessibility items were there, and how many of them came from island residents?',
    truth: ({ db }) => {
      const where = `topic = 'Accessibility' AND state <> 'Closed - no reply'`;
      return answer([
        also(count('accessibility', items(db, where))),
        also(count('residents', items(db, `${where} AND islander = 1`))),
      ]);
    },
  },
  {
    id: 'p15b-multi-new-route',
    dataset,
    category: 'multi-part',
    question: 'How much feedback is still awaiting a reply, and which route has the most of it?',
    truth: ({ db }) => {
      const where = `state = 'New'`;
      return answer(
        [also(count('new', items(db, where)))],
        [top('route', ranked(db, 'route', 'count(*)', where).keys)],
      );
    },
  },
  {
    id: 'p15b-multi-distinct',
    dataset,
    category: 'multi-part',
    question: 'How many different vessels and how many different bookings turn up in the feedback?',
    truth: ({ db }) =>
      answer([
        also(
          count(
            'vessels',
            Number(db.prepare('SELECT count(DISTINCT vessel) FROM feedback').pluck().get()),
          ),
        ),
        also(
          count(
            'bookings',
            Number(db.prepare('SELECT count(DISTINCT booking) FROM feedback').pluck().get()),
          ),
        ),
      ]),
  },
  {
    id: 'p15b-multi-biggest-refund',
    dataset,
    category: 'multi-part',
    question: 'What was the biggest refund we paid, and how many refunds were that size?',
    truth: ({ db }) => {
      const biggest = over(db, 'max', 'refund', 'refund IS NOT NULL');
      return answer([
        eur('biggest', biggest, 0.01),
        also(count('that size', items(db, 'refund = ?', biggest))),
      ]);
    },
  },
  {
    id: 'p15b-multi-booking-split',
    dataset,
    category: 'multi-part',
    question:
      'How many Booking complaints came in before 1 July 2025 and how many from then on, and what share of all Booking feedback came through the web form?',
    truth: ({ db }) =>
      answer([
        also(count('before', items(db, `topic = 'Booking' AND day < '2025-07-01'`))),
        also(count('after', items(db, `topic = 'Booking' AND day >= '2025-07-01'`))),
        // The one share asked: the first share written must be it (a drift list of
        // decimals once matched it by accident).
        share('web form', over(db, 'avg', `source = 'Web form'`, `topic = 'Booking'`)),
      ]),
  },
];
