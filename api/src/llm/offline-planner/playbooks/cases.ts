import { fixed, num, percent, rows, str, type Json } from '../observations';
import type { Situation } from '../situation';
import {
  call,
  calls,
  examplesCall,
  examplesLine,
  has,
  output,
  periodArgs,
  periodFilters,
  periodWords,
  type Playbook,
} from './playbook';

function caseScope(s: Situation): Json {
  const f = s.features;
  return {
    ...periodArgs(f.period),
    ...(f.caseType ? { type: f.caseType } : {}),
    ...(f.cddReason ? { reason: f.cddReason } : {}),
    ...(f.segment ? { segment: f.segment } : {}),
  };
}

export const cddPlaybook: Playbook = {
  kind: 'cdd',
  primaryTool: 'analyze_cases',
  intention: (s) =>
    `I will break down the CDD remediation cases of ${periodWords(s)} by reason and account restriction.`,
  score: (s) =>
    has(/\bcdd\b|due diligence|remediation|restrict/, s) ? 5 : has(/\bcases?\b/, s) ? 1.5 : 0,
  first(s) {
    const scope = {
      ...caseScope(s),
      type:
        s.features.caseType ??
        (has(/\bcdd\b|due diligence|remediation|restrict/, s) ? 'cdd' : undefined),
    };
    return calls(
      call(s, 'analyze_cases', scope),
      call(s, 'analyze_resolution_times', {
        ...scope,
        groupBy: scope.type === 'cdd' ? 'reason' : 'type',
      }),
    );
  },
  next(s, done, stage) {
    if (stage !== 1 || !output(done, 'analyze_cases')) return [];
    const reason = s.features.cddReason
      ? [{ field: 'reason', op: 'eq', value: s.features.cddReason }]
      : [];
    return calls(
      examplesCall(
        s,
        'cases',
        [
          { field: 'type', op: 'eq', value: 'cdd' },
          { field: 'accountRestricted', op: 'eq', value: true },
          ...reason,
          ...periodFilters(s, 'openedDay'),
        ],
        ['id', 'reason', 'openedDay', 'customerId'],
      ),
    );
  },
  nextReason: () => 'I will list a few of the restricted cases so the answer can cite them.',
  compose(s, done) {
    const cases = output(done, 'analyze_cases');
    if (!cases) return { lines: [], followUps: [], found: false };
    const cdd = cases['cdd'] as Json | undefined;
    const lines: string[] = [];
    const total = num(cdd?.['total']) ?? 0;
    if (cdd && total > 0) {
      lines.push(
        `**${num(cdd['restricted'])} of ${total} CDD remediation cases (${percent(num(cdd['restrictedShare']))}) led to an account restriction** in ${periodWords(s)}.`,
      );
      const reasons = rows(cdd['byReason']);
      if (reasons.length > 0) {
        lines.push(
          '',
          '| Reason | Cases | Restricted | Restricted share |',
          '| --- | ---: | ---: | ---: |',
        );
        for (const reason of reasons) {
          lines.push(
            `| ${str(reason['reason'])} | ${num(reason['count'])} | ${num(reason['restricted'])} | ${percent(num(reason['restrictedShare']))} |`,
          );
        }
        lines.push('');
        const top = [...reasons].sort(
          (a, b) => (num(b['restricted']) ?? 0) - (num(a['restricted']) ?? 0),
        )[0];
        if (top)
          lines.push(
            `- Most restrictions follow **${str(top['reason'])}** (${num(top['restricted'])} cases).`,
          );
      }
      const listed = examplesLine(done, 'Restricted cases, for example');
      if (listed) lines.push(listed);
      const restricted = num(cdd['restrictedAvgSentiment']);
      const unrestricted = num(cdd['unrestrictedAvgSentiment']);
      if (restricted !== undefined && unrestricted !== undefined) {
        lines.push(
          `- Restricted customers write more negatively: average sentiment **${fixed(restricted)}** vs ${fixed(unrestricted)} for unrestricted ones.`,
        );
      }
    } else {
      lines.push(
        `**${num(cases['total']) ?? 0} cases** in ${periodWords(s)}; none of them are CDD remediation cases.`,
      );
      lines.push(`> ${str(cases['summary']) ?? ''}`);
    }
    const times = output(done, 'analyze_resolution_times');
    const overall = times?.['overall'] as Json | undefined;
    if (overall && num(overall['medianDays']) !== undefined) {
      lines.push(
        `- Closed cases took a median of **${fixed(num(overall['medianDays']), 1)} days** to resolve (90th percentile ${fixed(num(overall['p90Days']), 1)} days).`,
      );
    }
    return {
      lines,
      followUps: [
        'How long do CDD cases take to resolve by reason?',
        'What do restricted customers say in their communications?',
        'Which segments have the most CDD restrictions?',
      ],
      found: total > 0 || (num(cases['total']) ?? 0) > 0,
    };
  },
};

