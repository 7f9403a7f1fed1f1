// Eighteenth round's unseen set over the generated council-tax and benefits contacts, continued:
// casual asks, follow-ups, questions the data cannot answer, lookups by reference and by account
// number, and questions with several asks.
import type { EvalCase } from '../eval-case';
import { also, answer, count, decline, leader, share } from './truth';
import { contactsWhere, gbpTotal, mean, over, own, ranked, topMonth } from './unseen17-truth';

const dataset = 'council' as const;

export const unseen17CouncilMore: EvalCase[] = [
  // Casual.
  {
    id: 'u17-casual-single-person',
    dataset,
    category: 'casual',
    question: 'single persn discount queries - how many we had',
    truth: ({ db }) =>
      answer([count('single person', contactsWhere(db, `type = 'Discount - single person'`))]),
  },
  {
    id: 'u17-casual-bailiffs',
    dataset,
    category: 'casual',
    question: 'bailiff (enforcement agent) stuff, count?',
    truth: ({ db }) =>
      answer([
        count('enforcement agent', contactsWhere(db, `type = 'Recovery - enforcement agent'`)),
      ]),
  },
  {
    id: 'u17-casual-councillors',
    dataset,
    category: 'casual',
    question: 'how many came thru councillors',
    truth: ({ db }) =>
      answer([count('Councillor referral', contactsWhere(db, `via = 'Councillor referral'`))]),
  },
  {
    id: 'u17-casual-westfield-rating',
    dataset,
    category: 'casual',
    question: 'westfield avg rating?',
    truth: ({ db }) =>
      answer([
        mean('rating', over(db, 'avg', 'rating', `rating IS NOT NULL AND ward = 'Westfield'`)),
      ]),
  },
  {
    id: 'u17-casual-refund-band-type',
    dataset,
    category: 'casual',
    question: 'how much dosh went back to ppl on band challenges',
    truth: ({ db }) =>
      answer([
        gbpTotal('refunds', over(db, 'sum', 'refund', `refund IS NOT NULL AND type = 'Band'`)),
      ]),
  },
  {
    id: 'u17-casual-overpayments',
    dataset,
    category: 'casual',
    question: 'overpayment contacts (not the recovery ones) - number pls',
    truth: ({ db }) => answer([count('Overpayment', contactsWhere(db, `type = 'Overpayment'`))]),
  },
  // Follow-ups.
  {
    id: 'u17-turn-moorgate-complaints',
    dataset,
    category: 'follow-up',
    previous: ['How many contacts came from Moorgate?'],
    question: 'And how many of them were complaints, not enquiries?',
    truth: ({ db }) =>
      answer([count('complaints', contactsWhere(db, `ward = 'Moorgate' AND kind = 'Complaint'`))]),
  },
  {
    id: 'u17-turn-top-type-arrears-share',
    dataset,
    category: 'follow-up',
    previous: ['What is the most common enquiry type?'],
    question: 'What share of that one came from accounts in arrears?',
    truth: ({ db }) => {
      const types = ranked(db, 'type', 'count(*)');
      return answer([
        share('in arrears', over(db, 'avg', 'arrears = 1', `type = ?`, types.keys[0]!)),
      ]);
    },
  },
  {
    id: 'u17-turn-email-then-post',
    dataset,
    category: 'follow-up',
    previous: ['How many contacts came by email?'],
    question: 'Now the same for post.',
    truth: ({ db }) => answer([count('Post', contactsWhere(db, `via = 'Post'`))]),
  },
  {
    id: 'u17-turn-lgsco-band',
    dataset,
    category: 'follow-up',
    previous: ['How many contacts have gone to the LGSCO?'],
    question: 'Which band had the most of them?',
    truth: ({ db }) =>
      leader('band', ranked(db, 'band', 'count(*)', `status = 'Referred to LGSCO'`), (v) =>
        count('LGSCO', v),
      ),
  },
  {
    id: 'u17-turn-refund-refund-then-exemption',
    dataset,
    category: 'follow-up',
    previous: ['How much did we refund on exemption contacts?'],
    question: 'And on single person discount ones?',
    truth: ({ db }) =>
      answer([
        gbpTotal(
          'refunds',
          over(db, 'sum', 'refund', `refund IS NOT NULL AND type = 'Discount - single person'`),
        ),
      ]),
  },
  {
    id: 'u17-turn-april-month-after',
    dataset,
    category: 'follow-up',
    previous: ['How many contacts came in during April 2025?'],
    question: 'And the month after?',
    truth: ({ db }) => answer([count('May', contactsWhere(db, `substr(day, 1, 7) = '2025-05'`))]),
  },
  {
    id: 'u17-turn-wait-hb-other',
    dataset,
    category: 'follow-up',
    previous: ['What was the average call wait for Housing Benefit callers?'],
    question: 'And for Council Tax callers?',
    truth: ({ db }) =>
      answer([
        mean('wait', over(db, 'avg', 'wait', `wait IS NOT NULL AND service = 'Council Tax'`), 0.5),
      ]),
  },
  // Unanswerable.
  {
    id: 'u17-no-age',
    dataset,
    category: 'unanswerable',
    question: 'What is the average age of the people claiming Housing Benefit?',
    truth: () => decline('the data records no ages'),
  },
  {
    id: 'u17-no-2023',
    dataset,
    category: 'unanswerable',
    question: 'How many contacts did we get in the 2023/24 financial year?',
    truth: () => decline('the contacts run from December 2024 to November 2025'),
  },
  {
    id: 'u17-no-officer',
    dataset,
    category: 'unanswerable',
    question: 'Which revenues officer closed the most contacts?',
    truth: () => decline('the data records no officers'),
  },
  {
    id: 'u17-no-ward-northgate',
    dataset,
    category: 'unanswerable',
    question: 'How many contacts came from Northgate ward?',
    truth: () => decline('there is no Northgate ward in the data'),
  },
  {
    id: 'u17-no-arrears-amount',
    dataset,
    category: 'unanswerable',
    question: 'How much council tax is owed in total by the accounts in arrears?',
    truth: () =>
      decline('the data holds no arrears amounts, only whether an account is in arrears'),
  },
  {
    id: 'u17-no-band-i',
    dataset,
    category: 'unanswerable',
    question: 'How many contacts were about band I properties?',
    truth: () => decline('bands run from A to H'),
  },
  {
    id: 'u17-no-december-2025',
    dataset,
    category: 'unanswerable',
    question: 'How many contacts did we log in December 2025?',
    truth: () => decline('the contacts end on 30 November 2025'),
  },
  {
    id: 'u17-no-universal-credit',
    dataset,
    category: 'unanswerable',
    question: 'How many Universal Credit contacts did we handle?',
    truth: () => decline('there is no Universal Credit service in the data'),
  },
  {
    id: 'u17-no-postcode',
    dataset,
    category: 'unanswerable',
    question: 'Which postcode district raised the most complaints?',
    truth: () => decline('the data records no postcodes'),
  },
  {
    id: 'u17-no-unknown-ref',
    dataset,
    category: 'unanswerable',
    question: 'What happened with CTX-04871/25?',
    truth: () => decline('there is no contact CTX-04871/25 (the 2025 serials run to 03413)'),
  },
  // Lookups.
  {
    id: 'u17-lookup-ward-type',
    dataset,
    category: 'lookup',
    question: 'CTX-00571/25: which ward, and what was it about?',
    truth: ({ db }) =>
      answer(
        [],
        [own(db, 'ward', 'ward', 'CTX-00571/25'), own(db, 'type', 'type', 'CTX-00571/25')],
      ),
  },
  {
    id: 'u17-lookup-status',
    dataset,
    category: 'lookup',
    question: 'What status is CTX-01294/25 in?',
    truth: ({ db }) => answer([], [own(db, 'status', 'status', 'CTX-01294/25')]),
  },
  {
    id: 'u17-lookup-hb-type-via',
    dataset,
    category: 'lookup',
    question: 'Look up HBN-02016/25 for me: what type of enquiry, and how did they contact us?',
    truth: ({ db }) =>
      answer([], [own(db, 'type', 'type', 'HBN-02016/25'), own(db, 'via', 'via', 'HBN-02016/25')]),
  },
  {
    id: 'u17-lookup-band',
    dataset,
    category: 'lookup',
    question: 'What band is the property on contact CTX-02694/25?',
    truth: ({ db }) => answer([], [own(db, 'band', 'band', 'CTX-02694/25')]),
  },
  {
    id: 'u17-lookup-account-ward',
    dataset,
    category: 'lookup',
    question: 'Which ward is account 601 204 719 in?',
    truth: ({ db }) => {
      const ref = String(
        db.prepare(`SELECT ref FROM contacts WHERE account = '601 204 719' LIMIT 1`).pluck().get(),
      );
      return answer([], [own(db, 'ward', 'ward', ref)]);
    },
  },
  // Multi-part.
  {
    id: 'u17-multi-refunds-count-total',
    dataset,
    category: 'multi-part',
    question: 'How many contacts ended in a refund, and how much did those refunds add up to?',
    truth: ({ db }) =>
      answer([
        also(count('refunded', contactsWhere(db, 'refund IS NOT NULL'))),
        also({
          ...gbpTotal('refunds', over(db, 'sum', 'refund', 'refund IS NOT NULL')),
          lead: false,
        }),
      ]),
  },
  {
    id: 'u17-multi-phone-count-wait',
    dataset,
    category: 'multi-part',
    question: 'How many contacts were phone calls, and what was the average wait in minutes?',
    truth: ({ db }) =>
      answer([
        also(count('phone', contactsWhere(db, `via = 'Phone'`))),
        also(mean('wait', over(db, 'avg', 'wait', 'wait IS NOT NULL'), 0.5)),
      ]),
  },
  {
    id: 'u17-multi-ward-complaints',
    dataset,
    category: 'multi-part',
    question: 'Which ward made the most complaints, and how many?',
    truth: ({ db }) =>
      leader('ward', ranked(db, 'ward', 'count(*)', `kind = 'Complaint'`), (v) =>
        count('complaints', v),
      ),
  },
  {
    id: 'u17-multi-lgsco-count-share',
    dataset,
    category: 'multi-part',
    question: 'How many complaints went to the LGSCO, and what share of all complaints was that?',
    truth: ({ db }) =>
      answer([
        also(count('LGSCO', contactsWhere(db, `status = 'Referred to LGSCO'`))),
        also(share('LGSCO', over(db, 'avg', `status = 'Referred to LGSCO'`, `kind = 'Complaint'`))),
      ]),
  },
  {
    id: 'u17-multi-csc-count-rating',
    dataset,
    category: 'multi-part',
    question:
      'How many people came to the customer service centre, and how did they rate us on average?',
    truth: ({ db }) =>
      answer([
        also(
          count('Customer service centre', contactsWhere(db, `via = 'Customer service centre'`)),
        ),
        also(
          mean(
            'rating',
            over(db, 'avg', 'rating', `rating IS NOT NULL AND via = 'Customer service centre'`),
          ),
        ),
      ]),
  },
  {
    id: 'u17-multi-quietest-month',
    dataset,
    category: 'multi-part',
    question: 'Which month was quietest for contacts, and how many came in that month?',
    truth: ({ db }) => {
      const months = ranked(db, 'substr(day, 1, 7)', 'count(*)', '1', 'ASC');
      return answer([also(count('contacts', months.values[0]!))], [topMonth('month', months.keys)]);
    },
  },
  {
    id: 'u17-multi-student-discount-arrears',
    dataset,
    category: 'multi-part',
    question:
      'How many student discount contacts came from accounts in arrears, and how many from accounts that are up to date?',
    truth: ({ db }) =>
      answer([
        also(count('in arrears', contactsWhere(db, `type = 'Discount - student' AND arrears = 1`))),
        also(count('up to date', contactsWhere(db, `type = 'Discount - student' AND arrears = 0`))),
      ]),
  },
];
