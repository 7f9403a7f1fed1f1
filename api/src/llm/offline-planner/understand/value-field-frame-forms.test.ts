import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';
import { planOfTurns } from './forms-test-support';
import { expectEach, planSaid, plansOf } from './plans-forms-support';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { WARRANTY_CLAIMS_DICTIONARY } from './two-dates-dictionaries';

/**
 * A value spelled as another field's name ("Refund" of a topic beside a refund amount), told
 * from that field by the frame around it: "<value> as their <field>", "<field> of <value>", "the
 * <value> <field>" name the value; "<field> by <other field>" keeps the field. Checked over
 * warranty claims (a fault "Appliance" beside an appliance field) and service requests (a topic "Asset"
 * and "District" beside those fields), not the cinema or mobile data where it was seen.
 */
function withFields(
  dictionary: DataDictionary,
  ...fields: DataDictionary['fields']
): DataDictionary {
  return { ...dictionary, fields: [...dictionary.fields, ...fields] };
}

const category = categoryFields(2000, 500, 100);

const CLAIMS = withFields(
  WARRANTY_CLAIMS_DICTIONARY,
  category('fault', ['Noise', 'Leak', 'Appliance', 'Door seal'], {
    label: 'fault',
    synonyms: ['fault', 'problem', 'reason'],
  }),
);

const REQUESTS = withFields(
  SERVICE_REQUESTS_DICTIONARY,
  categoryFields(1200, 400, 100)('topic', ['Asset', 'District', 'Litter', 'Noise'], {
    label: 'topic',
    synonyms: ['topic', 'subject'],
  }),
);

function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join('|')}`;
  return planSaid(plan);
}

describe('a value named like another field, said in its own field’s frame', () => {
  expectEach(read, [
    [CLAIMS, 'How many claims have Appliance as their fault?', 'm=count f=fault=Appliance'],
    [CLAIMS, 'how many claims had a fault of Appliance', 'm=count f=fault=Appliance'],
    [CLAIMS, 'Number of claims where the fault is Appliance?', 'm=count f=fault=Appliance'],
    [CLAIMS, 'count of claims logged with Appliance as the reason', 'm=count f=fault=Appliance'],
    [CLAIMS, 'how many Appliance faults were there in total', 'm=count f=fault=Appliance'],
    [
      CLAIMS,
      'claims with the problem marked as Appliance - how many?',
      'm=count f=fault=Appliance',
    ],
    [CLAIMS, 'How many claims have Appliance down as the fault?', 'm=count f=fault=Appliance'],
    [
      REQUESTS,
      'how many requests have District put down as their topic',
      'm=count f=topic=District',
    ],
    [REQUESTS, 'How many requests have Asset as their topic?', 'm=count f=topic=Asset'],
    [REQUESTS, 'how many requests had the subject District', 'm=count f=topic=District'],
    [REQUESTS, 'requests with a topic of District, how many pls', 'm=count f=topic=District'],
    [REQUESTS, 'How many District topic requests did we get?', 'm=count f=topic=District'],
    [
      REQUESTS,
      'Which district has the most Asset topic requests?',
      'm=count f=topic=Asset g=district r=desc1',
    ],
  ]);
});

describe('the field itself where no frame ties the word to the value', () => {
  expectEach(read, [
    [CLAIMS, 'What is the total repair cost by fault?', 'm=sum:repair_cost g=fault'],
    [CLAIMS, 'average cost per fault', 'm=average:repair_cost g=fault'],
    [
      CLAIMS,
      'Which appliance has the most Noise faults?',
      'm=count f=fault=Noise g=product r=desc1',
    ],
    [REQUESTS, 'How many requests per district?', 'm=count g=district'],
    [REQUESTS, 'Which asset has the most requests?', 'm=count g=product r=desc1'],
  ]);
});

/** Each ask's plan, and a follow-up read after its turns. */
function plans(dictionary: DataDictionary, question: string): string[] {
  return plansOf(dictionary, ...question.split(' || '));
}

describe('a count of the records "items" is the records, not an item count the data lacks', () => {
  const MEMBERS = withFields(
    CLAIMS,
    {
      name: 'member',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      label: 'Gold Stars member',
      synonyms: ['Gold Stars', 'member'],
      filled: 2000,
      distinct: 2,
      values: [
        { value: false, count: 1400 },
        { value: true, count: 600 },
      ],
      complete: true,
    },
    {
      name: 'stars',
      entity: 'communications',
      role: 'custom',
      type: 'number',
      label: 'stars (1–5)',
      synonyms: ['stars', 'rating', 'score'],
      filled: 1500,
      distinct: 5,
    },
  );
  expectEach(plans, [
    [MEMBERS, 'How many claim items are from Gold Stars members?', ['m=count f=member=true']],
    [MEMBERS, 'how many claim entries came from Gold Stars members', ['m=count f=member=true']],
    [
      MEMBERS,
      'How many claim items are from Gold Stars members? || Of those, how many were for Noise?',
      ['m=count f=fault=Noise,member=true'],
    ],
  ]);
});
