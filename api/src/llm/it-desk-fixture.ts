/**
 * A university IT service desk's incidents, a domain the offline planner was never built on: a
 * reference of a year and a number ("2025/0042"), when it was opened written with dots, day first
 * ("14.03.2025 09:25"), when it was closed written "2025-03-18" (blank while open), the requester's
 * student or staff number in lowercase ("s2281734"), the requester type (two kinds of student
 * share a word), the faculty, the service (one named "Email" and one "Email Forwarding"), the team
 * it was assigned to, the state ("Closed" and "Closed - No Response" share a word), the priority
 * written P1..P4, the time spent in hours, an SLA flag written ✓/✗ and a satisfaction score of 1
 * to 5 left blank when the requester did not answer. Written by a seeded generator, with the
 * import mapping an analyst would write, for end-to-end tests whose truths are plain SQL. The
 * data ends on Friday 31 October 2025.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export interface DeskIncident {
  ref: string;
  /** `YYYY-MM-DD`, for truths by day. */
  day: string;
  /** `YYYY-MM-DD` closed, null while open. */
  closed: string | null;
  requester: string;
  kind: string;
  faculty: string;
  service: string;
  team: string;
  state: string;
  priority: string;
  hours: number;
  sla: boolean;
  csat: number | null;
  summary: string;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

const TEAMS: Record<string, string> = {
  'Wi-Fi': 'Networks',
  Email: 'Service Desk',
  'Email Forwarding': 'Service Desk',
  'Password Reset': 'Identity & Access',
  Printing: 'Service Desk',
  'VLE Access': 'Learning Technology',
  'Software Install': 'Desktop Support',
};

/** Incidents from 1 January to 31 October 2025, in the order opened. */
export function deskIncidents(count: number): DeskIncident[] {
  const random = new Random(20251031);
  const first = Date.UTC(2025, 0, 1);
  const days = 304; // to 31 October 2025
  const people = Array.from({ length: Math.round(count / 3) }, (_, at) =>
    at % 4 === 0 ? `e${String(400_000 + at * 11)}` : `s${String(2_200_000 + at * 37)}`,
  );
  const moments = Array.from({ length: count }, () => random.int(0, days - 1) * 86_400_000).sort(
    (a, b) => a - b,
  );
  return moments.map((offset, index) => {
    const day = isoDay(first + offset);
    const requester = random.pick(people);
    const kind = requester.startsWith('e')
      ? 'Staff'
      : random.weighted({ 'Undergraduate Student': 5, 'Postgraduate Student': 2 });
    const term = day.slice(5, 7) === '09' || day.slice(5, 7) === '10';
    const service = random.weighted({
      'Wi-Fi': term ? 6 : 3,
      Email: 3,
      'Email Forwarding': 1,
      'Password Reset': term ? 6 : 3,
      Printing: 2,
      'VLE Access': kind === 'Staff' ? 1 : 3,
      'Software Install': kind === 'Staff' ? 3 : 1,
    });
    const faculty = random.weighted({
      Arts: 3,
      Science: 4,
      Engineering: 3,
      Medicine: 2,
      'Business School': 2,
    });
    const priority = random.weighted({ P1: 1, P2: 3, P3: 6, P4: 3 });
    const open = day >= '2025-10-15' ? random.chance(0.5) : random.chance(0.02);
    const roll = random.next();
    const state = open
      ? random.chance(0.7)
        ? 'Open'
        : 'On Hold'
      : roll < 0.8
        ? 'Closed'
        : 'Closed - No Response';
    const hours =
      Math.round((0.25 + random.next() * (service === 'Software Install' ? 6 : 2.5)) * 4) / 4;
    const closed = open ? null : isoDay(first + offset + random.int(0, 12) * 86_400_000);
    const sla = random.chance(priority === 'P1' ? 0.6 : 0.88);
    const csat = !open && random.chance(0.4) ? random.int(sla ? 3 : 1, 5) : null;
    return {
      ref: `2025/${String(index + 1).padStart(4, '0')}`,
      day,
      closed,
      requester,
      kind,
      faculty,
      service,
      team: TEAMS[service]!,
      state,
      priority,
      hours,
      sla,
      csat,
      summary: `${service} problem reported by a ${kind.toLowerCase()} in ${faculty}.`,
    };
  });
}

