import { HttpTestingController } from '@angular/common/http/testing';
import { TestBed, type ComponentFixture } from '@angular/core/testing';
import { RunStore } from '../timeline/run-store';
import {
  FakeAgentLauncher,
  provideFakeAgent,
  runUntilAborted,
  settle,
} from '../timeline/testing/fake-agent-launcher';
import { AskBox } from './ask-box';

describe('AskBox', () => {
  let fixture: ComponentFixture<AskBox>;
  let fake: FakeAgentLauncher;
  let store: RunStore;

  beforeEach(async () => {
    fake = new FakeAgentLauncher();
    TestBed.configureTestingModule({
      providers: provideFakeAgent(fake),
    });
    store = TestBed.inject(RunStore);
    fixture = TestBed.createComponent(AskBox);
    TestBed.tick();
    TestBed.inject(HttpTestingController)
      .expectOne('/api/status')
      .flush({
        llm: {
          backend: 'offline',
          models: ['sightline-offline'],
          defaultModel: 'sightline-offline',
        },
        data: { communications: 1, customers: 1, cases: 1, from: null, to: null },
      });
    await fixture.whenStable();
  });

  function input(): HTMLTextAreaElement {
    return fixture.nativeElement.querySelector('[data-testid="ask-input"]');
  }

  function type(text: string): void {
    input().value = text;
    input().dispatchEvent(new Event('input'));
  }

  function press(key: string, options: KeyboardEventInit = {}): KeyboardEvent {
    const event = new KeyboardEvent('keydown', {
      key,
      bubbles: true,
      cancelable: true,
      ...options,
    });
    input().dispatchEvent(event);
    return event;
  }

  it('asks on Enter and clears the box once the question started', async () => {
    type('What share of chatbot chats are handed to a human agent?');
    press('Enter');
    expect(fake.requests.map((request) => request.question)).toEqual([
      'What share of chatbot chats are handed to a human agent?',
    ]);
    await fixture.whenStable();
    expect(input().value).toBe('');
    await settle(() => store.isLive());
  });

  it('keeps Shift+Enter as a new line and does not ask', () => {
    type('First line');
    const event = press('Enter', { shiftKey: true });
    expect(event.defaultPrevented).toBeFalse();
    expect(fake.requests).toEqual([]);
  });

  it('keeps the draft when the question cannot start because a run is live', async () => {
    fake.queue(runUntilAborted());
    store.ask('Running question');
    await fixture.whenStable();
    type('My next question');
    press('Enter');
    await fixture.whenStable();
    expect(fake.requests.length).toBe(1);
    expect(input().value).toBe('My next question');
    store.stop();
    await settle(() => store.isLive());
  });

  it('shows Stop while a run is live; the button and Esc really stop it', async () => {
    fake.queue(runUntilAborted(), runUntilAborted());
    store.ask('Long question');
    await fixture.whenStable();
    const stop: HTMLButtonElement = fixture.nativeElement.querySelector('[data-testid="run-stop"]');
    expect(fixture.nativeElement.querySelector('[data-testid="ask-submit"]')).toBeNull();
    stop.click();
    expect(fake.signals[0].aborted).toBeTrue();
    await settle(() => store.isLive());
    await fixture.whenStable();
    expect(fixture.nativeElement.querySelector('[data-testid="run-stop"]')).toBeNull();

    store.ask('Another long question');
    await fixture.whenStable();
    document.dispatchEvent(new KeyboardEvent('keydown', { key: 'Escape', bubbles: true }));
    expect(fake.signals[1].aborted).toBeTrue();
    await settle(() => store.isLive());
  });
});
