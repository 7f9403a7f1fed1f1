/**
 * An appliance repair firm's service jobs, a domain the offline planner was never built on: a job
 * reference, when it was logged (a date with a time, US style), a status whose values are also
 * verbs (Open, Completed), severity codes S1–S3, the appliance, the technician, the customer's
 * company (free text), the service area (imported as `service_area`, labelled region, while the
 * built-in region stays "Unknown"), hours to complete the repair (blank while open), minutes to
 * first response, a parts cost and a yes/no callback. Written by a seeded generator, with the
 * import mapping an analyst would write, for end-to-end tests whose truths are plain SQL.
 */

import { Random } from '../store/random';
import { cell } from './service-requests-fixture';

export const APPLIANCES = ['Washing Machine', 'Dishwasher', 'Fridge Freezer', 'Oven'];
export const TECHNICIANS = ['Dara Quinn', 'Femi Adeyemi', 'Lotte Jansen', 'Ravi Menon'];
export const AREAS = ['Coastal', 'Midlands', 'Highlands'];
export const COMPANIES = [
  'Kestrel Foods',
  'Brightwater Dental',
  'Orchard Lettings',
  'Summit Care Homes',
  'Pinecrest Hotel',
  'Marigold Nursery',
];
const STATUSES = ['Completed', 'Completed', 'Completed', 'Open', 'Cancelled'];

export interface RepairJob {
  ref: string;
  /** `M/D/YYYY h:mm AM`, as the firm's system exports it. */
  logged: string;
  /** `YYYY-MM-DD` and the hour 0–23, for truths. */
  day: string;
  hour: number;
  status: string;
  severity: string;
  appliance: string;
  technician: string;
  company: string;
  area: string;
  repairHours: number | null;
  responseMinutes: number;
  partsCost: number;
  callback: boolean;
}

export function repairJobs(count: number): RepairJob[] {
  const draws = new Random(20250831);
  const next = () => draws.next();
  const pick = <T>(list: readonly T[]): T => list[Math.floor(next() * list.length)]!;
  const first = Date.UTC(2025, 2, 1);
  const jobs: RepairJob[] = [];
  for (let index = 0; index < count; index++) {
    const company = pick(COMPANIES);
    // A company keeps its area; Highlands jobs wait longer; S1 jobs come back more often.
    const area = AREAS[COMPANIES.indexOf(company) % AREAS.length]!;
    const severity = next() < 0.15 ? 'S1' : next() < 0.5 ? 'S2' : 'S3';
    const status = pick(STATUSES);
    const when = new Date(first + Math.floor(next() * 184) * 86_400_000);
    const day = when.toISOString().slice(0, 10);
    // Most jobs are logged in the morning.
    const hour = next() < 0.4 ? 8 + Math.floor(next() * 3) : 7 + Math.floor(next() * 12);
    const minute = Math.floor(next() * 60);
    const twelve = hour % 12 === 0 ? 12 : hour % 12;
    const [year, month, date] = day.split('-').map(Number);
    jobs.push({
      ref: `JOB-${5001 + index}`,
      logged: `${month}/${date}/${year} ${twelve}:${String(minute).padStart(2, '0')} ${hour < 12 ? 'AM' : 'PM'}`,
      day,
      hour,
      status,
      severity,
      appliance: pick(APPLIANCES),
      technician: pick(TECHNICIANS),
      company,
      area,
      repairHours:
        status === 'Open'
          ? null
          : Math.round((2 + next() * 20 + (area === 'Highlands' ? 8 : 0)) * 10) / 10,
      responseMinutes: Math.round(15 + next() * 200 - (severity === 'S1' ? 10 : 0)),
      partsCost: Math.round(next() * 24000) / 100,
      callback: next() < (severity === 'S1' ? 0.35 : 0.12),
    });
  }
  return jobs;
}

const HEADER =
  'job_ref,logged,status,severity,appliance,technician,company,area,repair_hours,response_minutes,parts_cost,callback,notes';

export function repairJobsCsv(jobs: readonly RepairJob[]): string {
  const lines = jobs.map((job) =>
    [
      job.ref,
      job.logged,
      job.status,
      job.severity,
      job.appliance,
      job.technician,
      job.company,
      job.area,
      job.repairHours === null ? '' : String(job.repairHours),
      String(job.responseMinutes),
      String(job.partsCost),
      job.callback ? 'yes' : 'no',
      `${job.appliance} for ${job.company}: ${job.status.toLowerCase()}.`,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

export const REPAIR_JOBS_MAPPING = {
  name: 'Appliance repair jobs (March–August 2025)',
  timezone: 'UTC',
  fields: {
    id: 'job_ref',
    at: { column: 'logged', format: 'M/D/YYYY h:mm A' },
    body: 'notes',
    status: 'status',
    product: 'appliance',
  },
  custom: {
    severity: { column: 'severity', type: 'category' },
    technician: { column: 'technician', type: 'category' },
    company: { column: 'company', type: 'text', label: 'company' },
    service_area: { column: 'area', type: 'category', label: 'region' },
    repair_hours: {
      column: 'repair_hours',
      type: 'number',
      label: 'hours to complete the repair',
    },
    response_minutes: {
      column: 'response_minutes',
      type: 'number',
      label: 'first response (minutes)',
    },
    parts_cost: { column: 'parts_cost', type: 'number', label: 'parts cost' },
    callback: { column: 'callback', type: 'boolean', label: 'callback' },
  },
  declaration: {
    fields: {
      product: { label: 'appliance', synonyms: ['appliance'] },
      service_area: { synonyms: ['region', 'area'] },
    },
  },
} as const;
