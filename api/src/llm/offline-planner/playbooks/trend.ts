import { change, fixed, num, rows, str, type Json } from '../observations';
import { addDays, describePeriod, periodBounds } from '../periods';
import type { Situation } from '../situation';
import { call, calls, has, output, periodWords, scope, subject, type Playbook } from './playbook';

function metric(s: Situation): string {
  if (s.features.complaints) return 'complaints';
  if (has(/escalat/, s)) return 'escalations';
  if (has(/negative share|share of negative/, s)) return 'negative_share';
  if (has(/sentiment|mood/, s)) return 'sentiment';
  return 'volume';
}

/**
 * The spike the question is about: the largest listed spike (by value), inside the asked period
 * when there is one, else the first anomaly.
 */
export function topSpike(
  trends: Json | undefined,
  within?: { from: string; to: string },
): Json | undefined {
  const anomalies = rows(trends?.['anomalies']).filter((item) => {
    const period = str(item['period']) ?? '';
    return (
      !within ||
      (period.slice(0, 10) >= within.from.slice(0, period.length) &&
        period.slice(0, 10) <= within.to)
    );
  });
  const spikes = anomalies.filter((item) => item['kind'] !== 'dip');
  return (
    [...spikes].sort((a, b) => (num(b['value']) ?? 0) - (num(a['value']) ?? 0))[0] ?? anomalies[0]
  );
}

/** "How did X change in June?": a month against the months around it, not a daily spike hunt. */
function asksMonthlyChange(s: Situation): boolean {
  const period = s.features.period;
  const monthly =
    period?.kind === 'month' ||
    (period?.kind === 'relative' &&
      (period.keyword === 'last_month' || period.keyword === 'this_month'));
  return (
    monthly &&
    has(
      /\bchang|\bcompar|\brise\b|\brose\b|\bincreas|\bdrop|\bfall|\bfell\b|\bgr[eo]w|\bdoubl|\btripl|how many|\bmore\b|\bfewer\b|\bless\b/,
      s,
    ) &&
    !has(/\bspik|\bpeak|\bwhen\b|\bwhich day/, s)
  );
}

function askedSpan(s: Situation): { from: string; to: string } | undefined {
  return s.features.period ? periodBounds(s.features.period, s.corpus) : undefined;
}

interface Episode {
  from: string;
  to: string;
  days: number;
  mean: number;
  total: number;
}

/** The run of days around the spike where the count stays at or above twice the baseline. */
function episode(days: Json[], spikeDay: string, baseline: number): Episode | undefined {
  const values = days
    .map((day) => ({ day: str(day['day']) ?? '', total: num(day['total']) ?? 0 }))
    .filter((day) => day.day !== '');
  const index = values.findIndex((day) => day.day === spikeDay);
  if (index < 0) return undefined;
  const elevated = (i: number) =>
    values[i] !== undefined && values[i]!.total >= Math.max(2 * baseline, baseline + 2);
  // A single quiet day inside the run does not end it.
  let start = index;
  while (start > 0 && (elevated(start - 1) || (elevated(start - 2) && start - 2 >= 0))) start--;
  let end = index;
  while (end < values.length - 1 && (elevated(end + 1) || elevated(end + 2))) end++;
  while (start < index && !elevated(start)) start++;
  while (end > index && !elevated(end)) end--;
  const run = values.slice(start, end + 1);
  const total = run.reduce((sum, day) => sum + day.total, 0);
  return {
    from: run[0]!.day,
    to: run[run.length - 1]!.day,
    days: run.length,
    total,
    mean: total / run.length,
  };
}

const UNITS: Record<string, string> = {
  volume: 'communications',
  complaints: 'complaints',
  escalations: 'escalations',
  sentiment: 'average sentiment',
  negative_share: 'negative share',
};

