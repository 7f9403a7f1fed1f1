import { num, rows, str, fixed, type Json } from '../observations';
import { addDays } from '../periods';
import type { Situation } from '../situation';
import { call, calls, has, output, periodWords, scope, subject, type Playbook } from './playbook';

function metric(s: Situation): string {
  if (s.features.complaints) return 'complaints';
  if (has(/escalat/, s)) return 'escalations';
  if (has(/negative share|share of negative/, s)) return 'negative_share';
  if (has(/sentiment|mood/, s)) return 'sentiment';
  return 'volume';
}

/** The spike the question is about: the largest listed spike (by value), else the first anomaly. */
export function topSpike(trends: Json | undefined): Json | undefined {
  const anomalies = rows(trends?.['anomalies']);
  const spikes = anomalies.filter((item) => item['kind'] !== 'dip');
  return (
    [...spikes].sort((a, b) => (num(b['value']) ?? 0) - (num(a['value']) ?? 0))[0] ?? anomalies[0]
  );
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
    if (s.features.complaints) score += 0.5;
    return score;
  },
  first(s) {
    return calls(
      call(s, 'analyze_trends', {
        metric: metric(s),
        granularity: has(/\bweekly\b|\bby week\b/, s)
          ? 'week'
          : has(/\bmonthly\b|\bby month\b/, s)
            ? 'month'
            : 'day',
        ...scope(s, { subcategory: true }),
      }),
    );
  },
  next(s, done, stage) {
    if (stage !== 1) return [];
    const trends = output(done, 'analyze_trends');
    const spike = topSpike(trends);
    const day = str(spike?.['period']);
    if (!spike || !day || !/^\d{4}-\d{2}-\d{2}$/.test(day)) return [];
    const filters = scope(s, { period: false, subcategory: true });
    return calls(
      call(s, 'get_daily_volumes', { ...filters, from: addDays(day, -7), to: addDays(day, 28) }),
      call(s, 'search_communications', { ...filters, period: day, limit: 5 }),
    );
  },
  nextReason(_s, done) {
    const day = str(topSpike(output(done, 'analyze_trends'))?.['period']);
    return day
      ? `The largest spike is on ${day}: I want to know how long it lasted and what customers wrote that day.`
      : '';
  },
  compose(s, done) {
    const trends = output(done, 'analyze_trends');
    const spike = topSpike(trends);
    if (!trends) return { lines: [], followUps: [], found: false };
    const what = subject(s);
    const metricName = str(trends['metric']) ?? 'volume';
    const unit = UNITS[metricName] ?? metricName;
    const baseline = num((trends['baseline'] as Json | undefined)?.['median']);
    if (!spike) {
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
