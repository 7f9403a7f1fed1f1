/**
 * A local authority's school admission appeals log, a domain the offline planner was never built
 * on: an appeal reference of a new shape ("APL-24-0417-B"), when it was lodged written day-first
 * with a four-digit year and 24-hour time ("03/09/2024 14:05", spanning two calendar years), the
 * hearing date written year-first ("2025-01-17", blank until heard), the family reference
 * ("FAM-004417"), how it was lodged, the school (two "Oakwood" schools), the ground of appeal, the
 * decision (an appeal still awaiting a hearing, two kinds of ending without a decision), the year
 * group, the panel chair, the home-to-school distance in kilometres, the hearing length in minutes
 * (blank until heard), an EHCP flag written "EHCP"/"none" and a late-application flag written
 * "Late"/"On time". Written by a seeded generator, with the import mapping an analyst would
 * write, for end-to-end tests whose truths are plain SQL.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const ROUTES = ['Online Portal', 'Paper Form', 'Email', 'In Person'] as const;
export const SCHOOLS = [
  'Oakwood Academy',
  'Oakwood Junior School',
  'Hillside High',
  'Riverside Primary',
  'Kingsmead Grammar',
] as const;
export const GROUNDS = [
  'Sibling Link',
  'Distance Measurement',
  'Medical Need',
  'Faith Criteria',
  'Admin Error',
] as const;
export const YEAR_GROUPS = ['Reception', 'Year 3', 'Year 7', 'Year 12'] as const;
export const CHAIRS = ['Cllr Margaret Doyle', 'Dr Samuel Okafor', 'Helen Price'] as const;

export interface Appeal {
  ref: string;
  /** `YYYY-MM-DD` lodged, for truths by day. */
  day: string;
  /** `YYYY-MM-DD` of the hearing, null until heard. */
  hearing: string | null;
  family: string;
  route: string;
  school: string;
  ground: string;
  decision: string;
  yearGroup: string;
  chair: string;
  distanceKm: number;
  /** Null until heard. */
  minutes: number | null;
  ehcp: boolean;
  late: boolean;
  statement: string;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);

/** Appeals lodged from 2 September 2024 to 22 August 2025, in the order lodged. */
export function admissionAppeals(count: number): Appeal[] {
  const random = new Random(20250822);
  const first = Date.UTC(2024, 8, 2);
  const days = 355; // to 22 August 2025
  const families = Array.from(
    { length: Math.round(count / 1.6) },
    (_, index) => `FAM-${String(1_000 + index * 3).padStart(6, '0')}`,
  );
  const moments = Array.from({ length: count }, () => random.int(0, days - 1) * 86_400_000).sort(
    (a, b) => a - b,
  );
  return moments.map((offset, index) => {
    const day = isoDay(first + offset);
    const school = random.weighted({
      'Oakwood Academy': 5,
      'Oakwood Junior School': 3,
      'Hillside High': 4,
      'Riverside Primary': 3,
      'Kingsmead Grammar': 4,
    });
    const yearGroup = school.includes('Junior')
      ? 'Year 3'
      : school.includes('Primary')
        ? random.pick(['Reception', 'Year 3'])
        : random.weighted({ 'Year 7': 5, 'Year 12': 1 });
    // National offer days (March for secondary, April for primary) bring the spring wave.
    const spring = day >= '2025-03-01' && day <= '2025-05-31';
    const ground = random.weighted({
      'Sibling Link': 4,
      'Distance Measurement': spring ? 7 : 3,
      'Medical Need': 2,
      'Faith Criteria': school === 'Kingsmead Grammar' ? 0 : 2,
      'Admin Error': 1,
    });
    const heard = day <= '2025-07-15' ? !random.chance(0.05) : random.chance(0.3);
    const roll = random.next();
    const decision = !heard
      ? random.chance(0.2)
        ? 'Withdrawn'
        : 'Awaiting Hearing'
      : roll < (ground === 'Admin Error' ? 0.7 : 0.28)
        ? 'Upheld'
        : roll < 0.9
          ? 'Dismissed'
          : 'Deferred';
    const hearing = heard ? isoDay(first + offset + random.int(10, 45) * 86_400_000) : null;
    const chair = random.pick(CHAIRS);
    const minutes = heard ? random.int(20, 70) + (chair === 'Dr Samuel Okafor' ? 15 : 0) : null;
    const distanceKm = Math.round((0.4 + random.next() * random.next() * 9) * 100) / 100;
    const late = random.chance(0.15);
    return {
      ref: `APL-${day.slice(2, 4)}-${String(100 + index).padStart(4, '0')}-${'ABCD'[index % 4]}`,
      day,
      hearing,
      family: random.pick(families),
      route: random.weighted({ 'Online Portal': 7, 'Paper Form': 2, Email: 2, 'In Person': 1 }),
      school,
      ground,
      decision,
      yearGroup,
      chair,
      distanceKm,
      minutes,
      ehcp: random.chance(0.09),
      late,
      statement: `We are appealing for a ${yearGroup} place at ${school} on the ground of ${ground.toLowerCase()}; we live ${distanceKm.toFixed(1)} km away.`,
    };
  });
}

