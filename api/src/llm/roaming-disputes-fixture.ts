/**
 * A mobile operator's roaming-charge disputes, a domain the offline planner was never built on: a
 * dispute id of hexadecimal shape ("RD-7F3A21"), when it was raised written day-first with dots
 * ("3.6.2025 14:05"), the subscriber's number (an MSISDN of twelve digits), the contact channel,
 * the tariff (two "Unlimited" and two "Business" tariffs that share words), the charge type (three
 * kinds of "Roaming" charge), the resolution (a full and a partial refund), the country visited
 * (one of them "Ship / Maritime"), the agent, the amount disputed and the amount refunded in euros
 * (the refund blank while the dispute is pending), the megabytes used, the handling hours, a
 * bill-shock text written "sent"/"not sent" and a repeat flag written "x" or blank. Written by a
 * seeded generator, with the import mapping an analyst would write, for end-to-end tests whose
 * truths are plain SQL.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const TARIFFS = [
  'Unlimited Max',
  'Unlimited Lite',
  'Pay As You Go',
  'Business Roam Plus',
  'Business Essentials',
] as const;
export const CHARGE_TYPES = [
  'Data Roaming',
  'Voice Roaming',
  'SMS Roaming',
  'Daily Roam Pass',
  'Data Bolt-On',
] as const;
export const COUNTRIES = [
  'Spain',
  'France',
  'United States',
  'Turkey',
  'Switzerland',
  'Egypt',
  'Ship / Maritime',
] as const;
export const AGENTS = ['Kemal Aydin', 'Sofia Russo', 'Liam Byrne', 'Mei Tanaka'] as const;
export const CONTACT = ['App', 'Store', 'Call Centre', 'Social DM'] as const;

export interface Dispute {
  id: string;
  /** `YYYY-MM-DD`, for truths by day. */
  day: string;
  msisdn: string;
  contact: string;
  tariff: string;
  charge: string;
  resolution: string;
  country: string;
  agent: string;
  disputed: number;
  /** Blank (null) while the dispute is pending. */
  refund: number | null;
  megabytes: number;
  hours: number;
  shock: boolean;
  repeat: boolean;
  comment: string;
}

const HEX = '0123456789ABCDEF';

/** Disputes raised from 6 January to 28 November 2025, in the order raised. */
export function roamingDisputes(count: number): Dispute[] {
  const random = new Random(20251128);
  const first = Date.UTC(2025, 0, 6);
  const days = 327; // to 28 November 2025
  const subscribers = Array.from(
    { length: Math.round(count / 2.5) },
    (_, index) => `4477009${String(10_000 + index * 41).padStart(5, '0')}`,
  );
  const moments = Array.from({ length: count }, () => random.int(0, days - 1) * 86_400_000).sort(
    (a, b) => a - b,
  );
  return moments.map((offset, index) => {
    const day = new Date(first + offset).toISOString().slice(0, 10);
    const country = random.weighted({
      Spain: 6,
      France: 4,
      'United States': 4,
      Turkey: 3,
      Switzerland: 3,
      Egypt: 2,
      'Ship / Maritime': 1,
    });
    // Summer brings data roaming; ships and non-EU countries bring the big bills.
    const summer = day >= '2025-06-01' && day <= '2025-08-31';
    const charge = random.weighted({
      'Data Roaming': summer ? 8 : 5,
      'Voice Roaming': 3,
      'SMS Roaming': 1,
      'Daily Roam Pass': 4,
      'Data Bolt-On': 2,
    });
    const expensive = ['Ship / Maritime', 'Turkey', 'Egypt', 'Switzerland'].includes(country);
    const disputed =
      Math.round(
        (4 + random.next() * random.next() * (country === 'Ship / Maritime' ? 900 : 250)) *
          (expensive ? 1.8 : 1) *
          100,
      ) / 100;
    const megabytes = charge.startsWith('Data') ? random.int(20, 6000) : random.int(0, 40);
    const pending = day >= '2025-11-10' ? random.chance(0.6) : random.chance(0.04);
    const roll = random.next();
    const resolution = pending
      ? 'Pending'
      : roll < 0.4
        ? 'Refunded in full'
        : roll < 0.65
          ? 'Partially refunded'
          : roll < 0.93
            ? 'Rejected'
            : 'Escalated to Ombudsman';
    const refund =
      resolution === 'Pending'
        ? null
        : resolution === 'Refunded in full'
          ? disputed
          : resolution === 'Partially refunded'
            ? Math.round(disputed * 0.4 * 100) / 100
            : 0;
    const agent = random.pick(AGENTS);
    const hours =
      Math.round((1 + random.next() * 30 + (agent === 'Liam Byrne' ? 12 : 0)) * 10) / 10;
    const tariff = random.weighted({
      'Unlimited Max': 4,
      'Unlimited Lite': 5,
      'Pay As You Go': 3,
      'Business Roam Plus': 2,
      'Business Essentials': 2,
    });
    const id = `RD-${Array.from({ length: 6 }, () => HEX[random.int(0, 15)]).join('')}`;
    return {
      id: `${id.slice(0, 3)}${(index % 16).toString(16).toUpperCase()}${id.slice(4)}`,
      day,
      msisdn: random.pick(subscribers),
      contact: random.weighted({ App: 5, Store: 2, 'Call Centre': 4, 'Social DM': 1 }),
      tariff,
      charge,
      resolution,
      country,
      agent,
      disputed,
      refund,
      megabytes,
      hours,
      shock: random.chance(0.55),
      repeat: random.chance(0.18),
      comment: `Charged ${disputed.toFixed(2)} EUR for ${charge.toLowerCase()} in ${country}, customer says the bill is wrong.`,
    };
  });
}

