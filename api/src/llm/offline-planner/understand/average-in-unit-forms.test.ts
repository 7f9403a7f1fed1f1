import { checkForms } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { FURNITURE_CONTACTS_DICTIONARY } from './furniture-contacts-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { REMOVALS_DICTIONARY } from './removals-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * "How many hours were they off supply on average?" over a duration the data counts in minutes:
 * an average asked in another unit of time than the field's is that field's average (converted
 * to the unit asked), when another word of the question names the field — not a count of the
 * records. Guards: the field's own unit, a count of records, a duration the data does not hold.
 */
checkForms('an average asked in another unit of time', [
  [
    RAIL_REFUNDS_DICTIONARY,
    'How many hours were Delay claims delayed on average?',
    { measure: 'average delay_min', filters: ['claim_type=Delay'] },
  ],
  [
    FURNITURE_CONTACTS_DICTIONARY,
    'How many hours did Leeds callers sit on hold on average?',
    { measure: 'average hold_minutes', filters: ['showroom=Leeds'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'How many minutes were crews on site on average?',
    { measure: 'average hours_on_site', filters: [] },
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'How many days did Northgate requests take to close, on average?',
    { measure: 'average hours_to_close', filters: ['district=Northgate'] },
  ],
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many hours on average did we take to respond to Riverside complaints?',
    { measure: 'average days_to_respond', filters: ['ward=Riverside'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'How many weeks did Storm claims take to settle on average?',
    { measure: 'average days_to_settle', filters: ['peril=Storm'] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'How many hours did Porto riders wait on average?',
    { measure: 'average wait_minutes', filters: ['city=Porto'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'On average, how many hours does it take to resolve a Harrogate query?',
    { measure: 'average days_to_resolve', filters: ['club=Harrogate'] },
  ],
  // Guards.
  [
    RAIL_REFUNDS_DICTIONARY,
    'How many Delay claims were there?',
    { measure: 'count', filters: ['claim_type=Delay'] },
  ],
  [
    FURNITURE_CONTACTS_DICTIONARY,
    'How many minutes on hold on average for Leeds?',
    { measure: 'average hold_minutes', filters: ['showroom=Leeds'] },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'How many hours did Harrogate members spend in the sauna on average?',
    { declined: true },
  ],
]);

/**
 * Check phrasings, written after the rule and run without changing it (check figure in the
 * commit): other verbs, word order, casual forms and data shapes.
 */
checkForms('an average asked in another unit of time (check phrasings)', [
  [
    RAIL_REFUNDS_DICTIONARY,
    'Roughly how many hours of delay did Cancellation claims see on average?',
    { measure: 'average delay_min', filters: ['claim_type=Cancellation'] },
  ],
  [
    FURNITURE_CONTACTS_DICTIONARY,
    'avg time on hold in hours for York?',
    { measure: 'average hold_minutes', filters: ['showroom=York'] },
  ],
  [
    RIDE_SUPPORT_DICTIONARY,
    'typically how many hours do Lisbon riders end up waiting?',
    { measure: 'average|median wait_minutes', filters: ['city=Lisbon'] },
  ],
  [
    REMOVALS_DICTIONARY,
    'How many days on average were crews on site for Family home jobs?',
    { measure: 'average hours_on_site', filters: ['job_size=Family home'] },
  ],
  [
    SERVICE_REQUESTS_DICTIONARY,
    'mean number of minutes to close a Hillcrest request?',
    { measure: 'average hours_to_close', filters: ['district=Hillcrest'] },
  ],
  [
    INSURANCE_CLAIMS_DICTIONARY,
    'Storm claims: how many hours, on average, to settle?',
    { measure: 'average days_to_settle', filters: ['peril=Storm'] },
  ],
  // Guards.
  [
    COUNCIL_COMPLAINTS_DICTIONARY,
    'How many hours on average do residents wait on the phone?',
    { declined: true },
  ],
  [
    GYM_QUERIES_DICTIONARY,
    'How many visits did Harrogate members make last month on average?',
    { measure: 'average visits_last_month', filters: ['club=Harrogate'] },
  ],
]);
