import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { provideRouter } from '@angular/router';
import { BackendStatusService } from '../shell/backend-status';
import { DataPage } from './data-page';
import type { ColumnProfile, Upload } from './import-api';

const profile = (column: string, extra: Partial<ColumnProfile> & Pick<ColumnProfile, 'type'>): ColumnProfile => ({
  column,
  filled: 3,
  empty: 0,
  distinct: 3,
  distinctCapped: false,
  top: [],
  dateFormats: [],
  ...extra,
});

const UPLOAD: Upload = {
  upload: '00000000-0000-4000-8000-000000000002',
  name: 'parcels.csv',
  profile: {
    rows: 3,
    columns: [
      profile('Opened', { type: 'date', dateFormats: ['Do MMM YYYY h A'] }),
      profile('Note', { type: 'text', top: [{ value: '<img src=x onerror="alert(1)">', count: 1 }] }),
      profile('Due', {
        type: 'category',
        dateFormats: ['M/D/YYYY h.mm A', 'D/M/YYYY h.mm A'],
        rivalDateFormats: ['D/M/YYYY h.mm A'],
      }),
      profile('Wait', { type: 'number', unit: 'minutes' }),
      profile('Paid', { type: 'boolean', flagSpellings: { yes: ['Y'], no: [], blank: 'no' } }),
      profile('Parcel', { type: 'category', mixedUnits: ['kg', 'km'] }),
    ],
  },
  mapping: {
    timezone: 'UTC',
    fields: { at: { column: 'Opened', format: 'Do MMM YYYY h A' }, body: { column: 'Note' } },
    custom: {
      due: { column: 'Due', type: 'date', format: 'M/D/YYYY h.mm A' },
      wait: { column: 'Wait', type: 'number', unit: 'minutes' },
      paid: { column: 'Paid', type: 'boolean', default: 'no' },
      parcel: { column: 'Parcel', type: 'category' },
    },
  },
  rows: [{ line: 2, ok: true, values: { at: '2025-12-01T09:00:00Z', wait: 80 } }],
};

describe('DataPage (what the import detected, before importing)', () => {
  let fixture: ComponentFixture<DataPage>;
  let http: HttpTestingController;

  beforeEach(async () => {
    TestBed.configureTestingModule({
      imports: [DataPage],
      providers: [
        provideHttpClient(),
        provideHttpClientTesting(),
        provideRouter([]),
        { provide: BackendStatusService, useValue: jasmine.createSpyObj('BackendStatusService', ['reload']) },
      ],
    });
    fixture = TestBed.createComponent(DataPage);
    http = TestBed.inject(HttpTestingController);
    fixture.detectChanges();
    const input = fixture.nativeElement.querySelector('[data-testid="data-file-input"]') as HTMLInputElement;
    const transfer = new DataTransfer();
    transfer.items.add(new File(['csv'], 'parcels.csv', { type: 'text/csv' }));
    input.files = transfer.files;
    input.dispatchEvent(new Event('change'));
    http.expectOne((request) => request.url === '/api/import/files').flush(UPLOAD);
    await fixture.whenStable();
    fixture.detectChanges();
  });
  afterEach(() => http.verify());

  const cell = (column: string) =>
    fixture.nativeElement.querySelector(`[data-testid="data-detected"][data-column="${column}"]`) as HTMLElement;

  it('shows each column’s type, date format and order, unit and flag spellings', () => {
    expect(cell('Opened').textContent).toContain('date, day first (Do MMM YYYY h A)');
    expect(cell('Wait').textContent).toContain('number in minutes');
    expect(cell('Paid').textContent).toContain('yes: “Y” · no: blank');
    expect(cell('Parcel').textContent).toContain('units of different kinds (kg, km)');
    expect(cell('Note').textContent).toContain('text');
  });

  it('marks an ambiguous date column and lets the order be changed from the keyboard', async () => {
    expect(cell('Due').textContent).toContain('every value reads both ways');
    expect(cell('Due').closest('tr')!.classList).toContain('ambiguous');
    const selects = fixture.nativeElement.querySelectorAll('[data-testid="data-date-order"]');
    // Only the column whose values read both ways asks for an order.
    expect(selects.length).toBe(1);
    const select = selects[0] as HTMLElement;
    expect(select.getAttribute('aria-label')).toBe('Day and month order of Due');
    expect(select.getAttribute('tabindex')).toBe('0');
    expect(select.getAttribute('aria-describedby')).toContain('order-note-');
    // Arrow down on the closed select moves to the next reading, as a keyboard user would.
    select.focus();
    const down = new KeyboardEvent('keydown', { key: 'ArrowDown', bubbles: true });
    Object.defineProperty(down, 'keyCode', { get: () => 40 });
    select.dispatchEvent(down);
    fixture.detectChanges();
    expect(select.textContent).toContain('day first (D/M/YYYY h.mm A)');
    const request = http.expectOne('/api/import/preview');
    const body = request.request.body as { mapping: { custom: Record<string, { format?: string }> } };
    expect(body.mapping.custom['due']!.format).toBe('D/M/YYYY h.mm A');
    request.flush(UPLOAD);
    await fixture.whenStable();
  });

  it('shows file content as text, never as markup', () => {
    const sample = fixture.nativeElement.querySelector('.sample') as HTMLElement;
    expect(fixture.nativeElement.querySelector('.sample img')).toBeNull();
    expect(fixture.nativeElement.textContent).toContain('<img src=x onerror="alert(1)">');
    expect(sample).toBeTruthy();
  });
});
