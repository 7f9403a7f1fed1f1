import assert from 'node:assert/strict';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { after, before, describe, it } from 'node:test';
import type { DataDictionary } from '../../../src/agent/dataset';
import { buildApp } from '../app';
import { loadConfig } from '../config';
import { closeDatabase, openDatabase, type Store } from '../store/db';

const directory = mkdtempSync(join(tmpdir(), 'sightline-import-route-'));
let db: Store;
after(() => {
  if (db) closeDatabase(db);
  rmSync(directory, { recursive: true, force: true });
});
before(() => {
  db = openDatabase(join(directory, 'routes.db'));
});

const CSV = [
  'Date received,Issue,Narrative,Company,State',
  '3/18/2020,Billing dispute,They charged me twice.,Acme Bank,CA',
  '3/19/2020,Late fee,,Acme Bank,NY',
  '3/19/2020,Late fee,Fee after I paid on time,Other Corp,NY',
  '2/30/2020,Late fee,Impossible day,Other Corp,TX',
].join('\n');

async function appWith(token?: string) {
  const config = { ...loadConfig({ SIGHTLINE_DB: join(directory, 'routes.db') }), token };
  return buildApp({ config, db, logger: false });
}

describe('import from the browser', () => {
  it('uploads, proposes a mapping, previews, imports with progress and updates the dictionary', async () => {
    const app = await appWith();
    try {
      const uploaded = await app.inject({
        method: 'POST',
        url: '/api/import/files?name=complaints.csv',
        headers: { 'content-type': 'text/csv' },
        payload: CSV,
      });
      assert.equal(uploaded.statusCode, 200, uploaded.body);
      const proposal = uploaded.json() as {
        upload: string;
        mapping: { fields: Record<string, { column: string; format?: string }> };
        rows: { ok: boolean; values?: Record<string, unknown> }[];
      };
      assert.deepEqual(proposal.mapping.fields['at'], {
        column: 'Date received',
        format: 'M/D/YYYY',
      });
      assert.equal(proposal.mapping.fields['body']?.column, 'Narrative');

      const mapping = {
        ...proposal.mapping,
        fields: { ...proposal.mapping.fields, subject: { column: 'Issue' } },
      };
      const preview = await app.inject({
        method: 'POST',
        url: '/api/import/preview',
        payload: { upload: proposal.upload, mapping },
      });
      assert.equal(preview.statusCode, 200, preview.body);
      const previewRows = (preview.json() as { rows: Record<string, unknown>[] }).rows;
      assert.deepEqual(previewRows[1], {
        line: 3,
        ok: true,
        values: (previewRows[1] as { values: Record<string, unknown> }).values,
      });
      const second = (previewRows[1] as { values: Record<string, unknown> }).values;
      assert.equal(second['subject'], 'Late fee');
      assert.equal(second['company'], 'Acme Bank');
      assert.deepEqual(previewRows[3], {
        line: 5,
        ok: false,
        reason: 'at is not a real date',
        value: '2/30/2020',
      });

      const imported = await app.inject({
        method: 'POST',
        url: '/api/import',
        payload: { upload: proposal.upload, mapping },
      });
      assert.equal(imported.statusCode, 200);
      const lines = imported.body
        .trim()
        .split('\n')
        .map(
          (line) =>
            JSON.parse(line) as {
              type: string;
              summary?: { communications: { imported: number; rejected: number } };
            },
        );
      assert.ok(lines.some((line) => line.type === 'progress'));
      const done = lines.at(-1)!;
      assert.equal(done.type, 'done');
      assert.equal(done.summary?.communications.imported, 3);
      assert.equal(done.summary?.communications.rejected, 1);

      const dictionary = (
        await app.inject({ method: 'GET', url: '/api/dataset' })
      ).json() as DataDictionary;
      assert.equal(dictionary.counts.communications, 3);
      assert.equal(dictionary.from, '2020-03-18');
      const state = dictionary.fields.find((field) => field.name === 'state');
      assert.equal(state?.role, 'custom');
      assert.deepEqual(state?.values, [
        { value: 'NY', count: 2 },
        { value: 'CA', count: 1 },
      ]);

      const again = await app.inject({
        method: 'POST',
        url: '/api/import',
        payload: { upload: proposal.upload, mapping },
      });
      assert.match(again.body, /no such upload/);
    } finally {
      await app.close();
    }
  });

  it('refuses an upload without the token when one is required, and odd files clearly', async () => {
    const app = await appWith('a-test-token-of-some-length');
    try {
      const refused = await app.inject({
        method: 'POST',
        url: '/api/import/files?name=complaints.csv',
        headers: { 'content-type': 'text/csv' },
        payload: CSV,
      });
      assert.equal(refused.statusCode, 401);
      const authorization = 'Bearer a-test-token-of-some-length';
      const wrongType = await app.inject({
        method: 'POST',
        url: '/api/import/files?name=report.xlsx',
        headers: { 'content-type': 'application/octet-stream', authorization },
        payload: 'PK…',
      });
      assert.equal(wrongType.statusCode, 400);
      assert.match(wrongType.body, /\.csv, \.jsonl or \.ndjson/);
      const badMapping = await app.inject({
        method: 'POST',
        url: '/api/import/preview',
        headers: { authorization },
        payload: { upload: '00000000-0000-0000-0000-000000000000', mapping: {} },
      });
      assert.equal(badMapping.statusCode, 404);
    } finally {
      await app.close();
    }
  });
});
