import type { Random } from './random';
import { TOPIC_PHRASES } from './topic-phrases';
import type { Category, Channel, Intent } from './vocabulary';

/** How the customer sounds; the sentiment score is computed from the text this produces. */
export type Tone = 'furious' | 'annoyed' | 'calm' | 'warm';

/** Storylines of the planted facts, which replace the topic's generic problem statement. */
export type Theme =
  | 'app-release'
  | 'card-fee'
  | 'phone-outage'
  | 'savings-rise'
  | 'cdd-request'
  | 'cdd-reply'
  | 'cdd-restricted';

/** How a follow-up communication continues the one before it. */
export type FollowUpKind = 'handoff' | 'chat-to-phone' | 'email-to-phone';

export interface MessageSpec {
  readonly channel: Channel;
  readonly chatMode: 'chatbot' | 'human' | null;
  readonly direction: 'inbound' | 'outbound';
  readonly intent: Intent;
  readonly category: Category;
  readonly subcategory: string;
  readonly tone: Tone;
  readonly theme?: Theme;
  readonly followUp?: FollowUpKind;
  /** YYYY-MM-DD of the communication; dates and app versions in the text are relative to it. */
  readonly day: string;
  readonly firstName: string;
}

export interface ComposedMessage {
  readonly subject: string;
  readonly body: string;
}

const TONE_LINES: Record<Tone, readonly string[]> = {
  furious: [
    'This is absolutely unacceptable.',
    'I am furious.',
    'Frankly this is a disgrace.',
    'Useless, utterly useless.',
    'I am sick and tired of this.',
    'Worst bank I have ever dealt with.',
    'Appalling. I hate dealing with you.',
    'This is a shambles and I am disgusted.',
    'Fix this now, it is ridiculous.',
    'Absolutely pathetic service.',
    'I am angry and fed up.',
  ],
  annoyed: [
    'This is really frustrating.',
    'Very unhappy about this.',
    'It is really annoying.',
    'Very disappointed.',
    'This keeps happening and it is a nuisance.',
    'I have wasted a lot of time on this.',
    'I am disappointed and annoyed.',
    'Poor show.',
  ],
  calm: ['', '', 'Could you let me know?', 'Thanks.', 'I look forward to your reply.', ''],
  warm: [
    'Thank you so much!',
    'Great service, really impressed.',
    'Brilliant, well done to the team.',
    'Really happy, thanks.',
    'Excellent, keep it up.',
    'Lovely experience, thank you.',
  ],
};

const OPENINGS: Record<Intent, readonly string[]> = {
  complaint: ['I want to make a complaint.', 'I am writing to complain.', 'Another problem.', ''],
  enquiry: ['Quick question.', 'I have a question.', ''],
  request: ['Please can you sort this out.', 'I need this changed.', 'Request:', ''],
  praise: ['Just a quick note.', 'Wanted to share some feedback.', ''],
};

const THEME_LINES: Record<Theme, { subjects: readonly string[]; lines: readonly string[] }> = {
  'app-release': {
    subjects: [
      "Can't log in since the 5.2 update",
      'Face ID not working after update',
      'Login broken after app update',
      'One-time passcode not arriving since update',
      'Locked out after updating the app',
    ],
    lines: [
      "Since the 5.2 update I can't log in at all, the app is broken.",
      'After updating to app version {version} face ID no longer works and it keeps rejecting my passcode. Awful.',
      'The one-time passcode never arrives since the 5.2 update, so I am stuck and locked out.',
      "I can't log in since the update on {date}, the app just says something went wrong. Useless.",
      'Face ID fails every time since 5.2 and then the account gets locked. What a mess.',
      'Since the 5.2 update the app logs me out and the one-time passcode is rejected. Terrible.',
      "Your 5.2 update is a disaster, I can't log in to pay my bills.",
    ],
  },
  'card-fee': {
    subjects: [
      'New annual fee on my credit card',
      'Card fee change',
      'Unfair fee change',
      'Annual fee',
    ],
    lines: [
      'I have just been charged the new annual fee of £{fee} on my credit card.',
      'Nobody told me about this fee change, £{fee} a year for a basic card.',
      'The fee change from 1 June is outrageous, £{fee} just to keep my card.',
      'I have had this card for years and now there is a new annual fee of £{fee}.',
      'Your fee change means I pay £{fee} for nothing, cancel it or I close the card.',
    ],
  },
  'phone-outage': {
    subjects: ['Phone lines down', 'Cannot get through on the phone', 'Call keeps dropping'],
    lines: [
      'I have tried calling five times today and the call drops every time.',
      'Your phone lines are down, I was on hold for {minutes} minutes and then cut off.',
      'Is there a problem with your phones? Nobody answers and the line goes dead.',
      'On hold for {minutes} minutes, then the call dropped. Again.',
    ],
  },
  'savings-rise': {
    subjects: ['Savings rate rise', 'Thank you for the rate rise', 'Better interest on savings'],
    lines: [
      'Really pleased with the rate rise on my savings.',
      'The better interest since the rate rise is great.',
      'Just moved more money across after the rate rise, much better interest than before.',
      'Glad to see the savings rate rise, finally a rate worth having.',
      'The new savings rate is excellent, I am very happy to stay.',
    ],
  },
  'cdd-request': {
    subjects: ['We need to confirm some details', 'Customer due diligence review', 'Action needed'],
    lines: [
      'As part of our regular checks we need to confirm some details on your account. Please send {document} within 14 days using the app or at a branch. Reference {ref}.',
      'We are reviewing the information we hold about you. Please provide {document} so we can complete the review. Reference {ref}.',
    ],
  },
  'cdd-reply': {
    subjects: ['Documents sent', 'Re: customer due diligence review', 'My documents'],
    lines: [
      'I have uploaded the documents as requested, reference {ref}.',
      'Here is the evidence you asked for, reference {ref}.',
      'Sent the paperwork through the app today, reference {ref}.',
    ],
  },
  'cdd-restricted': {
    subjects: ['Account restricted', 'Why is my account frozen?', 'Account blocked'],
    lines: [
      'My account has been restricted and I cannot get to my own money.',
      'You froze my account over a form, this is outrageous.',
      'I cannot pay my rent because you have blocked my account.',
      'I sent the documents twice and my account is still frozen.',
      'My card was refused everywhere today because you restricted my account without warning.',
    ],
  },
};

