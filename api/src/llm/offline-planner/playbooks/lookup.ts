import { extractFeatures } from '../features';
import { fixed, num, percent, rows, str, type Json } from '../observations';
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
  scope,
  subject,
  type Playbook,
} from './playbook';
import type { Situation } from '../situation';

/** The escalation path a question asks about: to the phone (from chat or email), or to a person. */
function askedPath(s: Situation): 'chatbot→human' | 'chat→phone' | 'email→phone' {
  if (!has(/\bphone|\bcall/, s)) return 'chatbot→human';
  return has(/\be-?mail/, s) ? 'email→phone' : 'chat→phone';
}

const PATH_FILTERS = {
  'chatbot→human': [
    { field: 'chatMode', op: 'eq', value: 'human' },
    { field: 'escalatedFrom', op: 'eq', value: 'chatbot' },
  ],
  'chat→phone': [
    { field: 'channel', op: 'eq', value: 'phone' },
    { field: 'escalatedFrom', op: 'eq', value: 'chat' },
  ],
  'email→phone': [
    { field: 'channel', op: 'eq', value: 'phone' },
    { field: 'escalatedFrom', op: 'eq', value: 'email' },
  ],
};

export const escalationPlaybook: Playbook = {
  kind: 'escalation',
  primaryTool: 'analyze_channel_escalation',
  intention: (s) =>
    `I will measure how often contacts move from the chatbot to a person, and from chat or email to the phone, in ${periodWords(s)}.`,
  score: (s) =>
    has(
      /escalat|hand(ed)?[- ]?(off|over)|handed|\bhuman\b|\bperson\b|\bagent\b|transfer|\bchatbot|\bbot\b|move to (the )?phone|containment/,
      s,
    )
      ? 4.5
      : 0,
  first(s) {
    return calls(
      call(s, 'analyze_channel_escalation', {
        ...scope(s, { channel: false, category: false, complaints: false }),
        groupBy: has(/\bmonth|\btrend|over time|by month/, s)
          ? 'month'
          : s.features.products.length
            ? 'none'
            : 'product',
      }),
    );
  },
  next(s, done, stage) {
    if (stage !== 1 || !output(done, 'analyze_channel_escalation')) return [];
    const product = s.features.products[0]
      ? [{ field: 'product', op: 'eq', value: s.features.products[0] }]
      : [];
    return calls(
      examplesCall(
        s,
        'communications',
        [...PATH_FILTERS[askedPath(s)], ...product, ...periodFilters(s, 'day')],
        ['id', 'day', 'product', 'subcategory'],
      ),
    );
  },
  nextReason: () => 'I will list a few escalated contacts so the answer can cite them.',
  compose(s, done) {
    const escalation = output(done, 'analyze_channel_escalation');
    if (!escalation) return { lines: [], followUps: [], found: false };
    const paths = rows(escalation['paths']);
    // Lead with the path the question asks about: to the phone, or from the chatbot to a person.
    const asked = askedPath(s);
    const lead = paths.find((path) => path['path'] === asked) ?? paths[0];
    const LEADS: Record<string, string> = {
      'chatbot→human': 'of chatbot chats were handed to a human agent',
      'chat→phone': 'of chats moved to the phone',
      'email→phone': 'of emails were followed by a phone call',
    };
    const lines: string[] = [];
    if (lead) {
      const words = LEADS[String(lead['path'])] ?? `escalated along ${str(lead['path'])}`;
      lines.push(
        `**${percent(num(lead['rate']))} ${words}** in ${periodWords(s)}: ${num(lead['escalated'])} of ${num(lead['from'])}.`,
      );
    }
    for (const path of paths.filter((item) => item !== lead)) {
      lines.push(
        `- ${str(path['path'])}: ${percent(num(path['rate']))} (${num(path['escalated'])} of ${num(path['from'])}).`,
      );
    }
    const groups = rows(escalation['groups']);
    if (groups.length > 1) {
      const rated = groups
        .map((group) => ({
          key: str(group['key']),
          rate: num(
            rows(group['paths']).find((path) => String(path['path']).startsWith('chatbot'))?.[
              'rate'
            ],
          ),
        }))
        .filter((group) => group.rate !== undefined)
        .sort((a, b) => (b.rate ?? 0) - (a.rate ?? 0));
      if (rated.length > 1) {
        lines.push(
          `- Chatbot hand-off by ${str(escalation['groupBy']) ?? 'group'}: highest ${rated[0]!.key} ${percent(rated[0]!.rate)}, lowest ${rated[rated.length - 1]!.key} ${percent(rated[rated.length - 1]!.rate)}.`,
        );
      }
    }
    const listed = examplesLine(done, 'Escalated contacts, for example');
    if (listed) lines.push(listed);
    return {
      lines,
      followUps: [
        'Which topics do chatbot chats that reach a human concern?',
        'Is the chatbot hand-off rate changing month by month?',
        'How does sentiment differ between chatbot and human chats?',
      ],
      found: paths.length > 0,
    };
  },
};