/** A month's value against the month before and the usual month. */
function composeMonth(s: Situation, trends: Json) {
  const series = rows(trends['series']);
  const span = askedSpan(s)!;
  const key = span.from.slice(0, 7);
  const index = series.findIndex((point) => point['period'] === key);
  const unit = UNITS[str(trends['metric']) ?? 'volume'] ?? 'communications';
  const what = subject(s);
  if (index < 0) {
    return {
      lines: [`No ${unit} recorded for ${what.toLowerCase()} in ${periodWords(s)}.`],
      followUps: [],
      found: false,
    };
  }
  const value = num(series[index]!['value']);
  const previous = series[index - 1];
  const previousValue = num(previous?.['value']);
  const median = num((trends['baseline'] as Json | undefined)?.['median']);
  const monthName = (month: string) => describePeriod({ kind: 'month', month });
  const lines = [
    `**${what}: ${value} in ${monthName(key)}**` +
      (previous && previousValue !== undefined
        ? `, against ${previousValue} in ${monthName(String(previous['period']))} (${change(previousValue ? (value ?? 0) / previousValue - 1 : undefined)})`
        : '') +
      (median
        ? `; the usual month has ${fixed(median, 0)} (${fixed((value ?? 0) / median, 1)}×).`
        : '.'),
  ];
  const flagged = rows(trends['anomalies']).filter((item) => item['period'] === key);
  if (flagged.length)
    lines.push(
      `- ${monthName(key)} stands out as a ${str(flagged[0]!['kind'])} of the series (z-score ${fixed(num(flagged[0]!['zScore']), 1)}).`,
    );
  const next = series[index + 1];
  if (next)
    lines.push(
      `- The month after, ${monthName(String(next['period']))}, had ${num(next['value'])}.`,
    );
  return {
    lines,
    followUps: [
      `When exactly did ${what.toLowerCase()} spike in ${monthName(key)}?`,
      `What drove ${what.toLowerCase()} in ${monthName(key)}?`,
      `How did sentiment move in ${monthName(key)}?`,
    ],
    found: value !== undefined,
  };
}

