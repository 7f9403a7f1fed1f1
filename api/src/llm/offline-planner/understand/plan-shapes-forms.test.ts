import { describe } from 'node:test';
import { plansOf, expectEach } from './plans-forms-support';
import { REPAIR_JOBS_DICTIONARY } from './repair-jobs-dictionary';
import { SERVICE_REQUESTS_DICTIONARY } from './service-requests-dictionary';
import { VENUE_TICKETS_DICTIONARY } from './venue-tickets-dictionary';

/**
 * The shape of a plan asked in phrasings of our own over domains the planner was not built on (a
 * concert venue's ticket issues, a city utility's service requests, repair jobs): "rank G by X"
 * puts every group in the order asked; a span said with its length ("the two weeks starting
 * 3 March") is that long; a question of two or three asks is planned ask by ask, a request ("give
 * me the top 3 …") and "what did they cost" being asks of their own; "the most refunds" where a
 * refund is a kind of record counts those records, the money is summed only when asked; a share
 * or average of every record ("of all kinds", "across every appliance", "what rating do residents
 * give") is not grouped, while "in each hall" is; a number compared across a yes/no field ("than
 * those without", "versus those who did not") is its average on each side.
 */
const VENUE = VENUE_TICKETS_DICTIONARY;
const REQUESTS = SERVICE_REQUESTS_DICTIONARY;
const REPAIRS = REPAIR_JOBS_DICTIONARY;

describe('"rank G by X": every group, in the order asked', () => {
  expectEach(plansOf, [
    [
      VENUE,
      'Rank the halls by average star rating, lowest first.',
      ['m=average:stars g=Venue Hall r=asc50'],
    ],
    [VENUE, 'Order the issue kinds by how many there were.', ['m=count g=issue kind r=desc50']],
    [
      VENUE,
      'List the agents by total amount refunded.',
      ['m=sum:refund amt (GBP) g=agent r=desc50'],
    ],
    [
      VENUE,
      'Rank the halls by minutes waited: which one comes out worst?',
      ['m=average:wait mins g=Venue Hall r=desc50'],
    ],
    [
      REQUESTS,
      'Rank the districts by average rating, lowest first.',
      ['m=average:rating g=district r=asc50'],
    ],
    [
      REQUESTS,
      'order channels by escalated requests',
      ['m=count f=outcome=escalated g=channel r=desc50'],
    ],
    [REQUESTS, 'List the districts by total call-out fee.', ['m=sum:fee g=district r=desc50']],
    [
      REPAIRS,
      'Rank the appliances by average repair time: which one comes out lowest?',
      ['m=average:repair_hours g=appliance r=asc50'],
    ],
    [REPAIRS, 'List technicians by parts cost total', ['m=sum:parts_cost g=technician r=desc50']],
    [
      REPAIRS,
      'Rank the technicians by S1 jobs, top 2 only',
      ['m=count f=severity=S1 g=technician r=desc2'],
    ],
  ]);
});

describe('a span said with its length starts on the day said and lasts that long', () => {
  expectEach(plansOf, [
    [
      VENUE,
      'How many refunds were there in the two weeks starting 3 March 2025?',
      ['m=count f=issue kind=Refund p=2025-03-03..2025-03-16'],
    ],
    [
      VENUE,
      'how many seat complaints in the 10 days from 5 May 2025?',
      ['m=count f=issue kind=Seat complaint p=2025-05-05..2025-05-14'],
    ],
    [
      VENUE,
      'Refunds in the three weeks beginning 2 June 2025: how many?',
      ['m=count f=issue kind=Refund p=2025-06-02..2025-06-22'],
    ],
    [
      VENUE,
      'what was the total refunded over the 5 days starting on 4 July 2025',
      ['m=sum:refund amt (GBP) p=2025-07-04..2025-07-08'],
    ],
    [
      VENUE,
      'How many lost tickets in the first week of May 2025?',
      ['m=count f=issue kind=Lost ticket p=2025-05-01..2025-05-07'],
    ],
    [
      REQUESTS,
      'How many urgent requests in the two weeks starting 3 March 2025?',
      ['m=count f=urgent=true p=2025-03-03..2025-03-16'],
    ],
    [
      REQUESTS,
      'Average rating in the 2 weeks commencing 12 May 2025?',
      ['m=average:rating p=2025-05-12..2025-05-25'],
    ],
    [
      REQUESTS,
      'How many TEL requests came in during the week starting 7 April 2025?',
      ['m=count f=channel=TEL p=2025-04-07..2025-04-13'],
    ],
    [
      REPAIRS,
      'How many jobs in the month starting 15 March 2025?',
      ['m=count p=2025-03-15..2025-04-14'],
    ],
    [
      REPAIRS,
      'How many callbacks in the first two weeks of June 2025?',
      ['m=count f=callback=true p=2025-06-01..2025-06-14'],
    ],
  ]);
});

