/**
 * What customer-service text needs on top of VADER's general lexicon, declared as data. Valences are
 * on VADER's scale (-4 … 4, where "problem" is -1.7, "bad" -2.5, "good" 1.9); a term listed here
 * replaces whatever VADER would have made of its words.
 *
 * Phrase syntax (matched on lower-cased words, apostrophes kept, other punctuation ignored):
 *   `a|b`   either word          `cancel*`  any word starting with "cancel"
 *   `a_b`   the words "a b"      `*n't`     any word ending in "n't"
 *   `…`     up to three words of anything in between
 * At each word the longest listed phrase wins. A term preceded (within three words of its sentence)
 * by a negation ("not delayed", "wasn't cancelled") counts with VADER's negation factor.
 *
 * The entries are general customer-service language (banks, airlines, shops, utilities, telecoms),
 * written from how customers describe failures, not from any labelled set: no entry may be added
 * because of one message of an evaluation set.
 */
export interface LexiconTerm {
  readonly phrase: string;
  readonly valence: number;
}

const WAIT = 'wait|waited|waiting|waits|hold|holding|queue|queued|queuing|pending';
const DURATION = 'hour|hours|hr|hrs|minute|minutes|min|mins|day|days|week|weeks|month|months';
const LOST_THINGS =
  'bag|bags|baggage|luggage|suitcase|suitcases|package|parcel|parcels|order|delivery|item|items|mail|payment|paperwork|documents|application|booking|reservation|claim';
const RECEIPT =
  'arrived|arrive|received|receive|came|come|showed|heard|replied|reply|responded|respond|called|call|answered|delivered|refunded|fixed|resolved|got|get|gotten|happened|happen';
const SERVICE = 'service|support|care|services|relations|experience|team|agent|agents|rep|reps';