export const trendPlaybook: Playbook = {
  kind: 'trend',
  primaryTool: 'analyze_trends',
  intention: (s) =>
    `I will chart ${subject(s).toLowerCase()} over ${periodWords(s)} and look for spikes against the baseline.`,
  score(s) {
    let score = 0;
    if (
      has(
        /\bspik|\bpeak|\bsurg|\bjump|\bsoar|\brose\b|\brise\b|\bincreas|\btripl|\bdoubl|\btrend|\bover time\b|\bwhen did\b|\bwhen was\b|\bbusiest\b|\banomal/,
        s,
      )
    )
      score += 3;
    if (has(/\boutage|\bincident|\brelease|\blaunch|\bdisruption|\bwent down\b/, s)) score += 3;
    if (asksMonthlyChange(s) && !has(/sentiment|mood/, s)) score += 3;
    if (s.features.complaints) score += 0.5;
    return score;
  },
  first(s) {
    // The whole corpus gives the baseline; the asked period only says where to look for spikes.
    const monthly = asksMonthlyChange(s);
    return calls(
      call(s, 'analyze_trends', {
        metric: metric(s),
        granularity:
          monthly || has(/\bmonthly\b|\bby month\b/, s)
            ? 'month'
            : has(/\bweekly\b|\bby week\b/, s)
              ? 'week'
              : 'day',
        ...(s.features.period && !monthly ? { maxAnomalies: 50 } : {}),
        ...scope(s, { period: false, subcategory: true }),
      }),
    );
  },
  next(s, done, stage) {
    if (stage !== 1) return [];
    const trends = output(done, 'analyze_trends');
    const spike = topSpike(trends, askedSpan(s));
    const day = str(spike?.['period']);
    if (!spike || !day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return [];
    const filters = scope(s, { period: false, subcategory: true });
    return calls(
      call(s, 'get_daily_volumes', { ...filters, from: addDays(day, -7), to: addDays(day, 28) }),
      call(s, 'search_communications', { ...filters, period: day, limit: 5 }),
    );
  },
  nextReason(s, done) {
    const day = str(topSpike(output(done, 'analyze_trends'), askedSpan(s))?.['period']);
    return day
      ? `The largest spike is on ${day}: I want to know how long it lasted and what customers wrote that day.`
      : '';
  },
  compose(s, done) {
    const trends = output(done, 'analyze_trends');
    if (!trends) return { lines: [], followUps: [], found: false };
    if (trends['granularity'] === 'month' && asksMonthlyChange(s)) return composeMonth(s, trends);
    const spike = topSpike(trends, askedSpan(s));
    const what = subject(s);
    const metricName = str(trends['metric']) ?? 'volume';
    const unit = UNITS[metricName] ?? metricName;
    const baseline = num((trends['baseline'] as Json | undefined)?.['median']);
    if (!spike) {
      const elsewhere = topSpike(trends);
      if (s.features.period && elsewhere) {
        return {
          lines: [
            `**No spike in ${what.toLowerCase()} within ${periodWords(s)}** against the baseline of ${fixed(baseline, 1)} a ${str(trends['granularity']) ?? 'day'}.`,
            `- The largest spike of the whole series was on ${str(elsewhere['period'])} (${num(elsewhere['value'])}, ${fixed(num(elsewhere['ratio']), 1)}×).`,
          ],
          followUps: [
            `What happened on ${str(elsewhere['period'])}?`,
            `Which topics drive ${unit} in ${periodWords(s)}?`,
            `How did sentiment move over ${periodWords(s)}?`,
          ],
          found: true,
        };
      }
      return {
        lines: [
          `**No anomaly found** in ${what.toLowerCase()} over ${periodWords(s)}: the series stays near its baseline (median ${fixed(baseline, 1)} a ${str(trends['granularity']) ?? 'day'}).`,
          `> ${str(trends['summary']) ?? ''}`,
        ],
        followUps: [
          `Which topics drive ${unit} in ${periodWords(s)}?`,
          `How did sentiment move over ${periodWords(s)}?`,
          `Which channels carry most ${unit}?`,
        ],
        found: true,
      };
    }
    const day = str(spike['period'])!;
    const value = num(spike['value']);
    const ratio = num(spike['ratio']);
    const lines = [
      `**${what} peaked on ${day}** with ${value} ${unit} against a baseline of ${fixed(num(spike['baseline']) ?? baseline, 1)} — **${fixed(ratio, 1)}×** the usual level (z-score ${fixed(num(spike['zScore']), 1)}).`,
    ];
    const volumes = output(done, 'get_daily_volumes');
    const run =
      volumes && baseline !== undefined ? episode(rows(volumes['days']), day, baseline) : undefined;
    if (run && run.days > 1) {
      lines.push(
        `- The surge lasted **${run.days} days** (${run.from} to ${run.to}): ${run.total} in total, ${fixed(run.mean, 1)} a day on average, about **${fixed(baseline ? run.mean / baseline : undefined, 1)}×** the baseline of ${fixed(baseline, 1)}.`,
      );
    }
    const others = rows(trends['anomalies']).filter(
      (item) => item['period'] !== day && item['kind'] !== 'dip',
    );
    if (others.length > 0) {
      lines.push(
        `- Other spikes: ${others
          .slice(0, 5)
          .map(
            (item) =>
              `${str(item['period'])} (${num(item['value'])}, ${fixed(num(item['ratio']), 1)}×)`,
          )
          .join(', ')}.`,
      );
    }
    const search = output(done, 'search_communications');
    const examples = rows(search?.['results']).slice(0, 3);
    if (examples.length > 0) {
      lines.push(
        `- On ${day} customers wrote, for example: ${examples.map((item) => `"${str(item['subject']) ?? ''}" (${str(item['id'])})`).join('; ')}.`,
      );
    }
    const product = s.features.products[0];
    return {
      lines,
      followUps: [
        `What were customers saying about ${product ?? 'this'} on ${day}?`,
        `Did the complaint SLA breach rate rise in the two weeks after ${run?.from ?? day}?`,
        `How did ${product ?? 'overall'} sentiment move in ${day.slice(0, 7)}?`,
      ],
      found: true,
    };
  },
};