const CDD_DOCUMENTS: Record<string, string> = {
  'Missing ID documents': 'a copy of your passport or driving licence',
  'Address verification': 'a recent utility bill or council tax bill showing your address',
  'Source of funds': 'evidence of the source of funds for recent deposits, such as payslips',
};

const AGENTS = ['Sam', 'Priya', 'Tom', 'Aisha', 'Gareth', 'Mei', 'Olu', 'Hannah', 'Rory', 'Leila'];
const MERCHANTS = [
  'Tesco',
  'Amazon',
  'Ryanair',
  'a hotel in Spain',
  'eBay',
  'Argos',
  'Uber',
  'ASOS',
];
const DEVICES = ['iPhone 15', 'iPhone 13', 'Pixel 8', 'Samsung Galaxy S24', 'iPad'];
const MONTHS = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
];
const AGENT_ACTIONS: Record<Intent, readonly string[]> = {
  complaint: [
    'logged a complaint with a reference',
    'apologised and passed it to the team',
    'explained the next steps and logged the case',
  ],
  enquiry: ['answered the question', 'explained the options', 'sent a link with the details'],
  request: ['made the change', 'placed the request', 'arranged it and confirmed by text'],
  praise: ['passed the feedback on to the team', 'noted the feedback'],
};

export function composeMessage(random: Random, spec: MessageSpec): ComposedMessage {
  const phrases = TOPIC_PHRASES[spec.category][spec.subcategory];
  if (!phrases) throw new Error(`no phrases for ${spec.category} / ${spec.subcategory}`);
  const themed = spec.theme ? THEME_LINES[spec.theme] : undefined;
  // One message speaks of one card, one fee, one device: slot values are drawn once per message.
  const slots = new Map<string, string>();
  const fill = (template: string) => fillSlots(random, spec, slots, template);
  const subject = fill(random.pick(themed?.subjects ?? phrases.subjects));

  let core: string;
  if (themed) core = random.pick(themed.lines);
  else if (spec.intent === 'enquiry') core = random.pick(phrases.questions);
  else if (spec.intent === 'praise') core = random.pick(phrases.praise);
  else core = random.pick(phrases.problems);
  // Complaints often carry a second statement from the same topic: more words to search for.
  const statements = themed?.lines ?? phrases.problems;
  if (spec.intent === 'complaint' && statements.length > 1 && random.chance(0.5)) {
    const second = statements.filter((line) => line !== core);
    core += ' ' + random.pick(second.length > 0 ? second : statements);
  }
  // The bank's own letters carry no customer mood.
  let toneLine = spec.direction === 'outbound' ? '' : random.pick(TONE_LINES[spec.tone]);
  if (spec.tone === 'furious' && random.chance(0.5)) {
    toneLine += ' ' + random.pick(TONE_LINES.furious.filter((line) => line !== toneLine));
  }
  const said = fill(joinSentences(core, toneLine));
  const agent = random.pick(AGENTS);
  const action = random.pick(AGENT_ACTIONS[spec.intent]);
  const topic = subject.toLowerCase();

  if (spec.followUp === 'handoff') {
    return {
      subject,
      body:
        `Transferred from the virtual assistant.\nAgent (${agent}): Hi ${spec.firstName}, I have ` +
        `picked this up from the chatbot.\nCustomer: The bot could not answer, I need a person. ${said}\n` +
        `Agent (${agent}): I have ${action}.`,
    };
  }
  if (spec.followUp === 'chat-to-phone' || spec.followUp === 'email-to-phone') {
    const before = spec.followUp === 'chat-to-phone' ? 'a chat' : 'an email';
    return {
      subject,
      body: `Call note: customer called after ${before} about ${topic}. Customer said: "${said}" Agent ${agent} ${action}.`,
    };
  }
  if (spec.direction === 'outbound')
    return { subject, body: outboundBody(random, spec, said, agent, action, topic) };

  const opening = random.pick(OPENINGS[spec.intent]);
  switch (spec.channel) {
    case 'phone':
      return {
        subject,
        body: `Call note: customer called about ${topic}. Customer said: "${said}" Agent ${agent} ${action}.`,
      };
    case 'chat':
      if (spec.chatMode === 'chatbot') {
        return {
          subject,
          body:
            'Bot: Hi, I am Penny, the Sightline virtual assistant. What can I do for you?\n' +
            `Customer: ${joinSentences(opening, said)}\nBot: Here is an article about ${topic}.`,
        };
      }
      return {
        subject,
        body: `Agent (${agent}): You are through to ${agent}.\nCustomer: ${joinSentences(opening, said)}\nAgent (${agent}): I have ${action}.`,
      };
    case 'social':
      return { subject, body: `@SightlineBank ${said}` };
    case 'letter':
      return {
        subject,
        body: `To whom it may concern,\n\n${joinSentences(opening, said)}\n\n${spec.firstName}`,
      };
    case 'email':
      return {
        subject,
        body: `Hello,\n\n${joinSentences(opening, said)}\n\n${spec.firstName}`,
      };
  }
}

