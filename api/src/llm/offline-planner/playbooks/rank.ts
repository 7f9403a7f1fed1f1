import { fixed, num, percent, rows, str } from '../observations';
import type { Situation } from '../situation';
import { call, calls, has, output, periodWords, scope, subject, type Playbook } from './playbook';

type Dimension = 'product' | 'channel' | 'segment';

/** "Which products…", "by channel", "per segment": the dimension to rank along. */
function dimension(s: Situation): Dimension | undefined {
  const match =
    /\b(?:which|what|by|per|across|each)\s+(product|channel|segment)s?\b/.exec(
      s.text.toLowerCase(),
    ) ??
    /\b(product|channel|segment)s?\b.*\b(most|least|highest|lowest|worst|best|rank)/.exec(
      s.text.toLowerCase(),
    );
  return match ? (match[1] as Dimension) : undefined;
}

function bySentiment(s: Situation): boolean {
  return (
    has(/sentiment|unhappy|happiest|negative|satisf|mood|worst|best/, s) &&
    !has(/\bmost complaints\b|\bmost contacts\b/, s)
  );
}

/** Which product (channel, segment) has the most complaints, or the worst sentiment. */
export const rankPlaybook: Playbook = {
  kind: 'rank',
  primaryTool: 'analyze_sentiment',
  intention: (s) =>
    `I will compare ${subject(s).toLowerCase()} ${dimension(s) ? `by ${dimension(s)}` : ''} over ${periodWords(s)}.`,
  score: (s) => (dimension(s) ? 4.5 : 0),
  first(s) {
    const dim = dimension(s) ?? 'product';
    return calls(call(s, 'analyze_sentiment', { ...scope(s, { [dim]: false }), groupBy: dim }));
  },
  compose(s, done) {
    const result = output(done, 'analyze_sentiment');
    if (!result) return { lines: [], followUps: [], found: false };
    const dim = dimension(s) ?? str(result['groupBy']) ?? 'group';
    const groups = rows(result['groups']).filter((group) => (num(group['count']) ?? 0) > 0);
    const total = groups.reduce((sum, group) => sum + (num(group['count']) ?? 0), 0);
    const sentimentFirst = bySentiment(s);
    const ranked = [...groups].sort((a, b) =>
      sentimentFirst
        ? (num(a['avgSentiment']) ?? 0) - (num(b['avgSentiment']) ?? 0)
        : (num(b['count']) ?? 0) - (num(a['count']) ?? 0),
    );
    const top = ranked[0];
    if (!top)
      return {
        lines: [`No ${subject(s).toLowerCase()} in ${periodWords(s)}.`],
        followUps: [],
        found: false,
      };
    const noun = s.features.complaints ? 'complaints' : 'communications';
    const name = (value: unknown) => (str(value) ?? '?').replace(/^./, (c) => c.toUpperCase());
    const lines = [
      sentimentFirst
        ? `**${name(top['key'])} has the lowest sentiment** of any ${dim} in ${periodWords(s)}: average ${fixed(num(top['avgSentiment']))}, ${percent(num(top['negativeShare']))} negative (${num(top['count'])} ${noun}).`
        : `**${name(top['key'])} has the most ${noun}** of any ${dim} in ${periodWords(s)}: ${num(top['count'])} of ${total} (${percent(total ? (num(top['count']) ?? 0) / total : undefined)}).`,
      '',
      `| ${dim} | ${noun} | avg sentiment | negative |`,
      '| --- | ---: | ---: | ---: |',
      ...ranked
        .slice(0, 8)
        .map(
          (group) =>
            `| ${str(group['key'])} | ${num(group['count'])} | ${fixed(num(group['avgSentiment']))} | ${percent(num(group['negativeShare']))} |`,
        ),
    ];
    return {
      lines,
      followUps: [
        `Which topics drive ${noun} about ${str(top['key'])}?`,
        `When did ${noun} about ${str(top['key'])} spike?`,
        `How does ${str(top['key'])} compare month by month?`,
      ],
      found: true,
    };
  },
};
