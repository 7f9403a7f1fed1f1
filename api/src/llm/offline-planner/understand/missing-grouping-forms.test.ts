import { describe } from 'node:test';
import type { DataDictionary } from '../../../../../src/agent/dataset';
import { planOfTurns } from './forms-test-support';
import { LIBRARY_REQUESTS_DICTIONARY } from './library-requests-dictionary';
import { planSaid, expectEach } from './plans-forms-support';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * "Which <noun> gets the most complaints" where the noun names nothing in the data, while
 * "complaints" names a field ("complaint type"): the grouping asked is missing, so the question is
 * declined with that noun, not answered by the field "complaints" named.
 */
function withSynonym(dictionary: DataDictionary, field: string, synonym: string): DataDictionary {
  return {
    ...dictionary,
    fields: dictionary.fields.map((own) =>
      own.name === field ? { ...own, synonyms: [...(own.synonyms ?? []), synonym] } : own,
    ),
  };
}

const VENUE = withSynonym(VENUE_TICKETS_DICTIONARY, 'issue kind', 'complaint type');
const LIBRARY = withSynonym(LIBRARY_REQUESTS_DICTIONARY, 'req_type', 'complaint kind');

function read(dictionary: DataDictionary, question: string): string {
  const plan = planOfTurns(dictionary, [question]);
  if (plan.unknownIsAsked) return `declined ${plan.unknown.join('|')}`;
  return planSaid(plan);
}

describe('a grouping the data lacks, beside a field the counted noun names', () => {
  expectEach(read, [
    [VENUE, 'Which promoter gets the most complaints?', 'declined promoter'],
    [VENUE, 'which festival had the most complaints', 'declined festival'],
    [LIBRARY, 'Which author gets the most complaints?', 'declined author'],
    [LIBRARY, 'which publisher drew the fewest complaints?', 'declined publisher'],
    [VENUE, 'Which hall gets the most complaints?', 'm=count g=Venue Hall r=desc1'],
    [LIBRARY, 'Which branch gets the most complaints?', 'm=count g=branch_lib r=desc1'],
    [VENUE, 'Which single hall got the most complaints?', 'm=count g=Venue Hall r=desc1'],
    [LIBRARY, 'which particular branch drew the most complaints', 'm=count g=branch_lib r=desc1'],
    [VENUE, 'Which single promoter gets the most complaints?', 'declined promoter|single'],
  ]);
});
