/**
 * IT help-desk tickets shaped unlike the demo and the other fixtures: a ticket kind (incident,
 * request, complaint), the service it is about, the team, a state whose only finished value is
 * "Closed", a yes/no "replied" column and a description whose tone leans by service. Written by
 * a seeded generator with the import mapping an analyst would write, for tests of the offline
 * planner on conversational questions over data it was not built on.
 */

import { Random } from '../store/random';

export const KINDS = ['Incident', 'Request', 'Complaint'] as const;
export const SERVICES = ['VPN', 'Laptop', 'Printer', 'Mailbox'] as const;
export const TEAMS = ['Service Desk', 'Network', 'Field Support'] as const;
export const STATES = ['Closed', 'In progress', 'Waiting on customer'] as const;
export const CHANNELS = ['Portal', 'Email', 'Phone'] as const;

export interface Ticket {
  day: string;
  kind: string;
  service: string;
  team: string;
  state: string;
  channel: string;
  replied: boolean;
  description: string;
}

const PLEASED = [
  'Thanks, the fix worked perfectly and the team was great.',
  'Really happy with the quick help, everything works now.',
  'Excellent support, thank you so much.',
];
const ANGRY = [
  'This is terrible, it is still broken and nobody helps.',
  'Awful experience, I am furious that it failed again.',
  'Useless, the problem is worse and I am very angry.',
];
const PLAIN = ['Please reset the settings on my device.', 'The device needs a new configuration.'];
/** How often a service's tickets are angry, and pleased: VPN leans angry, Laptop pleased. */
const TONE: Record<string, [number, number]> = {
  VPN: [0.6, 0.1],
  Laptop: [0.15, 0.55],
  Printer: [0.35, 0.25],
  Mailbox: [0.3, 0.3],
};

export function tickets(count: number): Ticket[] {
  const draws = new Random(11);
  const next = () => draws.next();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const rows: Ticket[] = [];
  for (let index = 0; index < count; index++) {
    const service = pick(SERVICES);
    const [angry, pleased] = TONE[service]!;
    const tone = next();
    const description =
      tone < angry ? pick(ANGRY) : tone < angry + pleased ? pick(PLEASED) : pick(PLAIN);
    const month = 1 + Math.floor(next() * 6);
    const day = 1 + Math.floor(next() * 28);
    rows.push({
      day: `2024-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`,
      kind: pick(KINDS),
      service,
      team: service === 'VPN' && next() < 0.5 ? 'Network' : pick(TEAMS),
      state: next() < 0.7 ? 'Closed' : pick(STATES.slice(1)),
      channel: pick(CHANNELS),
      replied: next() < 0.75,
      description,
    });
  }
  return rows;
}

export function csvLine(row: Ticket, index: number): string {
  return [
    `T-${10001 + index}`,
    row.day,
    row.kind,
    row.service,
    row.team,
    row.state,
    row.channel,
    row.replied ? 'Yes' : 'No',
    `"${row.description}"`,
  ].join(',');
}

export const HEADER = 'Ticket,Opened,Kind,Service,Team,State,Channel,Replied,Description';

export const MAPPING = {
  name: 'Help desk tickets 2024',
  fields: {
    id: 'Ticket',
    at: { column: 'Opened', format: 'YYYY-MM-DD' },
    intent: 'Kind',
    product: 'Service',
    status: 'State',
    channel: 'Channel',
    body: 'Description',
  },
  custom: {
    team: { column: 'Team', type: 'category', label: 'team' },
    replied: { column: 'Replied', type: 'boolean', label: 'reply' },
  },
  declaration: {
    description: 'Tickets raised with an IT help desk in the first half of 2024.',
    fields: { product: { label: 'service', synonyms: ['service'] } },
  },
} as const;
