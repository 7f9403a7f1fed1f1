/**
 * A hospital's patient-transport log, a domain the offline planner was never built on: a journey
 * number of a new shape ("PTS.25.04417"), when it was booked written year-first with dots
 * ("2025.06.03 14:05"), the patient's hospital number ("RX" and seven digits), how it was booked
 * (spelled as staff write it: "eBooking", "Bleep", "Phone ext.", "Walk-up"), the journey type
 * (two kinds of discharge, values that share words), the mobility class (two kinds of stretcher),
 * the outcome (two cancellations, completed and completed late), the pick-up site (two St Mary's),
 * the crew, the priority band, the wait in minutes, the miles and the cost in pounds (blank when
 * the journey never ran), an escort flag written "Y" or blank and an infection-control flag
 * written "YES"/"NO". Written by a seeded generator, with the import mapping an analyst would
 * write, for end-to-end tests whose truths are plain SQL.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const JOURNEY_TYPES = [
  'Discharge Home',
  'Discharge to Care Home',
  'Outpatient Appointment',
  'Inter-Hospital Transfer',
  'Renal Dialysis',
] as const;
export const MOBILITY = [
  'Walker',
  'Wheelchair',
  'Stretcher',
  'Bariatric Stretcher',
  'Stretcher with Oxygen',
] as const;
export const SITES = [
  "St Mary's Main",
  "St Mary's Annexe",
  'Northfield General',
  'Riverside Community',
] as const;
export const CREWS = ['Alpha', 'Bravo', 'Charlie', 'Delta', 'Echo'] as const;
export const PRIORITIES = ['P1 Urgent', 'P2 Same Day', 'P3 Planned'] as const;
export const BOOKED_VIA = ['eBooking', 'Bleep', 'Phone ext.', 'Walk-up'] as const;

export interface Journey {
  ref: string;
  /** `YYYY-MM-DD`, for truths by day. */
  day: string;
  hour: number;
  patient: string;
  via: string;
  type: string;
  mobility: string;
  outcome: string;
  site: string;
  crew: string;
  priority: string;
  wait: number;
  miles: number;
  /** Blank (null) when the journey never ran. */
  cost: number | null;
  escort: boolean;
  infection: boolean;
  notes: string;
}

const pad = (value: number) => String(value).padStart(2, '0');

/** Journeys from 1 April to 19 December 2025, in booking order. */
export function patientJourneys(count: number): Journey[] {
  const random = new Random(20250419);
  const first = Date.UTC(2025, 3, 1);
  const days = 263; // to 19 December 2025
  const patients = Array.from(
    { length: Math.round(count / 3) },
    (_, index) => `RX${String(4_100_000 + index * 37).padStart(7, '0')}`,
  );
  const moments = Array.from({ length: count }, () => ({
    at: first + random.int(0, days - 1) * 86_400_000,
    hour: random.int(6, 21),
    minute: random.int(0, 59),
  })).sort((a, b) => a.at - b.at || a.hour - b.hour || a.minute - b.minute);
  return moments.map((moment, index) => {
    const day = new Date(moment.at).toISOString().slice(0, 10);
    const type = random.weighted({
      'Discharge Home': 5,
      'Discharge to Care Home': 2,
      'Outpatient Appointment': 6,
      'Inter-Hospital Transfer': 2,
      'Renal Dialysis': 3,
    });
    const mobility = random.weighted({
      Walker: 5,
      Wheelchair: 6,
      Stretcher: 3,
      'Bariatric Stretcher': 1,
      'Stretcher with Oxygen': 1,
    });
    const site = random.pick(SITES);
    const crew = random.pick(CREWS);
    const priority =
      type === 'Inter-Hospital Transfer'
        ? random.pick(['P1 Urgent', 'P2 Same Day'])
        : random.weighted({ 'P1 Urgent': 1, 'P2 Same Day': 3, 'P3 Planned': 6 });
    // Northfield's crews wait longest in the autumn; stretchers wait longer than walkers.
    const autumn = day >= '2025-09-01' && site === 'Northfield General' ? 25 : 0;
    const wait = Math.round(
      10 + random.next() * 50 + autumn + (mobility.includes('Stretcher') ? 15 : 0),
    );
    const roll = random.next();
    const outcome =
      roll < 0.08
        ? 'Cancelled by Ward'
        : roll < 0.13
          ? 'Cancelled by Patient'
          : roll < 0.17
            ? 'Aborted'
            : wait > 55
              ? 'Completed - Late'
              : 'Completed';
    const ran = outcome.startsWith('Completed');
    const miles = Math.round((2 + random.next() * random.next() * 38) * 10) / 10;
    const cost = ran
      ? Math.round((28 + miles * 2.15 + (mobility.includes('Stretcher') ? 40 : 0)) * 100) / 100
      : null;
    return {
      ref: `PTS.25.${String(1_201 + index * 3).padStart(5, '0')}`,
      day,
      hour: moment.hour,
      patient: random.pick(patients),
      via: random.weighted({ eBooking: 6, Bleep: 3, 'Phone ext.': 3, 'Walk-up': 1 }),
      type,
      mobility,
      outcome,
      site,
      crew,
      priority,
      wait,
      miles,
      cost,
      escort: random.chance(0.22),
      infection: random.chance(0.1),
      notes: `${type} from ${site}, ${mobility.toLowerCase()}: ${outcome.toLowerCase()}${
        wait > 55 ? ', crew arrived late' : ''
      }.`,
    };
  });
}

