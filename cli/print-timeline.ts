import type { AgentEvent } from '../src/agent/events';
import { describeEvidence } from '../src/agent/figure-evidence';

/** Writes a run's events as a readable Thought / Action / Observation / Answer timeline. */
export class TimelinePrinter {
  private streaming: 'thought' | 'answer' | null = null;
  private streamedAnswer = false;

  constructor(private readonly write: (text: string) => void) {}

  print(event: AgentEvent): void {
    switch (event.type) {
      case 'run-start':
        this.line(`Question: ${event.question}`);
        if (event.context) this.line(`Context: ${JSON.stringify(event.context)}`);
        this.line(`Model: ${event.model} (${event.protocol} protocol)`);
        break;
      case 'step-start':
        this.line(`\n— Step ${event.step}`);
        break;
      case 'thought-delta':
        if (this.streaming !== 'thought') {
          this.endStream();
          this.write('Thought: ');
          this.streaming = 'thought';
        }
        this.write(event.text);
        break;
      case 'thought-end':
        this.endStream();
        break;
      case 'action-delta':
        break;
      case 'action':
        this.line(`Action: ${event.tool} ${JSON.stringify(event.input)}`);
        break;
      case 'observation':
        this.line(
          event.ok
            ? `Observation (${event.tool}, ${Math.round(event.durationMs)} ms${event.truncated ? ', truncated' : ''}): ${describeOutput(event.output)}`
            : `Observation (${event.tool}): error ${event.error?.code ?? ''}: ${event.error?.message ?? ''}`,
        );
        break;
      case 'notice':
        this.line(`[${event.level}] ${event.code}: ${event.message}`);
        break;
      case 'answer-delta':
        if (this.streaming !== 'answer') {
          this.endStream();
          this.write('\nAnswer:\n');
          this.streaming = 'answer';
        }
        this.streamedAnswer = true;
        this.write(event.text);
        break;
      case 'answer': {
        if (!this.streamedAnswer) this.line(`\nAnswer:\n${event.text}`);
        this.endStream();
        const { confidence } = event;
        if (event.status) this.line(`\nStatus: ${event.status}`);
        if (event.evidence?.length) {
          this.line('Evidence:');
          for (const figure of event.evidence) this.line(`  ${describeEvidence(figure)}`);
        }
        this.line(`\nConfidence: ${confidence.score.toFixed(2)} (${confidence.level})`);
        for (const factor of confidence.factors) {
          this.line(`  ${factor.delta >= 0 ? '+' : ''}${factor.delta.toFixed(2)}  ${factor.label}`);
        }
        if (event.sources.length) {
          this.line(
            `Sources: ${event.sources.map((source) => (source.title ? `${source.id} (${source.title})` : source.id)).join(', ')}`,
          );
        }
        if (event.followUps.length) {
          this.line('Follow-up questions:');
          event.followUps.forEach((question, index) => this.line(`  ${index + 1}. ${question}`));
        }
        break;
      }
      case 'run-end': {
        this.endStream();
        const { stats } = event;
        this.line(
          `\nRun ended: ${event.reason}${event.message ? ` — ${event.message}` : ''}\n` +
            `${stats.steps} step(s), ${stats.toolCalls} tool call(s), ${stats.inputTokens} input / ${stats.outputTokens} output tokens, ${(stats.durationMs / 1000).toFixed(1)} s, model ${stats.model}`,
        );
        break;
      }
    }
  }

  private endStream(): void {
    if (this.streaming) this.write('\n');
    this.streaming = null;
  }

  private line(text: string): void {
    this.endStream();
    this.write(`${text}\n`);
  }
}

function describeOutput(output: unknown): string {
  if (typeof output === 'object' && output !== null && 'summary' in output) {
    const summary = (output as { summary: unknown }).summary;
    if (typeof summary === 'string') return summary;
  }
  const text = JSON.stringify(output) ?? '';
  return text.length > 300 ? `${text.slice(0, 300)}…` : text;
}