describe("two or three asks in one question, each planned with the first ask's records", () => {
  expectEach(plansOf, [
    [
      VENUE,
      'How many lost tickets were resolved on the day, and what was the average wait, and which agent handled the most?',
      [
        'm=count f=issue kind=Lost ticket,resolved on day=true',
        'm=average:wait mins f=issue kind=Lost ticket,resolved on day=true',
        'm=count f=issue kind=Lost ticket,resolved on day=true g=agent r=desc1',
      ],
    ],
    [
      VENUE,
      'How many seat complaints did we get, and give me the top 3 halls.',
      [
        'm=count f=issue kind=Seat complaint',
        'm=count f=issue kind=Seat complaint g=Venue Hall r=desc3',
      ],
    ],
    [
      VENUE,
      'how many refunds in June 2025 - and show me the top 2 agents for them',
      [
        'm=count f=issue kind=Refund p=2025-06-01..2025-06-30',
        'm=count f=issue kind=Refund p=2025-06-01..2025-06-30 g=agent r=desc2',
      ],
    ],
    [VENUE, 'Out of everything, what share were refunds?', ['m=share[issue kind=Refund]']],
    [
      REQUESTS,
      'How many urgent requests were there, and what did they cost in call-out fees in total?',
      ['m=count f=urgent=true', 'm=sum:fee f=urgent=true'],
    ],
    [
      REQUESTS,
      'How many escalated requests did Riverside have, and give me the top 3 service types.',
      [
        'm=count f=district=Riverside,outcome=escalated',
        'm=count f=district=Riverside,outcome=escalated g=category r=desc3',
      ],
    ],
    [
      REQUESTS,
      'Out of all requests we received, what share were escalated?',
      ['m=share[outcome=escalated]'],
    ],
    [
      REPAIRS,
      'How many S1 jobs were cancelled, and what did they cost in parts in total?',
      ['m=count f=severity=S1,status=Cancelled', 'm=sum:parts_cost f=severity=S1,status=Cancelled'],
    ],
    [
      REPAIRS,
      'How many oven jobs had a callback, and what did those come to in parts cost?',
      ['m=count f=appliance=Oven,callback=true', 'm=sum:parts_cost f=appliance=Oven,callback=true'],
    ],
    [REPAIRS, 'What share were cancelled, out of all jobs?', ['m=share[status=Cancelled]']],
  ]);
});

