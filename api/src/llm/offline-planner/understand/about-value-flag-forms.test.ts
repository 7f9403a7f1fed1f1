import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { HOTEL_PARKING, LIBRARY_FINES, RAIL_RAILCARD, planOfTurns } from './forms-test-support';
import { expectEach, planSaid } from './plans-forms-support';

/**
 * A subject value spelled like another field's name: "complaints about parking" are the records
 * whose topic is Parking, not those of guests who parked (a yes/no field also called "parking");
 * "guests who parked", "railcard holders" stay the flag, and both said ("about parking, from
 * guests who parked") are both.
 */
const HOTEL = HOTEL_PARKING;
const RAIL = RAIL_RAILCARD;
const LIBRARY = LIBRARY_FINES;

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
