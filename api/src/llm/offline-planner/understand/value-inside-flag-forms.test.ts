import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { expectEach, planSaid } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * A value's word inside the name of a yes/no field: "guests with a parking permit" (a flag called
 * "permit", a topic value "Parking"), "passengers on a season ticket", "members with a
 * membership card" say the flag alone; the value said elsewhere ("parking complaints from guests
 * with a permit") still filters, and the flag said plainly stays the flag.
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
  name: 'has_permit',
  label: 'permit holder',
  synonyms: ['on a permit', 'permit'],
});
const RAIL = withSubjectAndFlag(RAIL_REFUNDS_DICTIONARY, 'claim_type', 'Season', {
  name: 'season_ticket',
  label: 'ticket holder',
  synonyms: ['on a ticket', 'ticket'],
});
const LIBRARY = withSubjectAndFlag(LIBRARY_REQUESTS_DICTIONARY, 'req_type', 'Membership', {
  name: 'card_holder',
  label: 'card holder',
  synonyms: ['with a card', 'card'],
});

function read(dictionary: DataDictionary, question: string): string {
  return planSaid(planOfTurns(dictionary, [question])).replace(/ p=\S+/, '');
}

describe("a value's word inside a yes/no field's name is part of that name", () => {
  expectEach(read, [
    [
      HOTEL,
      'How many messages came from guests with a parking permit?',
      'm=count f=has_permit=true',
    ],
    [
      HOTEL,
      'how many complaints came from guests who had a parking permit',
      'm=count f=has_permit=true,kind=Complaint',
    ],
    [
      RAIL,
      'How many claims came from passengers on a season ticket?',
      'm=count f=season_ticket=true',
    ],
    [
      RAIL,
      'how many claims were from people holding a season ticket',
      'm=count f=season_ticket=true',
    ],
    [
      LIBRARY,
      'how many requests were made by people who have a membership card',
      'm=count f=card_holder=true',
    ],
    // Guards: the value said elsewhere still filters; the flag said plainly; the value alone.
    [
      HOTEL,
      'how many parking complaints came from guests with a permit',
      'm=count f=has_permit=true,kind=Complaint,topic=Parking',
    ],
    [
      HOTEL,
      'how many messages about parking came from guests with a parking permit',
      'm=count f=has_permit=true,topic=Parking',
    ],
    [HOTEL, 'how many messages were about parking', 'm=count f=topic=Parking'],
    [RAIL, 'how many season claims did we get', 'm=count f=claim_type=Season'],
    [
      RAIL,
      'how many Delay claims came from passengers with a ticket',
      'm=count f=claim_type=Delay,season_ticket=true',
    ],
    [LIBRARY, 'how many requests came from card holders', 'm=count f=card_holder=true'],
  ]);
});