/** A failure of the service itself: negative even when told in neutral words. */
export const SERVICE_FAILURES: readonly LexiconTerm[] = [
  { phrase: `lost|misplaced|missing|damaged … ${LOST_THINGS}`, valence: -2.2 },
  { phrase: `${LOST_THINGS} … lost|missing|damaged|destroyed|stolen`, valence: -2.2 },
  { phrase: 'on hold', valence: -1.8 },
  { phrase: `${WAIT} … for|over|than|almost|nearly|another … ${DURATION}`, valence: -2.2 },
  { phrase: `${WAIT} … ${DURATION}`, valence: -2 },
  {
    phrase:
      "still waiting|pending|stuck|nothing|no|not|haven't|hasn't|can't|cannot|sitting|unresolved",
    valence: -2,
  },
  {
    phrase:
      'no|zero|without response|reply|replies|answer|answers|callback|update|updates|refund|help|information|info|explanation|notice|notification|compensation|apology|communication|assistance|resolution',
    valence: -2,
  },
  {
    phrase: `nobody|noone|no_one … ${RECEIPT}|helps|helped|cares|knows|picks|picked|give|tell|explain`,
    valence: -2,
  },
  {
    phrase: `never|didn't|didnt|did_not|haven't|havent|have_not|hasn't|hasnt|has_not|not_yet|still_not|yet_to … ${RECEIPT}`,
    valence: -2,
  },
  {
    phrase: 'charged|billed|debited … twice|double|again|extra|wrong|wrongly|incorrectly',
    valence: -2.2,
  },
  {
    phrase: 'double|duplicate charge|charges|charged|billed|billing|payment|payments|booked',
    valence: -1.8,
  },
  { phrase: 'overcharged|overbilled', valence: -1.8 },
  {
    phrase:
      'missed|miss|missing … connection|connecting|flight|appointment|delivery|deadline|payment',
    valence: -2,
  },
  { phrase: 'stuck|stranded|trapped', valence: -1.8 },
  {
    phrase:
      "not|isn't|isnt|doesn't|doesnt|didn't|didnt|won't|wont|stopped … working|work|works|load|loading|open|opening|connect|connecting",
    valence: -2,
  },
  {
    phrase: 'crash|crashed|crashes|crashing|outage|outages|glitch|glitches|bug|bugs',
    valence: -1.5,
  },
  { phrase: 'is|was|are|were|went|been|still down', valence: -1.5 },
  { phrase: 'hung|hang|hanging up', valence: -2 },
  { phrase: 'disconnected|cut_off', valence: -1.6 },
  { phrase: 'dropped … call|calls', valence: -1.6 },
  { phrase: 'call|calls|line dropped', valence: -1.6 },
  {
    phrase:
      "can't|cant|cannot|can_not|unable_to|couldn't|couldnt … reach|access|log|login|connect|contact|get_through|find|use|book|check|talk|speak|get|change|transfer|cancel|rebook|make|pay|see|sign|print|download|open|send|receive|track|board|hear|understand|believe",
    valence: -1.8,
  },
  { phrase: 'waste|wasted|wasting … time|money|day|morning|afternoon|evening', valence: -2.5 },
  { phrase: 'want|need … money|refund back', valence: -1.8 },
  { phrase: 'overbooked|oversold|diverted|misrouted', valence: -1.4 },
  { phrase: 'joke|joking|clown|clowns|circus', valence: -1.5 },
  { phrase: 'messed|screwed|mixed|fouled up', valence: -2 },
  {
    phrase:
      "never|not|won't|wont … fly|flying|use|using|buy|buying|book|booking|bank|banking|shop|shopping|order|ordering|deal|dealing … again|anymore",
    valence: -2.5,
  },
  { phrase: 'switching|switch|moving|taking … to|my_business', valence: -1.2 },
  { phrase: 'lost|losing … a|another customer', valence: -2.5 },
  { phrase: 'sarcasm|sarcastic', valence: -2 },
  { phrase: 'rude|unhelpful|incompetent|useless|unprofessional|unreliable', valence: -2.4 },
  {
    phrase:
      'unresolved|unanswered|atrocious|overpriced|flawed|unusable|disgraceful|absurd|filthy|smelly|cramped|incorrect|invalid|ripoff|rip_off|hassle|poorly|shoddy|sloppy|slow|slowest|expensive|fed_up',
    valence: -1.8,
  },
  { phrase: 'why|how_come … *n’t|not|never|no|nobody|nothing', valence: -1.5 },
  { phrase: 'losing|lost|lose trust|faith|confidence', valence: -2 },
  { phrase: 'hold|wait|waiting time|times', valence: -1 },
  { phrase: `${DURATION} of|on … hold|wait|waiting|delay|delays|delayed`, valence: -2 },
  { phrase: `${DURATION} … line|queue|hold`, valence: -1.8 },
  { phrase: 'time|money wasted', valence: -2.2 },
  { phrase: "could|couldn't|couldnt care less", valence: -2.2 },
  {
    phrase:
      'yet_again|again_and_again|every_single_time|keeps_happening|happened_again|happens_again',
    valence: -1.5,
  },
  { phrase: 'fix|sort_out … this|it|your|my|the', valence: -1.2 },
  {
    phrase:
      "didn't|didnt|doesn't|doesnt|won't|wont|wouldn't|wouldnt|refused_to|refuse_to|refuses_to … let|allow|give|help|honor|honour|accept|answer|refund|care|reply|respond",
    valence: -1.8,
  },
  { phrase: 'no|zero clue|idea|luck|options|choice|signal|seats|wifi', valence: -1.5 },
  { phrase: 'left … without|behind', valence: -1.5 },
  { phrase: 'nightmare|fiasco|disaster|shambles', valence: -2.6 },
  {
    phrase:
      'without my|our permission|consent|authorization|authorisation|knowledge|approval|agreement',
    valence: -2,
  },
  { phrase: 'called|phoned|emailed|contacted|written|wrote … times|twice', valence: -1.8 },
  { phrase: 'do_better|be_better|try_harder', valence: -1.5 },
  {
    phrase:
      "can't|cant|couldn't|couldnt|didn't|didnt|won't|wont|wouldn't|wouldnt|doesn't|doesnt|don't|dont|not|no|nobody|noone|no_one … help|helping|helped",
    valence: -1.8,
  },
];

/**
 * Events that are failures when reported ("my train was cancelled", "please rebook me, my train
 * was cancelled") and a plain question when asked about ("is the 9:10 train cancelled?"): in a
 * question they count only beside a complaint (a "why", or another negative word in the sentence).
 */
export const SERVICE_EVENTS: readonly LexiconTerm[] = [
  { phrase: 'cancelled|canceled|cancellation|cancellations', valence: -1.6 },
  { phrase: 'delayed|delay|delays|late|overdue|postponed|rescheduled', valence: -1.6 },
  { phrase: 'issue|issues', valence: -1.2 },
];

/** Openings of a question that complains rather than asks. */
export const COMPLAINING_QUESTIONS: readonly string[] = ['why', 'how_come', 'what_happened'];

/**
 * Words of the trade that VADER reads as praise ("credit" +1.6, "interest" +2.0, "security" +1.4,
 * "help" +1.7, "care" +2.2 in "customer care") but that name a product, a department or an
 * everyday request in customer messages.
 */
