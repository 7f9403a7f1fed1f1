// Sixteenth round's unseen set over the generated water and sewer customer contacts, continued:
// casual asks, follow-ups, questions the data cannot answer, lookups by id and by account, and
// questions with several asks.
import type { EvalCase } from '../eval-case';
import { also, answer, count, decline, leader, share } from './truth';
import { contacts, gbpTotal, mean, over, own, ranked, topMonth } from './unseen15-truth';

const dataset = 'water' as const;

export const unseen15WaterMore: EvalCase[] = [
  // Casual.
  {
    id: 'u15-casual-brown-water',
    dataset,
    category: 'casual',
    question: 'how many ppl rang about brown water coming out the tap',
    truth: ({ db }) =>
      answer([count('discoloured', contacts(db, `type = 'Water quality - discoloured'`))]),
  },
  {
    id: 'u15-casual-sewage-inside',
    dataset,
    category: 'casual',
    question: 'sewage comin up inside peoples houses — how many times??',
    truth: ({ db }) =>
      answer([count('internal', contacts(db, `type = 'Sewer flooding - internal'`))]),
  },
  {
    id: 'u15-casual-csat-loughborough',
    dataset,
    category: 'casual',
    question: 'loughborough csat avg?',
    truth: ({ db }) =>
      answer([mean('CSAT', over(db, 'avg', 'csat', `csat IS NOT NULL AND zone = 'Loughborough'`))]),
  },
  {
    id: 'u15-casual-gss-coalville',
    dataset,
    category: 'casual',
    question: 'how much gss did we shell out for coalville',
    truth: ({ db }) =>
      answer([
        gbpTotal('GSS', over(db, 'sum', 'payment', `payment IS NOT NULL AND zone = 'Coalville'`)),
      ]),
  },
  {
    id: 'u15-casual-customer-pipe',
    dataset,
    category: 'casual',
    question: "leaks on the customer's own pipe, count pls",
    truth: ({ db }) =>
      answer([count('customer pipe', contacts(db, `type = 'Leak - customer pipe'`))]),
  },
  {
    id: 'u15-casual-no-water-phoned',
    dataset,
    category: 'casual',
    question: 'no water reports that came in on the phone, how many',
    truth: ({ db }) =>
      answer([count('No water by phone', contacts(db, `type = 'No water' AND via = 'Phone'`))]),
  },
  // Follow-ups.
  {
    id: 'u15-turn-coalville-no-water',
    dataset,
    category: 'follow-up',
    previous: ['How many contacts did Coalville get?'],
    question: 'And how many of those were about having no water?',
    truth: ({ db }) =>
      answer([count('No water', contacts(db, `zone = 'Coalville' AND type = 'No water'`))]),
  },
  {
    id: 'u15-turn-top-zone-billing-share',
    dataset,
    category: 'follow-up',
    previous: ['Which zone had the most contacts?'],
    question: 'What share of its contacts were billing queries?',
    truth: ({ db }) => {
      const zones = ranked(db, 'zone', 'count(*)');
      return answer([
        share('Billing', over(db, 'avg', `type = 'Billing'`, `zone = ?`, zones.keys[0]!)),
      ]);
    },
  },
  {
    id: 'u15-turn-odour-nff',
    dataset,
    category: 'follow-up',
    previous: ['How many sewer odour contacts did we get?'],
    question: 'How many of them were closed as no fault found?',
    truth: ({ db }) =>
      answer([
        count('No fault found', contacts(db, `type = 'Sewer odour' AND status = 'No fault found'`)),
      ]),
  },
  {
    id: 'u15-turn-letter-then-social',
    dataset,
    category: 'follow-up',
    previous: ['How many contacts came in by letter?'],
    question: 'What about through social media?',
    truth: ({ db }) => answer([count('Social', contacts(db, `via = 'Social'`))]),
  },
  {
    id: 'u15-turn-ccw-zone',
    dataset,
    category: 'follow-up',
    previous: ['How many contacts were referred to CCW?'],
    question: 'Which zone had the most of them?',
    truth: ({ db }) =>
      leader('zone', ranked(db, 'zone', 'count(*)', `status = 'Referred to CCW'`), (v) =>
        count('referred', v),
      ),
  },
  {
    id: 'u15-turn-gss-no-water-then-internal',
    dataset,
    category: 'follow-up',
    previous: ['What was the total GSS paid on no-water contacts?'],
    question: 'And on internal sewer flooding?',
    truth: ({ db }) =>
      answer([
        gbpTotal(
          'GSS',
          over(db, 'sum', 'payment', `payment IS NOT NULL AND type = 'Sewer flooding - internal'`),
        ),
      ]),
  },
  {
    id: 'u15-turn-july-month-after',
    dataset,
    category: 'follow-up',
    previous: ['How many contacts did we get in July 2025?'],
    question: 'And the month after that?',
    truth: ({ db }) => answer([count('August', contacts(db, `substr(day, 1, 7) = '2025-08'`))]),
  },
  // Unanswerable.
  {
    id: 'u15-no-bill-amount',
    dataset,
    category: 'unanswerable',
    question: 'What is the average annual water bill for metered customers?',
    truth: () => decline('the data holds no bill amounts'),
  },
  {
    id: 'u15-no-2023',
    dataset,
    category: 'unanswerable',
    question: 'How many contacts did we get during 2023?',
    truth: () => decline('the contacts run from December 2024 to November 2025'),
  },
  {
    id: 'u15-no-engineer',
    dataset,
    category: 'unanswerable',
    question: 'Which engineer fixed the most leaks?',
    truth: () => decline('the data records no engineers'),
  },
  {
    id: 'u15-no-litres',
    dataset,
    category: 'unanswerable',
    question: 'How many litres of water did the leaks lose in total?',
    truth: () => decline('the data records no volumes lost'),
  },
  {
    id: 'u15-no-hinckley',
    dataset,
    category: 'unanswerable',
    question: 'How many contacts came from the Hinckley supply zone?',
    truth: () => decline('there is no Hinckley zone in the data'),
  },
  {
    id: 'u15-no-callback-time',
    dataset,
    category: 'unanswerable',
    question: 'How long, in hours, did customers wait for a call back on average?',
    truth: () => decline('the data records no call-back times'),
  },
  {
    id: 'u15-no-psr',
    dataset,
    category: 'unanswerable',
    question: 'How many of the contacts were from customers on the Priority Services Register?',
    truth: () => decline('the data has no Priority Services Register flag'),
  },
  {
    id: 'u15-no-pressure-bar',
    dataset,
    category: 'unanswerable',
    question: 'What was the average pressure reading, in bar, on low pressure contacts?',
    truth: () => decline('the data records no pressure readings'),
  },
  {
    id: 'u15-no-december-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many contacts came in during December 2025?',
    truth: () => decline('the contacts end on 30 November 2025'),
  },
  {
    id: 'u15-no-customer-age',
    dataset,
    category: 'unanswerable',
    question: 'How old, on average, are the customers who complain about sewer smells?',
    truth: () => decline('the data records no ages'),
  },
  // Lookups.
  {
    id: 'u15-lookup-zone-type',
    dataset,
    category: 'lookup',
    question: 'Contact 25W-00738: which supply zone, and what type of contact was it?',
    truth: ({ db }) =>
      answer([], [own(db, 'zone', 'zone', '25W-00738'), own(db, 'type', 'type', '25W-00738')]),
  },
  {
    id: 'u15-lookup-status',
    dataset,
    category: 'lookup',
    question: "What's the status of 25W-02838?",
    truth: ({ db }) => answer([], [own(db, 'status', 'status', '25W-02838')]),
  },
  {
    id: 'u15-lookup-sewer-type-status',
    dataset,
    category: 'lookup',
    question: 'What was 25S-01383 about, and where has it got to?',
    truth: ({ db }) =>
      answer([], [own(db, 'type', 'type', '25S-01383'), own(db, 'status', 'status', '25S-01383')]),
  },
  {
    id: 'u15-lookup-account-zone',
    dataset,
    category: 'lookup',
    question: 'Which supply zone is account 0004454338 in?',
    truth: ({ db }) => {
      const ref = String(
        db.prepare(`SELECT ref FROM contacts WHERE account = '0004454338' LIMIT 1`).pluck().get(),
      );
      return answer([], [own(db, 'zone', 'zone', ref)]);
    },
  },
  {
    id: 'u15-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'Can you pull up contact 25W-09999 and tell me its status?',
    truth: () => decline('there is no contact 25W-09999 (the 2025 serials run to 03457)'),
  },
  {
    id: 'u15-lookup-team-channel',
    dataset,
    category: 'lookup',
    question: 'Which team dealt with 25W-02238, and how did the customer contact us?',
    truth: ({ db }) =>
      answer([], [own(db, 'team', 'team', '25W-02238'), own(db, 'via', 'via', '25W-02238')]),
  },
  // Multi-part.
  {
    id: 'u15-multi-no-water-hours',
    dataset,
    category: 'multi-part',
    question:
      'How many no-water contacts were there, and how long were those customers off supply on average, in hours?',
    truth: ({ db }) =>
      answer([
        also(count('No water', contacts(db, `type = 'No water'`))),
        also(mean('hours', over(db, 'avg', 'off_supply / 60.0', `type = 'No water'`), 0.1)),
      ]),
  },
  {
    id: 'u15-multi-gss-count-total',
    dataset,
    category: 'multi-part',
    question: 'How many contacts led to a GSS payment, and how much did we pay in total?',
    truth: ({ db }) =>
      answer([
        also(count('paid', contacts(db, 'payment IS NOT NULL'))),
        also({
          ...gbpTotal('GSS', over(db, 'sum', 'payment', 'payment IS NOT NULL')),
          lead: false,
        }),
      ]),
  },
  {
    id: 'u15-multi-internal-zone',
    dataset,
    category: 'multi-part',
    question: 'Which zone had the most internal sewer flooding, and how many contacts was that?',
    truth: ({ db }) =>
      leader('zone', ranked(db, 'zone', 'count(*)', `type = 'Sewer flooding - internal'`), (v) =>
        count('internal', v),
      ),
  },
  {
    id: 'u15-multi-ccw-count-share',
    dataset,
    category: 'multi-part',
    question: 'How many contacts ended up referred to CCW, and what share of the total is that?',
    truth: ({ db }) =>
      answer([
        also(count('CCW', contacts(db, `status = 'Referred to CCW'`))),
        also(share('CCW', over(db, 'avg', `status = 'Referred to CCW'`, '1'))),
      ]),
  },
  {
    id: 'u15-multi-webchat-count-csat',
    dataset,
    category: 'multi-part',
    question: 'How many contacts came through webchat, and what CSAT did they average?',
    truth: ({ db }) =>
      answer([
        also(count('Webchat', contacts(db, `via = 'Webchat'`))),
        also(mean('CSAT', over(db, 'avg', 'csat', `csat IS NOT NULL AND via = 'Webchat'`))),
      ]),
  },
  {
    id: 'u15-multi-busiest-month',
    dataset,
    category: 'multi-part',
    question: 'What was our busiest month for contacts, and how many came in that month?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)');
      return answer([also(count('contacts', months.values[0]!))], [topMonth('month', months.keys)]);
    },
  },
  {
    id: 'u15-multi-billing-meter-rv',
    dataset,
    category: 'multi-part',
    question:
      'How many billing queries came from metered customers, and how many from customers on rateable value?',
    truth: ({ db }) =>
      answer([
        also(count('metered', contacts(db, `type = 'Billing' AND metered = 1`))),
        also(count('RV', contacts(db, `type = 'Billing' AND metered = 0`))),
      ]),
  },
];
