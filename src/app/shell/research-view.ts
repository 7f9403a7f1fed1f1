import { ChangeDetectionStrategy, Component, inject, viewChild } from '@angular/core';
import { MatButtonModule } from '@angular/material/button';
import { MatIconModule } from '@angular/material/icon';
import { AskBox } from '../ask/ask-box';
import { ExampleQuestions } from '../ask/example-questions';
import { RunStore } from '../timeline/run-store';
import { Timeline } from '../timeline/timeline';

/** The research view: the conversation's timeline above, the question box below. */
@Component({
  selector: 'app-research-view',
  imports: [AskBox, ExampleQuestions, MatButtonModule, MatIconModule, Timeline],
  template: `
    <app-timeline class="thread">
      <app-example-questions (picked)="askExample($event)" />
    </app-timeline>
    <div class="dock">
      @if (!timeline().following()) {
        <button mat-stroked-button type="button" class="jump" (click)="timeline().followLatest()">
          <mat-icon>arrow_downward</mat-icon>
          Jump to latest
        </button>
      }
      <app-ask-box class="ask" (asked)="timeline().followLatest()" />
    </div>
  `,
  styles: `
    :host {
      display: flex;
      flex-direction: column;
      height: 100%;
      min-height: 0;
    }
    .thread {
      flex: 1 1 auto;
      min-height: 0;
    }
    .dock {
      position: relative;
      flex: 0 0 auto;
      padding: 12px 24px 12px;
      border-top: 1px solid var(--mat-sys-outline-variant);
      background: var(--mat-sys-surface);
    }
    .ask {
      max-width: 960px;
      margin: 0 auto;
    }
    .jump {
      position: absolute;
      left: 50%;
      top: -56px;
      transform: translateX(-50%);
      background: var(--mat-sys-surface-container-highest);
      box-shadow: var(--mat-sys-level2);
    }
    @media (max-width: 599px) {
      .dock {
        padding: 8px 12px;
      }
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ResearchView {
  private readonly store = inject(RunStore);
  protected readonly timeline = viewChild.required(Timeline);

  protected askExample(question: string): void {
    if (this.store.ask(question)) this.timeline().followLatest();
  }
}
