/**
 * A container port's damage reports, a domain the offline planner was never built on: a report
 * number with slashes ("CDR/25/00417"), when it was reported as ISO time with a Z
 * ("2025-06-03T14:05:00Z"), when the claim was closed written day-first ("03/07/2025", blank while
 * open), the container number (ISO 6346, "BALU 401234-7"), the terminal area (two berths that share
 * words), the container type (three "40ft" types), the damage type, the claim status, the shipping
 * line, the surveyor, the repair estimate in US dollars with thousands separators, the gross
 * weight in tonnes, the days the box stood idle, a hazardous-cargo flag written "HAZ" or blank and a
 * photos flag written "Y"/"N". Written by a seeded generator, with the import mapping an analyst
 * would write, for end-to-end tests whose truths are plain SQL.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const AREAS = ['Berth 4 North', 'Berth 4 South', 'Rail Yard', 'Gate Complex'] as const;
export const BOX_TYPES = [
  '20ft Dry',
  '40ft Dry',
  '40ft High Cube',
  '40ft Reefer',
  '20ft Tank',
] as const;
export const DAMAGE_TYPES = [
  'Dented Panel',
  'Door Seal Broken',
  'Reefer Unit Fault',
  'Corner Casting Crack',
  'Water Ingress',
] as const;
export const LINES = [
  'Blue Anchor Lines',
  'Northstar Shipping',
  'Pacific Crest',
  'Orient Bay Carriers',
] as const;
export const SURVEYORS = ['Ingrid Holm', 'Tomasz Wrona', 'Abebe Girma'] as const;

export interface DamageReport {
  id: string;
  /** `YYYY-MM-DD`, for truths by day. */
  day: string;
  /** `YYYY-MM-DD` the claim was closed, null while open. */
  closed: string | null;
  container: string;
  area: string;
  boxType: string;
  damage: string;
  status: string;
  line: string;
  surveyor: string;
  estimate: number;
  tonnes: number;
  idleDays: number;
  hazardous: boolean;
  photos: boolean;
  notes: string;
}

const OWNER_CODES = ['BALU', 'NSTU', 'PCRU', 'OBCU'] as const;
const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Reports from 2 January to 14 October 2025, in the order reported. */
export function damageReports(count: number): DamageReport[] {
  const random = new Random(20251014);
  const first = Date.UTC(2025, 0, 2);
  const days = 286; // to 14 October 2025
  const containers = Array.from({ length: Math.round(count / 2) }, (_, index) => {
    const owner = OWNER_CODES[index % OWNER_CODES.length]!;
    return `${owner} ${String(400_000 + index * 173).padStart(6, '0')}-${index % 10}`;
  });
  const moments = Array.from({ length: count }, () => random.int(0, days - 1) * 86_400_000).sort(
    (a, b) => a - b,
  );
  return moments.map((offset, index) => {
    const day = isoDay(first + offset);
    const boxType = random.weighted({
      '20ft Dry': 5,
      '40ft Dry': 4,
      '40ft High Cube': 4,
      '40ft Reefer': 2,
      '20ft Tank': 1,
    });
    // Reefers bring unit faults; the wet spring brings water ingress.
    const spring = day >= '2025-03-01' && day <= '2025-05-31';
    const damage = random.weighted({
      'Dented Panel': 6,
      'Door Seal Broken': 3,
      'Reefer Unit Fault': boxType === '40ft Reefer' ? 8 : 0,
      'Corner Casting Crack': 2,
      'Water Ingress': spring ? 5 : 2,
    });
    const area = random.weighted({
      'Berth 4 North': 5,
      'Berth 4 South': 4,
      'Rail Yard': 3,
      'Gate Complex': 2,
    });
    const line = random.weighted({
      'Blue Anchor Lines': 5,
      'Northstar Shipping': 4,
      'Pacific Crest': 3,
      'Orient Bay Carriers': 2,
    });
    const estimate =
      Math.round(
        (150 +
          random.next() * random.next() * 4200 +
          (damage === 'Reefer Unit Fault' ? 2500 : 0) +
          (damage === 'Corner Casting Crack' ? 1200 : 0)) *
          100,
      ) / 100;
    const open = day >= '2025-09-20' ? random.chance(0.7) : random.chance(0.06);
    const roll = random.next();
    const status = open
      ? random.chance(0.3)
        ? 'Referred to Surveyor'
        : 'Open'
      : roll < 0.45
        ? 'Settled'
        : roll < 0.7
          ? 'Accepted'
          : 'Rejected';
    const closed = open ? null : isoDay(first + offset + random.int(2, 40) * 86_400_000);
    const surveyor = random.pick(SURVEYORS);
    const idleDays = random.int(0, 9) + (surveyor === 'Tomasz Wrona' ? 4 : 0);
    const tonnes = Math.round((3 + random.next() * (boxType.startsWith('40') ? 26 : 21)) * 10) / 10;
    return {
      id: `CDR/25/${String(101 + index * 7).padStart(5, '0')}`,
      day,
      closed,
      container: random.pick(containers),
      area,
      boxType,
      damage,
      status,
      line,
      surveyor,
      estimate,
      tonnes,
      idleDays,
      hazardous: boxType === '20ft Tank' ? random.chance(0.7) : random.chance(0.08),
      photos: random.chance(0.75),
      notes: `${damage} found on a ${boxType} box at ${area}; repair estimated at ${estimate.toFixed(0)} dollars.`,
    };
  });
}

