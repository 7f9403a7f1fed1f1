import { change, fixed, num, percent, rows, signed, str, type Json } from '../observations';
import { describePeriod, periodBounds } from '../periods';
import type { Situation } from '../situation';
import { call, calls, has, output, periodWords, scope, type Playbook } from './playbook';
import { mainTopic, risingSubcategory, topicLine } from './topics';

/** A period short enough to compare its topics with the one before (up to about two months). */
function narrowPeriod(s: Situation): boolean {
  if (!s.features.period) return false;
  const { from, to } = periodBounds(s.features.period, s.corpus);
  return Date.parse(to) - Date.parse(from) <= 62 * 86_400_000;
}

function month(s: Situation): string | undefined {
  const period = s.features.period;
  return period?.kind === 'month' ? period.month : undefined;
}

export const sentimentWhyPlaybook: Playbook = {
  kind: 'sentiment-why',
  primaryTool: 'analyze_sentiment',
  intention: (s) =>
    `I will follow sentiment${s.features.products[0] ? ` about ${s.features.products[0]}` : ''} month by month and see which topics changed in ${periodWords(s)}.`,
  score(s) {
    let score = has(/sentiment|mood|satisf|feel|tone|unhappy/, s) ? 2.5 : 0;
    if (
      score > 0 &&
      has(
        /\bwhy\b|\bfell\b|\bfall|\bdrop|\bdeclin|\bworse|\bdip|\bimprov|\brose\b|\bchang|\bturn|\btrend|\bover time\b|\bover the year\b|\bmonth by month\b|\bevolv/,
        s,
      )
    )
      score += 2;
    return score;
  },
  first(s) {
    const filters = scope(s, { period: false, complaints: false });
    return calls(
      call(s, 'analyze_sentiment', { ...filters, groupBy: 'month' }),
      narrowPeriod(s)
        ? call(s, 'analyze_topics', { ...scope(s, { complaints: false }), limit: 10 })
        : undefined,
    );
  },
  next(s, done, stage) {
    const topics = output(done, 'analyze_topics');
    if (stage === 2 && topics && !narrowPeriod(s) && !output(done, 'search_communications')) {
      const rising = risingSubcategory(topics);
      const period = str((topics['filters'] as Json | undefined)?.['period']);
      return rising && period
        ? calls(
            call(s, 'search_communications', {
              ...scope(s, { period: false, complaints: false, category: false }),
              period,
              subcategory: str(rising['subcategory']),
              sentiment: 'negative',
              limit: 5,
            }),
          )
        : [];
    }
    if (stage !== 1) return [];
    if (!topics) {
      // No narrow period named: look at the month where sentiment was lowest.
      const span = s.features.period ? periodBounds(s.features.period, s.corpus) : s.corpus;
      const lowest = [...rows(output(done, 'analyze_sentiment')?.['groups'])]
        .filter((group) => (num(group['count']) ?? 0) >= 5)
        .filter((group) => {
          const key = str(group['key']) ?? '';
          return key >= span.from.slice(0, 7) && key <= span.to.slice(0, 7);
        })
        .sort((a, b) => (num(a['avgSentiment']) ?? 0) - (num(b['avgSentiment']) ?? 0))[0];
      const key = str(lowest?.['key']);
      return key
        ? calls(
            call(s, 'analyze_topics', {
              ...scope(s, { period: false, complaints: false }),
              period: key,
              limit: 10,
            }),
          )
        : [];
    }
    const rising = risingSubcategory(topics);
    const period = str((topics['filters'] as Json | undefined)?.['period']) ?? month(s);
    if (!rising || !period) return [];
    // Read what customers wrote about the topic that moved, to quote and cite it.
    return calls(
      call(s, 'search_communications', {
        ...scope(s, { period: false, complaints: false, category: false }),
        period,
        subcategory: str(rising['subcategory']),
        sentiment: 'negative',
        limit: 5,
      }),
    );
  },
  nextReason(s, done) {
    const rising = risingSubcategory(output(done, 'analyze_topics'));
    if (rising) {
      return `${str(rising['subcategory'])} grew most against the previous period; I will read what customers wrote about it.`;
    }
    return s.features.period
      ? ''
      : 'I will look at the topics of the month where sentiment was lowest.';
  },
  compose(s, done) {
    const sentiment = output(done, 'analyze_sentiment');
    if (!sentiment) return { lines: [], followUps: [], found: false };
    const groups = rows(sentiment['groups']);
    const topics = output(done, 'analyze_topics');
    const focus =
      month(s) ?? str((topics?.['filters'] as Json | undefined)?.['period']) ?? undefined;
    const index = focus ? groups.findIndex((group) => group['key'] === focus) : -1;
    const product = s.features.products[0];
    const what = product ? `${product} sentiment` : 'Sentiment';
    const lines: string[] = [];
    if (!narrowPeriod(s)) {
      // A question about the whole year leads with the year; the worst month follows as detail.
      const overall = sentiment['overall'] as Json | undefined;
      const series = groups.map((group) => fixed(num(group['avgSentiment']))).join(' → ');
      lines.push(
        `**${what} averaged ${fixed(num(overall?.['avgSentiment']))}** over ${periodWords(s)} (${percent(num(overall?.['negativeShare']))} negative, ${num(overall?.['count'])} communications).`,
      );
      if (groups.length > 1)
        lines.push(
          `- Month by month (${str(groups[0]!['key'])} to ${str(groups[groups.length - 1]!['key'])}): ${series}.`,
        );
    }
    if (index >= 0) {
      const current = groups[index]!;
      const previous = groups[index - 1];
      const delta = previous
        ? (num(current['avgSentiment']) ?? 0) - (num(previous['avgSentiment']) ?? 0)
        : undefined;
      const bold = narrowPeriod(s) ? '**' : '';
      lines.push(
        `${bold ? '' : '- '}${bold}${what} in ${describePeriod({ kind: 'month', month: focus! })} averaged ${fixed(num(current['avgSentiment']))}${bold}` +
          (previous
            ? `, against ${fixed(num(previous['avgSentiment']))} in ${str(previous['key'])} (${signed(delta)})`
            : '') +
          `; ${percent(num(current['negativeShare']))} of ${num(current['count'])} communications were negative.`,
      );
    } else if (narrowPeriod(s)) {
      const overall = sentiment['overall'] as Json | undefined;
      lines.push(
        `**${what} averaged ${fixed(num(overall?.['avgSentiment']))}** over ${periodWords(s)} (${percent(num(overall?.['negativeShare']))} negative, ${num(overall?.['count'])} communications).`,
      );
    }
    const ranked = groups.filter((group) => (num(group['count']) ?? 0) >= 5);
    const lowest = [...ranked].sort(
      (a, b) => (num(a['avgSentiment']) ?? 0) - (num(b['avgSentiment']) ?? 0),
    )[0];
    const highest =
      ranked.length > 1
        ? [...ranked].sort(
            (a, b) => (num(b['avgSentiment']) ?? 0) - (num(a['avgSentiment']) ?? 0),
          )[0]
        : undefined;
    if (lowest) {
      lines.push(
        `- The lowest month was ${str(lowest['key'])} (${fixed(num(lowest['avgSentiment']))})` +
          (highest
            ? `, the highest ${str(highest['key'])} (${fixed(num(highest['avgSentiment']))}).`
            : '.'),
      );
    }
    const rising = risingSubcategory(topics);
    if (rising) {
      lines.push(
        `- **The driver: ${str(rising['subcategory'])}** (${str(rising['category'])}) — ${topicLine(rising)}. It is the topic that grew most against the previous period.`,
      );
      const others = rows(topics?.['subcategories'])
        .filter((row) => row !== rising)
        .slice(0, 3);
      if (others.length) lines.push(`- Other leading topics: ${others.map(topicLine).join('; ')}.`);
    }
    const terms = rows(topics?.['terms'])
      .slice(0, 5)
      .map((term) => str(term['term']))
      .filter(Boolean);
    if (terms.length) lines.push(`- Distinctive words: ${terms.join(', ')}.`);
    const examples = rows(output(done, 'search_communications')?.['results']).slice(0, 3);
    if (examples.length)
      lines.push(
        `- Customers wrote, for example: ${examples.map((item) => `"${str(item['subject']) ?? ''}" (${str(item['id'])})`).join('; ')}.`,
      );
    return {
      lines,
      followUps: [
        rising
          ? `Show ${product ?? ''} communications about ${str(rising['subcategory'])} in ${focus ?? periodWords(s)}`.replace(
              '  ',
              ' ',
            )
          : 'Which topics drive negative sentiment?',
        `How did ${product ?? 'overall'} complaint volumes change in ${focus ?? periodWords(s)}?`,
        `Did ${product ?? 'overall'} sentiment recover in the following month?`,
      ],
      found: groups.length > 0,
    };
  },
};

