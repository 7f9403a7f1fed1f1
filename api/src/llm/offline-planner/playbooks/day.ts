import { fixed, num, percent, rows, str, type Json } from '../observations';
import { addDays } from '../periods';
import { call, calls, has, output, scope, type Playbook } from './playbook';
import { mainTopic, risingSubcategory, topicLine } from './topics';

/** "What happened on 2026-08-19?" or a clicked day: volumes around it, its topics, its sentiment. */
export const dayPlaybook: Playbook = {
  kind: 'day',
  primaryTool: 'analyze_topics',
  intention: (s) =>
    `I will look at ${s.focusDay}: volumes around it by channel, its topics against the day before, and its sentiment.`,
  score(s) {
    if (!s.focusDay) return 0;
    let score = 2;
    if (has(/happen|going on|what was|explain|why|this day|that day|unusual|special/, s))
      score += 2.5;
    if (s.conversation.context) score += 1;
    return score;
  },
  first(s) {
    const day = s.focusDay!;
    const filters = scope(s, { period: false, complaints: false });
    return calls(
      call(s, 'get_daily_volumes', {
        ...filters,
        from: addDays(day, -7),
        to: addDays(day, 7),
        splitBy: 'channel',
      }),
      call(s, 'analyze_topics', { ...filters, period: day, limit: 8 }),
      call(s, 'analyze_sentiment', { ...filters, period: day, groupBy: 'channel' }),
    );
  },
  next(s, done, stage) {
    if (stage !== 1) return [];
    const top = mainTopic(output(done, 'analyze_topics'));
    const filters = scope(s, { period: false, complaints: false, category: false });
    return calls(
      call(s, 'search_communications', {
        ...filters,
        period: s.focusDay,
        ...(top ? { subcategory: str(top['subcategory']) } : { sentiment: 'negative' }),
        limit: 5,
      }),
    );
  },
  nextReason: (s) =>
    `I will read what customers wrote about the day's main topic on ${s.focusDay}.`,
  compose(s, done) {
    const day = s.focusDay!;
    const volumes = output(done, 'get_daily_volumes');
    const days = rows(volumes?.['days']);
    const today = days.find((row) => row['day'] === day);
    const others = days.filter((row) => row['day'] !== day && (num(row['total']) ?? 0) > 0);
    const usual = others.length
      ? others.reduce((sum, row) => sum + (num(row['total']) ?? 0), 0) / others.length
      : undefined;
    const lines: string[] = [];
    if (today) {
      lines.push(
        `**${day}: ${num(today['total'])} communications**` +
          (usual
            ? `, ${fixed((num(today['total']) ?? 0) / usual, 1)}× the ${fixed(usual, 1)} a day of the surrounding fortnight.`
            : '.'),
      );
      const split = (today['split'] ?? {}) as Json;
      const jumps = Object.entries(split)
        .map(([channel, count]) => {
          const typical =
            others.reduce(
              (sum, row) => sum + (num(((row['split'] ?? {}) as Json)[channel]) ?? 0),
              0,
            ) / Math.max(1, others.length);
          return { channel, count: num(count) ?? 0, typical };
        })
        .sort((a, b) => b.count - b.typical - (a.count - a.typical));
      const jump = jumps[0];
      if (jump && jump.count > jump.typical * 1.5) {
        lines.push(
          `- **${jump.channel}** carried ${jump.count} contacts against ${fixed(jump.typical, 1)} on a usual day (${fixed(jump.typical ? jump.count / jump.typical : undefined, 1)}×).`,
        );
      } else if (jumps.length) {
        lines.push(
          `- By channel: ${jumps.map((item) => `${item.channel} ${item.count}`).join(', ')}.`,
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
      lines.push(`- Grew most against the day before: ${topicLine(rising)}.`);
    const top = rows(topics?.['categories']).slice(0, 3);
    if (top.length)
      lines.push(
        `- Categories that day: ${top.map((row) => `${str(row['category'])} ${num(row['count'])} (${percent(num(row['share']))})`).join(', ')}.`,
      );
    const sentiment = output(done, 'analyze_sentiment');
    const overall = sentiment?.['overall'] as Json | undefined;
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
          ? `How long did ${str(main['subcategory'])} contacts stay high after ${day}?`
          : `How did volumes develop after ${day}?`,
        `Which customers contacted us most on ${day}?`,
        `How did the SLA breach rate look in the week after ${day}?`,
      ],
      found: Boolean(today && (num(today['total']) ?? 0) > 0),
    };
  },
};
