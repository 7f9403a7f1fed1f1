import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { categoryFields } from './fixture-dictionary';
import { checkForms } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';

/**
 * A value's word said as something no value is: a country's adjective said as a language ("written
 * in German" where the data holds supplier countries) and the names of the people holding a role
 * ("which doctor, by name") where the data holds the role. Both decline; a place said as a place,
 * a language field, a field of people's names and the role counted stay answered. Phrasings of
 * our own over service requests, patient feedback, repair jobs, gym queries and hotel reviews.
 */
const SERVICE = SERVICE_REQUESTS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const category = categoryFields(1800, 600, 100);
const HOTEL_LANGUAGES: DataDictionary = {
  ...HOTEL_FEEDBACK_DICTIONARY,
  fields: [
    ...HOTEL_FEEDBACK_DICTIONARY.fields,
    category('language', ['English', 'Welsh', 'French']),
    category('home_country', ['Wales', 'France', 'Spain'], { label: 'home country' }),
  ],
};

const HOTEL_PLACES: DataDictionary = {
  ...HOTEL_FEEDBACK_DICTIONARY,
  fields: [
    ...HOTEL_FEEDBACK_DICTIONARY.fields,
    category('home_country', ['Wales', 'France', 'Spain'], { label: 'home country' }),
  ],
};

checkForms('a language or a name asked of a value the data holds otherwise', [
  [SERVICE, 'how many requests were written in German?', { declined: true }],
  [SERVICE, 'how many requests came in Spanish', { declined: true }],
  [SERVICE, 'number of Japanese-language requests', { declined: true }],
  [CLINIC, 'Which doctor, by name, got the most complaints?', { declined: true }],
  [CLINIC, 'give me the names of the nurses with billing feedback', { declined: true }],
  // Guards: the place as a place, a language field, names held, the role counted.
  [SERVICE, 'how many requests had a German supplier', { filters: ['supplier_country=Germany'] }],
  [SERVICE, 'how many requests from Spanish suppliers', { filters: ['supplier_country=Spain'] }],
  [
    SERVICE,
    'how many requests involved suppliers in Spain',
    { filters: ['supplier_country=Spain'] },
  ],
  [HOTEL_LANGUAGES, 'how many reviews were written in French?', { filters: ['language=French'] }],
  [
    HOTEL_LANGUAGES,
    'how many reviews came from guests from Spain?',
    { filters: ['home_country=Spain'] },
  ],
  [
    REPAIRS,
    'Which technician, by name, closed the most jobs?',
    { groupBy: 'technician', rank: 'desc' },
  ],
  [GYM, 'Which agent, by name, handled the most queries?', { groupBy: 'handled_by', rank: 'desc' }],
  [CLINIC, 'how many complaints were about doctors', { filters: ['seen_by=doctor'] }],
  // Review guards: a country's adjective before a noun after 'in' says the noun's place.
  [HOTEL_PLACES, 'how many breakfast complaints were made in French hotels?', { measure: 'count' }],
  [
    SERVICE,
    'how many requests from suppliers based in German cities?',
    { filters: ['supplier_country=Germany'] },
  ],
  [
    HOTEL_PLACES,
    'how many complaints came from guests living in Spanish towns?',
    { filters: ['kind=Complaint', 'home_country=Spain'] },
  ],
  [HOTEL_PLACES, 'how many complaints were made in Welsh?', { declined: true }],
  [HOTEL_PLACES, 'how many reviews were written in Spanish, by hotel?', { declined: true }],
  // Review guards: 'the name' said away from a role's word asks no one's name.
  [CLINIC, 'How many billing complaints mention the name?', { filters: ['category=billing'] }],
  [
    GYM,
    'how many Harrogate queries asked for their name to be changed?',
    { filters: ['club=Harrogate'] },
  ],
  [
    REPAIRS,
    'how many Coastal jobs had the name spelled wrong?',
    { filters: ['service_area=Coastal'] },
  ],
  [CLINIC, 'how many nurses, by their names, got billing complaints?', { declined: true }],
]);
