import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import {
  type BackendStatus,
  BackendStatusService,
  PREPARING_CHECK_INTERVAL_MS,
  STATUS_CHECK_INTERVAL_MS,
} from './backend-status';

const STATUS: BackendStatus = {
  llm: { backend: 'offline', models: ['sightline-offline'], defaultModel: 'sightline-offline' },
  data: { communications: 10, customers: 2, cases: 1, from: '2026-01-01', to: '2026-01-31' },
};

describe('BackendStatusService', () => {
  let http: HttpTestingController;
  let service: BackendStatusService;

  beforeEach(() => {
    jasmine.clock().install();
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
    http = TestBed.inject(HttpTestingController);
    service = TestBed.inject(BackendStatusService);
    TestBed.tick();
  });
  afterEach(() => {
    http.verify();
    jasmine.clock().uninstall();
  });

  async function settle(): Promise<void> {
    TestBed.tick();
    await Promise.resolve();
    TestBed.tick();
  }

  it('shows the API as down when it stops answering, and as back when it returns', async () => {
    http.expectOne('/api/status').flush(STATUS);
    await settle();
    expect(service.failed()).toBeFalse();
    expect(service.offline()).toBeTrue();

    jasmine.clock().tick(STATUS_CHECK_INTERVAL_MS);
    await settle();
    http.expectOne('/api/status').error(new ProgressEvent('error'));
    await settle();
    expect(service.failed()).toBeTrue();
    expect(service.status()).toBeUndefined();

    jasmine.clock().tick(STATUS_CHECK_INTERVAL_MS);
    await settle();
    http.expectOne('/api/status').flush(STATUS);
    await settle();
    expect(service.failed()).toBeFalse();
    expect(service.status()?.data.communications).toBe(10);
  });

  it('does not ask before the interval has passed', async () => {
    http.expectOne('/api/status').flush(STATUS);
    await settle();
    jasmine.clock().tick(STATUS_CHECK_INTERVAL_MS - 1);
    await settle();
    http.expectNone('/api/status');
  });

  it('while the tools warm up, says how far the data is prepared and asks again soon', async () => {
    http.expectOne('/api/status').flush({ ...STATUS, tools: { ready: false, progress: 0.426 } });
    await settle();
    expect(service.preparing()).toBe(42);

    jasmine.clock().tick(PREPARING_CHECK_INTERVAL_MS);
    await settle();
    http.expectOne('/api/status').flush({ ...STATUS, tools: { ready: true, progress: 1 } });
    await settle();
    expect(service.preparing()).toBeNull();

    // Ready: back to the usual interval.
    jasmine.clock().tick(PREPARING_CHECK_INTERVAL_MS);
    await settle();
    http.expectNone('/api/status');
  });

  it('has nothing to prepare with an API that does not report its tools', async () => {
    http.expectOne('/api/status').flush(STATUS);
    await settle();
    expect(service.preparing()).toBeNull();
  });
});
