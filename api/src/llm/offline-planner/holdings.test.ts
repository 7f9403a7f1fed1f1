import assert from 'node:assert/strict';
import { describe, it } from 'node:test';
import { holdings } from './dictionary-planner';
import { REPAIR_JOBS_DICTIONARY } from './understand/repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './understand/service-requests-dictionary';

/**
 * What a decline says the data holds: the imported data's own fields by their labels and its
 * record noun, never a built-in field the import left empty or "Unknown" in every row.
 */
describe('what the data holds, said in a decline', () => {
  it('names an import’s own fields and records, not its empty built-in ones', () => {
    const said = holdings(REPAIR_JOBS_DICTIONARY);
    assert.match(said, /^it holds 2000 jobs from 2025-03-01 to 2025-08-31, with /);
    for (const label of ['technician', 'appliance', 'hours to complete the repair', 'parts cost'])
      assert.ok(said.includes(label), `${label} in "${said}"`);
    // `segment` holds only "unknown"; `region` is named once, for the labelled service area.
    assert.ok(!said.includes('segment'), said);
    assert.equal(said.split('region').length - 1, 1, said);
    // Free text (the company) is nothing to count or group by.
    assert.ok(!said.includes('company'), said);
  });

  it('puts labelled fields before unlabelled ones', () => {
    const said = holdings(SERVICE_REQUESTS_DICTIONARY);
    assert.match(said, /^it holds 1200 requests /);
    const fields = said.replace(/^.*?, with /, '').split(', ');
    assert.ok(fields.includes('reported via') && !fields.includes('channel'), said);
    // The repair jobs' status and severity come first in the dictionary, unlabelled.
    const repair = holdings(REPAIR_JOBS_DICTIONARY)
      .replace(/^.*?, with /, '')
      .split(', ');
    assert.ok(repair.indexOf('job type') < repair.indexOf('status'), repair.join(', '));
  });
});
