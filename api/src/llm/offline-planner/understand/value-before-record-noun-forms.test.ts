import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, planSaid } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * A subject value spelled like a yes/no field's name, said as a modifier of the records' noun:
 * "parking complaints", "railcard queries", "fines requests" are the records whose subject is
 * that value, not those holding the flag; "guests who parked", "railcard holders", "parked
 * guests" stay the flag.
 */
function withSubjectAndFlag(
  dictionary: DataDictionary,
  subjectField: string,
  value: string,
  flag: { name: string; label: string; synonyms: string[] },
): DataDictionary {
  const rows = dictionary.counts.communications ?? 0;
  return {
    ...dictionary,
    name: `${dictionary.name} (${value} and ${flag.label})`,
    fields: [
      ...dictionary.fields.map((field) =>
        field.name === subjectField && field.entity === 'communications'
          ? { ...field, values: [...(field.values ?? []), { value, count: 90 }] }
          : field,
      ),
      {
        name: flag.name,
        entity: 'communications',
        role: 'custom',
        type: 'boolean',
        label: flag.label,
        synonyms: flag.synonyms,
        filled: rows,
        distinct: 2,
        values: [
          { value: false, count: rows - 400 },
          { value: true, count: 400 },
        ],
      },
    ],
  };
}

const HOTEL = withSubjectAndFlag(HOTEL_FEEDBACK_DICTIONARY, 'topic', 'Parking', {
  name: 'parked',
  label: 'guest parked',
  synonyms: ['parked', 'parking'],
});
const RAIL = withSubjectAndFlag(RAIL_REFUNDS_DICTIONARY, 'claim_type', 'Railcard', {
  name: 'railcard_holder',
  label: 'railcard holder',
  synonyms: ['railcard', 'discount card'],
});
const LIBRARY = withSubjectAndFlag(LIBRARY_REQUESTS_DICTIONARY, 'req_type', 'Fines', {
  name: 'owes_fines',
  label: 'owes fines',
  synonyms: ['fines', 'owing'],
});

function read(dictionary: DataDictionary, question: string): string {
  return planSaid(planOfTurns(dictionary, [question])).replace(/ p=\S+/, '');
}

describe("a subject value said before the records' noun is what records are about", () => {
  expectEach(read, [
    [
      HOTEL,
      'How many complaints were parking complaints?',
      'm=count f=kind=Complaint,topic=Parking',
    ],
    [HOTEL, 'how many parking messages did we get in May', 'm=count f=topic=Parking'],
    [RAIL, 'How many claims were railcard queries?', 'm=count f=claim_type=Railcard'],
    [RAIL, 'count the railcard claims', 'm=count f=claim_type=Railcard'],
    [LIBRARY, 'how many fines requests were there', 'm=count f=req_type=Fines'],
    [LIBRARY, 'How many requests were fines enquiries?', 'm=count f=req_type=Fines'],
    [
      RAIL,
      'how many railcard queries came from railcard holders',
      'm=count f=claim_type=Railcard,railcard_holder=true',
    ],
    // Guards: the flag said as itself, of people; a value said alone.
    [HOTEL, 'how many messages came from guests who parked', 'm=count f=parked=true'],
    [RAIL, 'how many claims came from railcard holders', 'm=count f=railcard_holder=true'],
    [
      HOTEL,
      'how many noise complaints came from guests who parked',
      'm=count f=kind=Complaint,parked=true,topic=Noise',
    ],
    [LIBRARY, 'how many requests from members owing fines', 'm=count f=owes_fines=true'],
    [RAIL, 'how many railcard holders made a claim', 'm=count f=railcard_holder=true'],
  ]);
});