/** `YYYY.MM.DD HH:mm`, the way the transport office's system exports it. */
function bookedText(journey: Journey, minute: number): string {
  return `${journey.day.replaceAll('-', '.')} ${pad(journey.hour)}:${pad(minute)}`;
}

const HEADER =
  'Journey No.,Booked (local),Hosp No,Booked Via,Journey Type,Mobility Class,Outcome,Pick-up Site,Crew,Priority Band,Wait (mins),Miles,Cost GBP,Escort Reqd,Infection Ctrl,Crew Notes';

/** A CSV cell, quoted when it holds a quote, comma or line break. */
function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function patientJourneysCsv(journeys: readonly Journey[]): string {
  const lines = journeys.map((journey, index) =>
    [
      journey.ref,
      bookedText(journey, (index * 7) % 60),
      journey.patient,
      journey.via,
      journey.type,
      journey.mobility,
      journey.outcome,
      journey.site,
      journey.crew,
      journey.priority,
      String(journey.wait),
      journey.miles.toFixed(1),
      journey.cost === null ? '' : journey.cost.toFixed(2),
      journey.escort ? 'Y' : '',
      journey.infection ? 'YES' : 'NO',
      journey.notes,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The journeys as generated, in an in-memory SQLite table `journeys` (escort and infection as
 * 0/1, cost NULL when the journey never ran), for truths by plain SQL independent of the import.
 */
export function patientJourneysTable(journeys: readonly Journey[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE journeys (ref TEXT, day TEXT, hour INTEGER, patient TEXT, via TEXT,
    type TEXT, mobility TEXT, outcome TEXT, site TEXT, crew TEXT, priority TEXT, wait REAL,
    miles REAL, cost REAL, escort INTEGER, infection INTEGER)`);
  const insert = raw.prepare(`INSERT INTO journeys VALUES (${Array(16).fill('?').join(', ')})`);
  raw.transaction(() => {
    for (const journey of journeys) {
      insert.run(
        journey.ref,
        journey.day,
        journey.hour,
        journey.patient,
        journey.via,
        journey.type,
        journey.mobility,
        journey.outcome,
        journey.site,
        journey.crew,
        journey.priority,
        journey.wait,
        journey.miles,
        journey.cost,
        journey.escort ? 1 : 0,
        journey.infection ? 1 : 0,
      );
    }
  })();
  return raw;
}

export const PATIENT_TRANSPORT_MAPPING = {
  name: 'Patient transport journeys (April–December 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Journey No.',
    at: { column: 'Booked (local)', format: 'YYYY.MM.DD HH:mm' },
    customerId: 'Hosp No',
    channel: 'Booked Via',
    category: 'Journey Type',
    product: 'Mobility Class',
    status: 'Outcome',
    body: 'Crew Notes',
  },
  custom: {
    pickup_site: { column: 'Pick-up Site', type: 'category', label: 'pick-up site' },
    crew: { column: 'Crew', type: 'category', label: 'crew' },
    priority_band: { column: 'Priority Band', type: 'category', label: 'priority band' },
    wait_mins: { column: 'Wait (mins)', type: 'number', label: 'wait (minutes)' },
    miles: { column: 'Miles', type: 'number', label: 'miles' },
    cost_gbp: { column: 'Cost GBP', type: 'number', label: 'cost (£)' },
    escort: {
      column: 'Escort Reqd',
      type: 'boolean',
      label: 'escort required',
      values: { Y: 'true' },
      default: 'false',
    },
    infection_control: {
      column: 'Infection Ctrl',
      type: 'boolean',
      label: 'infection control',
      values: { YES: 'true', NO: 'false' },
    },
  },
  declaration: {
    description:
      'Patient transport journeys booked at an NHS trust, 1 April to 19 December 2025: the patient hospital number, how the journey was booked, the journey type, the mobility class, the outcome, the pick-up site, the crew, the priority band, the wait in minutes, the miles driven and the cost in pounds (no cost when the journey did not run), whether an escort was required and whether infection control applied.',
    fields: {
      customerId: { label: 'patient', synonyms: ['patient', 'hospital number'] },
      channel: { label: 'booked via', synonyms: ['booked via', 'booking route'] },
      category: { label: 'journey type', synonyms: ['journey type', 'type of journey'] },
      product: { label: 'mobility class', synonyms: ['mobility', 'mobility class'] },
      status: { label: 'outcome', synonyms: ['outcome', 'status'] },
      pickup_site: { synonyms: ['site', 'pick-up site', 'hospital'] },
      wait_mins: { synonyms: ['wait', 'waiting time', 'wait time'] },
      cost_gbp: { synonyms: ['cost', 'charge'] },
    },
  },
} as const;
