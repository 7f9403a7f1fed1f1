/**
 * An appliance maker's warranty claims, a shape the offline planner was never built on: two dates
 * of each claim (when it was opened and, once settled, when it was closed; blank while open) and
 * no number for how long a claim took, a repair cost in pounds, a fast-track flag written "Y"/"N",
 * a signed tone score with no sentiment label, the service centre and the product line. Written by
 * a seeded generator, with the import mapping an analyst would write, for end-to-end tests whose
 * truths are plain SQL.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const CENTRES = ['Northgate', 'Riverside', 'Hillcrest', 'Old Mill'] as const;
export const LINES = ['Washers', 'Fridges', 'Ovens', 'Dishwashers'] as const;

export interface WarrantyClaim {
  id: string;
  /** `YYYY-MM-DD HH:mm`, when the claim was opened. */
  opened: string;
  /** `YYYY-MM-DD HH:mm`, when it was closed; null while open. */
  closed: string | null;
  centre: string;
  line: string;
  value: number;
  fastTrack: boolean;
  /** -1 … 1. */
  tone: number;
  note: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

function stamp(time: number): string {
  const date = new Date(time);
  return `${date.toISOString().slice(0, 10)} ${pad(date.getUTCHours())}:${pad(date.getUTCMinutes())}`;
}

/** Claims opened from 6 January to 30 September 2025, in the order opened. */
export function warrantyClaims(count: number): WarrantyClaim[] {
  const random = new Random(20250930);
  const first = Date.UTC(2025, 0, 6);
  const days = 268;
  const moments = Array.from(
    { length: count },
    () => first + random.int(0, days - 1) * 86_400_000 + random.int(8 * 60, 18 * 60) * 60_000,
  ).sort((a, b) => a - b);
  return moments.map((time, index) => {
    const centre = random.pick(CENTRES);
    const line = random.pick(LINES);
    const fastTrack = random.chance(0.3);
    // Fast-tracked claims close sooner; Old Mill is slow; a claim opened late may still be open.
    const hours =
      (12 + random.next() * random.next() * 400) *
      (fastTrack ? 0.4 : 1) *
      (centre === 'Old Mill' ? 1.6 : 1);
    const open = time > Date.UTC(2025, 8, 15) ? random.chance(0.5) : random.chance(0.05);
    const value = Math.round((40 + random.next() * random.next() * 900) * 100) / 100;
    const tone =
      Math.round((random.next() * 2 - 1 - (centre === 'Old Mill' ? 0.3 : 0)) * 100) / 100;
    return {
      id: `WC-${String(10_000 + index * 7)}`,
      opened: stamp(time),
      closed: open ? null : stamp(time + Math.round(hours * 60) * 60_000),
      centre,
      line,
      value,
      fastTrack,
      tone: Math.max(-1, tone),
      note: `${line} fault reported at ${centre}; repair cost ${value.toFixed(2)} GBP.`,
    };
  });
}

const HEADER =
  'Claim Ref,Opened,Closed,Service Centre,Product Line,Repair Cost (GBP),Fast Track,Tone,Notes';

export function warrantyClaimsCsv(claims: readonly WarrantyClaim[]): string {
  const lines = claims.map((claim) =>
    [
      claim.id,
      claim.opened,
      claim.closed ?? '',
      claim.centre,
      claim.line,
      claim.value.toFixed(2),
      claim.fastTrack ? 'Y' : 'N',
      claim.tone.toFixed(2),
      claim.note,
    ].join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The claims as generated, in an in-memory SQLite table `claims` (fast track as 0/1, closed NULL
 * while open, `days` the days from opened to closed), for truths by plain SQL.
 */
export function warrantyClaimsTable(claims: readonly WarrantyClaim[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE claims (id TEXT, opened TEXT, closed TEXT, centre TEXT, line TEXT,
    value REAL, fast_track INTEGER, tone REAL, days REAL)`);
  const insert = raw.prepare(`INSERT INTO claims VALUES (?, ?, ?, ?, ?, ?, ?, ?,
    (julianday(?) - julianday(?)))`);
  raw.transaction(() => {
    for (const claim of claims) {
      insert.run(
        claim.id,
        claim.opened,
        claim.closed,
        claim.centre,
        claim.line,
        claim.value,
        claim.fastTrack ? 1 : 0,
        claim.tone,
        claim.closed,
        claim.opened,
      );
    }
  })();
  return raw;
}

export const WARRANTY_CLAIMS_MAPPING = {
  name: 'Warranty claims (January–September 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Claim Ref',
    at: { column: 'Opened', format: 'YYYY-MM-DD HH:mm' },
    product: 'Product Line',
    sentiment: 'Tone',
    body: 'Notes',
  },
  custom: {
    closed: { column: 'Closed', type: 'date', label: 'closed', format: 'YYYY-MM-DD HH:mm' },
    centre: { column: 'Service Centre', type: 'category', label: 'service centre' },
    repair_cost: { column: 'Repair Cost (GBP)', type: 'number', label: 'repair cost (GBP)' },
    fast_track: {
      column: 'Fast Track',
      type: 'boolean',
      label: 'fast track',
      values: { Y: 'true', N: 'false' },
    },
  },
  declaration: {
    description:
      'Warranty claims for household appliances, 6 January to 30 September 2025: when each claim was opened and closed (blank while open), the service centre, the product line, the repair cost in pounds, whether it was fast-tracked and a tone score from -1 to 1.',
    fields: {
      product: { label: 'product line', synonyms: ['product line', 'line', 'appliance'] },
      centre: { synonyms: ['centre', 'service centre', 'site'] },
      repair_cost: { synonyms: ['repair cost', 'cost', 'amount'] },
    },
  },
} as const;
