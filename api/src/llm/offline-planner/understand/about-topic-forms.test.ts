import type { DataDictionary } from '../../../../../src/agent/dataset';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { categoryFields } from './fixture-dictionary';
import { checkForms, type FormCase } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY } from './insurance-claims-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * What records are about beats how they came in, in phrasings of our own over gym queries, rail
 * refund claims, home insurance claims and council complaints, each given a subject field with a
 * value of several words that shares a word with a one-word channel value: "about getting
 * through on the phone" is the subject's value ("Phone access"), "came in by phone", "phoned in",
 * "via email" stay the channel (guards).
 */
function withSubject(dictionary: DataDictionary, name: string, values: string[]): DataDictionary {
  const category = categoryFields(dictionary.counts.communications, 500, 60);
  return { ...dictionary, fields: [...dictionary.fields, category(name, values, { label: name })] };
}

const GYM = withSubject(GYM_QUERIES_DICTIONARY, 'topic', [
  'Phone access',
  'Billing',
  'Class booking',
  'App login',
]);
const RAIL = withSubject(RAIL_REFUNDS_DICTIONARY, 'issue', [
  'Phone lines',
  'Refund delay',
  'Email replies',
]);
const CLAIMS = withSubject(INSURANCE_CLAIMS_DICTIONARY, 'subject', [
  'Phone wait times',
  'Portal errors',
  'Assessor visits',
]);
const COUNCIL = withSubject(COUNCIL_COMPLAINTS_DICTIONARY, 'subject', [
  'Letter not answered',
  'Bin collection',
  'Email not answered',
]);

const cases: readonly FormCase[] = [
  [
    GYM,
    'how many moans about not getting thru on the phone lol',
    { measure: 'count', filters: ['topic=Phone access'] },
  ],
  [
    GYM,
    'How many queries about getting through on the phone did North Leeds get?',
    { measure: 'count', filters: ['topic=Phone access', 'club=North Leeds'] },
  ],
  [
    GYM,
    'queries regarding the phone - how many?',
    { measure: 'count', filters: ['topic=Phone access'] },
  ],
  [RAIL, 'how many claims about the phone', { measure: 'count', filters: ['issue=Phone lines'] }],
  [
    RAIL,
    'no. of claims concerning the phone?',
    { measure: 'count', filters: ['issue=Phone lines'] },
  ],
  [
    CLAIMS,
    'how many claims were about waiting on the phone',
    { measure: 'count', filters: ['subject=Phone wait times'] },
  ],
  [
    COUNCIL,
    'how many complaints were about a letter?',
    { measure: 'count', filters: ['subject=Letter not answered'] },
  ],
  // Guards: the channel said as a channel.
  [GYM, 'how many queries came in by phone', { measure: 'count', filters: ['channel=Phone'] }],
  [
    GYM,
    'how many queries about billing were phoned in',
    { measure: 'count', filters: ['topic=Billing', 'channel=Phone'] },
  ],
  [RAIL, 'how many claims phoned in', { measure: 'count', filters: ['contacted_via=Phone'] }],
  [
    RAIL,
    'how many claims about a refund delay came in via phone',
    { measure: 'count', filters: ['issue=Refund delay', 'contacted_via=Phone'] },
  ],
  [
    CLAIMS,
    'how many claims were lodged by phone',
    { measure: 'count', filters: ['lodged_via=Phone'] },
  ],
  [
    COUNCIL,
    'how many complaints sent by letter',
    { measure: 'count', filters: ['channel=letter'] },
  ],
];

checkForms('a value said after "about" is the subject, not the channel', cases);
