import { ChangeDetectionStrategy, Component } from '@angular/core';

/** Placeholder replaced below. */
@Component({
  selector: 'app-compare-view',
  template: '',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class CompareView {}
