import { describe } from 'node:test';
import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RIDE_SUPPORT_DICTIONARY as RIDES } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY as REQUESTS } from './service-requests-dictionary';

/**
 * Our own phrasings of things named in ways no field or value is spelled, over data sets the
 * planner was not built on (home insurance claims, city service requests, council complaints,
 * rider support messages): a bracketed list of values, an aspect asked by a verb, and "more X
 * records" set against "more X on average".
 */
/** The plans of a question, or of the last turn of turns written "first >> second". */
const plan = (dictionary: Parameters<typeof plansOf>[0], question: string) =>
  plansOf(dictionary, ...question.split(' >> '));

describe('a bracketed list of values filters on every value listed', () => {
  expectEach(plan, [
    [CLAIMS, 'How many claims about (storm, theft, fire)?', ['m=count f=peril=Storm|Theft|Fire']],
    [
      CLAIMS,
      'Which handler had the most claims in [North, East, South]?',
      ['m=count f=region=North|East|South g=handler r=desc1'],
    ],
    [
      CLAIMS,
      'Average days to settle for claims about (water, fire)',
      ['m=average:days_to_settle f=peril=Escape of water|Fire'],
    ],
    [
      CLAIMS,
      'Which peril had the most claims from [Phone, Broker]?',
      ['m=count f=lodged_via=Phone|Broker g=peril r=desc1'],
    ],
    [
      REQUESTS,
      'How many requests about (water, lighting or waste)?',
      ['m=count f=category=Water & Sewer|Street Lighting|Waste Collection'],
    ],
    [
      REQUESTS,
      'Which district had the most requests about (water/waste)?',
      ['m=count f=category=Water & Sewer|Waste Collection g=district r=desc1'],
    ],
    [
      REQUESTS,
      'Average hours to close for [Northgate, Riverside]',
      ['m=average:hours_to_close f=district=Northgate|Riverside'],
    ],
    [
      COUNCIL,
      'How many complaints about (noise, parking) in [Riverside, Old Quay]?',
      ['m=count f=category=noise|parking,ward=Riverside|Old Quay'],
    ],
    [
      COUNCIL,
      'Which ward had the most complaints about (noise, potholes, fly-tipping)?',
      ['m=count f=category=noise|potholes|fly-tipping g=ward r=desc1'],
    ],
    [
      RIDES,
      'Which city had the most messages about (lost items, app crashes)?',
      ['m=count f=category=lost item|app crash g=city r=desc1'],
    ],
  ]);
});

describe('values of one field joined by "or" stay one filter, matched in full or by one word', () => {
  expectEach(plan, [
    [
      REQUESTS,
      'How many requests about lighting or water?',
      ['m=count f=category=Street Lighting|Water & Sewer'],
    ],
    [
      REQUESTS,
      'How many requests about water or waste?',
      ['m=count f=category=Water & Sewer|Waste Collection'],
    ],
  ]);
});

describe('values joined by "or" while another field is ranked are where to look', () => {
  expectEach(plan, [
    [
      CLAIMS,
      'Which handler had the most claims in the North or East?',
      ['m=count f=region=North|East g=handler r=desc1'],
    ],
    [
      CLAIMS,
      'Which handler had the most claims in the North, East or South?',
      ['m=count f=region=North|East|South g=handler r=desc1'],
    ],
    [
      CLAIMS,
      'Which month had the most claims in the North or East?',
      ['m=count f=region=North|East g=month r=desc1'],
    ],
    [
      COUNCIL,
      'Which ward had the most complaints about potholes or noise?',
      ['m=count f=category=potholes|noise g=ward r=desc1'],
    ],
    [
      COUNCIL,
      'Which ward had the most complaints about potholes, noise or fly-tipping?',
      ['m=count f=category=potholes|noise|fly-tipping g=ward r=desc1'],
    ],
    [
      REQUESTS,
      'Which district had the most requests from TEL or APP?',
      ['m=count f=channel=TEL|APP g=district r=desc1'],
    ],
    [
      RIDES,
      'Which city had the most lost item or overcharge messages?',
      ['m=count f=category=lost item|overcharge g=city r=desc1'],
    ],
    // The same field's values set against each other stay a comparison.
    [CLAIMS, 'Which region had more claims, North or East?', ['m=count c=region:North|East']],
    [RIDES, 'Which had more messages, Lisbon or Porto?', ['m=count c=city:Lisbon|Porto']],
  ]);
});

