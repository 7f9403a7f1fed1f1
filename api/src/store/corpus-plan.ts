import type { PlannedCase } from './corpus-cases';
import type { CustomerRecord, Segment } from './corpus-customers';
import { TOPICS, type Topic } from './corpus-topics';
import { addMinutes, atMinute, corpusEnd } from './corpus-time';
import type { FollowUpKind, Theme, Tone } from './compose-message';
import { WeightedTable, type Random } from './random';
import type { Category, Channel, Intent, Product } from './vocabulary';

/** A communication before it gets an id, text and sentiment. */
export interface PlannedCommunication {
  at: string;
  readonly customer: CustomerRecord;
  readonly channel: Channel;
  readonly chatMode: 'chatbot' | 'human' | null;
  readonly escalatedFrom: 'chatbot' | 'chat' | 'email' | null;
  readonly direction: 'inbound' | 'outbound';
  readonly intent: Intent;
  readonly product: Product;
  readonly category: Category;
  readonly subcategory: string;
  readonly tone: Tone;
  readonly theme?: Theme;
  readonly followUp?: FollowUpKind;
  /** background traffic, a planted event, CDD remediation, or an escalation follow-up. */
  readonly origin: 'background' | 'event' | 'cdd' | 'follow-up';
  /** The escalation follow-up of this communication, if any. */
  next?: PlannedCommunication;
  plannedCase?: PlannedCase;
}

/** The storylines' dates (design.md §6). */
export const APP_RELEASE_DAY = '2026-03-10';
export const APP_RELEASE_LAST_DAY = '2026-03-24';
export const CARD_FEE_DAY = '2026-06-01';
export const PHONE_OUTAGE_DAY = '2026-08-19';
export const SAVINGS_RISE_DAY = '2026-09-01';

/** Escalation probabilities (see the doc comment of generateCorpus for the measured rates). */
export const HANDOFF_CHANCE = 0.22;
export const CHAT_TO_PHONE_CHANCE = 0.08;
export const EMAIL_TO_PHONE_CHANCE = 0.03;
const CHATBOT_SHARE = 0.65;

const CHANNEL_WEIGHTS: Record<Segment, Record<Channel, number>> = {
  student: { chat: 0.42, social: 0.18, email: 0.18, phone: 0.2, letter: 0.02 },
  retail: { chat: 0.32, phone: 0.28, email: 0.25, social: 0.1, letter: 0.05 },
  premier: { phone: 0.4, email: 0.3, chat: 0.22, letter: 0.06, social: 0.02 },
  business: { email: 0.38, phone: 0.32, chat: 0.22, letter: 0.06, social: 0.02 },
};

/** Opening hours per channel, in minutes of the day. */
const CHANNEL_HOURS: Record<Channel, readonly [number, number]> = {
  phone: [8 * 60, 20 * 60],
  chat: [7 * 60, 23 * 60],
  email: [6 * 60, 23 * 60],
  letter: [9 * 60, 17 * 60],
  social: [7 * 60, 23 * 60],
};

export function minuteOfDay(random: Random, channel: Channel): number {
  const [open, close] = CHANNEL_HOURS[channel];
  // Two uniform draws averaged: busiest in the middle of the day.
  return open + ((random.next() + random.next()) / 2) * (close - open);
}

/** Relative traffic of a day: weekends and holidays are quieter, January busier. */
export function dayWeight(day: string): number {
  const weekday = new Date(`${day}T12:00:00Z`).getUTCDay();
  const byWeekday = [0.45, 1.15, 1.05, 1, 1, 0.95, 0.6][weekday]!;
  const monthDay = day.slice(5);
  if (monthDay === '12-25' || monthDay === '12-26' || monthDay === '01-01') return 0.3 * byWeekday;
  const month = day.slice(5, 7);
  return byWeekday * (month === '01' ? 1.08 : month === '12' ? 0.92 : 1);
}

export function inAppReleaseWindow(day: string): boolean {
  return day >= APP_RELEASE_DAY && day <= APP_RELEASE_LAST_DAY;
}

function topicWeight(topic: Topic, day: string): number {
  if (
    topic.product === 'Savings' &&
    topic.subcategory === 'Savings rate' &&
    day >= SAVINGS_RISE_DAY
  ) {
    return topic.weight * 2.5;
  }
  return topic.weight;
}

function intentWeights(topic: Topic, day: string): Readonly<Record<Intent, number>> {
  if (topic.product === 'Savings' && topic.subcategory === 'Savings rate') {
    return day >= SAVINGS_RISE_DAY
      ? { praise: 0.8, enquiry: 0.13, request: 0.04, complaint: 0.03 }
      : { complaint: 0.35, enquiry: 0.45, request: 0.12, praise: 0.08 };
  }
  if (inAppReleaseWindow(day)) {
    // While the app is broken, people complain instead of asking or praising.
    const { complaint, enquiry, request, praise } = topic.intents;
    return { complaint: complaint * 1.6, enquiry, request, praise: praise * 0.2 };
  }
  return topic.intents;
}

export function toneFor(
  random: Random,
  intent: Intent,
  product: Product,
  subcategory: string,
  day: string,
): Tone {
  if (intent === 'praise') return 'warm';
  if (intent !== 'complaint') return 'calm';
  let furious = 0.3;
  if (inAppReleaseWindow(day)) furious = 0.9;
  else if (product === 'Credit Card' && subcategory === 'Card fee' && day.slice(0, 7) === '2026-06')
    furious = 0.7;
  return random.chance(furious) ? 'furious' : 'annoyed';
}

