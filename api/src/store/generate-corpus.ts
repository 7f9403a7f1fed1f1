import { DEMO_DECLARATION } from '../demo/declaration';
import { composeMessage } from './compose-message';
import { planCasesFromCommunications, planCddCases, type PlannedCase } from './corpus-cases';
import { CustomerPicker, generateCustomers, type CustomerRecord } from './corpus-customers';
import { plantEvents } from './corpus-events';
import {
  backgroundTopic,
  dayWeight,
  planCommunication,
  planFollowUps,
  type PlannedCommunication,
} from './corpus-plan';
import { addMinutes, corpusEnd, daysBetween } from './corpus-time';
import type { Store } from './db';
import { Random, WeightedTable } from './random';
import { bumpDataVersion } from './data-version';
import { writeDeclaration } from './dictionary-declaration';
import { prepareRowInserts } from './row-inserts';
import { scoreSentiment } from './sentiment';
import { DEMO_FROM, DEMO_TO, type Product } from './vocabulary';

export interface GenerateCorpusOptions {
  readonly seed?: number;
  readonly customers?: number;
  readonly communications?: number;
  readonly cases?: number;
  /** First and last day (YYYY-MM-DD, inclusive). */
  readonly from?: string;
  readonly to?: string;
}

export interface CorpusCounts {
  readonly customers: number;
  readonly communications: number;
  readonly cases: number;
}

export const DEMO_SEED = 20260310;
/** Bump when the generator's output changes, so cached demo databases are rebuilt. */
export const GENERATOR_VERSION = 8;

/**
 * Fills an empty database with the deterministic demo corpus of a fictional retail bank: the same
 * options give byte-for-byte the same rows. Sentiment comes from the text through scoreSentiment,
 * as for imported data. The planted facts of design.md §6 hold at the default sizes; escalations
 * are recorded so that
 * - hand-off rate = communications with chat_mode 'human' and escalated_from 'chatbot'
 *   / communications with channel 'chat' and chat_mode 'chatbot' (≈ 0.22), and
 * - chat-to-phone rate = communications with channel 'phone' and escalated_from 'chat'
 *   / all communications with channel 'chat', hand-off chats included (≈ 0.08).
 */
export function generateCorpus(db: Store, options: GenerateCorpusOptions = {}): CorpusCounts {
  const seed = options.seed ?? DEMO_SEED;
  const from = options.from ?? DEMO_FROM;
  const to = options.to ?? DEMO_TO;
  const customerCount = options.customers ?? 3000;
  const communicationCount = options.communications ?? 25000;
  const caseCount = options.cases ?? 3500;
  if (from > to) throw new Error(`corpus start ${from} is after its end ${to}`);
  const existing = db.prepare('SELECT count(*) AS n FROM communications').get() as { n: number };
  if (existing.n > 0) throw new Error('generateCorpus needs an empty database');

  const random = new Random(seed);
  const days = daysBetween(from, to);
  const customers = generateCustomers(random.fork(), customerCount, from);
  const picker = new CustomerPicker(customers);

  const cddRandom = random.fork();
  const cddCount = Math.min(customerCount, Math.round((caseCount * 400) / 3500));
  const cddPlans = planCddCases(cddRandom, cddCount, customers, days, to);
  const cddCommunications = cddPlans.flatMap((plan) =>
    planCddCommunications(cddRandom, plan.planned, plan.customer, to),
  );

  const backgroundRandom = random.fork();
  const dayTable = new WeightedTable(days, dayWeight);
  const drawBackground = (
    count: number,
    channelOverride?: 'phone' | 'letter',
  ): PlannedCommunication[] =>
    Array.from({ length: count }, () => {
      const day = dayTable.pick(backgroundRandom);
      const customer = picker.any(backgroundRandom);
      const topic = backgroundTopic(backgroundRandom, customer, day);
      return planCommunication(backgroundRandom, {
        ...topic,
        customer,
        day,
        channel: channelOverride,
        origin: 'background',
      });
    });
  const target = communicationCount - cddCommunications.length;
  const background = drawBackground(Math.max(0, Math.round(target * 0.91)));
  const events = plantEvents(random.fork(), {
    background,
    picker,
    days,
    scale: communicationCount / 25000,
  });
  const primaries = [...background, ...events];
  const followUps = planFollowUps(random.fork(), primaries, to);
  const all = fitToCount(
    random.fork(),
    [...primaries, ...followUps, ...cddCommunications],
    communicationCount,
    () => drawBackground(1, backgroundRandom.chance(0.7) ? 'phone' : 'letter')[0]!,
  );

  all.sort(byTime);
  const caseRandom = random.fork();
  const remaining = Math.max(0, caseCount - cddPlans.length);
  const disputeCount = Math.round(remaining * 0.13);
  const serviceCount = Math.round(remaining * 0.3);
  const cases: PlannedCase[] = [
    ...cddPlans.map((plan) => plan.planned),
    ...planCasesFromCommunications(
      caseRandom,
      all,
      {
        dispute: disputeCount,
        service: serviceCount,
        complaint: remaining - disputeCount - serviceCount,
      },
      to,
    ),
  ].sort(
    (first, second) =>
      compare(first.openedAt, second.openedAt) || compare(first.customerId, second.customerId),
  );
  cases.forEach((item, index) => (item.id = `K-${String(index + 1).padStart(5, '0')}`));

  insertCorpus(db, random.fork(), { seed, from, to, customers, communications: all, cases });
  return { customers: customers.length, communications: all.length, cases: cases.length };
}

