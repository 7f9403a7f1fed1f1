import { fixed, num, percent, rows, str, type Json } from '../observations';
import { addDays } from '../periods';
import type { Situation } from '../situation';
import { call, calls, has, output, scope, type Playbook } from './playbook';
import { mainTopic, risingSubcategory, topicLine } from './topics';

/** "What happened on 2026-08-19?" or a clicked day: volumes around it, its topics, its sentiment. */
export const dayPlaybook: Playbook = {
  kind: 'day',
  primaryTool: 'analyze_topics',
  intention: (s) => {
    const span = focusSpan(s);
    const what = span.from === span.to ? span.from : `the week of ${span.from}`;
    return `I will look at ${what}: volumes around it by channel, its topics against the period before, and its sentiment.`;
  },
  score(s) {
    if (!s.focusDay) return 0;
    let score = 2;
    if (
      has(
        /happen|going on|what was|explain|why|this day|that day|this week|unusual|special|here\b/,
        s,
      )
    )
      score += 2.5;
    if (s.conversation.context) score += 1;
    return score;
  },
  first(s) {
    const span = focusSpan(s);
    const filters = scope(s, { period: false, complaints: false });
    const window = spanArgs(span);
    return calls(
      call(s, 'get_daily_volumes', {
        ...filters,
        from: addDays(span.from, -7),
        to: addDays(span.to, 7),
        splitBy: 'channel',
      }),
      call(s, 'analyze_topics', { ...filters, ...window, limit: 8 }),
      call(s, 'analyze_sentiment', { ...filters, ...window, groupBy: 'channel' }),
    );
  },
  next(s, done, stage) {
    if (stage !== 1) return [];
    const top = mainTopic(output(done, 'analyze_topics'));
    const filters = scope(s, { period: false, complaints: false, category: false });
    return calls(
      call(s, 'search_communications', {
        ...filters,
        ...spanArgs(focusSpan(s)),
        ...(top ? { subcategory: str(top['subcategory']) } : { sentiment: 'negative' }),
        limit: 5,
      }),
    );
  },
  nextReason: (s) =>
    `I will read what customers wrote about the main topic of ${describeSpan(focusSpan(s))}.`,
  compose(s, done) {
    const span = focusSpan(s);
    const label = describeSpan(span);
    const days = rows(output(done, 'get_daily_volumes')?.['days']);
    const inside = days.filter((row) => inSpan(row, span));
    const outside = days.filter((row) => !inSpan(row, span) && (num(row['total']) ?? 0) > 0);
    const perDay = (list: Json[], pick: (row: Json) => number) =>
      list.length ? list.reduce((sum, row) => sum + pick(row), 0) / list.length : undefined;
    const totalOf = (row: Json) => num(row['total']) ?? 0;
    const total = inside.reduce((sum, row) => sum + totalOf(row), 0);
    const usual = perDay(outside, totalOf);
    const lines: string[] = [];
    if (inside.length) {
      const level = perDay(inside, totalOf) ?? 0;
      lines.push(
        `**${label}: ${total} communications**` +
          (usual
            ? `, ${fixed(level / usual, 1)}× the ${fixed(usual, 1)} a day of the days around it.`
            : '.'),
      );
      const channelOf = (channel: string) => (row: Json) =>
        num(((row['split'] ?? {}) as Json)[channel]) ?? 0;
      const channels = [
        ...new Set(inside.flatMap((row) => Object.keys((row['split'] ?? {}) as Json))),
      ];
      const jumps = channels
        .map((channel) => ({
          channel,
          count: perDay(inside, channelOf(channel)) ?? 0,
          typical: perDay(outside, channelOf(channel)) ?? 0,
        }))
        .sort((a, b) => b.count - b.typical - (a.count - a.typical));
      const jump = jumps[0];
      const unit = span.from === span.to ? '' : ' a day';
      if (jump && jump.count > jump.typical * 1.5) {
        lines.push(
          `- **${jump.channel}** carried ${fixed(jump.count, span.from === span.to ? 0 : 1)} contacts${unit} against ${fixed(jump.typical, 1)} on a usual day (${fixed(jump.typical ? jump.count / jump.typical : undefined, 1)}×).`,
        );
      } else if (jumps.length) {
        lines.push(
          `- By channel${unit}: ${jumps.map((item) => `${item.channel} ${fixed(item.count, span.from === span.to ? 0 : 1)}`).join(', ')}.`,
        );
      }
    }
    const topics = output(done, 'analyze_topics');
    const main = mainTopic(topics);
    if (main)
      lines.push(
        `- **Main topic: ${str(main['subcategory'])}** (${str(main['category'])}) — ${topicLine(main)}.`,
      );
    const rising = risingSubcategory(topics);
    if (rising && rising !== main)
      lines.push(`- Grew most against the period before: ${topicLine(rising)}.`);
    const top = rows(topics?.['categories']).slice(0, 3);
    if (top.length)
      lines.push(
        `- Categories: ${top.map((row) => `${str(row['category'])} ${num(row['count'])} (${percent(num(row['share']))})`).join(', ')}.`,
      );
    const overall = output(done, 'analyze_sentiment')?.['overall'] as Json | undefined;
    if (overall)
      lines.push(
        `- Sentiment averaged ${fixed(num(overall['avgSentiment']))} with ${percent(num(overall['negativeShare']))} negative.`,
      );
    const examples = rows(output(done, 'search_communications')?.['results']).slice(0, 3);
    if (examples.length)
      lines.push(
        `- For example: ${examples.map((item) => `"${str(item['subject']) ?? ''}" (${str(item['id'])})`).join('; ')}.`,
      );
    return {
      lines,
      followUps: [
        main
          ? `How long did ${str(main['subcategory'])} contacts stay high after ${span.to}?`
          : `How did volumes develop after ${span.to}?`,
        `Which customers contacted us most ${span.from === span.to ? 'on' : 'in the week of'} ${span.from}?`,
        `How did the SLA breach rate look in the week after ${span.to}?`,
      ],
      found: total > 0,
    };
  },
};

/** The day in focus, or the week a weekly chart point stands for. */
function focusSpan(s: Situation): { from: string; to: string } {
  const period = s.features.period;
  if (
    period?.kind === 'range' &&
    period.from === s.focusDay &&
    daysBetween(period.from, period.to) <= 6
  ) {
    return { from: period.from, to: period.to };
  }
  return { from: s.focusDay!, to: s.focusDay! };
}

function spanArgs(span: { from: string; to: string }): Json {
  return span.from === span.to ? { period: span.from } : { from: span.from, to: span.to };
}

function describeSpan(span: { from: string; to: string }): string {
  return span.from === span.to ? span.from : `Week of ${span.from} (to ${span.to})`;
}

function inSpan(row: Json, span: { from: string; to: string }): boolean {
  const day = str(row['day']) ?? '';
  return day >= span.from && day <= span.to;
}

function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(to) - Date.parse(from)) / 86_400_000);
}
