import type { CustomerPicker } from './corpus-customers';
import {
  APP_RELEASE_DAY,
  APP_RELEASE_LAST_DAY,
  CARD_FEE_DAY,
  PHONE_OUTAGE_DAY,
  backgroundTopic,
  dayWeight,
  planCommunication,
  type PlannedCommunication,
} from './corpus-plan';
import type { Random } from './random';
import type { Category, Channel, Product } from './vocabulary';

export interface EventContext {
  readonly background: readonly PlannedCommunication[];
  readonly picker: CustomerPicker;
  readonly days: readonly string[];
  /** Corpus size relative to the default 25,000 communications. */
  readonly scale: number;
}

type Filter = (item: PlannedCommunication) => boolean;

const isMobileLoginComplaint: Filter = (item) =>
  item.product === 'Mobile App' &&
  item.category === 'Login & Access' &&
  item.intent === 'complaint';
const isCardFeeComplaint: Filter = (item) =>
  item.product === 'Credit Card' && item.subcategory === 'Card fee' && item.intent === 'complaint';
const isPhone: Filter = (item) => item.channel === 'phone';

/**
 * The extra traffic of the planted events, sized from the background traffic itself so the ratios
 * hold at any corpus size: login complaints about the Mobile App triple after the 5.2 release,
 * Credit Card fee complaints double in June, phone traffic and wait-time complaints spike on the
 * outage day. (The savings rate rise changes everyday traffic instead; see corpus-plan.ts.)
 */
export function plantEvents(random: Random, context: EventContext): PlannedCommunication[] {
  const extras: PlannedCommunication[] = [];
  const inDays = (from: string, to: string) =>
    context.days.filter((day) => day >= from && day <= to);
  const add = (
    count: number,
    day: string,
    make: (random: Random) => {
      product: Product;
      category: Category;
      subcategory: string;
      channel: Channel;
      furious: number;
      theme?: PlannedCommunication['theme'];
    },
  ) => {
    for (let index = 0; index < count; index++) {
      const spec = make(random);
      extras.push(
        planCommunication(random, {
          customer: context.picker.holding(random, spec.product),
          day,
          product: spec.product,
          category: spec.category,
          subcategory: spec.subcategory,
          intent: 'complaint',
          channel: spec.channel,
          direction: 'inbound',
          tone: random.chance(spec.furious) ? 'furious' : 'annoyed',
          theme: spec.theme,
          origin: 'event',
        }),
      );
    }
  };

  // 1. Mobile App 5.2: login complaints ×3.6 the first week, ×2.6 the second (≈ ×3 overall), with
  // crashes and phone queues alongside.
  const loginRate = ratePerWeight(
    context.background,
    isMobileLoginComplaint,
    inDays('2026-01-12', '2026-03-09'),
  );
  for (const day of inDays(APP_RELEASE_DAY, APP_RELEASE_LAST_DAY)) {
    const firstWeek = day <= '2026-03-16';
    // Background login complaints already run at 1.6× in the window (see corpus-plan.ts).
    const extraFactor = firstWeek ? 2 : 1;
    const collateralFactor = firstWeek ? 16 : 11;
    add(roundRandomly(random, loginRate * dayWeight(day) * extraFactor), day, (random) => ({
      product: 'Mobile App',
      category: 'Login & Access',
      subcategory: random.weighted({
        'Login failure': 0.45,
        'Two-factor code': 0.25,
        'Account locked': 0.2,
        'Password reset': 0.1,
      }),
      channel: random.weighted({ chat: 0.35, phone: 0.3, email: 0.15, social: 0.2 }),
      furious: 0.85,
      theme: 'app-release',
    }));
    add(roundRandomly(random, loginRate * dayWeight(day) * collateralFactor), day, (random) =>
      random.chance(0.6)
        ? {
            product: 'Mobile App',
            category: 'App & Digital',
            subcategory: random.chance(0.6) ? 'Update problem' : 'App crash',
            channel: random.weighted({ chat: 0.4, email: 0.3, social: 0.3 }),
            furious: 0.9,
          }
        : {
            product: 'Current Account',
            category: 'Service & Wait Times',
            subcategory: 'Long wait',
            channel: 'phone',
            furious: 0.9,
          },
    );
  }

  // 2. Credit Card fee change: fee complaints ×2.2 in June, ×1.3 in July.
  const feeRate = ratePerWeight(
    context.background,
    isCardFeeComplaint,
    inDays('2026-01-01', '2026-05-31'),
  );
  for (const day of inDays(CARD_FEE_DAY, '2026-07-31')) {
    const extraFactor = day < '2026-07-01' ? 1.2 : 0.3;
    add(roundRandomly(random, feeRate * dayWeight(day) * extraFactor), day, (random) => ({
      product: 'Credit Card',
      category: 'Fees & Charges',
      subcategory: 'Card fee',
      channel: random.weighted({ phone: 0.3, email: 0.35, chat: 0.2, social: 0.1, letter: 0.05 }),
      furious: 0.7,
      theme: 'card-fee',
    }));
  }

  // 3. Telephone outage: four times the usual calls, mostly about waiting and dropped calls.
  if (context.days.includes(PHONE_OUTAGE_DAY)) {
    const phoneRate = ratePerWeight(
      context.background,
      isPhone,
      inDays('2026-07-01', '2026-08-31').filter((day) => day !== PHONE_OUTAGE_DAY),
    );
    const extraCalls = roundRandomly(random, phoneRate * dayWeight(PHONE_OUTAGE_DAY) * 3);
    const complaints = Math.round(extraCalls * 0.8);
    add(complaints, PHONE_OUTAGE_DAY, (random) => ({
      product: 'Current Account',
      category: 'Service & Wait Times',
      subcategory: random.chance(0.5) ? 'Long wait' : 'Call dropped',
      channel: 'phone',
      furious: 0.3,
      theme: 'phone-outage',
    }));
    for (let index = complaints; index < extraCalls; index++) {
      const customer = context.picker.any(random);
      const topic = backgroundTopic(random, customer, PHONE_OUTAGE_DAY);
      extras.push(
        planCommunication(random, {
          ...topic,
          customer,
          day: PHONE_OUTAGE_DAY,
          channel: 'phone',
          direction: 'inbound',
          origin: 'event',
        }),
      );
    }
    add(roundRandomly(random, 10 * context.scale), PHONE_OUTAGE_DAY, () => ({
      product: 'Current Account',
      category: 'Service & Wait Times',
      subcategory: 'Call dropped',
      channel: 'social',
      furious: 0.6,
      theme: 'phone-outage',
    }));
  }
  return extras;
}

/** Matching background messages per unit of day weight over the given days. */
function ratePerWeight(
  items: readonly PlannedCommunication[],
  filter: Filter,
  days: readonly string[],
): number {
  const inPeriod = new Set(days);
  let count = 0;
  for (const item of items) if (inPeriod.has(item.at.slice(0, 10)) && filter(item)) count++;
  const weight = days.reduce((sum, day) => sum + dayWeight(day), 0);
  return weight > 0 ? count / weight : 0;
}

/** Rounds up or down at random in proportion, so many small expected counts add up right. */
function roundRandomly(random: Random, expected: number): number {
  const whole = Math.floor(expected);
  return whole + (random.chance(expected - whole) ? 1 : 0);
}