/** The storyline a background message belongs to, so its text tells that story. */
export function themeFor(
  random: Random,
  intent: Intent,
  product: Product,
  category: Category,
  subcategory: string,
  day: string,
): Theme | undefined {
  if (product === 'Mobile App' && category === 'Login & Access' && intent === 'complaint') {
    if (inAppReleaseWindow(day)) return random.chance(0.9) ? 'app-release' : undefined;
    if (day > APP_RELEASE_LAST_DAY && day < '2026-05-01')
      return random.chance(0.3) ? 'app-release' : undefined;
  }
  if (
    product === 'Credit Card' &&
    subcategory === 'Card fee' &&
    intent === 'complaint' &&
    day >= CARD_FEE_DAY
  ) {
    return random.chance(day.slice(0, 7) === '2026-06' ? 0.9 : 0.5) ? 'card-fee' : undefined;
  }
  if (
    product === 'Savings' &&
    subcategory === 'Savings rate' &&
    intent === 'praise' &&
    day >= SAVINGS_RISE_DAY
  ) {
    return 'savings-rise';
  }
  return undefined;
}

export interface TopicChoice {
  readonly product: Product;
  readonly category: Category;
  readonly subcategory: string;
  readonly intent: Intent;
}

export function backgroundTopic(
  random: Random,
  customer: CustomerRecord,
  day: string,
): TopicChoice {
  const table = new WeightedTable(TOPICS, (topic) =>
    customer.products.includes(topic.product) ? topicWeight(topic, day) : 0,
  );
  const topic = table.pick(random);
  return { ...topic, intent: random.weighted(intentWeights(topic, day)) };
}

export interface CommunicationDraft extends TopicChoice {
  readonly customer: CustomerRecord;
  readonly day: string;
  readonly channel?: Channel;
  readonly chatMode?: 'chatbot' | 'human';
  readonly tone?: Tone;
  readonly theme?: Theme;
  readonly direction?: 'inbound' | 'outbound';
  readonly origin: PlannedCommunication['origin'];
  readonly at?: string;
}

/** Fills in channel, time, direction, tone and theme the way everyday traffic has them. */
export function planCommunication(random: Random, draft: CommunicationDraft): PlannedCommunication {
  const channel = draft.channel ?? random.weighted(CHANNEL_WEIGHTS[draft.customer.segment]);
  const chatMode =
    channel === 'chat'
      ? (draft.chatMode ?? (random.chance(CHATBOT_SHARE) ? 'chatbot' : 'human'))
      : null;
  const outboundPossible =
    channel !== 'chat' &&
    channel !== 'social' &&
    (draft.intent === 'enquiry' || draft.intent === 'request');
  const direction =
    draft.direction ?? (outboundPossible && random.chance(0.12) ? 'outbound' : 'inbound');
  return {
    at: draft.at ?? atMinute(draft.day, minuteOfDay(random, channel)),
    customer: draft.customer,
    channel,
    chatMode,
    escalatedFrom: null,
    direction,
    intent: draft.intent,
    product: draft.product,
    category: draft.category,
    subcategory: draft.subcategory,
    tone: draft.tone ?? toneFor(random, draft.intent, draft.product, draft.subcategory, draft.day),
    theme:
      draft.theme ??
      themeFor(random, draft.intent, draft.product, draft.category, draft.subcategory, draft.day),
    origin: draft.origin,
  };
}

/**
 * Adds the escalation follow-ups the way a contact centre logs them: a chatbot chat handed to a
 * person is followed minutes later by a human chat (escalated_from 'chatbot'); a chat that moves to
 * the phone by a phone call (escalated_from 'chat'); some emails by a call (escalated_from 'email').
 * Every chat communication, the hand-off chats included, escalates to phone with the same chance,
 * so phone-from-chat / all chats ≈ CHAT_TO_PHONE_CHANCE.
 */
export function planFollowUps(
  random: Random,
  primaries: readonly PlannedCommunication[],
  to: string,
): PlannedCommunication[] {
  const followUps: PlannedCommunication[] = [];
  const end = corpusEnd(to);
  const follow = (
    item: PlannedCommunication,
    kind: FollowUpKind,
    minutes: number,
  ): PlannedCommunication => {
    const next: PlannedCommunication = {
      ...item,
      at: minOf(addMinutes(item.at, minutes), end),
      channel: kind === 'handoff' ? 'chat' : 'phone',
      chatMode: kind === 'handoff' ? 'human' : null,
      escalatedFrom: kind === 'handoff' ? 'chatbot' : kind === 'chat-to-phone' ? 'chat' : 'email',
      direction: 'inbound',
      followUp: kind,
      origin: 'follow-up',
      next: undefined,
    };
    item.next = next;
    followUps.push(next);
    return next;
  };
  for (const item of primaries) {
    if (item.direction !== 'inbound') continue;
    if (item.channel === 'chat') {
      let chat = item;
      if (item.chatMode === 'chatbot' && random.chance(HANDOFF_CHANCE)) {
        chat = follow(item, 'handoff', random.int(2, 12));
      } else if (item.chatMode === 'chatbot') {
        // A chatbot chat handed to a person escalates to phone through that person's chat.
        if (random.chance(CHAT_TO_PHONE_CHANCE / (1 - HANDOFF_CHANCE))) {
          follow(item, 'chat-to-phone', random.int(5, 40));
        }
        continue;
      }
      if (random.chance(CHAT_TO_PHONE_CHANCE)) follow(chat, 'chat-to-phone', random.int(5, 40));
    } else if (item.channel === 'email' && random.chance(EMAIL_TO_PHONE_CHANCE)) {
      follow(item, 'email-to-phone', random.int(20, 180));
    }
  }
  return followUps;
}

function minOf(first: string, second: string): string {
  return first < second ? first : second;
}