export const DOMAIN_WORDS: readonly LexiconTerm[] = [
  { phrase: 'credit|credits|credited|interest|security|secure|securely', valence: 0 },
  { phrase: 'free', valence: 0 },
  { phrase: 'fee|fees|charge|charges|rate|rates|share|shares|pay|payment|save', valence: 0 },
  { phrase: `customer|client … ${SERVICE}`, valence: 0 },
  { phrase: 'help|helping|helps|support|supported|care', valence: 0 },
  { phrase: 'please|pls|plz|kindly', valence: 0 },
  // A hope is a wish for something to be done ("hoping to get rebooked"), not praise.
  { phrase: 'hope|hoping|hopefully', valence: 0 },
  { phrase: 'like', valence: 0 },
  { phrase: 'pretty|well', valence: 0 },
  { phrase: 'i|we|really|totally|absolutely|just … like|liked', valence: 1.5 },
  { phrase: 'make|making|be sure', valence: 0 },
  { phrase: 'dear|hi|hello|hey', valence: 0 },
  { phrase: 'best|kind|warm regards|wishes', valence: 0 },
  { phrase: 'as well', valence: 0 },
  { phrase: 'chance|true|promise|promised|ready|yes|ok|okay|sure|want|fine', valence: 0 },
];

/** Praise that customers write and VADER's lexicon lacks. */
export const PRAISE: readonly LexiconTerm[] = [
  { phrase: 'stellar|phenomenal|exceptional|top-notch|first-class|flawless', valence: 2.8 },
  { phrase: "you|u|guys|y'all|team|crew|staff … rock|rocks|rocked", valence: 2.5 },
  { phrase: 'rocks|luv', valence: 2.2 },
  {
    phrase:
      'above_and_beyond|made_my_day|went_out_of_their_way|went_out_of_her_way|went_out_of_his_way',
    valence: 2.8,
  },
  {
    phrase:
      'seamless|seamlessly|smooth|smoothly|prompt|promptly|attentive|professional|professionally|painless',
    valence: 1.6,
  },
  { phrase: 'shoutout|shout_out|props', valence: 1.5 },
  { phrase: 'sorted|fixed|resolved|solved', valence: 1.2 },
  { phrase: 'no problem|problems|worries|issue|issues', valence: 1 },
  { phrase: 'quick question|query', valence: 0 },
  { phrase: 'good morning|afternoon|evening|night|day', valence: 0 },
];

/**
 * Courtesy: gratitude is praise only in a message that neither asks for something nor complains
 * ("thanks for the upgrade!"), and politeness otherwise ("can you rebook me? thanks", "flight
 * delayed 3 hours. thanks").
 */
export const COURTESY: readonly LexiconTerm[] = [
  { phrase: 'thanks|thank|thx|ty|thankyou|cheers', valence: 1.9 },
  { phrase: 'appreciate|appreciated|grateful', valence: 1.7 },
];

/** Emoji that customers use for a feeling (VADER's port reads none of them). */
export const EMOJI: readonly LexiconTerm[] = [
  { phrase: '👎|😡|😠|🤬|😤|💩|🖕', valence: -2.5 },
  { phrase: '😒|🙄|😞|😟|😔|😢|😭|😩|😫|💔|😕|🙁|☹|😣|😖', valence: -1.8 },
  {
    phrase: '👍|👏|🙌|😊|😀|😃|😄|😁|🙂|😍|🥰|❤|💙|💜|💚|💛|♥|😎|🎉|💯|⭐|🌟|😘|🤗',
    valence: 1.8,
  },
];

/** Cheap sarcasm markers: praise words used to complain. */
export const SARCASM: readonly LexiconTerm[] = [
  { phrase: 'thanks|thank_you for nothing', valence: -2.5 },
  { phrase: 'good_luck with that', valence: -1.5 },
  { phrase: 'yeah|oh right|sure', valence: -1.2 },
  { phrase: 'oh great|wonderful|brilliant|perfect', valence: -1.2 },
  { phrase: 'just … what_i_needed|what_i_wanted', valence: -1.5 },
];

/**
 * A sentence that asks something: its positive words describe what is asked about, not a feeling.
 * A sentence asks when it holds a question mark, opens like a question or holds a request marker.
 */
export const REQUEST_OPENERS: readonly string[] = [
  'can|could|would|will|do|did|does you|u|i|we|someone|anyone|somebody|anybody',
  'how|when|where|what|why|which|who|whom|whose do|does|did|can|could|is|are|was|were|will|would|should|long|much|many|i|we|to',
  'is|are there',
  'any_chance|any_way|any_update|any_news',
];

/** Phrases that read like a request but give thanks: "I would like to thank the agent". */
export const THANKS_NOT_REQUESTS: readonly string[] = [
  'like|want|wish to thank|commend|compliment|praise',
  'like|want|wish to say thanks|thank_you|well_done',
];

/** Phrases that make a sentence a request wherever they stand. */
export const REQUEST_MARKERS: readonly string[] = [
  'please|pls|plz|kindly',
  "i|i'd|we|we'd … need|like|want|looking_for",
  "would|i'd|we'd love|appreciate",
  'let me|us know',
  'hope|hoping|hopefully',
  // A conditional is a wish: "it would be nice to get my bag back".
  "would_be|would've_been|would_have_been|it'd_be|that'd_be",
  'dm|message|email|call|contact|follow|text me|us',
];
