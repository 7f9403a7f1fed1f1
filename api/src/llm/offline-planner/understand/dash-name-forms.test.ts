import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * "hillcrest - how many refunds have we handed out": a name before a dash that only ends like a
 * superlative ("Hillcrest", "Forest Gate", "Westcrest") is the scope of the one question, not a
 * figure asked of its own; a real superlative before the dash ("Biggest refund ever paid out -
 * which site was it?") is still an ask of its own.
 */
function withValues(dictionary: DataDictionary, name: string, values: string[]): DataDictionary {
  return {
    ...dictionary,
    name: `${dictionary.name} (${values[0]})`,
    fields: dictionary.fields.map((field) =>
      field.name === name && field.entity === 'communications'
        ? { ...field, values: values.map((value, at) => ({ value, count: 300 - at * 20 })) }
        : field,
    ),
  };
}

const GYM = withValues(GYM_QUERIES_DICTIONARY, 'club', [
  'Hillcrest',
  'Forest Gate',
  'York Central',
]);
const HOTEL = withValues(HOTEL_FEEDBACK_DICTIONARY, 'hotel', ['Westcrest', 'Old Mill', 'Parkway']);
const RAIL = withValues(RAIL_REFUNDS_DICTIONARY, 'station', ['Everest Road', 'Central', 'Harbour']);

function read(dictionary: DataDictionary, question: string): string {
  return plansOf(dictionary, question)
    .map((plan) => plan.replace(/ p=\S+/, ''))
    .join(' ;; ');
}

describe('a name ending like a superlative before a dash scopes the one question', () => {
  expectEach(read, [
    [
      GYM,
      'hillcrest - how many refunds have we handed out',
      'm=count f=club=Hillcrest,refund_gbpgt0',
    ],
    [
      GYM,
      'Hillcrest - how many queries came in by email?',
      'm=count f=channel=Email,club=Hillcrest',
    ],
    [GYM, 'forest gate - how many queries this year', 'm=count f=club=Forest Gate'],
    [
      HOTEL,
      'westcrest - how many complaints about noise',
      'm=count f=hotel=Westcrest,kind=Complaint,topic=Noise',
    ],
    [
      RAIL,
      'everest road - how many claims were rejected',
      'm=count f=outcome=Rejected,station=Everest Road',
    ],
    // Guards: a superlative before the dash is a figure asked of its own.
    [
      GYM,
      'Biggest refund ever paid out - which club was it?',
      'm=max:refund_gbp ;; m=count f=refund_gbpnot_null h=club@desc:refund_gbp',
    ],
    [
      RAIL,
      'Highest refund - which station paid it',
      'm=max:refund_gbp ;; m=count f=refund_gbpnot_null h=station@desc:refund_gbp',
    ],
  ]);
});