/** `YYYY-MM-DDTHH:mm:ssZ`, as the terminal operating system exports it. */
function reportedText(report: DamageReport, index: number): string {
  const hour = String(index % 24).padStart(2, '0');
  const minute = String((index * 17) % 60).padStart(2, '0');
  return `${report.day}T${hour}:${minute}:00Z`;
}

/** `DD/MM/YYYY`, as the claims clerk types it. */
function closedText(closed: string | null): string {
  if (!closed) return '';
  const [year, month, day] = closed.split('-');
  return `${day}/${month}/${year}`;
}

const HEADER =
  'Report No.,Reported (UTC),Claim Closed,Container No,Terminal Area,Box Type,Damage Type,Claim Status,Shipping Line,Surveyor,Repair Est (USD),Gross Wt (t),Days Idle,Hazardous Cargo,Photos?,Surveyor Notes';

/** A CSV cell, quoted when it holds a quote, comma or line break. */
function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function damageReportsCsv(reports: readonly DamageReport[]): string {
  const lines = reports.map((report, index) =>
    [
      report.id,
      reportedText(report, index),
      closedText(report.closed),
      report.container,
      report.area,
      report.boxType,
      report.damage,
      report.status,
      report.line,
      report.surveyor,
      report.estimate.toLocaleString('en-US', { minimumFractionDigits: 2 }),
      report.tonnes.toFixed(1),
      String(report.idleDays),
      report.hazardous ? 'HAZ' : '',
      report.photos ? 'Y' : 'N',
      report.notes,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The reports as generated, in an in-memory SQLite table `reports` (flags as 0/1, closed NULL
 * while open), for truths by plain SQL independent of the import.
 */
export function damageReportsTable(reports: readonly DamageReport[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE reports (id TEXT, day TEXT, closed TEXT, container TEXT, area TEXT,
    box_type TEXT, damage TEXT, status TEXT, line TEXT, surveyor TEXT, estimate REAL,
    tonnes REAL, idle_days REAL, hazardous INTEGER, photos INTEGER)`);
  const insert = raw.prepare(`INSERT INTO reports VALUES (${Array(15).fill('?').join(', ')})`);
  raw.transaction(() => {
    for (const report of reports) {
      insert.run(
        report.id,
        report.day,
        report.closed,
        report.container,
        report.area,
        report.boxType,
        report.damage,
        report.status,
        report.line,
        report.surveyor,
        report.estimate,
        report.tonnes,
        report.idleDays,
        report.hazardous ? 1 : 0,
        report.photos ? 1 : 0,
      );
    }
  })();
  return raw;
}

export const CONTAINER_DAMAGE_MAPPING = {
  name: 'Container damage reports (January–October 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Report No.',
    at: { column: 'Reported (UTC)', format: 'ISO' },
    customerId: 'Container No',
    channel: 'Terminal Area',
    product: 'Box Type',
    category: 'Damage Type',
    status: 'Claim Status',
    body: 'Surveyor Notes',
  },
  custom: {
    claim_closed: { column: 'Claim Closed', type: 'date', format: 'DD/MM/YYYY', label: 'closed' },
    shipping_line: { column: 'Shipping Line', type: 'category', label: 'shipping line' },
    surveyor: { column: 'Surveyor', type: 'category', label: 'surveyor' },
    repair_usd: { column: 'Repair Est (USD)', type: 'number', label: 'repair estimate ($)' },
    gross_t: { column: 'Gross Wt (t)', type: 'number', label: 'gross weight (t)' },
    days_idle: { column: 'Days Idle', type: 'number', label: 'days idle' },
    hazardous: {
      column: 'Hazardous Cargo',
      type: 'boolean',
      label: 'hazardous cargo',
      values: { HAZ: 'true' },
      default: 'false',
    },
    photos: {
      column: 'Photos?',
      type: 'boolean',
      label: 'photos attached',
      values: { Y: 'true', N: 'false' },
    },
  },
  declaration: {
    description:
      'Damage reports on containers handled at a port terminal, 2 January to 14 October 2025: the container number, the terminal area, the box type, the damage type, the claim status and when the claim was closed, the shipping line, the surveyor, the repair estimate in US dollars, the gross weight in tonnes, the days the container stood idle, whether it carried hazardous cargo and whether photos were attached.',
    fields: {
      customerId: { label: 'container', synonyms: ['container', 'box', 'container number'] },
      channel: { label: 'terminal area', synonyms: ['terminal area', 'area', 'location'] },
      product: { label: 'box type', synonyms: ['box type', 'container type', 'type of box'] },
      category: { label: 'damage type', synonyms: ['damage type', 'type of damage', 'damage'] },
      status: { label: 'claim status', synonyms: ['claim status', 'status', 'outcome'] },
      shipping_line: { synonyms: ['shipping line', 'line', 'carrier'] },
      surveyor: { synonyms: ['surveyor', 'inspector'] },
      repair_usd: { synonyms: ['repair estimate', 'repair cost', 'estimate', 'cost'] },
      gross_t: { synonyms: ['weight', 'gross weight', 'tonnes'] },
      days_idle: { synonyms: ['idle days', 'days idle', 'idle time'] },
    },
  },
} as const;
