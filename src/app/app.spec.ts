import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { Router, provideRouter } from '@angular/router';
import { App } from './app';
import { routes } from './app.routes';
import type { BackendStatus } from './shell/backend-status';
import {
  FakeAgentLauncher,
  provideFakeAgent,
  settle,
} from './timeline/testing/fake-agent-launcher';
import { RunStore } from './timeline/run-store';

const data: BackendStatus['data'] = {
  communications: 25000,
  customers: 3000,
  cases: 3500,
  from: '2025-11-01',
  to: '2026-10-31',
};

describe('App shell', () => {
  let fixture: ComponentFixture<App>;
  let http: HttpTestingController;
  let fake: FakeAgentLauncher;

  beforeEach(async () => {
    localStorage.removeItem('sightline.settings');
    fake = new FakeAgentLauncher();
    await TestBed.configureTestingModule({
      imports: [App],
      providers: [provideRouter(routes), ...provideFakeAgent(fake)],
    }).compileComponents();
    http = TestBed.inject(HttpTestingController);
    fixture = TestBed.createComponent(App);
    await TestBed.inject(Router).navigateByUrl('/');
    // Not whenStable: the pending /api/status request keeps the app unstable until answered.
    TestBed.tick();
  });

  function byTestId(id: string): HTMLElement | null {
    return (fixture.nativeElement as HTMLElement).querySelector(`[data-testid="${id}"]`);
  }

  async function answerStatus(llm: BackendStatus['llm']): Promise<void> {
    http.expectOne('/api/status').flush({ llm, data });
    await fixture.whenStable();
  }

  it('shows the product, the research view and example questions', async () => {
    await answerStatus({
      backend: 'offline',
      models: ['sightline-offline'],
      defaultModel: 'sightline-offline',
    });
    const element: HTMLElement = fixture.nativeElement;
    expect(element.querySelector('header')?.textContent).toContain('Sightline');
    expect(byTestId('timeline')).not.toBeNull();
    expect(byTestId('ask-input')).not.toBeNull();
    expect(byTestId('new-conversation')).not.toBeNull();
    expect(element.querySelectorAll('app-example-questions button').length).toBe(6);
    expect(element.textContent).toContain('25,000 communications');
  });

  it('says plainly when the offline planner answers', async () => {
    await answerStatus({
      backend: 'offline',
      models: ['sightline-offline'],
      defaultModel: 'sightline-offline',
    });
    expect(byTestId('backend-status')?.textContent).toContain(
      'Offline planner (no language model)',
    );
  });

  it('names Claude and the model when the server has a key', async () => {
    await answerStatus({
      backend: 'anthropic',
      models: ['claude-sonnet-4-5', 'claude-haiku-4-5'],
      defaultModel: 'claude-sonnet-4-5',
    });
    expect(byTestId('backend-status')?.textContent).toContain('Claude · claude-sonnet-4-5');
  });

  it('reports an unreachable API in the status chip', async () => {
    http
      .expectOne('/api/status')
      .flush({ error: { code: 'down' } }, { status: 502, statusText: 'Bad Gateway' });
    await fixture.whenStable();
    expect(byTestId('backend-status')?.textContent).toContain('API unreachable');
  });

  it('asks an example question and sends the chosen model and protocol', async () => {
    await answerStatus({
      backend: 'offline',
      models: ['sightline-offline'],
      defaultModel: 'sightline-offline',
    });
    const example = fixture.nativeElement.querySelector(
      'app-example-questions button',
    ) as HTMLElement;
    example.click();
    await settle(() => TestBed.inject(RunStore).isLive());
    // Asking also wakes the sentiment chart beside the conversation; its requests must be answered
    // before the app is stable.
    let answered = 0;
    for (let wait = 0; wait < 40 && answered < 2; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      for (const request of http.match(() => true)) {
        answered++;
        if (request.request.url.includes('sentiment-bubbles')) request.flush([]);
        else request.flush({ error: { code: 'gone' } }, { status: 404, statusText: 'Gone' });
      }
    }
    await fixture.whenStable();
    expect(fake.requests[0].question).toContain('login complaints');
    expect(fake.requests[0].settings).toEqual({
      model: 'sightline-offline',
      protocol: 'native',
      maxSteps: 10,
    });
    expect(fixture.nativeElement.querySelector('app-example-questions')).toBeNull();
  });
});