export const customerPlaybook: Playbook = {
  kind: 'customer',
  primaryTool: 'get_customer_info',
  intention: (s) =>
    `I will look up customer ${s.features.customerIds[0]}: profile, contacts, open cases and risk.`,
  score: (s) => (s.features.customerIds.length ? 6 : 0),
  first(s) {
    const customerId = s.features.customerIds[0];
    return calls(
      call(s, 'get_customer_info', { customerId, recent: 5 }),
      call(s, 'assess_risk', { customerId }),
    );
  },
  compose(s, done) {
    const info = output(done, 'get_customer_info');
    const risk = output(done, 'assess_risk');
    if (!info && !risk) return { lines: [], followUps: [], found: false };
    const customer = (info?.['customer'] ?? {}) as Json;
    const id = s.features.customerIds[0];
    const lines: string[] = [];
    if (info) {
      lines.push(
        `**${id} (${str(customer['name']) ?? 'customer'}, ${str(customer['segment']) ?? ''}, ${str(customer['region']) ?? ''})**, a customer for ${num(customer['tenureDays'])} days; average sentiment ${fixed(num(info['avgSentiment']))}.`,
      );
      const channels = rows(info['byChannel']);
      if (channels.length)
        lines.push(
          `- Contacts by channel: ${channels.map((row) => `${str(row['channel'])} ${num(row['count'])}`).join(', ')}.`,
        );
      const open = rows(info['openCases']);
      lines.push(
        `- Open cases: ${open.length ? open.map((row) => `${str(row['id'])} (${str(row['type'])}, ${str(row['reason']) ?? ''})`).join(', ') : 'none'}.`,
      );
      const recent = rows(info['recentCommunications']).slice(0, 3);
      if (recent.length)
        lines.push(
          `- Latest: ${recent.map((row) => `${str(row['id'])} ${str(row['at'])?.slice(0, 10)} "${str(row['subject']) ?? ''}"`).join('; ')}.`,
        );
    }
    if (risk) {
      const factors = rows(risk['factors'])
        .filter((row) => (num(row['contribution']) ?? 0) > 0)
        .sort((a, b) => (num(b['contribution']) ?? 0) - (num(a['contribution']) ?? 0))
        .slice(0, 3);
      lines.push(
        `- Risk: **${str(risk['level'])}** (score ${fixed(num(risk['score']))})${factors.length ? `, mainly ${factors.map((row) => str(row['factor'])).join(', ')}` : ''}.`,
      );
    }
    return {
      lines,
      followUps: [
        `What did ${id} complain about most recently?`,
        `Are there similar customers with open CDD cases?`,
        `How has ${id}'s sentiment changed over time?`,
      ],
      found: Boolean(info),
    };
  },
};