function outboundBody(
  random: Random,
  spec: MessageSpec,
  said: string,
  agent: string,
  action: string,
  topic: string,
): string {
  if (spec.theme === 'cdd-request') {
    return `Dear ${spec.firstName},\n\n${said}\n\nCustomer Due Diligence team, Sightline Bank`;
  }
  if (spec.channel === 'phone') {
    return `Outbound call: ${agent} called the customer back about ${topic} and ${action}.`;
  }
  const reply = random.pick([
    `We are writing about your recent contact regarding ${topic}.`,
    `This is an update on ${topic}.`,
  ]);
  return `${spec.firstName},\n\n${reply} Our adviser ${agent} ${action}.\n\nSightline Bank`;
}

function joinSentences(...parts: string[]): string {
  return parts.filter((part) => part.length > 0).join(' ');
}

/** Values that stay the same wherever they recur in one message. */
const STABLE_SLOTS = new Set(['fee', 'card', 'version', 'ref', 'merchant', 'device']);

function fillSlots(
  random: Random,
  spec: MessageSpec,
  slots: Map<string, string>,
  template: string,
): string {
  return template.replace(/\{(\w+)\}/g, (slot, name: string) => {
    const known = slots.get(name);
    if (known !== undefined) return known;
    const value = slotValue(random, spec, name) ?? slot;
    if (STABLE_SLOTS.has(name)) slots.set(name, value);
    return value;
  });
}

function slotValue(random: Random, spec: MessageSpec, name: string): string | undefined {
  switch (name) {
    case 'amount':
      return formatPounds(random.int(5, 900) + random.int(0, 99) / 100);
    case 'fee':
      return spec.theme === 'card-fee'
        ? random.pick(['36', '48', '60', '95'])
        : formatPounds(random.int(5, 39) + random.pick([0, 0.5, 0.99]));
    case 'card':
      return String(random.int(1000, 9999));
    case 'date': {
      // Nobody blames the 5.2 release for a problem from before it shipped.
      const earliest = spec.theme === 'app-release' ? '2026-03-10' : undefined;
      return recentDate(random, spec.day, earliest);
    }
    case 'version':
      return appVersion(random, spec.day);
    case 'ref':
      return `SL-${random.int(100000, 999999)}`;
    case 'merchant':
      return random.pick(MERCHANTS);
    case 'minutes':
      return String(spec.theme === 'phone-outage' ? random.int(40, 120) : random.int(20, 75));
    case 'device':
      return random.pick(DEVICES);
    case 'document':
      return CDD_DOCUMENTS[spec.subcategory] ?? 'proof of identity';
    default:
      return undefined;
  }
}

function formatPounds(value: number): string {
  return Number.isInteger(value) ? String(value) : value.toFixed(2);
}

/** "12 March": a day up to a week before the communication. */
function recentDate(random: Random, day: string, earliest?: string): string {
  const date = new Date(`${day}T12:00:00Z`);
  date.setUTCDate(date.getUTCDate() - random.int(0, 6));
  if (earliest && date.toISOString().slice(0, 10) < earliest)
    date.setTime(Date.parse(`${earliest}T12:00:00Z`));
  return `${date.getUTCDate()} ${MONTHS[date.getUTCMonth()]}`;
}

/** The Mobile App version customers had on a given day: 5.2 shipped on 2026-03-10. */
function appVersion(random: Random, day: string): string {
  if (day < '2026-03-10') return random.pick(['5.1', '5.1.3', '5.1.4']);
  if (day < '2026-03-25') return random.pick(['5.2', '5.2', '5.2.1']);
  return random.pick(['5.2.2', '5.3']);
}
