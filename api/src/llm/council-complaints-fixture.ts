/**
 * A town council's resident complaints, a domain the offline planner was never built on: an
 * outcome whose values share a word ("Closed - upheld", "Closed - not upheld", "Closed - partly
 * upheld", "Open"), a service with "noise" beside the wider "noise and odour", wards, a 0–10
 * satisfaction left blank on most complaints, the people in the household, the days taken to
 * respond and a noise level in decibels (blank but for noise). Written by a seeded generator,
 * with the import mapping an analyst would write, for end-to-end tests whose truths are plain SQL.
 */

import { Random } from '../store/random';
import { cell } from './service-requests-fixture';

export const WARDS = ['North Ward', 'Riverside', 'Hillcrest', 'Old Quay'];
export const SERVICES = [
  'noise',
  'noise and odour',
  'potholes',
  'street lighting',
  'fly-tipping',
  'parking',
];
export const OUTCOMES = [
  'Closed - upheld',
  'Closed - not upheld',
  'Closed - partly upheld',
  'Open',
];
const CHANNELS = ['email', 'phone', 'letter', 'online form'];

export interface CouncilComplaint {
  ref: string;
  day: string;
  resident: string;
  ward: string;
  service: string;
  channel: string;
  outcome: string;
  satisfaction: number | null;
  household: number;
  daysToRespond: number;
  noiseDb: number | null;
}

export function councilComplaints(count: number): CouncilComplaint[] {
  const draws = new Random(20240701);
  const first = Date.UTC(2024, 6, 1);
  const rows: CouncilComplaint[] = [];
  for (let index = 0; index < count; index++) {
    const ward = draws.pick(WARDS);
    const service = draws.pick(SERVICES);
    const channel = draws.pick(CHANNELS);
    // Riverside upholds more; email complaints are upheld a little more often.
    const upheld = 0.3 + (ward === 'Riverside' ? 0.15 : 0) + (channel === 'email' ? 0.05 : 0);
    const roll = draws.next();
    const outcome =
      roll < upheld
        ? OUTCOMES[0]!
        : roll < upheld + 0.35
          ? OUTCOMES[1]!
          : roll < upheld + 0.5
            ? OUTCOMES[2]!
            : OUTCOMES[3]!;
    // Satisfaction is left on about a third; Hillcrest residents are the least satisfied.
    const rated = draws.chance(0.35);
    const satisfaction = rated
      ? Math.max(0, Math.min(10, draws.int(2, 10) - (ward === 'Hillcrest' ? 3 : 0)))
      : null;
    const noisy = service === 'noise' || service === 'noise and odour';
    rows.push({
      ref: `CC-${7001 + index}`,
      day: new Date(first + draws.int(0, 364) * 86_400_000).toISOString().slice(0, 10),
      resident: `R-${String(draws.int(1, 900)).padStart(4, '0')}`,
      ward,
      service,
      channel,
      outcome,
      satisfaction,
      household: draws.int(1, 6),
      daysToRespond: draws.int(1, 30) + (service === 'potholes' ? 10 : 0),
      noiseDb: noisy ? draws.int(45, 95) : null,
    });
  }
  return rows;
}

const HEADER =
  'complaint_ref,received,resident,ward,service,channel,outcome,satisfaction,household_size,days_to_respond,noise_db,notes';

export function councilComplaintsCsv(rows: readonly CouncilComplaint[]): string {
  const lines = rows.map((row) =>
    [
      row.ref,
      row.day,
      row.resident,
      row.ward,
      row.service,
      row.channel,
      row.outcome,
      row.satisfaction === null ? '' : String(row.satisfaction),
      String(row.household),
      String(row.daysToRespond),
      row.noiseDb === null ? '' : String(row.noiseDb),
      `Complaint about ${row.service} in ${row.ward}.`,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

export const COUNCIL_COMPLAINTS_MAPPING = {
  name: 'Resident complaints (July 2024 – June 2025)',
  timezone: 'UTC',
  fields: {
    id: 'complaint_ref',
    at: { column: 'received', format: 'YYYY-MM-DD' },
    body: 'notes',
    customerId: 'resident',
    channel: 'channel',
    category: 'service',
    status: 'outcome',
  },
  custom: {
    ward: { column: 'ward', type: 'category' },
    satisfaction: { column: 'satisfaction', type: 'number', label: 'satisfaction (0-10)' },
    household_size: { column: 'household_size', type: 'number', label: 'people in household' },
    days_to_respond: { column: 'days_to_respond', type: 'number', label: 'days to respond' },
    noise_db: { column: 'noise_db', type: 'number', label: 'noise (dB)' },
  },
  declaration: {
    fields: {
      category: { label: 'service', synonyms: ['service'] },
      status: { label: 'outcome', synonyms: ['outcome'] },
      customerId: { label: 'resident', synonyms: ['resident'] },
    },
  },
} as const;
