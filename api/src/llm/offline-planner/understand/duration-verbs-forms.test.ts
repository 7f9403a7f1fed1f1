import { describe } from 'node:test';
import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';
import { planOfTurns } from './forms-test-support';
import { expectEach, planSaid } from './plans-forms-support';
import {
  PLANNING_APPLICATIONS_DICTIONARY,
  WARRANTY_CLAIMS_DICTIONARY,
} from './two-dates-dictionaries';

/**
 * How long between two dates, the second one chosen by the verb ("closed", "respond", "decided"),
 * never a status value spelled like that verb, and never a channel named "submitted via" for the
 * records' own time. Checked over warranty claims (closed, and a replied date beside it) and
 * planning applications (decided, a status "Closed - withdrawn"), not the cinema or bus data where
 * it was seen.
 */
function withFields(dictionary: DataDictionary, ...fields: DatasetField[]): DataDictionary {
  return { ...dictionary, fields: [...dictionary.fields, ...fields] };
}

function span(name: string, label: string): DatasetField {
  return {
    name: `days_to_${name}`,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label: `days to ${label}`,
    filled: 1800,
    distinct: 300,
    synonyms: [`time to ${label}`, `time until ${label}`, 'time open', 'days open', 'duration'],
    span: { to: name, unit: 'days' },
  };
}

const category = categoryFields(2000, 600, 100);

/** Warranty claims whose first reply date comes before the closing one, and a status. */
const CLAIMS = withFields(
  {
    ...WARRANTY_CLAIMS_DICTIONARY,
    fields: WARRANTY_CLAIMS_DICTIONARY.fields.filter((field) => field.name !== 'days_to_closed'),
  },
  {
    name: 'replied',
    entity: 'communications',
    role: 'custom',
    type: 'date',
    label: 'replied',
    synonyms: ['replied', 'response', 'answered'],
    filled: 1900,
    distinct: 260,
  },
  span('replied', 'replied'),
  span('closed', 'closed'),
  category('state', ['Open', 'Closed - no fault', 'Replaced', 'Repaired'], {
    role: 'status',
    label: 'status',
  }),
  category('source', ['Web', 'Phone', 'Dealer'], {
    role: 'channel',
    label: 'source',
    synonyms: ['source', 'submitted via', 'channel'],
  }),
);

const APPLICATIONS = withFields(
  PLANNING_APPLICATIONS_DICTIONARY,
  category('route', ['Portal', 'Post', 'Agent'], {
    role: 'channel',
    label: 'route',
    synonyms: ['route', 'submitted via', 'lodged via'],
  }),
);

/**
 * The plan written short, a mean or median written "mid": "typically" is read either way (judges
 * have asked it both ways); what is checked here is which span is measured.
 */
function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join('|')}`;
  return planSaid(plan).replace(/^m=(?:median|average):/, 'm=mid:');
}

describe('the days between two dates, the closing one chosen by the verb', () => {
  expectEach(read, [
    [
      CLAIMS,
      'Typically how many days pass between a claim being submitted and it being closed?',
      'm=mid:days_to_closed',
    ],
    [CLAIMS, 'on average how many days does it take us to close a claim?', 'm=mid:days_to_closed'],
    [
      CLAIMS,
      'On average, how many days does it take us to reply to a claim?',
      'm=mid:days_to_replied',
    ],
    [CLAIMS, 'avg no. of days till we answered a claim', 'm=mid:days_to_replied'],
    [CLAIMS, 'how many days on average before a claim gets closed', 'm=mid:days_to_closed'],
    [
      CLAIMS,
      'Roughly how many days, on average, between a claim coming in and us replying?',
      'm=mid:days_to_replied',
    ],
    [
      APPLICATIONS,
      'Typically how many days pass between an application being submitted and it being decided?',
      'm=mid:days_to_decided',
    ],
    [
      APPLICATIONS,
      'On average how many days does it take the council to decide an application?',
      'm=mid:days_to_decided',
    ],
    [
      APPLICATIONS,
      'how many days does a decision usually take, once an application is submitted?',
      'm=mid:days_to_decided',
    ],
    [APPLICATIONS, 'how many applications were submitted via Portal?', 'm=count f=route=Portal'],
    [CLAIMS, 'How many claims are Closed - no fault?', 'm=count f=state=Closed - no fault'],
    [CLAIMS, 'how many days till a claim is closed, usually?', 'm=mid:days_to_closed'],
    [
      CLAIMS,
      'How many days does it normally take before claims get closed?',
      'm=mid:days_to_closed',
    ],
    // The claims keep a closing date, so the ones that got closed are the ones with it filled
    // (Replaced and Repaired claims are closed too), not the one status that starts "Closed".
    [CLAIMS, 'how many claims got closed?', 'm=count f=closednot_null'],
  ]);
});