/** Outbound request and replies for a CDD case; restricted customers write angry messages. */
function planCddCommunications(
  random: Random,
  planned: PlannedCase,
  customer: CustomerRecord,
  to: string,
): PlannedCommunication[] {
  const product: Product = 'Current Account';
  const base = {
    customer,
    product,
    category: 'Identity & Verification' as const,
    subcategory: planned.reason,
    origin: 'cdd' as const,
  };
  const end = planned.closedAt ?? corpusEnd(to);
  const spanMinutes = (Date.parse(end) - Date.parse(planned.openedAt)) / 60_000;
  const during = () =>
    addMinutes(planned.openedAt, random.int(60, Math.max(61, Math.floor(spanMinutes))));
  const items: PlannedCommunication[] = [
    planCommunication(random, {
      ...base,
      day: planned.openedAt.slice(0, 10),
      at: planned.openedAt,
      intent: 'request',
      channel: random.chance(0.5) ? 'letter' : 'email',
      direction: 'outbound',
      tone: 'calm',
      theme: 'cdd-request',
    }),
  ];
  const replies = planned.accountRestricted ? random.int(2, 4) : 1;
  for (let index = 0; index < replies; index++) {
    const at = during();
    if (at > corpusEnd(to)) continue;
    items.push(
      planCommunication(random, {
        ...base,
        day: at.slice(0, 10),
        at,
        intent: planned.accountRestricted ? 'complaint' : 'request',
        channel: random.pick(['email', 'phone', 'chat', 'social'] as const),
        chatMode: 'human',
        direction: 'inbound',
        tone: planned.accountRestricted ? 'furious' : 'calm',
        theme: planned.accountRestricted ? 'cdd-restricted' : 'cdd-reply',
      }),
    );
  }
  for (const item of items) item.plannedCase = planned;
  return items;
}

/**
 * Makes the planned list exactly `count` long: drops background messages that have no follow-up, or
 * adds background calls and letters (which never have one), so escalation rates stay as planned.
 */
function fitToCount(
  random: Random,
  items: PlannedCommunication[],
  count: number,
  extra: () => PlannedCommunication,
): PlannedCommunication[] {
  while (items.length < count) items.push(extra());
  if (items.length === count) return items;
  const removable = items
    .map((item, index) => ({ item, index }))
    .filter(({ item }) => item.origin === 'background' && !item.next && item.channel !== 'chat');
  const drop = new Set<number>();
  while (drop.size < items.length - count && drop.size < removable.length) {
    drop.add(removable[random.int(0, removable.length - 1)]!.index);
  }
  return items.filter((_, index) => !drop.has(index));
}