export const slaPlaybook: Playbook = {
  kind: 'sla',
  primaryTool: 'analyze_sla_compliance',
  intention: (s) =>
    `I will measure the SLA breach rate of ${s.features.caseType ?? 'all'} cases in ${periodWords(s)} and compare it with the year by month.`,
  score: (s) =>
    has(/\bslas?\b|\bbreach|\boverdue\b|\bdeadline|\bon time\b|\bservice level/, s) ? 5 : 0,
  first(s) {
    const scope = caseScope(s);
    const { period: _period, from: _from, to: _to, ...withoutPeriod } = scope;
    return calls(
      call(s, 'analyze_sla_compliance', { ...scope, groupBy: scope['type'] ? 'priority' : 'type' }),
      s.features.period
        ? call(s, 'analyze_sla_compliance', { ...withoutPeriod, groupBy: 'month' })
        : undefined,
    );
  },
  next(s, done, stage) {
    if (stage !== 1 || !output(done, 'analyze_sla_compliance')) return [];
    const type = s.features.caseType
      ? [{ field: 'type', op: 'eq', value: s.features.caseType }]
      : [];
    return calls(
      examplesCall(
        s,
        'cases',
        [
          ...type,
          { field: 'slaBreached', op: 'eq', value: true },
          ...periodFilters(s, 'openedDay'),
        ],
        ['id', 'priority', 'category', 'openedDay'],
      ),
    );
  },
  nextReason: () => 'I will list a few breached cases so the answer can cite them.',
  compose(s, done) {
    const inPeriod = output(done, 'analyze_sla_compliance', 0);
    if (!inPeriod) return { lines: [], followUps: [], found: false };
    const overall = inPeriod['overall'] as Json | undefined;
    const type = s.features.caseType ? `${s.features.caseType} ` : '';
    const lines = [
      `**The ${type}SLA breach rate in ${periodWords(s)} was ${percent(num(overall?.['breachRate']))}**: ${num(overall?.['breached'])} of ${num(overall?.['total'])} cases were open longer than their SLA.`,
    ];
    const groups = rows(inPeriod['groups']);
    if (groups.length > 1) {
      lines.push(
        `- By ${str(inPeriod['groupBy']) ?? 'group'}: ${groups
          .slice(0, 6)
          .map(
            (group) =>
              `${str(group['key'])} ${percent(num(group['breachRate']))} (${num(group['breached'])}/${num(group['total'])})`,
          )
          .join(', ')}.`,
      );
    }
    const breachedCases = examplesLine(done, 'Breached cases, for example');
    if (breachedCases) lines.push(breachedCases);
    const year = output(done, 'analyze_sla_compliance', 1);
    if (year) {
      const yearly = year['overall'] as Json | undefined;
      lines.push(
        `- Over the whole corpus the rate is ${percent(num(yearly?.['breachRate']))} (${num(yearly?.['breached'])} of ${num(yearly?.['total'])}).`,
      );
      const months = rows(year['groups']).filter((group) => (num(group['total']) ?? 0) > 0);
      const worst = [...months].sort(
        (a, b) => (num(b['breachRate']) ?? 0) - (num(a['breachRate']) ?? 0),
      )[0];
      if (worst)
        lines.push(
          `- The worst month was ${str(worst['key'])} at ${percent(num(worst['breachRate']))}.`,
        );
    }
    return {
      lines,
      followUps: [
        `Which categories of cases breached their SLA most in ${periodWords(s)}?`,
        'How long do complaint cases take to resolve?',
        `What drove complaint volumes in ${periodWords(s)}?`,
      ],
      found: (num(overall?.['total']) ?? 0) > 0,
    };
  },
};

export const resolutionPlaybook: Playbook = {
  kind: 'resolution',
  primaryTool: 'analyze_resolution_times',
  intention: (s) => `I will measure how long cases took to resolve in ${periodWords(s)}.`,
  score: (s) =>
    has(
      /how long|resolution time|time to resolve|take to (resolve|close)|days to (resolve|close)|resolv/,
      s,
    )
      ? 3.5
      : 0,
  first(s) {
    const scope = caseScope(s);
    return calls(
      call(s, 'analyze_resolution_times', { ...scope, groupBy: scope['type'] ? 'reason' : 'type' }),
    );
  },
  compose(s, done) {
    const times = output(done, 'analyze_resolution_times');
    if (!times) return { lines: [], followUps: [], found: false };
    const overall = times['overall'] as Json | undefined;
    const lines = [
      `**Closed ${s.features.caseType === 'cdd' ? 'CDD' : (s.features.caseType ?? '')} cases took a median of ${fixed(num(overall?.['medianDays']), 1)} days** to resolve in ${periodWords(s)} (mean ${fixed(num(overall?.['meanDays']), 1)}, 90th percentile ${fixed(num(overall?.['p90Days']), 1)}, ${num(overall?.['count'])} cases).`.replace(
        'Closed  cases',
        'Closed cases',
      ),
    ];
    const groups = rows(times['groups']);
    if (groups.length > 1) {
      lines.push(
        `- By ${str(times['groupBy'])}: ${groups
          .slice(0, 6)
          .map((group) => `${str(group['key'])} ${fixed(num(group['medianDays']), 1)} days`)
          .join(', ')}.`,
      );
    }
    return {
      lines,
      followUps: [
        'Which cases breach their SLA most often?',
        'How many CDD cases led to account restrictions?',
        'Are resolution times getting longer month by month?',
      ],
      found: (num(overall?.['count']) ?? 0) > 0,
    };
  },
};