/** `DD/MM/YYYY HH:mm`, as the appeals clerk's spreadsheet exports it. */
function lodgedText(appeal: Appeal, index: number): string {
  const [year, month, day] = appeal.day.split('-');
  const hour = String(8 + (index % 10)).padStart(2, '0');
  const minute = String((index * 11) % 60).padStart(2, '0');
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

const HEADER =
  'Appeal Ref,Lodged On,Hearing Date,Family Ref,Lodged Via,School Applied For,Ground of Appeal,Panel Decision,Year Grp,Panel Chair,Home-School Dist (km),Hearing Mins,EHCP,Late App,Parent Statement';

/** A CSV cell, quoted when it holds a quote, comma or line break. */
function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function admissionAppealsCsv(appeals: readonly Appeal[]): string {
  const lines = appeals.map((appeal, index) =>
    [
      appeal.ref,
      lodgedText(appeal, index),
      appeal.hearing ?? '',
      appeal.family,
      appeal.route,
      appeal.school,
      appeal.ground,
      appeal.decision,
      appeal.yearGroup,
      appeal.chair,
      appeal.distanceKm.toFixed(2),
      appeal.minutes === null ? '' : String(appeal.minutes),
      appeal.ehcp ? 'EHCP' : 'none',
      appeal.late ? 'Late' : 'On time',
      appeal.statement,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The appeals as generated, in an in-memory SQLite table `appeals` (flags as 0/1, hearing and
 * minutes NULL until heard), for truths by plain SQL independent of the import.
 */
export function admissionAppealsTable(appeals: readonly Appeal[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE appeals (ref TEXT, day TEXT, hearing TEXT, family TEXT, route TEXT,
    school TEXT, ground TEXT, decision TEXT, year_group TEXT, chair TEXT, distance REAL,
    minutes REAL, ehcp INTEGER, late INTEGER)`);
  const insert = raw.prepare(`INSERT INTO appeals VALUES (${Array(14).fill('?').join(', ')})`);
  raw.transaction(() => {
    for (const appeal of appeals) {
      insert.run(
        appeal.ref,
        appeal.day,
        appeal.hearing,
        appeal.family,
        appeal.route,
        appeal.school,
        appeal.ground,
        appeal.decision,
        appeal.yearGroup,
        appeal.chair,
        appeal.distanceKm,
        appeal.minutes,
        appeal.ehcp ? 1 : 0,
        appeal.late ? 1 : 0,
      );
    }
  })();
  return raw;
}

export const ADMISSION_APPEALS_MAPPING = {
  name: 'School admission appeals (September 2024 – August 2025)',
  timezone: 'Europe/London',
  fields: {
    id: 'Appeal Ref',
    at: { column: 'Lodged On', format: 'DD/MM/YYYY HH:mm' },
    customerId: 'Family Ref',
    channel: 'Lodged Via',
    product: 'School Applied For',
    category: 'Ground of Appeal',
    status: 'Panel Decision',
    body: 'Parent Statement',
  },
  custom: {
    hearing_date: {
      column: 'Hearing Date',
      type: 'date',
      format: 'YYYY-MM-DD',
      // A day without a time of day: read in UTC, so the stored day is the day written.
      timezone: 'UTC',
      label: 'hearing date',
    },
    year_group: { column: 'Year Grp', type: 'category', label: 'year group' },
    panel_chair: { column: 'Panel Chair', type: 'category', label: 'panel chair' },
    distance_km: { column: 'Home-School Dist (km)', type: 'number', label: 'distance (km)' },
    hearing_mins: { column: 'Hearing Mins', type: 'number', label: 'hearing length (minutes)' },
    ehcp: {
      column: 'EHCP',
      type: 'boolean',
      label: 'EHCP',
      values: { EHCP: 'true', none: 'false' },
    },
    late_app: {
      column: 'Late App',
      type: 'boolean',
      label: 'late application',
      values: { Late: 'true', 'On time': 'false' },
    },
  },
  declaration: {
    description:
      'School admission appeals lodged with a local authority, 2 September 2024 to 22 August 2025: the family, how the appeal was lodged, the school applied for, the ground of appeal, the panel decision and the hearing date, the year group, the panel chair, the home-to-school distance in km, the hearing length in minutes, whether the child has an EHCP and whether the application was late.',
    fields: {
      customerId: { label: 'family', synonyms: ['family', 'applicant', 'parent'] },
      channel: { label: 'lodged via', synonyms: ['route', 'lodged via', 'submission route'] },
      product: { label: 'school', synonyms: ['school', 'school applied for'] },
      category: { label: 'ground of appeal', synonyms: ['ground', 'grounds', 'reason'] },
      status: { label: 'decision', synonyms: ['decision', 'outcome', 'result'] },
      year_group: { synonyms: ['year group', 'year'] },
      panel_chair: { synonyms: ['chair', 'panel chair'] },
      distance_km: { synonyms: ['distance', 'home to school distance'] },
      hearing_mins: { synonyms: ['hearing length', 'hearing time', 'hearing duration'] },
    },
  },
} as const;
