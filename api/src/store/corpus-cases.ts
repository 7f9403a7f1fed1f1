import type { CustomerRecord } from './corpus-customers';
import { addMinutes, corpusEnd, hoursBetween } from './corpus-time';
import type { PlannedCommunication } from './corpus-plan';
import type { Random } from './random';
import { CDD_REASONS, type CaseType } from './vocabulary';

export interface PlannedCase {
  id: string;
  readonly customerId: string;
  readonly type: CaseType;
  readonly category: string;
  readonly reason: string;
  readonly openedAt: string;
  readonly closedAt: string | null;
  readonly status: 'open' | 'in_progress' | 'closed';
  readonly priority: 'low' | 'medium' | 'high' | 'critical';
  readonly slaHours: number;
  readonly slaBreached: boolean;
  readonly accountRestricted: boolean;
  readonly resolution: string | null;
}

/** Complaint cases opened in these days (after the 5.2 release) breach their SLA far more often. */
const RELEASE_BACKLOG_FROM = '2026-03-10';
const RELEASE_BACKLOG_TO = '2026-03-23';
const SLA_HOURS = { critical: 24, high: 72, medium: 168, low: 336 } as const;

interface CaseDraft {
  readonly customerId: string;
  readonly type: CaseType;
  readonly category: string;
  readonly reason: string;
  readonly openedAt: string;
  readonly priority: PlannedCase['priority'];
  readonly slaHours: number;
  readonly durationHours: number;
  readonly accountRestricted: boolean;
  readonly resolution: string;
}

/**
 * Fixes closure and SLA from the drawn duration: a case whose closure would fall after the corpus
 * end is still open, and `slaBreached` is exactly "open longer than sla_hours" (to the corpus end
 * when still open), the definition the tools measure.
 */
function finishCase(random: Random, draft: CaseDraft, to: string): PlannedCase {
  const closedAt = addMinutes(draft.openedAt, draft.durationHours * 60);
  const end = corpusEnd(to);
  const stillOpen = closedAt > end;
  const openHours = hoursBetween(draft.openedAt, stillOpen ? end : closedAt);
  return {
    id: '',
    customerId: draft.customerId,
    type: draft.type,
    category: draft.category,
    reason: draft.reason,
    openedAt: draft.openedAt,
    closedAt: stillOpen ? null : closedAt,
    status: stillOpen ? (random.chance(0.7) ? 'in_progress' : 'open') : 'closed',
    priority: draft.priority,
    slaHours: draft.slaHours,
    slaBreached: openHours > draft.slaHours,
    accountRestricted: draft.accountRestricted,
    resolution: stillOpen ? null : draft.resolution,
  };
}

/** A duration that lands clearly inside or clearly outside the SLA (never within an hour of it). */
function durationFor(random: Random, slaHours: number, breach: boolean): number {
  return breach
    ? slaHours * (1.1 + random.next() * 1.4) + 1
    : Math.max(1, slaHours * (0.1 + random.next() * 0.8) - 1);
}

export interface CddCasePlan {
  readonly planned: PlannedCase;
  readonly customer: CustomerRecord;
}

/** CDD remediation cases: ~30% end in an account restriction, median resolution ~12 days. */
export function planCddCases(
  random: Random,
  count: number,
  customers: readonly CustomerRecord[],
  days: readonly string[],
  to: string,
): CddCasePlan[] {
  const chosen = new Set<number>();
  const plans: CddCasePlan[] = [];
  // Exactly 30% of the cases end in a restriction, in random order.
  const restrictions = shuffled(
    random,
    Array.from({ length: count }, (_, index) => index < Math.round(count * 0.3)),
  );
  while (plans.length < count && chosen.size < customers.length) {
    const index = random.int(0, customers.length - 1);
    if (chosen.has(index)) continue;
    chosen.add(index);
    const customer = customers[index]!;
    const reason = random.pick(CDD_REASONS);
    const restricted = restrictions[plans.length] ?? false;
    // The remediation programme runs through the whole year, but not in its last few days.
    const day = days[random.int(0, Math.max(0, days.length - 8))]!;
    const openedAt = addMinutes(`${day}T09:00:00Z`, random.int(0, 8 * 60));
    const durationHours = Math.max(24, random.logNormal(12, 0.5) * 24);
    const resolution = restricted
      ? random.pick([
          'Account restricted until the requested evidence is provided.',
          'Restriction applied; evidence received late and under review.',
        ])
      : random.pick(['Evidence verified, no further action.', 'Details confirmed, review closed.']);
    const planned = finishCase(
      random,
      {
        customerId: customer.id,
        type: 'cdd',
        category: 'Identity & Verification',
        reason,
        openedAt,
        priority: restricted ? 'high' : 'medium',
        slaHours: 720,
        durationHours,
        accountRestricted: restricted,
        resolution,
      },
      to,
    );
    plans.push({ planned, customer });
  }
  return plans;
}

