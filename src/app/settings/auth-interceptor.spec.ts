import { HttpClient, provideHttpClient, withInterceptors } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { authInterceptor } from './auth-interceptor';
import { SettingsStore } from './settings-store';

describe('authInterceptor', () => {
  let http: HttpClient;
  let controller: HttpTestingController;

  beforeEach(() => {
    localStorage.removeItem('sightline.token');
    TestBed.configureTestingModule({
      providers: [
        provideHttpClient(withInterceptors([authInterceptor])),
        provideHttpClientTesting(),
      ],
    });
    http = TestBed.inject(HttpClient);
    controller = TestBed.inject(HttpTestingController);
  });

  afterEach(() => localStorage.removeItem('sightline.token'));

  it('sends no Authorization header when no token is set', () => {
    http.get('/api/status').subscribe();
    const request = controller.expectOne('/api/status');
    expect(request.request.headers.has('Authorization')).toBeFalse();
    request.flush({});
  });

  it('adds the bearer token to our /api calls only', () => {
    TestBed.inject(SettingsStore).setToken('  secret-token ');
    http.get('/api/communications/M-000001').subscribe();
    http.get('https://elsewhere.example/api/x').subscribe();
    const ours = controller.expectOne('/api/communications/M-000001');
    expect(ours.request.headers.get('Authorization')).toBe('Bearer secret-token');
    const theirs = controller.expectOne('https://elsewhere.example/api/x');
    expect(theirs.request.headers.has('Authorization')).toBeFalse();
    ours.flush({});
    theirs.flush({});
  });
});
