import { HttpEventType, provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { BackendStatusService } from '../shell/backend-status';
import type { Upload } from './import-api';
import { ImportStore } from './import-store';

const UPLOAD: Upload = {
  upload: '00000000-0000-4000-8000-000000000001',
  name: 'complaints.csv',
  profile: {
    rows: 3,
    columns: [
      { column: 'Date received', filled: 3, empty: 0, distinct: 2, distinctCapped: false, top: [], type: 'date', dateFormats: ['M/D/YYYY'] },
      { column: 'Issue', filled: 3, empty: 0, distinct: 2, distinctCapped: false, top: [], type: 'category', dateFormats: [] },
      { column: 'Narrative', filled: 2, empty: 1, distinct: 2, distinctCapped: false, top: [], type: 'text', dateFormats: [] },
      { column: 'State', filled: 3, empty: 0, distinct: 2, distinctCapped: false, top: [], type: 'category', dateFormats: [] },
    ],
  },
  mapping: {
    timezone: 'UTC',
    fields: {
      at: { column: 'Date received', format: 'M/D/YYYY' },
      body: { column: 'Narrative' },
      channel: { constant: 'web' },
    },
    custom: { issue: { column: 'Issue', type: 'category' }, state: { column: 'State', type: 'category' } },
  },
  rows: [{ line: 2, ok: true, values: { at: '2020-03-18T00:00:00Z', state: 'CA' } }],
};

describe('ImportStore (the Data page)', () => {
  let http: HttpTestingController;
  let store: ImportStore;
  const backend = jasmine.createSpyObj<BackendStatusService>('BackendStatusService', ['reload']);

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        ImportStore,
        { provide: BackendStatusService, useValue: backend },
      ],
    });
    http = TestBed.inject(HttpTestingController);
    store = TestBed.inject(ImportStore);
  });
  afterEach(() => http.verify());

  async function upload(): Promise<void> {
    const done = store.chooseFile(new File(['csv'], 'complaints.csv', { type: 'text/csv' }));
    const request = http.expectOne((req) => req.url === '/api/import/files');
    expect(request.request.params.get('name')).toBe('complaints.csv');
    request.flush(UPLOAD);
    await done;
  }

  it('reads the proposed mapping as one choice per column and keeps constants', async () => {
    await upload();
    expect(store.phase()).toBe('ready');
    expect(store.assignments().map((assignment) => [assignment.column, assignment.use])).toEqual([
      ['Date received', 'at'],
      ['Issue', 'custom'],
      ['Narrative', 'body'],
      ['State', 'custom'],
    ]);
    const mapping = store.mapping()!;
    expect(mapping.fields?.['channel']).toEqual({ constant: 'web' });
    expect(mapping.fields?.['at']).toEqual({ column: 'Date received', format: 'M/D/YYYY' });
    expect(mapping.custom?.['state']).toEqual({ column: 'State', type: 'category' });
    expect(store.canImport()).toBeTrue();
  });

  it('previews again with the adjusted mapping', async () => {
    await upload();
    const done = store.assign('Issue', { use: 'subject' });
    const request = http.expectOne('/api/import/preview');
    const body = request.request.body as { upload: string; mapping: { fields: Record<string, { column?: string }>; custom: object } };
    expect(body.upload).toBe(UPLOAD.upload);
    expect(body.mapping.fields['subject']).toEqual({ column: 'Issue' });
    expect(Object.keys(body.mapping.custom)).toEqual(['state']);
    request.flush({ ...UPLOAD, rows: [{ line: 2, ok: false, reason: 'at is not a real date', value: '2/30/2020' }] });
    await done;
    expect(store.previewRows()[0]).toEqual({ line: 2, ok: false, reason: 'at is not a real date', value: '2/30/2020' });
  });

  it('shows progress while importing, then the summary, and refreshes the header counts', async () => {
    await upload();
    const done = store.runImport();
    const request = http.expectOne('/api/import');
    expect(store.phase()).toBe('importing');
    const progress = '{"type":"progress","read":2,"imported":2}\n';
    request.event({ type: HttpEventType.DownloadProgress, loaded: progress.length, partialText: progress });
    expect(store.progress()).toEqual({ read: 2, imported: 2 });
    expect(store.percent()).toBe(67);
    expect(backend.reload).not.toHaveBeenCalled();
    const summary = {
      communications: { read: 3, imported: 2, duplicates: 0, rejected: 1 },
      customFields: [{ name: 'state', type: 'category' }],
      reasons: [{ reason: 'at is not a real date', count: 1, lines: [4] }],
    };
    request.flush(`${progress}${JSON.stringify({ type: 'done', summary })}\n`);
    await done;
    expect(store.phase()).toBe('done');
    expect(store.summary()?.communications.imported).toBe(2);
    expect(store.percent()).toBe(100);
    expect(backend.reload).toHaveBeenCalledTimes(1);
  });

  it('says why an upload was refused', async () => {
    const done = store.chooseFile(new File(['x'], 'report.xlsx'));
    http
      .expectOne((req) => req.url === '/api/import/files')
      .flush(
        { error: { code: 'unsupported_file', message: 'name must end in .csv, .jsonl or .ndjson' } },
        { status: 400, statusText: 'Bad Request' },
      );
    await done;
    expect(store.phase()).toBe('failed');
    expect(store.error()).toBe('name must end in .csv, .jsonl or .ndjson');
  });
});
