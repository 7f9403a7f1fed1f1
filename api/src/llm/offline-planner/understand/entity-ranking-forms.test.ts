import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { CLINIC_FEEDBACK_DICTIONARY } from './clinic-feedback-dictionary';
import { COUNCIL_COMPLAINTS_DICTIONARY } from './council-complaints-dictionary';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * "Which rider contacted us most often about overcharges?", "who is the rider with the most lost
 * item messages in Porto?": a question of which entity (a rider, member, patron, passenger,
 * patient, resident) ranks the entities by how many of the scoped records are theirs, not by a
 * yes/no field a word of the entity's name happens to share ("Premium rider"); after a turn, over
 * that turn's records. Conversations are written with " → " between their turns.
 */
const RIDE = RIDE_SUPPORT_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const VENUE = VENUE_TICKETS_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;
const CLINIC = CLINIC_FEEDBACK_DICTIONARY;
const COUNCIL = COUNCIL_COMPLAINTS_DICTIONARY;

describe('which entity: ranked by its count among the scoped records', () => {
  expectEach(
    (dictionary: DataDictionary, conversation: string) =>
      plansOf(dictionary, ...conversation.split(' → ')).join(' | '),
    [
      [RIDE, 'Which rider sent the most messages?', 'm=count g=customerId r=desc1'],
      [
        RIDE,
        'Which rider contacted us most often about overcharges?',
        'm=count f=category=overcharge g=customerId r=desc1',
      ],
      [
        RIDE,
        'Who is the rider with the most lost item messages in Porto?',
        'm=count f=category=lost item,city=Porto g=customerId r=desc1',
      ],
      [RIDE, 'Which riders complained the most? Top 3', 'm=count g=customerId r=desc3'],
      [
        GYM,
        'Which member raised the most queries at North Leeds?',
        'm=count f=club=North Leeds g=customerId r=desc1',
      ],
      [GYM, 'Which member has been in touch most often?', 'm=count g=customerId r=desc1'],
      [
        VENUE,
        'Which patron reported the most issues at North Hall?',
        'm=count f=Venue Hall=North Hall g=customerId r=desc1',
      ],
      [
        RAIL,
        'Which passenger lodged the most Delay claims?',
        'm=count f=claim_type=Delay g=customerId r=desc1',
      ],
      [RAIL, 'Which passenger claimed most often?', 'm=count g=customerId r=desc1'],
      [
        RAIL,
        'How many Delay claims came via Email? → Which passenger lodged the most of those?',
        'm=count f=claim_type=Delay,contacted_via=Email g=customerId r=desc1',
      ],
      [
        RAIL,
        'How many Delay claims came via Email? → And which passenger made most of them?',
        'm=count f=claim_type=Delay,contacted_via=Email g=customerId r=desc1',
      ],
      [CLINIC, 'Which patient left the most feedback?', 'm=count g=customerId r=desc1'],
      [COUNCIL, 'Which resident complained the most?', 'm=count g=customerId r=desc1'],
      [
        COUNCIL,
        'Which resident has the most complaints this year?',
        'm=count p=2025-01-01..2025-06-30 g=customerId r=desc1',
      ],
      [COUNCIL, 'Top 5 residents by number of complaints', 'm=count g=customerId r=desc5'],
    ],
  );
});