export const communicationPlaybook: Playbook = {
  kind: 'communication',
  primaryTool: 'get_communication',
  intention: (s) =>
    `I will read ${s.features.communicationIds[0]} and look for similar communications.`,
  score: (s) => (s.features.communicationIds.length ? 6 : 0),
  first(s) {
    const id = s.features.communicationIds[0];
    return calls(call(s, 'get_communication', { id }), call(s, 'find_similar', { id, limit: 5 }));
  },
  compose(s, done) {
    const found = output(done, 'get_communication');
    const communication = (found?.['communication'] ?? undefined) as Json | undefined;
    const lines: string[] = [];
    if (communication) {
      lines.push(`**${str(communication['id'])}** — ${str(found?.['summary'])}`);
      lines.push(
        `> ${str(communication['subject']) ?? ''}: ${(str(communication['body']) ?? '').slice(0, 300)}`,
      );
    }
    const similar = rows(output(done, 'find_similar')?.['results']).slice(0, 5);
    if (similar.length)
      lines.push(
        `- Similar: ${similar.map((row) => `${str(row['id'])} (${str(row['at'])?.slice(0, 10)}, ${str(row['subcategory'])})`).join(', ')}.`,
      );
    return {
      lines,
      followUps: [
        communication
          ? `What else has ${str(communication['customerId'])} contacted us about?`
          : 'Which customers wrote about this topic?',
        'How common is this topic over the year?',
        'Is this part of a spike?',
      ],
      found: Boolean(communication),
    };
  },
};

export const breakdownPlaybook: Playbook = {
  kind: 'breakdown',
  primaryTool: 'get_category_breakdown',
  intention: (s) =>
    `I will break ${subject(s).toLowerCase()} of ${periodWords(s)} down by category.`,
  score: (s) =>
    has(
      /breakdown|break down|\bmix\b|\bsplit\b|what do customers (contact|write|call)|most common|categories/,
      s,
    )
      ? 3
      : 0,
  first: (s) => calls(call(s, 'get_category_breakdown', scope(s))),
  compose(s, done) {
    const breakdown = output(done, 'get_category_breakdown');
    if (!breakdown) return { lines: [], followUps: [], found: false };
    const categories = rows(breakdown['categories']);
    const lines = [`**${subject(s)} in ${periodWords(s)} by category:**`, ''];
    for (const row of categories.slice(0, 6)) {
      const sub = rows(row['subcategories'])[0];
      lines.push(
        `- ${str(row['category'])}: ${num(row['count'])} (${percent(num(row['share']))})${sub ? `, mostly ${str(sub['subcategory'])}` : ''}`,
      );
    }
    return {
      lines,
      followUps: [
        'Which of these topics is growing fastest?',
        'Which topics drive negative sentiment?',
        `How do these split by channel?`,
      ],
      found: categories.length > 0,
    };
  },
};

export const volumePlaybook: Playbook = {
  kind: 'volume',
  primaryTool: 'get_daily_volumes',
  intention: (s) => `I will count ${subject(s).toLowerCase()} in ${periodWords(s)}.`,
  score: (s) => (has(/how many|\bvolumes?\b|number of|\bcount\b|\bbusiest\b/, s) ? 2.5 : 0),
  first: (s) =>
    calls(
      call(s, 'get_daily_volumes', {
        ...scope(s, { subcategory: true }),
        splitBy: s.features.channels.length ? 'none' : 'channel',
      }),
    ),
  compose(s, done) {
    const volumes = output(done, 'get_daily_volumes');
    if (!volumes) return { lines: [], followUps: [], found: false };
    const days = rows(volumes['days']);
    const total = days.reduce((sum, row) => sum + (num(row['total']) ?? 0), 0);
    const busiest = [...days].sort((a, b) => (num(b['total']) ?? 0) - (num(a['total']) ?? 0))[0];
    const lines = [`**${str(volumes['summary'])}**`];
    if (days.length && total && busiest)
      lines.push(`- Busiest day: ${str(busiest['day'])} with ${num(busiest['total'])}.`);
    return {
      lines,
      followUps: [
        `When did ${subject(s).toLowerCase()} spike?`,
        'Which topics drive these contacts?',
        'How does sentiment look over the same days?',
      ],
      found: total > 0 || /\d/.test(str(volumes['summary']) ?? ''),
    };
  },
};

