import { ChangeDetectionStrategy, Component, output } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';

/** Questions about facts the demo corpus really holds, for an empty conversation. */
export const EXAMPLE_QUESTIONS: readonly string[] = [
  'When did login complaints about the mobile app spike, and by how much?',
  'What share of chatbot chats are handed to a human agent?',
  'How many CDD cases led to account restrictions, and why?',
  'What was the complaint SLA breach rate in March 2026?',
  'Why did credit card sentiment fall in June 2026?',
  'What happened on 2026-08-19?',
];

@Component({
  selector: 'app-example-questions',
  imports: [MatIconModule],
  template: `
    <h2 class="title">What would you like to find out?</h2>
    <p class="lead">
      Ask in your own words. The agent reasons step by step, calls analysis tools over the customer
      communications and cases, and shows every step as it happens.
    </p>
    <ul class="examples" aria-label="Example questions">
      @for (question of questions; track question) {
        <li>
          <button type="button" class="example" (click)="picked.emit(question)">
            <mat-icon aria-hidden="true">lightbulb</mat-icon>
            <span>{{ question }}</span>
          </button>
        </li>
      }
    </ul>
  `,
  styleUrl: './example-questions.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ExampleQuestions {
  protected readonly questions = EXAMPLE_QUESTIONS;
  readonly picked = output<string>();
}
