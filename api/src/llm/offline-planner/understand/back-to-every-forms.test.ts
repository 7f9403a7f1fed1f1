import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { GYM_QUERIES_DICTIONARY as GYM } from './gym-queries-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY as REPAIRS } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY as REQUESTS } from './service-requests-dictionary';

/**
 * "Now go back to every estate, but only the ones raised online" after narrowing to one estate:
 * the field narrowed is widened again (its value dropped), the rest of the earlier scope kept,
 * the new filter added, and one figure given (no breakdown by the field gone back to). Guards:
 * "and for every region?", "what about every club?" and "break that down by district" stay
 * breakdowns as they were read before.
 */
describe('a follow-up going back to every value of a field it narrowed', () => {
  expectEach(
    (dictionary: DataDictionary, conversation: string) =>
      plansOf(dictionary, ...conversation.split(' → ')).join(' | '),
    [
      [
        GYM,
        'How many billing errors at York Central? → And for Premium Swim only? → Back to every club, but just the ones raised by email.',
        'm=count f=category=Billing error,channel=Email,product=Premium Swim',
      ],
      [
        GYM,
        'How many billing errors at York Central? → And for Premium Swim only? → Now go back to every club.',
        'm=count f=category=Billing error,product=Premium Swim',
      ],
      [
        GYM,
        'How many billing errors at York Central? → And for Premium Swim only? → ok, back to all the clubs but only via the app',
        'm=count f=category=Billing error,channel=App,product=Premium Swim',
      ],
      [
        CLAIMS,
        'How many storm claims were there? → And in the North only? → Now go back to every region, but only the ones lodged by phone.',
        'm=count f=lodged_via=Phone,peril=Storm',
      ],
      [
        CLAIMS,
        "How many storm claims were there? → And in the North only? → Let's go back to every region - just the broker ones",
        'm=count f=lodged_via=Broker,peril=Storm',
      ],
      [
        CLAIMS,
        'How many declined claims in the South? → and for the Theft peril only? → now take it back to every peril, only the ones paid by cheque',
        'm=count f=claim_status=Declined,payment_method=Cheque,region=South',
      ],
      [
        REQUESTS,
        'How many urgent requests about Street Lighting? → And in Riverside only? → Now widen it back out to every district, but only what came in by app.',
        'm=count f=category=Street Lighting,channel=APP,urgent=true',
      ],
      [
        REQUESTS,
        'How many urgent requests about Street Lighting? → And in Riverside only? → Back out to all districts, web only.',
        'm=count f=category=Street Lighting,channel=WEB,urgent=true',
      ],
      [
        REPAIRS,
        'How many Oven jobs were cancelled? → And in the Highlands? → Now come back to every region, but only the S1 jobs.',
        'm=count f=appliance=Oven,severity=S1,status=Cancelled',
      ],
      [
        REPAIRS,
        'How many Oven jobs were cancelled? → And in the Highlands? → And for every region?',
        'm=count f=appliance=Oven,status=Cancelled g=service_area',
      ],
      [
        GYM,
        'How many billing errors at York Central? → what about every club?',
        'm=count f=category=Billing error g=club',
      ],
      [
        REQUESTS,
        'How many urgent requests about Street Lighting? → Break that down by district',
        'm=count f=category=Street Lighting,urgent=true g=district',
      ],
    ],
  );
});