/** `DD.MM.YYYY HH:mm`, as the desk's tool exports it. */
function openedText(incident: DeskIncident, index: number): string {
  const [year, month, day] = incident.day.split('-');
  const hour = String(8 + (index % 10)).padStart(2, '0');
  const minute = String((index * 7) % 60).padStart(2, '0');
  return `${day}.${month}.${year} ${hour}:${minute}`;
}

const HEADER =
  'Ref,Opened,Closed,Requester,Requester Type,Faculty,Service,Assigned Team,State,Priority,Time Spent (hrs),SLA Met?,CSAT (1-5),Summary';

function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function deskIncidentsCsv(incidents: readonly DeskIncident[]): string {
  const lines = incidents.map((incident, index) =>
    [
      incident.ref,
      openedText(incident, index),
      incident.closed ?? '',
      incident.requester,
      incident.kind,
      incident.faculty,
      incident.service,
      incident.team,
      incident.state,
      incident.priority,
      String(incident.hours),
      incident.sla ? '✓' : '✗',
      incident.csat === null ? '' : String(incident.csat),
      incident.summary,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The incidents as generated, in an in-memory SQLite table `incidents` (the SLA flag as 0/1,
 * closed and csat NULL when blank), for truths by plain SQL independent of the import.
 */
export function deskIncidentsTable(incidents: readonly DeskIncident[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE incidents (ref TEXT, day TEXT, closed TEXT, requester TEXT, kind TEXT,
    faculty TEXT, service TEXT, team TEXT, state TEXT, priority TEXT, hours REAL, sla INTEGER,
    csat REAL)`);
  const insert = raw.prepare(`INSERT INTO incidents VALUES (${Array(13).fill('?').join(', ')})`);
  raw.transaction(() => {
    for (const i of incidents) {
      insert.run(
        i.ref,
        i.day,
        i.closed,
        i.requester,
        i.kind,
        i.faculty,
        i.service,
        i.team,
        i.state,
        i.priority,
        i.hours,
        i.sla ? 1 : 0,
        i.csat,
      );
    }
  })();
  return raw;
}

export const DESK_INCIDENTS_MAPPING = {
  name: 'University IT desk incidents (January–October 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Ref',
    at: { column: 'Opened', format: 'DD.MM.YYYY HH:mm' },
    customerId: 'Requester',
    channel: 'Faculty',
    category: 'Service',
    status: 'State',
    body: 'Summary',
  },
  custom: {
    closed_on: { column: 'Closed', type: 'date', format: 'YYYY-MM-DD', label: 'closed' },
    requester_type: { column: 'Requester Type', type: 'category', label: 'requester type' },
    team: { column: 'Assigned Team', type: 'category', label: 'assigned team' },
    priority: { column: 'Priority', type: 'category', label: 'priority' },
    hours: { column: 'Time Spent (hrs)', type: 'number', label: 'time spent (hours)' },
    sla_met: { column: 'SLA Met?', type: 'boolean', label: 'SLA met' },
    csat: { column: 'CSAT (1-5)', type: 'number', label: 'satisfaction score' },
  },
  declaration: {
    description:
      "A university IT service desk's incidents, 1 January to 31 October 2025: the requester and their type, the faculty, the service, the assigned team, the state and when the incident was closed, the priority, the time spent in hours, whether the SLA was met and the requester's satisfaction score from 1 to 5.",
    fields: {
      customerId: { label: 'requester', synonyms: ['requester', 'user', 'student number'] },
      channel: { label: 'faculty', synonyms: ['faculty', 'school', 'department'] },
      category: { label: 'service', synonyms: ['service', 'issue', 'problem'] },
      status: { label: 'state', synonyms: ['state', 'status'] },
      team: { synonyms: ['team', 'assigned team', 'resolver group'] },
      hours: { synonyms: ['time spent', 'hours', 'effort', 'hours spent'] },
      csat: { synonyms: ['satisfaction', 'csat', 'satisfaction score', 'rating'] },
    },
  },
} as const;
