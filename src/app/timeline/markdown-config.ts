import { SecurityContext } from '@angular/core';
import { SANITIZE, provideMarkdown } from 'ngx-markdown';

/**
 * Markdown for model and tool text, which is untrusted: Angular's HTML sanitizer stays on for
 * every render, and nothing marks model output as trusted HTML. Provided where the timeline's turns are, so marked
 * loads with them rather than in the initial bundle.
 */
export function provideSafeMarkdown() {
  return provideMarkdown({ sanitize: { provide: SANITIZE, useValue: SecurityContext.HTML } });
}
