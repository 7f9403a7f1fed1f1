import { checkForms } from './forms-test-support';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';

/**
 * An event named beside the day it happened ("on the day of the storm, 3 June 2024", "10 March
 * 2025, the day of the signal failure") only says which day: the day is the period and the
 * event's words are no attribute the data lacks. A value inside the event's name is no filter.
 * Guards: records about the event, an event without its day, and an attribute the data lacks
 * said beside it still decline. Phrasings of our own over gym, hotel, council and rail data.
 */
const GYM = GYM_QUERIES_DICTIONARY;
const HOTEL = HOTEL_FEEDBACK_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;

checkForms('an event beside its date says which day', [
  [GYM, 'How many queries came in on 3 June 2024, the day of the storm?', { measure: 'count' }],
  [GYM, 'how many app queries during the power cut on 14 May 2024', { filters: ['channel=App'] }],
  [
    HOTEL,
    'How many complaints on the night of the fire alarm, 12 March 2025?',
    { filters: ['kind=Complaint'] },
  ],
  [
    GYM,
    'how many Harrogate queries on the day of the York Central outage, 3 June 2024',
    { filters: ['club=Harrogate'] },
  ],
  [
    COUNCIL,
    'how many phone complaints on the day of the bin strike, 4 February 2025?',
    { filters: ['channel=phone'] },
  ],
  [
    RAIL,
    'what was the average refund on 10 March 2025, the day of the signal failure?',
    { measure: 'average refund_gbp' },
  ],
  [
    GYM,
    'how many app queries came in after the Harrogate flood of 3 June 2024',
    { filters: ['channel=App'] },
  ],
  // Guards: what the records are about, no day said, an attribute the data lacks.
  [GYM, 'How many queries mentioned the outage on 3 June 2024?', { declined: true }],
  [HOTEL, 'How many complaints were about the fire alarm on 12 March 2025?', { declined: true }],
  [GYM, 'How many queries came in on the day of the outage?', { declined: true }],
  [
    GYM,
    'how many queries from pensioners on the day of the outage, 3 June 2024',
    { declined: true },
  ],
  // Review guards: a place or team said right before a date, with no event word, is no event.
  [
    HOTEL,
    'How many complaints did the Harbourside rooftop bar receive on 3 March 2025?',
    { filters: ['kind=Complaint', 'hotel=Harbourside'] },
  ],
  [
    GYM,
    'How many queries did the Harrogate spin studio get on 3 June 2024?',
    { filters: ['club=Harrogate'], declined: true },
  ],
  [
    RAIL,
    'how many refunds did the Riverside East ticket office pay on 10 March 2025?',
    { filters: ['outcome=Refund', 'station=Riverside East'], declined: true },
  ],
]);