export const driversPlaybook: Playbook = {
  kind: 'drivers',
  primaryTool: 'analyze_topics',
  intention: (s) =>
    `I will rank the topics of negative communications in ${periodWords(s)} and compare them with the previous period.`,
  score(s) {
    let score = has(/\btopics?\b|\bthemes?\b|\bdriv|\bcaus|\bbehind\b|\bcategor|\breasons?\b/, s)
      ? 3
      : 0;
    if (score > 0 && s.features.negative) score += 1;
    return score;
  },
  first(s) {
    return calls(
      call(s, 'analyze_topics', {
        ...scope(s),
        ...(s.features.negative ? { sentiment: 'negative' } : {}),
        limit: 10,
      }),
      call(s, 'analyze_sentiment', { ...scope(s), groupBy: 'category' }),
    );
  },
  next(s, done, stage) {
    if (stage !== 1) return [];
    const top = mainTopic(output(done, 'analyze_topics'));
    const name = str(top?.['subcategory']);
    if (!name) return [];
    return calls(
      call(s, 'search_communications', {
        ...scope(s, { complaints: false, category: false }),
        subcategory: name,
        ...(s.features.negative ? { sentiment: 'negative' } : {}),
        limit: 5,
      }),
    );
  },
  nextReason: () => 'I will read examples of the leading sub-topic.',
  compose(s, done) {
    const topics = output(done, 'analyze_topics');
    if (!topics) return { lines: [], followUps: [], found: false };
    const categories = rows(topics['categories']);
    const subcategories = rows(topics['subcategories']);
    const negative = `${s.features.negative ? 'negative ' : ''}${s.features.complaints ? 'complaints' : 'communications'}`;
    const lead = categories[0];
    const lines = [
      lead
        ? `**${str(lead['category'])} drives most ${negative} in ${periodWords(s)}**: ${num(lead['count'])} (${percent(num(lead['share']))}), ${change(num(lead['change']))} against the previous period.`
        : `No ${negative} found in ${periodWords(s)}.`,
    ];
    if (categories.length > 1) {
      lines.push(
        `- Next: ${categories
          .slice(1, 4)
          .map(
            (row) =>
              `${str(row['category'])} ${num(row['count'])} (${percent(num(row['share']))}, ${change(num(row['change']))})`,
          )
          .join('; ')}.`,
      );
    }
    if (subcategories.length)
      lines.push(`- Top sub-topics: ${subcategories.slice(0, 4).map(topicLine).join('; ')}.`);
    const rising = risingSubcategory(topics);
    if (rising && rising !== subcategories[0])
      lines.push(`- Fastest growing: ${topicLine(rising)}.`);
    const byCategory = rows(output(done, 'analyze_sentiment')?.['groups']).filter(
      (row) => (num(row['count']) ?? 0) >= 5,
    );
    const worst = [...byCategory]
      .sort((a, b) => (num(a['avgSentiment']) ?? 0) - (num(b['avgSentiment']) ?? 0))
      .slice(0, 3);
    if (worst.length)
      lines.push(
        `- Lowest average sentiment: ${worst.map((row) => `${str(row['key'])} ${fixed(num(row['avgSentiment']))}`).join(', ')}.`,
      );
    return {
      lines,
      followUps: [
        lead ? `When did ${str(lead['category'])} complaints spike?` : 'When did complaints spike?',
        `How does ${periodWords(s)} compare with the previous period by channel?`,
        subcategories[0]
          ? `Show examples of ${str(subcategories[0]['subcategory'])} communications`
          : 'Show examples of negative communications',
      ],
      found: categories.length > 0,
    };
  },
};
