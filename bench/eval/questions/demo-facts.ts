// Demo corpus: the planted facts asked in an analyst's own words, and plain descriptive figures.
import type { EvalCase } from '../eval-case';
import { daySpellings } from '../spellings';
import {
  also,
  answer,
  averageSentiment,
  column,
  communications,
  count,
  named,
  score,
  share,
  top,
  value,
} from './truth';
import { handOffRate, medianResolutionDays } from './demo-sql';

const LOGIN_COMPLAINTS = `product = 'Mobile App' AND category = 'Login & Access' AND intent = 'complaint'`;
const CARD_FEE_COMPLAINTS = `product = 'Credit Card' AND category = 'Fees & Charges' AND intent = 'complaint'`;
const RESOLUTION_DAYS = `julianday(closed_at) - julianday(opened_at)`;

function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let day = new Date(`${from}T00:00:00Z`); day <= new Date(`${to}T00:00:00Z`);) {
    days.push(day.toISOString().slice(0, 10));
    day = new Date(day.getTime() + 86_400_000);
  }
  return days;
}

export const demoFacts: EvalCase[] = [
  {
    id: 'demo-login-spike-when',
    dataset: 'demo',
    category: 'planted fact',
    question: 'When did login complaints about the mobile app spike?',
    // Any day of the two weeks after the release, or the month itself, places the spike.
    truth: () =>
      answer(
        [],
        [
          named(
            'spike period',
            'March 2026',
            ...daysBetween('2026-03-10', '2026-03-23').flatMap(daySpellings),
          ),
        ],
      ),
  },
  {
    id: 'demo-login-spike-size',
    dataset: 'demo',
    category: 'planted fact',
    question:
      'How many Mobile App login complaints were there in the two weeks from 10 March 2026, compared with the two weeks before?',
    truth: ({ db }) =>
      answer([
        count(
          'complaints 10–23 March',
          communications(db, `${LOGIN_COMPLAINTS} AND day BETWEEN '2026-03-10' AND '2026-03-23'`),
          0.05,
        ),
        also(
          count(
            'complaints 24 Feb–9 March',
            communications(db, `${LOGIN_COMPLAINTS} AND day BETWEEN '2026-02-24' AND '2026-03-09'`),
            0.1,
          ),
        ),
      ]),
  },
  {
    id: 'demo-handoff-rate',
    dataset: 'demo',
    category: 'planted fact',
    question: 'What share of chatbot chats get handed over to a human agent?',
    truth: ({ db }) => answer([share('hand-off rate', handOffRate(db))]),
  },
  {
    id: 'demo-chat-to-phone',
    dataset: 'demo',
    category: 'planted fact',
    question: 'What percentage of chats end up escalated to a phone call?',
    truth: ({ db }) =>
      answer([
        share(
          'chat→phone rate',
          communications(db, `channel = 'phone' AND escalated_from = 'chat'`) /
            communications(db, `channel = 'chat'`),
        ),
      ]),
  },
  {
    id: 'demo-cdd-count',
    dataset: 'demo',
    category: 'planted fact',
    question: 'How many customer due diligence remediation cases do we have?',
    truth: ({ db }) =>
      answer([count('CDD cases', value(db, `SELECT count(*) FROM cases WHERE type = 'cdd'`))]),
  },
  {
    id: 'demo-cdd-restricted-share',
    dataset: 'demo',
    category: 'planted fact',
    question: 'What proportion of CDD cases ended with the account being restricted?',
    truth: ({ db }) =>
      answer([
        share(
          'restricted share',
          value(db, `SELECT avg(account_restricted) FROM cases WHERE type = 'cdd'`),
        ),
      ]),
  },
  {
    id: 'demo-cdd-median-resolution',
    dataset: 'demo',
    category: 'planted fact',
    question: 'What is the median time to resolve a CDD case, in days?',
    truth: ({ db }) =>
      answer([score('median days', medianResolutionDays(db, `type = 'cdd'`), 0.6)]),
  },
  {
    id: 'demo-sla-breach-year',
    dataset: 'demo',
    category: 'planted fact',
    question: 'What was the SLA breach rate for complaint cases over the whole year?',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate',
          value(db, `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint'`),
        ),
      ]),
  },
  {
    id: 'demo-sla-breach-after-release',
    dataset: 'demo',
    category: 'planted fact',
    question:
      'What was the complaint SLA breach rate for cases opened in the two weeks after 10 March 2026?',
    truth: ({ db }) =>
      answer([
        share(
          'breach rate 10–23 March',
          value(
            db,
            `SELECT avg(sla_breached) FROM cases WHERE type = 'complaint' AND substr(opened_at, 1, 10) BETWEEN '2026-03-10' AND '2026-03-23'`,
          ),
          0.03,
        ),
      ]),
  },
  {
    id: 'demo-phone-outage-day',
    dataset: 'demo',
    category: 'planted fact',
    question: 'On which day did phone volume spike, and how many calls were there?',
    truth: ({ db }) => {
      const days = column(
        db,
        `SELECT day FROM communications WHERE channel = 'phone' GROUP BY day ORDER BY count(*) DESC LIMIT 5`,
      );
      return answer(
        [
          also(
            count('calls that day', communications(db, `channel = 'phone' AND day = ?`, days[0]!)),
          ),
        ],
        [
          {
            ...top('spike day', days),
            anyOf: daySpellings(days[0]!),
            rivals: days.slice(1).flatMap(daySpellings),
          },
        ],
      );
    },
  },
  {
    id: 'demo-savings-after-rate-rise',
    dataset: 'demo',
    category: 'planted fact',
    question:
      'What has the average sentiment of Savings communications been since the rate rise on 1 September 2026?',
    truth: ({ db }) =>
      answer([
        score(
          'Savings sentiment since 1 Sep',
          averageSentiment(db, `product = 'Savings' AND day >= '2026-09-01'`),
        ),
      ]),
  },
  {
    id: 'demo-card-fee-june',
    dataset: 'demo',
    category: 'planted fact',
    question: 'How many Credit Card fee complaints did we get in June 2026 compared with May 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'June',
          communications(db, `${CARD_FEE_COMPLAINTS} AND substr(day, 1, 7) = '2026-06'`),
        ),
        also(
          count(
            'May',
            communications(db, `${CARD_FEE_COMPLAINTS} AND substr(day, 1, 7) = '2026-05'`),
          ),
        ),
      ]),
  },
  {
    id: 'demo-total-communications',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many communications are in the data?',
    truth: ({ db }) => answer([count('communications', communications(db, '1'))]),
  },
  {
    id: 'demo-customer-count',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many customers do we have?',
    truth: ({ db }) => answer([count('customers', value(db, 'SELECT count(*) FROM customers'))]),
  },
  {
    id: 'demo-overall-sentiment',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What is the average sentiment across all communications?',
    truth: ({ db }) => answer([score('average sentiment', averageSentiment(db, '1'))]),
  },
  {
    id: 'demo-complaint-total',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many complaints have we received in total?',
    truth: ({ db }) => answer([count('complaints', communications(db, `intent = 'complaint'`))]),
  },
  {
    id: 'demo-emails-june',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many emails were there in June 2026?',
    truth: ({ db }) =>
      answer([
        count(
          'emails in June',
          communications(db, `channel = 'email' AND substr(day, 1, 7) = '2026-06'`),
        ),
      ]),
  },
  {
    id: 'demo-negative-share',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What share of all communications are negative?',
    truth: ({ db }) =>
      answer([
        share(
          'negative share',
          communications(db, `sentiment_label = 'negative'`) / communications(db, '1'),
        ),
      ]),
  },
  {
    id: 'demo-mortgage-sentiment',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What is the average sentiment of communications about mortgages?',
    truth: ({ db }) =>
      answer([score('Mortgage sentiment', averageSentiment(db, `product = 'Mortgage'`))]),
  },
  {
    id: 'demo-dispute-cases',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many dispute cases were opened?',
    truth: ({ db }) =>
      answer([
        count('dispute cases', value(db, `SELECT count(*) FROM cases WHERE type = 'dispute'`)),
      ]),
  },
  {
    id: 'demo-complaint-mean-resolution',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What is the mean resolution time of complaint cases in days?',
    truth: ({ db }) =>
      answer([
        score(
          'mean days',
          value(
            db,
            `SELECT avg(${RESOLUTION_DAYS}) FROM cases WHERE type = 'complaint' AND closed_at IS NOT NULL`,
          ),
          0.3,
        ),
      ]),
  },
  {
    id: 'demo-premier-customers',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many premier customers are there?',
    truth: ({ db }) =>
      answer([
        count(
          'premier customers',
          value(db, `SELECT count(*) FROM customers WHERE segment = 'premier'`),
        ),
      ]),
  },
  {
    id: 'demo-social-volume',
    dataset: 'demo',
    category: 'descriptive',
    question: 'How many communications came in through social media?',
    truth: ({ db }) => answer([count('social', communications(db, `channel = 'social'`))]),
  },
  {
    id: 'demo-chatbot-sentiment',
    dataset: 'demo',
    category: 'descriptive',
    question: 'What is the average sentiment of chatbot conversations?',
    truth: ({ db }) =>
      answer([score('chatbot sentiment', averageSentiment(db, `chat_mode = 'chatbot'`))]),
  },
];
