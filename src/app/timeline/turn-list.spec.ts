import { TestBed } from '@angular/core/testing';
import { MarkdownService } from 'ngx-markdown';
import { HISTORY_DB } from '../history/history-repository';
import { until } from '../history/testing/until';
import { RunStore } from './run-store';
import { FakeAgentLauncher, provideFakeAgent, settle } from './testing/fake-agent-launcher';
import { TurnList } from './turn-list';

describe('TurnList', () => {
  afterEach(() => document.querySelectorAll('app-turn-list').forEach((host) => host.remove()));

  beforeEach(() => {
    TestBed.configureTestingModule({
      providers: [
        ...provideFakeAgent(new FakeAgentLauncher()),
        { provide: HISTORY_DB, useValue: `turn-list-spec-${Math.random().toString(36).slice(2)}` },
      ],
    });
  });

  it('before the first question takes no room and warms its markdown once the page is idle', async () => {
    const fixture = TestBed.createComponent(TurnList);
    const markdown = fixture.debugElement.injector.get(MarkdownService);
    const parse = spyOn(markdown, 'parse').and.callThrough();
    const host = fixture.nativeElement as HTMLElement;
    document.body.appendChild(host);
    fixture.detectChanges();

    expect(getComputedStyle(host).display).toBe('none');
    await until(
      () => parse.calls.count(),
      (count) => count > 0,
    );
    expect(parse).toHaveBeenCalledTimes(1);
    // Warmed, not shown: no turn, no card.
    expect(host.querySelector('app-turn-view')).toBeNull();
  });

  it('shows the turns once there are some, and then warms nothing (the answer did)', async () => {
    const fixture = TestBed.createComponent(TurnList);
    const markdown = fixture.debugElement.injector.get(MarkdownService);
    const store = TestBed.inject(RunStore);
    const host = fixture.nativeElement as HTMLElement;
    document.body.appendChild(host);
    expect(store.ask('How many?')).toBeTrue();
    await settle(() => store.isLive());
    fixture.detectChanges();
    await until(
      () => host.querySelector('[data-testid="final-answer"]')?.textContent ?? '',
      (text) => text !== '',
    );
    const parse = spyOn(markdown, 'parse').and.callThrough();
    await new Promise((resolve) => setTimeout(resolve, 400));

    expect(getComputedStyle(host).display).toBe('flex');
    expect(host.querySelector('[data-testid="final-answer"]')?.textContent).toContain(
      'The answer.',
    );
    expect(parse).not.toHaveBeenCalled();
  });
});