describe('"the most refunds" counts refund records; the money is summed when asked', () => {
  expectEach(plansOf, [
    [
      VENUE,
      'Which hall has the most refunds?',
      ['m=count f=issue kind=Refund g=Venue Hall r=desc1'],
    ],
    [
      VENUE,
      'which agent handled the most refunds',
      ['m=count f=issue kind=Refund g=agent r=desc1'],
    ],
    [
      VENUE,
      'Which hall has the fewest refunds?',
      ['m=count f=issue kind=Refund g=Venue Hall r=asc1'],
    ],
    [VENUE, 'Which hall refunded the most money?', ['m=sum:refund amt (GBP) g=Venue Hall r=desc1']],
    [
      VENUE,
      'Which hall cost us the most in refunds?',
      ['m=sum:refund amt (GBP) g=Venue Hall r=desc1'],
    ],
    [
      VENUE,
      'Which agent gave the biggest refunds in total?',
      ['m=sum:refund amt (GBP) g=agent r=desc1'],
    ],
    [VENUE, 'how much did we refund in total?', ['m=sum:refund amt (GBP)']],
    [
      REQUESTS,
      'Which district has the most escalations?',
      ['m=count f=outcome=escalated g=district r=desc1'],
    ],
    [
      REPAIRS,
      'Which technician has the most callbacks?',
      ['m=count f=callback=true g=technician r=desc1'],
    ],
    [
      REPAIRS,
      'Which appliance has the most cancelled jobs?',
      ['m=count f=status=Cancelled g=appliance r=desc1'],
    ],
  ]);
});

describe('a figure over every record is not grouped; a group asked is', () => {
  expectEach(plansOf, [
    [
      REPAIRS,
      'what proportion of all jobs, across every appliance, needed a callback?',
      ['m=rate:callback'],
    ],
    [REPAIRS, 'What share of jobs, of all kinds, needed a callback?', ['m=rate:callback']],
    [
      VENUE,
      'Across issues of every kind, what share were resolved on the day?',
      ['m=rate:resolved on day'],
    ],
    [
      VENUE,
      'What share of all ticket issues were resolved on the day?',
      ['m=rate:resolved on day'],
    ],
    [VENUE, 'What star rating do people give us on average?', ['m=average:stars']],
    [
      VENUE,
      'what star rating do VIP ticket holders give on average?',
      ['m=average:stars f=VIP?=true'],
    ],
    [REQUESTS, 'What share of all requests in every district were urgent?', ['m=rate:urgent']],
    [REQUESTS, 'What rating do residents give on average?', ['m=average:rating']],
    [
      REQUESTS,
      'what share of requests were urgent in each district?',
      ['m=rate:urgent g=district'],
    ],
    [
      VENUE,
      'what share of issues were resolved on the day in each hall?',
      ['m=rate:resolved on day g=Venue Hall'],
    ],
  ]);
});

describe('a number across a yes/no field: its average on each side', () => {
  expectEach(plansOf, [
    [
      VENUE,
      'Do VIP ticket holders get refunded more on average than those without?',
      ['m=average:refund amt (GBP) c=VIP?:true|false'],
    ],
    [
      VENUE,
      'how much do VIP ticket holders get refunded on average, versus those who are not?',
      ['m=average:refund amt (GBP) c=VIP?:true|false'],
    ],
    [
      VENUE,
      'Do VIPs get bigger refunds on average compared with non-VIPs?',
      ['m=average:refund amt (GBP) c=VIP?:true|false'],
    ],
    [
      VENUE,
      'Do VIP ticket holders wait longer on average than those without?',
      ['m=average:wait mins c=VIP?:true|false'],
    ],
    [VENUE, 'do VIPs rate us higher than everyone else?', ['m=average:stars c=VIP?:true|false']],
    [
      REQUESTS,
      "Do urgent requests cost more in call-out fees on average than those that aren't urgent?",
      ['m=average:fee c=urgent:true|false'],
    ],
    [
      REQUESTS,
      'are urgent requests rated lower on average than the rest?',
      ['m=average:rating c=urgent:true|false'],
    ],
    [
      REPAIRS,
      'how much do callback jobs cost in parts on average, versus those without?',
      ['m=average:parts_cost c=callback:true|false'],
    ],
    [
      REPAIRS,
      'Do callback jobs take longer to repair on average than those without a callback?',
      ['m=average:repair_hours c=callback:true|false'],
    ],
    [
      REPAIRS,
      'are callback jobs pricier in parts than the ones without a callback?',
      ['m=average:parts_cost c=callback:true|false'],
    ],
  ]);
});
