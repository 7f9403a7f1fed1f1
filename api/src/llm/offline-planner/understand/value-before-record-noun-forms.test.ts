import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { HOTEL_PARKING, LIBRARY_FINES, RAIL_RAILCARD, planOfTurns } from './forms-test-support';
import { expectEach, planSaid } from './plans-forms-support';

/**
 * A subject value spelled like a yes/no field's name, said as a modifier of the records' noun:
 * "parking complaints", "railcard queries", "fines requests" are the records whose subject is
 * that value, not those holding the flag; "guests who parked", "railcard holders", "parked
 * guests" stay the flag.
 */
const HOTEL = HOTEL_PARKING;
const RAIL = RAIL_RAILCARD;
const LIBRARY = LIBRARY_FINES;

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