/** `D.M.YYYY H:mm`, as the billing system exports it. */
function raisedText(dispute: Dispute, index: number): string {
  const [year, month, day] = dispute.day.split('-');
  return `${Number(day)}.${Number(month)}.${year} ${8 + (index % 11)}:${String((index * 13) % 60).padStart(2, '0')}`;
}

const HEADER =
  'Dispute ID,Raised,MSISDN,Contact Channel,Tariff,Charge Type,Resolution,Country Visited,Agent,Disputed Amt (EUR),Refund (EUR),MB Used,Handling Hrs,Bill Shock SMS,Repeat?,Customer Comment';

/** A CSV cell, quoted when it holds a quote, comma or line break. */
function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function roamingDisputesCsv(disputes: readonly Dispute[]): string {
  const lines = disputes.map((dispute, index) =>
    [
      dispute.id,
      raisedText(dispute, index),
      dispute.msisdn,
      dispute.contact,
      dispute.tariff,
      dispute.charge,
      dispute.resolution,
      dispute.country,
      dispute.agent,
      dispute.disputed.toFixed(2),
      dispute.refund === null ? '' : dispute.refund.toFixed(2),
      String(dispute.megabytes),
      dispute.hours.toFixed(1),
      dispute.shock ? 'sent' : 'not sent',
      dispute.repeat ? 'x' : '',
      dispute.comment,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The disputes as generated, in an in-memory SQLite table `disputes` (shock and repeat as 0/1,
 * refund NULL while pending), for truths by plain SQL independent of the import.
 */
export function roamingDisputesTable(disputes: readonly Dispute[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE disputes (id TEXT, day TEXT, msisdn TEXT, contact TEXT, tariff TEXT,
    charge TEXT, resolution TEXT, country TEXT, agent TEXT, disputed REAL, refund REAL,
    megabytes REAL, hours REAL, shock INTEGER, repeat INTEGER)`);
  const insert = raw.prepare(`INSERT INTO disputes VALUES (${Array(15).fill('?').join(', ')})`);
  raw.transaction(() => {
    for (const dispute of disputes) {
      insert.run(
        dispute.id,
        dispute.day,
        dispute.msisdn,
        dispute.contact,
        dispute.tariff,
        dispute.charge,
        dispute.resolution,
        dispute.country,
        dispute.agent,
        dispute.disputed,
        dispute.refund,
        dispute.megabytes,
        dispute.hours,
        dispute.shock ? 1 : 0,
        dispute.repeat ? 1 : 0,
      );
    }
  })();
  return raw;
}

export const ROAMING_DISPUTES_MAPPING = {
  name: 'Roaming charge disputes (January–November 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Dispute ID',
    at: { column: 'Raised', format: 'D.M.YYYY H:mm' },
    customerId: 'MSISDN',
    channel: 'Contact Channel',
    product: 'Tariff',
    category: 'Charge Type',
    status: 'Resolution',
    body: 'Customer Comment',
  },
  custom: {
    country_visited: { column: 'Country Visited', type: 'category', label: 'country visited' },
    agent: { column: 'Agent', type: 'category', label: 'agent' },
    disputed_eur: { column: 'Disputed Amt (EUR)', type: 'number', label: 'amount disputed (€)' },
    refund_eur: { column: 'Refund (EUR)', type: 'number', label: 'refund (€)' },
    mb_used: { column: 'MB Used', type: 'number', label: 'data used (MB)' },
    handling_hrs: { column: 'Handling Hrs', type: 'number', label: 'handling hours' },
    bill_shock_sms: {
      column: 'Bill Shock SMS',
      type: 'boolean',
      label: 'bill shock SMS sent',
      values: { sent: 'true', 'not sent': 'false' },
    },
    repeat: {
      column: 'Repeat?',
      type: 'boolean',
      label: 'repeat dispute',
      values: { x: 'true' },
      default: 'false',
    },
  },
  declaration: {
    description:
      'Roaming charge disputes raised with a mobile operator, 6 January to 28 November 2025: the subscriber number (MSISDN), the contact channel, the tariff, the charge type, the resolution, the country visited, the agent, the amount disputed and the amount refunded in euros (no refund while pending), the data used in MB, the handling hours, whether a bill-shock SMS was sent and whether the dispute is a repeat.',
    fields: {
      customerId: { label: 'subscriber', synonyms: ['subscriber', 'msisdn', 'number', 'customer'] },
      channel: { label: 'contact channel', synonyms: ['contact channel', 'channel'] },
      product: { label: 'tariff', synonyms: ['tariff', 'plan'] },
      category: { label: 'charge type', synonyms: ['charge type', 'type of charge'] },
      status: { label: 'resolution', synonyms: ['resolution', 'outcome', 'status'] },
      country_visited: { synonyms: ['country', 'destination'] },
      agent: { synonyms: ['agent', 'handler'] },
      disputed_eur: { synonyms: ['disputed amount', 'amount disputed', 'bill'] },
      refund_eur: { synonyms: ['refund', 'refunded', 'credit'] },
    },
  },
} as const;
