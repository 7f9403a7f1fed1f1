// Questions over a data set the product was never built for: synthetic hotel guest reviews
// (bench/eval/hotel-data.ts), loaded raw as the table `reviews` for the truths. Another domain
// and schema: a 1–5 star rating, nights stayed, "would return", booking channel, topic, hotel.
import type { Store } from '../../../api/src/store/db';
import type { EvalCase, ExpectedFigure } from '../eval-case';
import { daySpellings, monthSpellings } from '../spellings';
import {
  also,
  answer,
  column,
  count,
  decline,
  leader,
  named,
  ranking,
  share,
  value,
} from './truth';

const hotel = 'hotel' as const;

function reviews(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT count(*) FROM reviews WHERE ${where}`, ...params);
}

/** An average star rating or stay length, right to two decimals. */
function mean(label: string, amount: number): ExpectedFigure {
  return { label, value: amount, tolerance: 0.01, lead: true };
}

function averageStars(db: Store, where: string, ...params: string[]): number {
  return value(db, `SELECT avg(stars) FROM reviews WHERE ${where}`, ...params);
}

function reviewField(db: Store, name: 'stars' | 'property' | 'nights', ref: string): string {
  const found = column(db, `SELECT ${name} FROM reviews WHERE ref = ?`, ref);
  if (found.length !== 1) throw new Error(`Review ${ref} is not one record (${found.length})`);
  return found[0]!;
}

export const unseenHotel: EvalCase[] = [
  {
    id: 'hotel-harbour-count',
    dataset: hotel,
    category: 'descriptive',
    question: 'How many reviews does Harbour View have?',
    truth: ({ db }) => answer([count('Harbour View', reviews(db, `property = 'Harbour View'`))]),
  },
  {
    id: 'hotel-average-stars',
    dataset: hotel,
    category: 'descriptive',
    question: 'What is the average star rating across all reviews?',
    truth: ({ db }) => answer([mean('average stars', averageStars(db, '1'))]),
  },
  {
    id: 'hotel-would-return',
    dataset: hotel,
    category: 'descriptive',
    question: 'What share of guests said they would come back?',
    truth: ({ db }) =>
      answer([share('would return', value(db, 'SELECT avg(would_return) FROM reviews'))]),
  },
  {
    id: 'hotel-total-nights',
    dataset: hotel,
    category: 'descriptive',
    question: 'How many nights did the reviewing guests stay in total?',
    truth: ({ db }) => answer([count('nights', value(db, 'SELECT sum(nights) FROM reviews'))]),
  },
  {
    id: 'hotel-business-vs-family',
    dataset: hotel,
    category: 'comparison',
    question: 'Do business travellers or families give higher ratings on average?',
    truth: ({ db }) =>
      answer([
        also(mean('business', averageStars(db, `guest_type = 'business'`))),
        also(mean('family', averageStars(db, `guest_type = 'family'`))),
      ]),
  },
  {
    id: 'hotel-march-vs-april',
    dataset: hotel,
    category: 'comparison',
    question: 'How did the number of reviews in March 2025 compare with April 2025?',
    truth: ({ db }) =>
      answer([
        also(count('March', reviews(db, `day LIKE '2025-03-%'`))),
        also(count('April', reviews(db, `day LIKE '2025-04-%'`))),
      ]),
  },
  {
    id: 'hotel-lowest-rated',
    dataset: hotel,
    category: 'ranking',
    question: 'Which hotel has the lowest average rating?',
    truth: ({ db }) =>
      leader(
        'hotel',
        ranking(db, `SELECT property k, avg(stars) v FROM reviews GROUP BY k ORDER BY v ASC`),
        (v) => mean('average stars', v),
      ),
  },
  {
    id: 'hotel-castle-rock-topic',
    dataset: hotel,
    category: 'ranking',
    question: 'What do guests at Castle Rock Resort write about most?',
    truth: ({ db }) =>
      leader(
        'topic',
        ranking(
          db,
          `SELECT topic k, count(*) v FROM reviews WHERE property = 'Castle Rock Resort' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('reviews', v),
      ),
  },
  {
    id: 'hotel-longest-stay-city',
    dataset: hotel,
    category: 'ranking',
    question: 'In which city do guests stay the longest on average?',
    truth: ({ db }) =>
      leader(
        'city',
        ranking(db, `SELECT city k, avg(nights) v FROM reviews GROUP BY k ORDER BY v DESC`),
        (v) => mean('average nights', v),
      ),
  },
  {
    id: 'hotel-top-booking-channel',
    dataset: hotel,
    category: 'ranking',
    question: 'Which booking channel brings in the most reviews?',
    truth: ({ db }) =>
      leader(
        'booking channel',
        ranking(db, `SELECT booked_via k, count(*) v FROM reviews GROUP BY k ORDER BY v DESC`),
        (v) => count('reviews', v),
      ),
  },
  {
    id: 'hotel-last-30-days',
    dataset: hotel,
    category: 'relative period',
    question: 'How many reviews came in over the last 30 days?',
    truth: ({ db }) =>
      answer([count('reviews', reviews(db, `day BETWEEN '2025-06-01' AND '2025-06-30'`), 0.04)]),
  },
  {
    id: 'hotel-casual-suites',
    dataset: hotel,
    category: 'casual',
    question: 'avg stars 4 suites?',
    truth: ({ db }) => answer([mean('suite', averageStars(db, `room = 'suite'`))]),
  },
  {
    id: 'hotel-follow-noise-hotel',
    dataset: hotel,
    category: 'follow-up',
    previous: ['How many reviews are about noise?'],
    question: 'Which hotel had the most of those?',
    truth: ({ db }) =>
      leader(
        'hotel',
        ranking(
          db,
          `SELECT property k, count(*) v FROM reviews WHERE topic = 'noise' GROUP BY k ORDER BY v DESC`,
        ),
        (v) => count('noise reviews', v),
      ),
  },
  {
    id: 'hotel-multi-one-star',
    dataset: hotel,
    category: 'multi-part',
    question: 'How many one-star reviews are there, and what share of all reviews is that?',
    truth: ({ db }) =>
      answer([
        count('one-star', reviews(db, 'stars = 1')),
        share('share', value(db, 'SELECT avg(stars = 1) FROM reviews')),
      ]),
  },
  {
    id: 'hotel-lookup-stars',
    dataset: hotel,
    category: 'lookup',
    question: 'How many stars did review RV-10042 give?',
    truth: ({ db }) => answer([count('stars', Number(reviewField(db, 'stars', 'RV-10042')))]),
  },
  {
    id: 'hotel-lookup-property',
    dataset: hotel,
    category: 'lookup',
    question: 'Which hotel is review RV-11500 about?',
    truth: ({ db }) => answer([], [named('hotel', reviewField(db, 'property', 'RV-11500'))]),
  },
  {
    id: 'hotel-fact-noise-spike',
    dataset: hotel,
    category: 'planted fact',
    question: 'When did noise complaints at Harbour View spike?',
    truth: () => {
      const works: string[] = [];
      for (let date = 5; date <= 25; date += 1) {
        works.push(...daySpellings(`2025-05-${String(date).padStart(2, '0')}`));
      }
      return answer(
        [],
        [{ label: 'building works', anyOf: [...monthSpellings('2025-05'), ...works] }],
      );
    },
  },
  {
    id: 'hotel-fact-harbour-may-april',
    dataset: hotel,
    category: 'planted fact',
    question:
      'Did Harbour View’s ratings drop in May 2025? Give its average rating in April and in May.',
    truth: ({ db }) =>
      answer([
        also(mean('April', averageStars(db, `property = 'Harbour View' AND day LIKE '2025-04-%'`))),
        also(mean('May', averageStars(db, `property = 'Harbour View' AND day LIKE '2025-05-%'`))),
      ]),
  },
  {
    id: 'hotel-none-room-price',
    dataset: hotel,
    category: 'unanswerable',
    question: 'What is the average room price at Harbour View?',
    truth: () => decline('no prices in the data'),
  },
  {
    id: 'hotel-none-2024',
    dataset: hotel,
    category: 'unanswerable',
    question: 'How many reviews were posted in 2024?',
    truth: () => decline('the reviews cover January–June 2025'),
  },
  {
    id: 'hotel-none-occupancy',
    dataset: hotel,
    category: 'unanswerable',
    question: 'What was the occupancy rate of Station Lodge in March 2025?',
    truth: () => decline('no occupancy data'),
  },
  {
    id: 'hotel-solo-guests',
    dataset: hotel,
    category: 'descriptive',
    question: 'How many reviews were written by guests travelling alone?',
    truth: ({ db }) => answer([count('solo', reviews(db, `guest_type = 'solo'`))]),
  },
  {
    id: 'hotel-suite-vs-standard',
    dataset: hotel,
    category: 'comparison',
    question: 'Are suites rated better than standard rooms?',
    truth: ({ db }) =>
      answer([
        also(mean('suite', averageStars(db, `room = 'suite'`))),
        also(mean('standard', averageStars(db, `room = 'standard'`))),
      ]),
  },
  {
    id: 'hotel-five-star-month',
    dataset: hotel,
    category: 'ranking',
    question: 'Which month had the most five-star reviews?',
    truth: ({ db }) => {
      const { keys, values } = ranking(
        db,
        `SELECT substr(day, 1, 7) k, count(*) v FROM reviews WHERE stars = 5 GROUP BY k ORDER BY v DESC`,
      );
      return answer(
        [also(count('five-star reviews', values[0]!))],
        [
          {
            label: 'month',
            anyOf: monthSpellings(keys[0]!),
            rivals: keys.slice(1).flatMap(monthSpellings),
          },
        ],
      );
    },
  },
  {
    id: 'hotel-past-week',
    dataset: hotel,
    category: 'relative period',
    question: 'How many reviews did we get in the past week?',
    truth: ({ db }) =>
      answer([count('reviews', reviews(db, `day BETWEEN '2025-06-24' AND '2025-06-30'`), 0.1)]),
  },
  {
    id: 'hotel-this-month-rating',
    dataset: hotel,
    category: 'relative period',
    question: 'What is the average rating this month?',
    truth: ({ db }) => answer([mean('June 2025', averageStars(db, `day LIKE '2025-06-%'`))]),
  },
  {
    id: 'hotel-casual-station-lodge',
    dataset: hotel,
    category: 'casual',
    question: 'hw many revews for station lodge',
    truth: ({ db }) => answer([count('Station Lodge', reviews(db, `property = 'Station Lodge'`))]),
  },
  {
    id: 'hotel-casual-porto',
    dataset: hotel,
    category: 'casual',
    question: 'whats the avg rating in porto',
    truth: ({ db }) => answer([mean('Porto', averageStars(db, `city = 'Porto'`))]),
  },
  {
    id: 'hotel-follow-riverside',
    dataset: hotel,
    category: 'follow-up',
    previous: ['What is the average rating of Station Lodge?'],
    question: 'And of Riverside Suites?',
    truth: ({ db }) =>
      answer([mean('Riverside Suites', averageStars(db, `property = 'Riverside Suites'`))]),
  },
  {
    id: 'hotel-follow-agent-return',
    dataset: hotel,
    category: 'follow-up',
    previous: ['How many reviews came from guests who booked through a travel agent?'],
    question: 'What share of those guests would return?',
    truth: ({ db }) =>
      answer([
        share(
          'would return',
          value(db, `SELECT avg(would_return) FROM reviews WHERE booked_via = 'travel agent'`),
        ),
      ]),
  },
  {
    id: 'hotel-lookup-nights',
    dataset: hotel,
    category: 'lookup',
    question: 'How many nights did the guest behind review RV-10777 stay?',
    truth: ({ db }) => answer([count('nights', Number(reviewField(db, 'nights', 'RV-10777')))]),
  },
  {
    id: 'hotel-none-age',
    dataset: hotel,
    category: 'unanswerable',
    question: 'What is the average age of the reviewers?',
    truth: () => decline('no age field'),
  },
];
