import type { MarkdownService } from 'ngx-markdown';

/**
 * Markdown of the kinds answers and thoughts use (headings, emphasis, lists, a table, code, a
 * quote, a link), with no words of any data set: it only has to run every path once.
 */
const SAMPLE = [
  '## Summary',
  '',
  'The **largest** group is *A* with `1,204` rows (42.5%), then B; see [the source](#s1).',
  '',
  '- First point, **bold** and _emphasis_',
  '- Second point with `code`',
  '  1. nested item',
  '',
  '| Group | Count | Share |',
  '| --- | ---: | ---: |',
  '| A | 1,204 | 42.5% |',
  '| B | 880 | 31.1% |',
  '',
  '> A quoted line.',
  '',
  '```',
  'plain block',
  '```',
].join('\n');

/**
 * Runs the timeline's markdown pipeline (marked, then Angular's HTML sanitizer) once on a sample,
 * so the first real answer does not pay for compiling it: cold, most of the first view's longest
 * task (an imported trace's answer) was spent in marked's lexer and the sanitizer. The output is
 * thrown away, and a failure only means the first answer compiles it instead.
 */
export async function warmMarkdown(markdown: MarkdownService): Promise<void> {
  try {
    await markdown.parse(SAMPLE);
  } catch {
    // Nothing shown depends on it.
  }
}
