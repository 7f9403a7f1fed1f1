import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, planSaid } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * A subject value spelled like another field's name: "complaints about parking" are the records
 * whose topic is Parking, not those of guests who parked (a yes/no field also called "parking");
 * "guests who parked", "railcard holders" stay the flag, and both said ("about parking, from
 * guests who parked") are both.
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

describe('a subject value spelled like a yes/no field is what records are about', () => {
  expectEach(read, [
    [HOTEL, 'How many complaints were about parking?', 'm=count f=kind=Complaint,topic=Parking'],
    [HOTEL, 'how many pieces of feedback were about the parking in May', 'm=count f=topic=Parking'],
    [
      RAIL,
      'How many claims were about railcard problems themselves?',
      'm=count f=claim_type=Railcard',
    ],
    [RAIL, 'claims regarding railcard - how many?', 'm=count f=claim_type=Railcard'],
    [LIBRARY, 'how many requests were about fines', 'm=count f=req_type=Fines'],
    [
      HOTEL,
      'how many messages about parking came from guests who parked',
      'm=count f=parked=true,topic=Parking',
    ],
    [
      RAIL,
      'Among railcard holders, how many claims were about railcard?',
      'm=count f=claim_type=Railcard,railcard_holder=true',
    ],
    // Guards: the flag said as itself; a value said without "about".
    [HOTEL, 'how many messages came from guests who parked', 'm=count f=parked=true'],
    [RAIL, 'how many claims came from railcard holders', 'm=count f=railcard_holder=true'],
    [
      HOTEL,
      'how many messages about noise came from guests who parked',
      'm=count f=parked=true,topic=Noise',
    ],
    [LIBRARY, 'how many requests from members owing fines', 'm=count f=owes_fines=true'],
  ]);
});
