import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { WATER_LEAKS_DICTIONARY } from './water-leaks-dictionary';

/**
 * The side a question sets against the one it asks is left out, not counted: "handled by a
 * person rather than the bot", "through a broker instead of the online portal" leave the value
 * after "rather than"/"instead of" out (left-out-words.json rather), and "not handled by Priya
 * Shah", "not settled by cheque" leave out the value after a participle and its preposition —
 * not the named side counted alone. A question that weighs the two sides ("did more come by
 * email rather than by phone?", "more … than …") still compares them. Over gym queries, insurance
 * claims, rail refunds and hotel feedback.
 */
describe('the side set against the asked one is left out', () => {
  expectEach(plansOf, [
    // DEV
    [
      GYM_QUERIES_DICTIONARY,
      'How many queries were not handled by Priya Shah?',
      ['m=count f=!handled_by=Priya Shah'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many claims were not settled by cheque?',
      ['m=count f=!payment_method=Cheque'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'How many claims were not handled by A. Moss?',
      ['m=count f=!handler=A. Moss'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'How many claims came by email rather than by phone?',
      ['m=count f=contacted_via=Email'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'How many complaints came to a person rather than the web form?',
      ['m=count f=!channel=Web form,kind=Complaint'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many claims came through a broker instead of the online portal?',
      ['m=count f=lodged_via=Broker'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many claims were lodged some other way instead of through the online portal?',
      ['m=count f=!lodged_via=Online portal'],
    ],
    // Guards: a value said plainly, a comparison, a plain negation.
    [
      GYM_QUERIES_DICTIONARY,
      'How many queries were handled by Priya Shah?',
      ['m=count f=handled_by=Priya Shah'],
    ],
    [
      HOTEL_FEEDBACK_DICTIONARY,
      'Did we get more complaints by email than by web form?',
      ['m=count f=kind=Complaint c=channel:Email|Web form'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'Were there more delay claims than cancellation claims?',
      ['m=count c=claim_type:Delay|Cancellation'],
    ],
    [
      RAIL_REFUNDS_DICTIONARY,
      'Did more claims come by email rather than by phone?',
      ['m=count c=contacted_via:Email|Phone'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many claims were not approved?',
      ['m=count f=!claim_status=Approved'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many claims were lodged other than through the online portal?',
      ['m=count f=!lodged_via=Online portal'],
    ],
    // Guards: a participle that is a value keeps the denial ("not resolved"), and a place said
    // after a denied participle is no doer ("not approved in the North").
    [
      GYM_QUERIES_DICTIONARY,
      'How many queries were not resolved in North Leeds?',
      ['m=count f=!status=Resolved,club=North Leeds'],
    ],
    [
      INSURANCE_CLAIMS_DICTIONARY,
      'How many claims were not approved in the North region?',
      ['m=count f=!claim_status=Approved,region=North'],
    ],
    [
      GYM_QUERIES_DICTIONARY,
      'How many queries were not resolved by phone?',
      ['m=count f=!status=Resolved,channel=Phone'],
    ],
    // CHECK: written after the change, other words over other data (7/8 on the first run; the guards above were added after it, and the
    // check still passes 7/8 with the participle read only before by/via/through).
    [
      REMOVALS_DICTIONARY,
      'How many jobs were led by someone other than Sam Okafor, rather than by him?',
      ['m=count f=!crew_lead=Sam Okafor'],
    ],
    [
      REMOVALS_DICTIONARY,
      'How many jobs were driven by Jo Baxter instead of Priya Nair?',
      ['m=count f=crew_lead=Jo Baxter'],
    ],
    [
      WATER_LEAKS_DICTIONARY,
      'How many leaks were not repaired by Gwen Price?',
      ['m=count f=!crew=Gwen Price'],
    ],
    [
      COUNCIL_COMPLAINTS_DICTIONARY,
      'How many complaints arrived by letter rather than online form?',
      ['m=count f=channel=letter'],
    ],
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'How many requests were served by J. Moreau instead of K. Osei?',
      ['m=count f=staff=J. Moreau'],
    ],
    [
      COUNCIL_COMPLAINTS_DICTIONARY,
      'Were complaints more often sent by email rather than by phone?',
      ['m=count c=channel:email|phone'],
    ],
    [
      LIBRARY_REQUESTS_DICTIONARY,
      'What was the average late fee for requests not handled by A. Patel?',
      ['m=average:late_fee f=!staff=A. Patel'],
    ],
  ]);
  // CHECK miss: "run" is no participle by its ending, so "not run from" leaves nothing out yet.
  it('Moving jobs: "How many moves were not run from the Leeds depot?"', { todo: true }, () =>
    assert.deepEqual(
      plansOf(REMOVALS_DICTIONARY, 'How many moves were not run from the Leeds depot?'),
      ['m=count f=!depot=Leeds'],
    ),
  );
});
