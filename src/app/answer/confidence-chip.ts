import { ChangeDetectionStrategy, Component, computed, input } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import { MatMenuModule } from '@angular/material/menu';
import { MatTooltipModule } from '@angular/material/tooltip';
import type { Confidence } from '../../agent/events';

/** Confidence as level + score, coloured; a popover lists the factors and what each added. */
@Component({
  selector: 'app-confidence-chip',
  imports: [MatIconModule, MatMenuModule, MatTooltipModule],
  template: `
    <button
      type="button"
      class="chip"
      [class]="'chip level-' + confidence().level"
      data-testid="confidence-chip"
      [matMenuTriggerFor]="factorsMenu"
      [matTooltip]="tooltip()"
      [attr.aria-label]="tooltip() + '. Show the factors.'"
    >
      <mat-icon aria-hidden="true">{{ icon() }}</mat-icon>
      {{ levelLabel() }} confidence · {{ percent() }}
    </button>
    <mat-menu #factorsMenu="matMenu" class="confidence-factors" xPosition="before">
      <div class="factors-title">What makes {{ percent() }}</div>
      @for (factor of confidence().factors; track $index) {
        <div
          mat-menu-item
          class="factor"
          [attr.aria-label]="factor.label + ': ' + formatDelta(factor.delta)"
        >
          <span class="factor-label">{{ factor.label }}</span>
          <span class="delta" [class.negative]="factor.delta < 0">{{
            formatDelta(factor.delta)
          }}</span>
        </div>
      } @empty {
        <div mat-menu-item disabled>No factors were reported.</div>
      }
    </mat-menu>
  `,
  styleUrl: './confidence-chip.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class ConfidenceChip {
  readonly confidence = input.required<Confidence>();

  protected readonly percent = computed(() => `${Math.round(this.confidence().score * 100)}%`);
  protected readonly levelLabel = computed(() => {
    const level = this.confidence().level;
    return level.charAt(0).toUpperCase() + level.slice(1);
  });
  protected readonly icon = computed(
    () => ({ high: 'verified', medium: 'help', low: 'warning' })[this.confidence().level] ?? 'help',
  );
  protected readonly tooltip = computed(
    () =>
      `${this.levelLabel()} confidence, ${this.percent()}, from ${this.confidence().factors.length} factors`,
  );

  protected formatDelta(delta: number): string {
    const points = Math.round(delta * 100);
    return `${points > 0 ? '+' : points < 0 ? '−' : '±'}${Math.abs(points)}`;
  }
}