const RESOLUTIONS: Record<Exclude<CaseType, 'cdd'>, readonly string[]> = {
  complaint: [
    'Upheld: apology and refund issued.',
    'Upheld: goodwill payment of £25.',
    'Partially upheld: fee refunded.',
    'Not upheld: charge applied under the account terms.',
  ],
  dispute: [
    'Chargeback successful, funds returned.',
    'Merchant refunded the customer.',
    'Dispute declined: transaction authorised by the cardholder.',
  ],
  service: [
    'Request completed.',
    'Change made and confirmed to the customer.',
    'Information sent.',
  ],
};

/**
 * Opens cases from communications: each chosen communication (and its escalation follow-ups) is
 * linked to the case it opened. Complaint cases breach their SLA ~12% of the time over the year and
 * ~30% when opened in the two weeks after the 5.2 release.
 */
export function planCasesFromCommunications(
  random: Random,
  communications: readonly PlannedCommunication[],
  counts: Readonly<Record<Exclude<CaseType, 'cdd'>, number>>,
  to: string,
): PlannedCase[] {
  const primaries = communications.filter(
    (item) => item.origin !== 'follow-up' && item.origin !== 'cdd' && item.direction === 'inbound',
  );
  const taken = new Set<PlannedCommunication>();
  const cases: PlannedCase[] = [];
  const eligible: Record<Exclude<CaseType, 'cdd'>, (item: PlannedCommunication) => boolean> = {
    dispute: (item) => item.category === 'Fraud & Security' && item.intent !== 'praise',
    complaint: (item) => item.intent === 'complaint',
    service: (item) => item.intent === 'request',
  };
  for (const type of ['dispute', 'complaint', 'service'] as const) {
    const candidates = shuffled(
      random,
      primaries.filter((item) => !taken.has(item) && eligible[type](item)),
    );
    for (const item of candidates.slice(0, counts[type])) {
      taken.add(item);
      const priority = priorityFor(random, type, item);
      const slaHours = type === 'dispute' ? 336 : type === 'service' ? 120 : SLA_HOURS[priority];
      const day = item.at.slice(0, 10);
      const breachChance =
        type !== 'complaint'
          ? 0.08
          : day >= RELEASE_BACKLOG_FROM && day <= RELEASE_BACKLOG_TO
            ? 0.34
            : 0.1;
      const planned = finishCase(
        random,
        {
          customerId: item.customer.id,
          type,
          category: item.category,
          reason: item.subcategory,
          openedAt: addMinutes(item.at, random.int(5, 90)),
          priority,
          slaHours,
          durationHours: durationFor(random, slaHours, random.chance(breachChance)),
          accountRestricted: false,
          resolution: random.pick(RESOLUTIONS[type]),
        },
        to,
      );
      cases.push(planned);
      for (let linked: PlannedCommunication | undefined = item; linked; linked = linked.next) {
        linked.plannedCase = planned;
      }
    }
  }
  return cases;
}

function priorityFor(
  random: Random,
  type: Exclude<CaseType, 'cdd'>,
  item: PlannedCommunication,
): PlannedCase['priority'] {
  if (type === 'dispute') return random.chance(0.5) ? 'high' : 'medium';
  if (type === 'service') return random.chance(0.7) ? 'low' : 'medium';
  if (item.tone === 'furious') return random.chance(0.25) ? 'critical' : 'high';
  return random.chance(0.6) ? 'medium' : 'low';
}

function shuffled<T>(random: Random, items: T[]): T[] {
  for (let index = items.length - 1; index > 0; index--) {
    const other = random.int(0, index);
    [items[index], items[other]] = [items[other]!, items[index]!];
  }
  return items;
}
