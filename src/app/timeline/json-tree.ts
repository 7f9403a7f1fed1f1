import { ChangeDetectionStrategy, Component, computed, input, signal } from '@angular/core';
import { formatValue } from './value-format';

/** Children shown per "page" of a large array or object. */
const CHILD_PAGE = 50;

/**
 * A JSON value as a tree of native <details> elements: keyboard-operable and announced as
 * expandable without extra ARIA. Large containers show their children 50 at a time.
 */
@Component({
  selector: 'app-json-tree',
  imports: [],
  template: `
    @if (isContainer()) {
      <details [open]="expanded()" (toggle)="trackToggle($event)">
        <summary>
          <span class="key">{{ label() }}</span>
          <span class="shape">{{ shape() }}</span>
        </summary>
        @if (expanded()) {
          <ul>
            @for (child of visibleChildren(); track child.key) {
              <li>
                <app-json-tree
                  [value]="child.value"
                  [label]="child.key"
                  [openLevels]="openLevels() - 1"
                />
              </li>
            }
          </ul>
          @if (children().length > visibleChildren().length) {
            <button type="button" class="more" (click)="showMore()">
              Show {{ nextCount() }} more of {{ children().length - visibleChildren().length }}
            </button>
          }
        }
      </details>
    } @else {
      <div class="leaf">
        <span class="key">{{ label() }}</span>
        <span class="value" [class]="leafType()">{{ leafText() }}</span>
      </div>
    }
  `,
  styleUrl: './json-tree.scss',
  changeDetection: ChangeDetectionStrategy.OnPush,
})
export class JsonTree {
  readonly value = input<unknown>();
  readonly label = input('');
  /** How many levels, from this one down, start open (small results read without clicking). */
  readonly openLevels = input(0);

  /** Children render only once opened, so a closed 10,000-row subtree costs nothing. */
  private readonly toggled = signal<boolean | null>(null);
  protected readonly expanded = computed(() => this.toggled() ?? this.openLevels() > 0);
  private readonly shown = signal(CHILD_PAGE);

  protected readonly isContainer = computed(
    () => typeof this.value() === 'object' && this.value() !== null,
  );
  protected readonly children = computed(() => {
    const value = this.value();
    if (Array.isArray(value))
      return value.map((item, index) => ({ key: String(index), value: item }));
    if (typeof value === 'object' && value !== null)
      return Object.entries(value).map(([key, item]) => ({ key, value: item }));
    return [];
  });
  protected readonly visibleChildren = computed(() => this.children().slice(0, this.shown()));
  protected readonly nextCount = computed(() =>
    Math.min(CHILD_PAGE, this.children().length - this.shown()),
  );
  protected readonly shape = computed(() => {
    const value = this.value();
    return Array.isArray(value) ? `[${value.length}]` : `{${this.children().length}}`;
  });
  protected readonly leafType = computed(() => {
    const value = this.value();
    return value === null || value === undefined ? 'null' : typeof value;
  });
  protected readonly leafText = computed(() => {
    const value = this.value();
    return typeof value === 'string' ? JSON.stringify(value) : formatValue(value);
  });

  protected trackToggle(event: Event): void {
    this.toggled.set((event.target as HTMLDetailsElement).open);
  }

  protected showMore(): void {
    this.shown.update((count) => count + CHILD_PAGE);
  }
}
