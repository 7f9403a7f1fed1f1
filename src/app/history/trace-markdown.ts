import type { AgentEvent, AgentEventOf, Trace } from '../../agent/events';
import { foldRun } from '../timeline/run-reducer';

/** Tool results longer than this are cut in the report (the trace file keeps them whole). */
const MAX_RESULT_CHARS = 4000;

/**
 * A conversation as a Markdown report: per question the answer, its confidence with the factors,
 * the evidence of its figures, the reasoning in collapsible `<details>` with tool inputs and
 * results, and the sources. Model and tool text is escaped, so the report renders inert in any
 * Markdown viewer that allows HTML.
 */
export function traceToMarkdown(trace: Trace): string {
  const lines: string[] = [
    `# ${inline(trace.conversation.title)}`,
    '',
    `Exported from Sightline · conversation started ${trace.conversation.createdAt}`,
    '',
  ];
  trace.turns.forEach((turn, index) => {
    lines.push(`## ${index + 1}. ${inline(turn.question)}`, '');
    const run = foldRun(turn.events);
    const answer = lastOf(turn.events, 'answer');
    if (answer) {
      lines.push(escapeHtml(answer.text), '');
      const { confidence } = answer;
      lines.push(
        `**Confidence:** ${confidence.level} (${Math.round(confidence.score * 100)}%)` +
          (answer.status ? ` · **Status:** ${answer.status}` : ''),
        '',
      );
      for (const factor of confidence.factors) {
        lines.push(`- ${inline(factor.label)}: ${factor.delta >= 0 ? '+' : ''}${factor.delta}`);
      }
      if (confidence.factors.length) lines.push('');
      if (answer.evidence?.length) {
        lines.push('**Evidence of the figures**', '');
        for (const figure of answer.evidence) {
          const refs = figure.refs
            .map((ref) => `step ${ref.step} ${inline(ref.tool ?? '')} \`${code(ref.path)}\``)
            .join('; ');
          const derivation = figure.derivation ? ` — ${inline(figure.derivation)}` : '';
          lines.push(
            `- ${inline(figure.text)}: ${figure.status}${refs ? ` (${refs})` : ''}${derivation}`,
          );
        }
        lines.push('');
      }
    } else {
      const end = lastOf(turn.events, 'run-end');
      lines.push(`_No answer: ${end ? end.reason : 'the run was interrupted'}._`, '');
    }
    if (run.steps.length) {
      lines.push('<details>', `<summary>Reasoning: ${run.steps.length} steps</summary>`, '');
      for (const step of run.steps) {
        lines.push(`### Step ${step.step}`, '');
        if (step.thought) lines.push(escapeHtml(step.thought), '');
        for (const call of step.calls) {
          lines.push(`**${inline(call.tool)}** input:`, '', fenced(json(call.input)), '');
          if (call.error) lines.push(`Error: ${inline(call.error.message)}`, '');
          else if (call.output !== undefined) {
            lines.push('Result:', '', fenced(cut(json(call.output))), '');
          }
        }
      }
      lines.push('</details>', '');
    }
    if (answer?.sources.length) {
      lines.push('**Sources**', '');
      for (const source of answer.sources) {
        lines.push(`- ${inline(source.id)}${source.title ? ` — ${inline(source.title)}` : ''}`);
      }
      lines.push('');
    }
  });
  return `${lines.join('\n').trimEnd()}\n`;
}

function lastOf<T extends AgentEvent['type']>(
  events: readonly AgentEvent[],
  type: T,
): AgentEventOf<T> | undefined {
  for (let index = events.length - 1; index >= 0; index--) {
    if (events[index]!.type === type) return events[index] as AgentEventOf<T>;
  }
  return undefined;
}

function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}

/** Text on one line (titles, list items): HTML escaped, line breaks folded. */
function inline(text: string): string {
  return escapeHtml(text.replace(/\s+/g, ' ').trim());
}

function code(text: string): string {
  return text.replace(/`/g, "'");
}

/** A code block whose fence is longer than any run of backticks inside it. */
function fenced(text: string): string {
  const longest = Math.max(2, ...Array.from(text.matchAll(/`+/g), (match) => match[0].length));
  const fence = '`'.repeat(longest + 1);
  return `${fence}json\n${text}\n${fence}`;
}

function json(value: unknown): string {
  try {
    return JSON.stringify(value, null, 2) ?? 'null';
  } catch {
    return String(value);
  }
}

function cut(text: string): string {
  return text.length > MAX_RESULT_CHARS
    ? `${text.slice(0, MAX_RESULT_CHARS)}\n… (${text.length - MAX_RESULT_CHARS} more characters in the trace file)`
    : text;
}
