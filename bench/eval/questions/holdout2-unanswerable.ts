// Second held-out round: questions neither data set can answer — measures and fields they lack,
// periods outside them, records and values that do not exist, and the future. Each must be
// declined rather than answered with a nearby figure.
import type { EvalCase } from '../eval-case';
import { decline } from './truth';

const demo = 'demo' as const;
const airline = 'airline' as const;
const category = 'unanswerable' as const;

export const holdout2Unanswerable: EvalCase[] = [
  {
    id: 'h2-none-wait-minutes',
    dataset: demo,
    category,
    question: 'How many minutes on average did callers wait on 19 August 2026?',
    truth: () => decline('no wait durations'),
  },
  {
    id: 'h2-none-q1-2027',
    dataset: demo,
    category,
    question: 'How many complaints came in during Q1 2027?',
    truth: () => decline('the data ends on 31 October 2026'),
  },
  {
    id: 'h2-none-income',
    dataset: demo,
    category,
    question: 'What is the average annual income of our business customers?',
    truth: () => decline('no income field'),
  },
  {
    id: 'h2-none-advisor',
    dataset: demo,
    category,
    question: 'Which advisor resolved the most complaint cases?',
    truth: () => decline('no staff data'),
  },
  {
    id: 'h2-none-compensation',
    dataset: demo,
    category,
    question: 'How much compensation did we pay out for SLA breaches?',
    truth: () => decline('no monetary fields'),
  },
  {
    id: 'h2-none-northern-ireland',
    dataset: demo,
    category,
    question: 'How many complaints came from customers in Northern Ireland?',
    truth: () => decline('no Northern Ireland region (North is a different region)'),
  },
  {
    id: 'h2-none-open-rate',
    dataset: demo,
    category,
    question: 'What is the open rate of the marketing emails we send?',
    truth: () => decline('no email tracking data'),
  },
  {
    id: 'h2-none-customer-c04567',
    dataset: demo,
    category,
    question: 'What is the average sentiment of customer C-04567?',
    truth: () => decline('no such customer (ids end at C-03000)'),
  },
  {
    id: 'h2-none-message-m030000',
    dataset: demo,
    category,
    question: 'Tell me about communication M-030000.',
    truth: () => decline('no such communication'),
  },
  {
    id: 'h2-none-forecast-breach',
    dataset: demo,
    category,
    question: 'What will the complaint SLA breach rate be next quarter?',
    truth: () => decline('the data holds no future'),
  },
  {
    id: 'h2-none-october-2025',
    dataset: demo,
    category,
    question: 'How many messages did we receive in October 2025?',
    truth: () => decline('the data starts on 1 November 2025'),
  },
  {
    id: 'h2-none-spirit',
    dataset: airline,
    category,
    question: 'How many tweets did Spirit Airlines get?',
    truth: () => decline('Spirit is not in the data'),
  },
  {
    id: 'h2-none-flights-cancelled',
    dataset: airline,
    category,
    question: 'How many flights did Southwest cancel that week?',
    truth: () => decline('tweets about cancellations, not flight operations'),
  },
  {
    id: 'h2-none-tweeter-age',
    dataset: airline,
    category,
    question: 'How old are the people who tweet at Delta, on average?',
    truth: () => decline('no user demographics'),
  },
  {
    id: 'h2-none-december-2014',
    dataset: airline,
    category,
    question: 'How many tweets were sent in December 2014?',
    truth: () => decline('the data covers 16–24 February 2015'),
  },
  {
    id: 'h2-none-city',
    dataset: airline,
    category,
    question: 'Which city tweeted the most about delays?',
    truth: () => decline('no location field'),
  },
];
