import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { RAIL_REFUNDS_DICTIONARY } from './rail-refunds-dictionary';
import { RIDE_SUPPORT_DICTIONARY } from './ride-support-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * Follow-ups keep the whole earlier scope (every filter and period) unless they replace a field's
 * value, switch it ("what about Email?") or widen it ("across all stations", "regardless of
 * station", "for any club"); "which patron raised the most?" counts the earlier records; and a
 * field whose values are near-unique (riders, members, patrons, passengers) is a grouping only
 * where one figure per entity is asked ("per rider", "which member … the most"), never where the
 * doers are described ("raised by premium riders", "by members on Off-Peak Flex"). A verb that
 * narrows or widens ("narrow that down to …", "filter those to …", "widen that to all …") names
 * nothing in the data: the earlier question is asked again over the new scope. Conversations
 * are written with " → " between their turns.
 */
const RIDE = RIDE_SUPPORT_DICTIONARY;
const GYM = GYM_QUERIES_DICTIONARY;
const VENUE = VENUE_TICKETS_DICTIONARY;
const RAIL = RAIL_REFUNDS_DICTIONARY;

describe('follow-ups keep their scope; entity fields group only when asked per entity', () => {
  expectEach(
    (dictionary: DataDictionary, conversation: string) =>
      plansOf(dictionary, ...conversation.split(' → ')).join(' | '),
    [
      [
        RIDE,
        'How many overcharge messages came from Lisbon? → What share of them were raised by premium riders?',
        'm=rate:premium_rider f=category=overcharge,city=Lisbon',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon? → What proportion of those came from riders on an airport trip?',
        'm=rate:airport_trip f=category=overcharge,city=Lisbon',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon? → how many of them were sent by premium riders?',
        'm=count f=category=overcharge,city=Lisbon,premium_rider=true',
      ],
      [RIDE, 'What share of messages were raised by premium riders?', 'm=rate:premium_rider'],
      [
        RIDE,
        'What percentage of lost item messages came from riders on airport trips?',
        'm=rate:airport_trip f=category=lost item',
      ],
      [RIDE, 'How many messages per rider in Porto?', 'm=count f=city=Porto g=customerId'],
      [
        RIDE,
        'Which rider sent the most overcharge messages?',
        'm=count f=category=overcharge g=customerId r=desc1',
      ],
      [RIDE, 'Average refund by rider for Faro', 'm=average:refund_eur f=city=Faro g=customerId'],
      [
        GYM,
        'How many Billing error queries came in at North Leeds? → What share of them were from members on the Premium Swim plan?',
        'm=share[product=Premium Swim] f=category=Billing error,club=North Leeds',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds? → Which member raised the most of them?',
        'm=count f=category=Billing error,club=North Leeds g=customerId r=desc1',
      ],
      [
        GYM,
        'How many queries were raised by members on Off-Peak Flex?',
        'm=count f=product=Off-Peak Flex',
      ],
      [
        VENUE,
        'How many Refund issues were there at North Hall? → What share of them were raised by patrons resolved on the day?',
        'm=rate:resolved on day f=Venue Hall=North Hall,issue kind=Refund',
      ],
      [
        VENUE,
        'How many Refund issues were there at North Hall? → Which patron raised the most?',
        'm=count f=Venue Hall=North Hall,issue kind=Refund g=customerId r=desc1',
      ],
      [
        VENUE,
        'What fraction of Lost ticket issues came from patrons at South Hall?',
        'm=share[Venue Hall=South Hall] f=issue kind=Lost ticket',
      ],
      [
        RAIL,
        'How many Delay claims came via Email? → What share of those were lodged by passengers at Central?',
        'm=share[station=Central] f=claim_type=Delay,contacted_via=Email',
      ],
      [RAIL, 'How many claims per passenger at Harbour?', 'm=count f=station=Harbour g=customerId'],
      [
        RAIL,
        'How many Delay claims at Central came via Email? → And across all stations?',
        'm=count f=claim_type=Delay,contacted_via=Email',
      ],
      [
        RAIL,
        'How many Delay claims at Central came via Email? → what about every channel?',
        'm=count f=claim_type=Delay,station=Central',
      ],
      [
        RAIL,
        'How many Delay claims at Central came via Email in March 2025? → Regardless of station?',
        'm=count f=claim_type=Delay,contacted_via=Email p=2025-03-01..2025-03-31',
      ],
      [
        RAIL,
        'How many Delay claims at Central came via Email in March 2025? → and for all claim types?',
        'm=count f=contacted_via=Email,station=Central p=2025-03-01..2025-03-31',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds via App? → Same for any club?',
        'm=count f=category=Billing error,channel=App',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds via App? → And at South Leeds?',
        'm=count f=category=Billing error,channel=App,club=South Leeds',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds via App? → What about Email?',
        'm=count f=category=Billing error,channel=Email,club=North Leeds',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds via App? → And for Premium Swim members?',
        'm=count f=category=Billing error,channel=App,club=North Leeds,product=Premium Swim',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds via App in June 2024? → How many of those were escalated?',
        'm=count f=category=Billing error,channel=App,club=North Leeds,status=Escalated p=2024-06-01..2024-06-30',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds via App in June 2024? → How many of those were escalated? → And which agent handled most of them?',
        'm=count f=category=Billing error,channel=App,club=North Leeds,status=Escalated p=2024-06-01..2024-06-30 g=handled_by r=desc1',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds via App in June 2024? → And in July 2024? → What was their average refund?',
        'm=average:refund_gbp f=category=Billing error,channel=App,club=North Leeds p=2024-07-01..2024-07-31',
      ],
      [
        VENUE,
        'How many Refund issues were there at North Hall? → Which patron raised the most?',
        'm=count f=Venue Hall=North Hall,issue kind=Refund g=customerId r=desc1',
      ],
      [
        VENUE,
        'How many Refund issues were there at North Hall? → Who handled the most?',
        'm=count f=Venue Hall=North Hall,issue kind=Refund g=agent r=desc1',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon handled by staff? → And from Porto? → What share of those were airport trips?',
        'm=rate:airport_trip f=category=overcharge,city=Porto,handled_by=staff',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon handled by staff? → What about app crash?',
        'm=count f=category=app crash,city=Lisbon,handled_by=staff',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon handled by staff? → what was the average wait for them?',
        'm=average:wait_minutes f=category=overcharge,city=Lisbon,handled_by=staff',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon handled by staff? → And in all cities?',
        'm=count f=category=overcharge,handled_by=staff',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon? → Narrow that down to premium riders only.',
        'm=count f=category=overcharge,city=Lisbon,premium_rider=true',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon? → Filter those to airport trips.',
        'm=count f=airport_trip=true,category=overcharge,city=Lisbon',
      ],
      [
        RIDE,
        'How many overcharge messages came from Lisbon? → Can you restrict it to staff?',
        'm=count f=category=overcharge,city=Lisbon,handled_by=staff',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds? → Limit that to the App.',
        'm=count f=category=Billing error,channel=App,club=North Leeds',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds? → Now widen that to all clubs.',
        'm=count f=category=Billing error',
      ],
      [
        GYM,
        'How many Billing error queries came in at North Leeds in June 2024? → Expand it to every club.',
        'm=count f=category=Billing error p=2024-06-01..2024-06-30',
      ],
      [
        RAIL,
        'How many Delay claims came via Email? → Zoom in on Central.',
        'm=count f=claim_type=Delay,contacted_via=Email,station=Central',
      ],
      [
        RAIL,
        'How many Delay claims came via Email? → Focus on the ones at Harbour only',
        'm=count f=claim_type=Delay,contacted_via=Email,station=Harbour',
      ],
    ],
  );
});