export const riskPlaybook: Playbook = {
  kind: 'risk',
  primaryTool: 'assess_risk',
  intention: (s) => `I will assess the risk of the ${s.features.segment} segment.`,
  score: (s) => (s.features.segment && has(/\brisk|churn|leav/, s) ? 4 : 0),
  first: (s) =>
    calls(
      call(s, 'assess_risk', { segment: s.features.segment, ...periodArgs(s.features.period) }),
    ),
  compose(s, done) {
    const risk = output(done, 'assess_risk');
    if (!risk) return { lines: [], followUps: [], found: false };
    const factors = rows(risk['factors']).sort(
      (a, b) => (num(b['contribution']) ?? 0) - (num(a['contribution']) ?? 0),
    );
    return {
      lines: [
        `**${str(risk['subject'])}: ${str(risk['level'])} risk** (score ${fixed(num(risk['score']))}).`,
        ...factors
          .slice(0, 4)
          .map(
            (row) =>
              `- ${str(row['factor'])}: value ${fixed(num(row['value']))}, contribution ${fixed(num(row['contribution']))}`,
          ),
      ],
      followUps: [
        `Which ${s.features.segment} customers are most at risk?`,
        `What do ${s.features.segment} customers complain about?`,
        'How does this compare with other segments?',
      ],
      found: true,
    };
  },
};

export const searchPlaybook: Playbook = {
  kind: 'search',
  primaryTool: 'search_communications',
  intention: (s) =>
    `I will search the communications for ${searchQuery(s) || 'the latest matching ones'}.`,
  score: (s) =>
    has(
      /\bshow\b|\bfind\b|\bexamples?\b|\bsearch\b|\bmention|\bsaying\b|\bsay\b|\bwrote\b|\bwrit(e|ing) about\b|\btalk(ing)? about\b|\bquotes?\b|\bverbatim/,
      s,
    )
      ? 3.5
      : 0.5,
  first(s) {
    const query = searchQuery(s);
    return calls(
      call(s, 'search_communications', {
        ...scope(s, { subcategory: true, negative: true }),
        ...(query ? { query, mode: 'any' } : {}),
        limit: 8,
      }),
    );
  },
  compose(s, done) {
    const search = output(done, 'search_communications');
    if (!search) return { lines: [], followUps: [], found: false };
    const results = rows(search['results']);
    const lines = [
      `**${num(search['total']) ?? results.length} matching communications** (${periodWords(s)}).`,
    ];
    for (const row of results.slice(0, 6)) {
      lines.push(
        `- ${str(row['id'])} · ${str(row['at'])?.slice(0, 10)} · ${str(row['channel'])} · ${str(row['product'])}: "${str(row['subject']) ?? ''}" (sentiment ${fixed(num(row['sentiment']))})`,
      );
    }
    return {
      lines,
      followUps: [
        'When did these contacts spike?',
        'Which topics go with them?',
        results[0]
          ? `Show communications similar to ${str(results[0]['id'])}`
          : 'What else do customers write about?',
      ],
      found: results.length > 0,
    };
  },
};

/**
 * Search words: the question's meaningful words minus those the filters already express (a word
 * that alone reads as a product, topic, channel, period or sentiment) and request verbs.
 */
function searchQuery(s: Parameters<Playbook['score']>[0]): string {
  const quoted = /"([^"]+)"/.exec(s.conversation.question)?.[1];
  if (quoted) return quoted;
  const generic =
    /^(show|find|examples?|search|communications?|messages?|customers?|people|mention\w*|saying|say|wrote|write|writing|talk\w*|complain\w*|about|quotes?|verbatim|days?|last|month|week|year|problems?|issues?)$/;
  return s.features.words
    .filter((word) => !generic.test(word) && !/^\d/.test(word) && !isVocabulary(word, s))
    .slice(0, 5)
    .join(' ');
}

function isVocabulary(word: string, s: Parameters<Playbook['score']>[0]): boolean {
  const alone = extractFeatures(word, s.corpus);
  return (
    alone.products.length +
      alone.categories.length +
      alone.subcategories.length +
      alone.channels.length >
      0 ||
    alone.period !== undefined ||
    alone.negative ||
    alone.complaints ||
    /^(negative|positive|neutral)$/.test(word)
  );
}