describe('an aspect asked by a verb or a paraphrase groups by the field that holds it', () => {
  expectEach(plan, [
    [CLAIMS, 'What is the most common way claims get lodged?', ['m=count g=lodged_via r=desc1']],
    [CLAIMS, 'How did most claims come in?', ['m=count g=lodged_via r=desc1']],
    [CLAIMS, 'How were most claims paid?', ['m=count g=payment_method r=desc1']],
    [CLAIMS, 'Who handled the most claims?', ['m=count g=handler r=desc1']],
    [CLAIMS, 'Where were most claims reported from?', ['m=count g=region r=desc1']],
    [
      CLAIMS,
      'How did claims come in last year?',
      ['m=count p=2025-01-01..2025-12-31 g=lodged_via'],
    ],
    [REQUESTS, 'How did most requests come in?', ['m=count g=channel r=desc1']],
    [REQUESTS, 'What is the most common way requests get reported?', ['m=count g=channel r=desc1']],
    [REQUESTS, 'Where were most requests reported from?', ['m=count g=district r=desc1']],
    [COUNCIL, 'How did residents mostly get in touch?', ['m=count g=channel r=desc1']],
    [COUNCIL, 'Which way do most complaints reach us?', ['m=count g=channel r=desc1']],
    [RIDES, 'Who handled most messages?', ['m=count g=handled_by r=desc1']],
    [RIDES, 'Where did most messages come from?', ['m=count g=city r=desc1']],
    [CLAIMS, 'By what means were most claims lodged?', ['m=count g=lodged_via r=desc1']],
    [CLAIMS, 'who dealt with the most storm claims?', ['m=count f=peril=Storm g=handler r=desc1']],
    [
      CLAIMS,
      'How many storm claims were there in June? >> Where were they reported from?',
      ['m=count f=peril=Storm p=2025-06-01..2025-06-30 g=region'],
    ],
    [
      CLAIMS,
      'How many theft claims were approved? >> And how were they paid?',
      ['m=count f=claim_status=Approved,peril=Theft g=payment_method'],
    ],
    [
      RIDES,
      'Who handled the most messages from Lisbon or Porto?',
      ['m=count f=city=Lisbon|Porto g=handled_by r=desc1'],
    ],
    [
      CLAIMS,
      'Where did more claims come from, phone or broker?',
      ['m=count c=lodged_via:Phone|Broker'],
    ],
    [
      REQUESTS,
      'How many urgent requests were there? >> how did they come in',
      ['m=count f=urgent=true g=channel'],
    ],
  ]);
});

describe('"more X records" counts them; "more X on average" averages', () => {
  expectEach(plan, [
    [
      RIDES,
      'Which got more positive messages, Lisbon or Porto?',
      ['m=count f=sentimentLabel=positive c=city:Lisbon|Porto'],
    ],
    [
      RIDES,
      'Did Lisbon or Porto get more negative messages?',
      ['m=count f=sentimentLabel=negative c=city:Lisbon|Porto'],
    ],
    [
      RIDES,
      'Which city was more positive on average, Lisbon or Porto?',
      ['m=average:sentiment c=city:Lisbon|Porto'],
    ],
    [
      RIDES,
      'Which got more positive messages, staff or the assistant bot?',
      ['m=count f=sentimentLabel=positive c=handled_by:staff|assistant bot'],
    ],
    [
      CLAIMS,
      'Which got more positive claims, Storm or Theft?',
      ['m=count f=sentimentLabel=positive c=peril:Storm|Theft'],
    ],
    [
      CLAIMS,
      'Which peril drew more negative claims, Storm or Fire?',
      ['m=count f=sentimentLabel=negative c=peril:Storm|Fire'],
    ],
    [
      CLAIMS,
      'Which was more positive on average, North or South?',
      ['m=average:sentiment c=region:North|South'],
    ],
    [
      CLAIMS,
      'Which got more approved claims, Storm or Theft?',
      ['m=count f=claim_status=Approved c=peril:Storm|Theft'],
    ],
    [
      COUNCIL,
      'Which ward got more upheld complaints, North Ward or Hillcrest?',
      ['m=count f=status=Closed - upheld c=ward:North Ward|Hillcrest'],
    ],
    [
      REQUESTS,
      'Which got more urgent requests, Northgate or Riverside?',
      ['m=count f=urgent=true c=district:Northgate|Riverside'],
    ],
    [
      REQUESTS,
      'Which district had more urgent requests on average, Northgate or Riverside?',
      ['m=rate:urgent c=district:Northgate|Riverside'],
    ],
  ]);
});
