import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { MatFormFieldModule } from '@angular/material/form-field';
import { MatInputModule } from '@angular/material/input';
import { MatSelectModule } from '@angular/material/select';
import { MatTooltipModule } from '@angular/material/tooltip';
import type { Protocol } from '../../agent/events';
import { MAX_STEPS_RANGE, SettingsStore } from '../settings/settings-store';
import { BackendStatusService } from '../shell/backend-status';

/** Model, protocol and step limit for the next question. */
@Component({
  selector: 'app-run-settings',
  imports: [MatFormFieldModule, MatInputModule, MatSelectModule, MatTooltipModule],
  template: `
    <mat-form-field appearance="outline" subscriptSizing="dynamic" class="model">
      <mat-label>Model</mat-label>
      <mat-select
        data-testid="model-select"
        [value]="settings.effectiveModel()"
        (selectionChange)="settings.setModel($event.value)"
        [disabled]="models().length === 0"
      >
        @for (model of models(); track model) {
          <mat-option [value]="model">{{ model }}</mat-option>
        }
      </mat-select>
    </mat-form-field>
    <mat-form-field
      appearance="outline"
      subscriptSizing="dynamic"
      class="protocol"
      matTooltip="Native: the model's own tool calls. Text: the classic Thought / Action / Observation text format."
    >
      <mat-label>Protocol</mat-label>
      <mat-select
        data-testid="protocol-select"
        [value]="settings.protocol()"
        (selectionChange)="setProtocol($event.value)"
      >
        <mat-option value="native">Native tool use</mat-option>
        <mat-option value="text">Text ReAct</mat-option>
      </mat-select>
    </mat-form-field>
    <mat-form-field appearance="outline" subscriptSizing="dynamic" class="steps">
      <mat-label>Max steps</mat-label>
      <input
        matInput
        type="number"
        data-testid="max-steps"
        [min]="range.min"
        [max]="range.max"
        [value]="settings.maxSteps()"
        (change)="setMaxSteps($event)"
      />
    </mat-form-field>
  `,
  styles: `
    :host {
      display: flex;
      flex-wrap: wrap;
      gap: 8px;
      --mat-form-field-container-height: 40px;
      --mat-form-field-container-vertical-padding: 8px;
      --mat-form-field-outlined-label-text-populated-size: 12px;
    }
    .model {
      width: 210px;
    }
    .protocol {
      width: 170px;
    }
    .steps {
      width: 96px;
    }
  `,
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class RunSettings {
  protected readonly settings = inject(SettingsStore);
  private readonly backend = inject(BackendStatusService);
  protected readonly range = MAX_STEPS_RANGE;
  protected readonly models = computed(() => this.backend.models());

  protected setProtocol(protocol: Protocol): void {
    this.settings.setProtocol(protocol);
  }

  protected setMaxSteps(event: Event): void {
    const input = event.target as HTMLInputElement;
    this.settings.setMaxSteps(Number(input.value));
    // Show the clamped value if the analyst typed one out of range.
    input.value = String(this.settings.maxSteps());
  }
}
