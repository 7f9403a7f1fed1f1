import { Directive, ElementRef, effect, inject, input, output } from '@angular/core';

/**
 * Emits `appWhenVisible` when the element comes within `margin` of the visible area, and again
 * after each change of `revision` while it is still there (a chunk that did not fill the screen).
 */
@Directive({ selector: '[appWhenVisible]' })
export class WhenVisible {
  readonly revision = input<unknown>(0);
  /** How far (CSS px) below the visible area the element may be and still count as visible. */
  readonly margin = input(600);
  readonly appWhenVisible = output();

  private readonly element: HTMLElement = inject(ElementRef).nativeElement;

  constructor() {
    effect((onCleanup) => {
      this.revision();
      if (typeof IntersectionObserver === 'undefined') return;
      // A fresh observer reports the current state once, so a revision re-checks visibility.
      const observer = new IntersectionObserver(
        (entries) => {
          if (entries.some((entry) => entry.isIntersecting)) this.appWhenVisible.emit();
        },
        { rootMargin: `0px 0px ${this.margin()}px 0px` },
      );
      observer.observe(this.element);
      onCleanup(() => observer.disconnect());
    });
  }
}
