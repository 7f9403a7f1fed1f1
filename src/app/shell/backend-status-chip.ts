import { DecimalPipe } from '@angular/common';
import { ChangeDetectionStrategy, Component, computed, inject } from '@angular/core';
import { MatIconModule } from '@angular/material/icon';
import { MatTooltipModule } from '@angular/material/tooltip';
import { SettingsStore } from '../settings/settings-store';
import { BackendStatusService } from './backend-status';

/** Which brain answers ("Claude · model" or the offline planner) and how much data there is. */
@Component({
  selector: 'app-backend-status-chip',
  imports: [DecimalPipe, MatIconModule, MatTooltipModule],
  template: `
    <span
      class="status-chip"
      [class.offline]="kind() === 'offline'"
      [class.down]="kind() === 'down'"
      data-testid="backend-status"
      tabindex="0"
      [matTooltip]="explanation()"
      [attr.aria-label]="label() + '. ' + explanation()"
    >
      <mat-icon aria-hidden="true">{{ icon() }}</mat-icon>
      <span class="label">{{ label() }}</span>
    </span>
    @let preparing = backend.preparing();
    @if (preparing !== null) {
      <!-- Questions asked now wait for the tools to warm up; say so instead of a long silence. -->
      <span class="preparing" role="status" data-testid="data-preparing">
        Preparing the data ({{ preparing }}%)
      </span>
    }
    @if (backend.status(); as status) {
      <span class="corpus" aria-label="Corpus size">
        {{ status.data.communications | number }} communications ·
        {{ status.data.customers | number }} customers · {{ status.data.cases | number }} cases
        @if (status.data.from && status.data.to) {
          · {{ status.data.from }} → {{ status.data.to }}
        }
      </span>
    }
  `,
  styleUrl: './backend-status-chip.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class BackendStatusChip {
  protected readonly backend = inject(BackendStatusService);
  private readonly settings = inject(SettingsStore);

  protected readonly kind = computed(() => {
    if (this.backend.failed()) return 'down';
    const status = this.backend.status();
    if (!status) return 'loading';
    return status.llm.backend;
  });

  protected readonly label = computed(() => {
    switch (this.kind()) {
      case 'down':
        return 'API unreachable';
      case 'loading':
        return 'Connecting…';
      case 'offline':
        return 'Offline planner (no language model)';
      default:
        return `Claude · ${this.settings.effectiveModel() ?? 'default model'}`;
    }
  });

  protected readonly icon = computed(() => {
    switch (this.kind()) {
      case 'down':
        return 'cloud_off';
      case 'loading':
        return 'hourglass_empty';
      case 'offline':
        return 'rule';
      default:
        return 'neurology';
    }
  });

  protected readonly explanation = computed(() => {
    switch (this.kind()) {
      case 'down':
        return (
          'The Sightline API did not answer /api/status. Questions cannot run until it is back; ' +
          'this is checked again every few seconds.'
        );
      case 'loading':
        return 'Asking the API which model backend it uses.';
      case 'offline':
        return (
          'No Anthropic API key is configured on the server, so a deterministic rule-based planner ' +
          'answers instead of Claude. It picks tools by matching your question and builds its answer ' +
          'only from what the tools return.'
        );
      default:
        return 'Questions are answered by Claude through the server, which holds the API key.';
    }
  });
}
