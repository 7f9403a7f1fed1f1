import { provideHttpClient } from '@angular/common/http';
import { HttpTestingController, provideHttpClientTesting } from '@angular/common/http/testing';
import { TestBed } from '@angular/core/testing';
import { SettingsStore } from './settings-store';

describe('SettingsStore', () => {
  beforeEach(() => {
    localStorage.removeItem('sightline.settings');
    TestBed.configureTestingModule({
      providers: [provideHttpClient(), provideHttpClientTesting()],
    });
  });

  afterEach(() => localStorage.removeItem('sightline.settings'));

  it('keeps max steps within its range', () => {
    const store = TestBed.inject(SettingsStore);
    store.setMaxSteps(500);
    expect(store.maxSteps()).toBe(20);
    store.setMaxSteps(0);
    expect(store.maxSteps()).toBe(1);
    store.setMaxSteps(Number('abc'));
    expect(store.maxSteps()).toBe(10);
  });

  it('falls back to the server default when the chosen model is no longer offered', async () => {
    localStorage.setItem(
      'sightline.settings',
      JSON.stringify({ model: 'old-model', protocol: 'text' }),
    );
    const store = TestBed.inject(SettingsStore);
    TestBed.tick();
    TestBed.inject(HttpTestingController)
      .expectOne('/api/status')
      .flush({
        llm: { backend: 'anthropic', models: ['claude-a', 'claude-b'], defaultModel: 'claude-a' },
        data: { communications: 1, customers: 1, cases: 1, from: null, to: null },
      });
    await new Promise((resolve) => setTimeout(resolve));
    expect(store.effectiveModel()).toBe('claude-a');
    expect(store.runSettings()).toEqual({ model: 'claude-a', protocol: 'text', maxSteps: 10 });
    store.setModel('claude-b');
    expect(store.runSettings().model).toBe('claude-b');
  });

  it('survives unreadable stored settings', () => {
    localStorage.setItem('sightline.settings', '{not json');
    const store = TestBed.inject(SettingsStore);
    expect(store.protocol()).toBe('native');
    expect(store.model()).toBeNull();
  });
});