function byTime(first: PlannedCommunication, second: PlannedCommunication): number {
  return compare(first.at, second.at) || compare(first.customer.id, second.customer.id);
}

function compare(first: string, second: string): number {
  return first < second ? -1 : first > second ? 1 : 0;
}

interface CorpusRows {
  readonly seed: number;
  readonly from: string;
  readonly to: string;
  readonly customers: readonly CustomerRecord[];
  readonly communications: readonly PlannedCommunication[];
  readonly cases: readonly PlannedCase[];
}

function insertCorpus(db: Store, random: Random, rows: CorpusRows): void {
  const insert = prepareRowInserts(db);
  const insertMeta = db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)');
  const recentFrom = addMinutes(corpusEnd(rows.to), -14 * 24 * 60);

  db.transaction(() => {
    // One index rebuild at the end is far cheaper than a trigger per row; the trigger is put back
    // exactly as the migration wrote it, for later imports.
    const ftsTrigger = db
      .prepare(
        "SELECT sql FROM sqlite_master WHERE type = 'trigger' AND name = 'communications_fts_insert'",
      )
      .get() as { sql: string } | undefined;
    if (ftsTrigger) db.exec('DROP TRIGGER communications_fts_insert');

    for (const customer of rows.customers) {
      insert.customer.run(
        customer.id,
        customer.name,
        customer.segment,
        customer.region,
        customer.joinedAt,
        JSON.stringify(customer.products),
      );
    }
    for (const item of rows.cases) {
      insert.case.run(
        item.id,
        item.customerId,
        item.type,
        item.category,
        item.reason,
        item.openedAt,
        item.closedAt,
        item.status,
        item.priority,
        item.slaHours,
        item.slaBreached ? 1 : 0,
        item.accountRestricted ? 1 : 0,
        item.resolution,
      );
    }
    rows.communications.forEach((item, index) => {
      const { subject, body } = composeMessage(random, {
        channel: item.channel,
        chatMode: item.chatMode,
        direction: item.direction,
        intent: item.intent,
        category: item.category,
        subcategory: item.subcategory,
        tone: item.tone,
        theme: item.theme,
        followUp: item.followUp,
        day: item.at.slice(0, 10),
        firstName: item.customer.firstName,
      });
      const sentiment = scoreSentiment(body);
      insert.communication.run(
        `M-${String(index + 1).padStart(6, '0')}`,
        item.customer.id,
        item.at,
        item.channel,
        item.chatMode,
        item.escalatedFrom,
        item.direction,
        item.intent,
        item.product,
        item.category,
        item.subcategory,
        subject,
        body,
        sentiment.score,
        sentiment.label,
        communicationStatus(random, item, recentFrom),
        item.plannedCase?.id ?? null,
      );
    });
    if (ftsTrigger) {
      db.exec("INSERT INTO communications_fts (communications_fts) VALUES ('rebuild')");
      db.exec(ftsTrigger.sql);
    }
    const meta: Record<string, string> = {
      seed: String(rows.seed),
      generator: 'sightline-demo',
      generator_version: String(GENERATOR_VERSION),
      // Fixed by the options, not the wall clock, so the same seed gives an identical database.
      generated_at: addMinutes(corpusEnd(rows.to), 1),
      corpus_from: rows.from,
      corpus_to: rows.to,
    };
    for (const [key, value] of Object.entries(meta)) insertMeta.run(key, value);
    writeDeclaration(db, DEMO_DECLARATION);
    bumpDataVersion(db);
  })();
}

function communicationStatus(
  random: Random,
  item: PlannedCommunication,
  recentFrom: string,
): string {
  const linked = item.plannedCase;
  if (linked && linked.status !== 'closed') return random.chance(0.5) ? 'pending' : 'open';
  if (item.at >= recentFrom) return random.weighted({ open: 0.25, pending: 0.3, resolved: 0.45 });
  return random.chance(0.97) ? 'resolved' : 'pending';
}
