import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { checkForms } from './forms-test-support';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';

/**
 * Words that name nothing the data could lack are no reason to decline: an adverb or preposition
 * ("aside", "actually"), the words of an exclusion ("excluding", "other than"), a value set aside
 * ("leaving … aside"), and "+ve"/"-ve" for positive and negative. A thing the data lacks is still
 * declined. Phrasings of our own over a council's complaints, a clinic's feedback and ride support.
 */
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
const RIDES = RIDE_SUPPORT_DICTIONARY;

checkForms('words that name nothing are no reason to decline', [
  [
    COUNCIL,
    'Leaving the potholes aside, which ward has the most complaints?',
    { groupBy: 'ward', rank: 'desc', filters: ['!category=potholes'] },
  ],
  [
    COUNCIL,
    'How many complaints, excluding anything that came by email?',
    { measure: 'count', filters: ['!channel=email'] },
  ],
  [
    CLINIC,
    'how many +ve reviews did Kingsway get',
    { measure: 'count', filters: ['sentimentLabel=Positive', 'clinic=Kingsway'] },
  ],
  [
    RIDES,
    'how many -ve tickets were there',
    { measure: 'count', filters: ['sentimentLabel=negative'] },
  ],
  [COUNCIL, 'Which councillor handled the most complaints?', { declined: true }],
]);
