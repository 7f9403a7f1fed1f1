import type { DataDictionary, DatasetField } from './dataset';
import type { ObservedCall } from './observed-values';
import { capOf, findingsBy } from './testing/fit-cases';
import { call } from './testing/fit-fixtures';

function category(name: string, label: string, values: string[]): DatasetField {
  return {
    name,
    label,
    entity: 'communications',
    role: 'custom',
    type: 'category',
    filled: 4000,
    distinct: values.length,
    values: values.map((value, index) => ({ value, count: 1000 - 100 * index })),
  };
}

function data(name: string, description: string, fields: DatasetField[]): DataDictionary {
  return {
    name,
    description,
    counts: { communications: 4000, customers: 1500, cases: 0 },
    from: '2025-01-01',
    to: '2025-12-31',
    fields,
  };
}

const rail = data(
  'Rail passenger complaints',
  'Complaints from rail passengers, 2025: the route, the complaint type and the station.',
  [
    category('route', 'route', ['Coastway', 'Main Line', 'Valley']),
    category('complaint_type', 'complaint type', [
      'Delay',
      'Delay - missed connection',
      'Refund',
      'Refund - season ticket',
      'Seating',
    ]),
  ],
);
const hotel = data(
  'Hotel guest feedback',
  'Guest feedback at a hotel group, 2025: the hotel, the area and the outcome.',
  [
    category('hotel', 'hotel', ['Harbourside', 'Old Mill', 'Parkview']),
    category('area', 'area', ['Room', 'Breakfast', 'Noise', 'Noise - building work', 'Pool']),
    category('outcome', 'outcome', ['Closed', 'Closed - upheld', 'Open']),
  ],
);
const repairs = data(
  'Appliance repair jobs',
  'Repair jobs on home appliances, 2025: the appliance, the fault and the region.',
  [
    category('appliance', 'appliance', ['Washer', 'Fridge', 'Oven']),
    category('fault', 'fault', ['Leak', 'Noise', 'Door', 'Power']),
  ],
);

function counted(
  filters: { field: string; value: string | string[] }[],
  count: number,
): ObservedCall {
  return call(
    {
      entity: 'communications',
      filters: filters.map(({ field, value }) => ({
        field,
        op: Array.isArray(value) ? 'in' : 'eq',
        value,
      })),
      metrics: [{ fn: 'count' }],
    },
    { count },
  );
}

type Case = [question: string, answer: string, calls: ObservedCall[], data: DataDictionary];

/** DEV: the asked phrase only partly covered (a longer value said, a modifier left over). */
const partly: Case[] = [
  [
    'how many delays where people missed their connection?',
    'There are **1,000** complaints where complaint type is Delay.',
    [counted([{ field: 'complaint_type', value: 'Delay' }], 1000)],
    rail,
  ],
  [
    'Refunds on a season ticket on the Valley route: how many?',
    'There are **210** complaints where complaint type is Refund and route is Valley.',
    [
      counted(
        [
          { field: 'complaint_type', value: 'Refund' },
          { field: 'route', value: 'Valley' },
        ],
        210,
      ),
    ],
    rail,
  ],
  [
    'how much noise from the building work at Harbourside?',
    'There are **140** feedback records where area is Noise and hotel is Harbourside.',
    [
      counted(
        [
          { field: 'area', value: 'Noise' },
          { field: 'hotel', value: 'Harbourside' },
        ],
        140,
      ),
    ],
    hotel,
  ],
  [
    'how many guests moaned about cold breakfast?',
    'There are **800** feedback records where area is Breakfast.',
    [counted([{ field: 'area', value: 'Breakfast' }], 800)],
    hotel,
  ],
  [
    'how many jobs for a rusty washer?',
    'There are **1,000** jobs where appliance is Washer.',
    [counted([{ field: 'appliance', value: 'Washer' }], 1000)],
    repairs,
  ],
  [
    'complaints closed and upheld, how many at Old Mill?',
    'There are **300** feedback records where outcome is Closed and hotel is Old Mill.',
    [
      counted(
        [
          { field: 'outcome', value: 'Closed' },
          { field: 'hotel', value: 'Old Mill' },
        ],
        300,
      ),
    ],
    hotel,
  ],
];

/** DEV guards: the phrase covered, the longer value set aside, the word no modifier of the value. */
const covered: Case[] = [
  [
    'how many delays were there on Coastway?',
    'There are **400** complaints where complaint type is Delay and route is Coastway.',
    [
      counted(
        [
          { field: 'complaint_type', value: 'Delay' },
          { field: 'route', value: 'Coastway' },
        ],
        400,
      ),
    ],
    rail,
  ],
  [
    'how many delays, not counting missed connections?',
    'There are **1,000** complaints where complaint type is Delay.',
    [counted([{ field: 'complaint_type', value: 'Delay' }], 1000)],
    rail,
  ],
  [
    'how many delays including missed connections?',
    'There are **1,900** complaints where complaint type is Delay or Delay - missed connection.',
    [counted([{ field: 'complaint_type', value: ['Delay', 'Delay - missed connection'] }], 1900)],
    rail,
  ],
  [
    'how many were actual Breakfast complaints?',
    'There are **800** feedback records where area is Breakfast.',
    [counted([{ field: 'area', value: 'Breakfast' }], 800)],
    hotel,
  ],
  [
    'Within Washer jobs, which fault comes up most?',
    'The fault with the most jobs where appliance is Washer is **Leak** with 300.',
    [counted([{ field: 'appliance', value: 'Washer' }], 300)],
    repairs,
  ],
  [
    'how many noise complaints at Parkview, building work or not?',
    'There are **90** feedback records where area is Noise and hotel is Parkview.',
    [
      counted(
        [
          { field: 'area', value: 'Noise' },
          { field: 'hotel', value: 'Parkview' },
        ],
        90,
      ),
    ],
    hotel,
  ],
];

/**
 * Review guards: a value compared with its longer look-alike, one call each — the longer value
 * is answered by its own call, the figures are not of a wider population.
 */
const compared: Case[] = [
  [
    'How many Delay complaints versus Delay - missed connection complaints?',
    'Delay: **1,000** complaints; Delay - missed connection: **900** complaints.',
    [
      counted([{ field: 'complaint_type', value: 'Delay' }], 1000),
      {
        ...counted([{ field: 'complaint_type', value: 'Delay - missed connection' }], 900),
        callId: 'c2',
      },
    ],
    rail,
  ],
  [
    'closed feedback compared with closed and upheld feedback at Old Mill?',
    'Closed: **300** feedback records at Old Mill; Closed - upheld: **120**.',
    [
      counted(
        [
          { field: 'outcome', value: 'Closed' },
          { field: 'hotel', value: 'Old Mill' },
        ],
        300,
      ),
      {
        ...counted(
          [
            { field: 'outcome', value: 'Closed - upheld' },
            { field: 'hotel', value: 'Old Mill' },
          ],
          120,
        ),
        callId: 'c2',
      },
    ],
    hotel,
  ],
];

/** CHECK (written after the code, unchanged): other wordings and shapes of the mechanism. */
const checkPartly: Case[] = [
  [
    'missed connection delays on Main Line - count?',
    'There are **350** complaints where complaint type is Delay and route is Main Line.',
    [
      counted(
        [
          { field: 'complaint_type', value: 'Delay' },
          { field: 'route', value: 'Main Line' },
        ],
        350,
      ),
    ],
    rail,
  ],
  [
    'season ticket refund complaints pls',
    'There are **700** complaints where complaint type is Refund.',
    [counted([{ field: 'complaint_type', value: 'Refund' }], 700)],
    rail,
  ],
  [
    'how many ovens with a broken door?',
    'There are **500** jobs where appliance is Oven and fault is Door.',
    [
      counted(
        [
          { field: 'appliance', value: 'Oven' },
          { field: 'fault', value: 'Door' },
        ],
        500,
      ),
    ],
    repairs,
  ],
  [
    'guests grumbling about a filthy pool - how many?',
    'There are **600** feedback records where area is Pool.',
    [counted([{ field: 'area', value: 'Pool' }], 600)],
    hotel,
  ],
  [
    'How many of the upheld closed complaints were about the pool?',
    'There are **120** feedback records where outcome is Closed and area is Pool.',
    [
      counted(
        [
          { field: 'outcome', value: 'Closed' },
          { field: 'area', value: 'Pool' },
        ],
        120,
      ),
    ],
    hotel,
  ],
  [
    'jobs on noisy fridges?',
    'There are **900** jobs where appliance is Fridge.',
    [counted([{ field: 'appliance', value: 'Fridge' }], 900)],
    repairs,
  ],
];
const checkCovered: Case[] = [
  [
    'how many refunds on Valley?',
    'There are **210** complaints where complaint type is Refund and route is Valley.',
    [
      counted(
        [
          { field: 'complaint_type', value: 'Refund' },
          { field: 'route', value: 'Valley' },
        ],
        210,
      ),
    ],
    rail,
  ],
  [
    'Of the Harbourside guests, how many were about the pool?',
    'There are **150** feedback records where hotel is Harbourside and area is Pool.',
    [
      counted(
        [
          { field: 'hotel', value: 'Harbourside' },
          { field: 'area', value: 'Pool' },
        ],
        150,
      ),
    ],
    hotel,
  ],
];

/** Every record counted: no filter, no grouping. */
function everything(count: number): ObservedCall {
  return call({ entity: 'communications', filters: [], metrics: [{ fn: 'count' }] }, { count });
}

/** DEV: a word only a value holds said, every record counted. */
const unusedWord: Case[] = [
  [
    'how many passengers moaned about their season ticket?',
    'There are **4,000** complaints.',
    [everything(4000)],
    rail,
  ],
  [
    'how many guests complained about the pool?',
    'There are **4,000** feedback records.',
    [everything(4000)],
    hotel,
  ],
  ['how many jobs were for a leak?', 'There are **4,000** jobs.', [everything(4000)], repairs],
  ['how many times did a door break?', 'There are **4,000** jobs.', [everything(4000)], repairs],
];
/** DEV guards: no value word, the data's own name, or a call that filters or groups. */
const unusedGuard: Case[] = [
  ['how many complaints do we have?', 'There are **4,000** complaints.', [everything(4000)], rail],
  [
    'how many hotel guest feedback records in total?',
    'There are **4,000** feedback records.',
    [everything(4000)],
    hotel,
  ],
  [
    'how many delays?',
    'There are **1,000** complaints where complaint type is Delay.',
    [counted([{ field: 'complaint_type', value: 'Delay' }], 1000)],
    rail,
  ],
];
/** CHECK (written after the code, unchanged). */
const checkUnused: Case[] = [
  [
    'season-ticket holders grumbling, how many?',
    'There are **4,000** complaints.',
    [everything(4000)],
    rail,
  ],
  ['number of pool gripes', 'There are **4,000** feedback records.', [everything(4000)], hotel],
  ['ppl w/ power problems - count', 'There are **4,000** jobs.', [everything(4000)], repairs],
  ['how many oven jobs overall', 'There are **4,000** jobs.', [everything(4000)], repairs],
  ['how many records are there in all?', 'There are **4,000** jobs.', [everything(4000)], repairs],
  ['total repair jobs?', 'There are **4,000** jobs.', [everything(4000)], repairs],
];

const gym = data(
  'Gym member complaints',
  'Complaints from gym members, 2025: the club, the issue, and whether the member pays monthly (yes) or annually (no).',
  [
    category('club', 'club', ['Northside', 'Southside']),
    category('issue', 'issue', ['Classes', 'Equipment', 'Parking']),
    {
      name: 'monthly',
      label: 'monthly',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      filled: 4000,
      distinct: 2,
      values: [
        { value: true, count: 2500 },
        { value: false, count: 1500 },
      ],
    },
  ],
);
const hotelDirect = data(
  'Hotel guest feedback',
  'Guest feedback at a hotel group, 2025: the hotel, the area, and whether the guest booked direct (yes) or through an agency (no).',
  [
    category('hotel', 'hotel', ['Harbourside', 'Old Mill', 'Parkview']),
    {
      name: 'direct',
      label: 'booked direct',
      entity: 'communications',
      role: 'custom',
      type: 'boolean',
      filled: 4000,
      distinct: 2,
      values: [
        { value: true, count: 2600 },
        { value: false, count: 1400 },
      ],
    },
  ],
);
const monthlyCount = call(
  {
    entity: 'communications',
    filters: [{ field: 'monthly', op: 'eq', value: true }],
    metrics: [{ fn: 'count' }],
  },
  { count: 2500 },
);
const directCount = call(
  {
    entity: 'communications',
    filters: [{ field: 'direct', op: 'eq', value: true }],
    metrics: [{ fn: 'count' }],
  },
  { count: 2600 },
);
const everyCustomer = call(
  { entity: 'customers', filters: [], metrics: [{ fn: 'count' }] },
  { count: 1500 },
  'c2',
);

/** DEV: of several asks, one answered by a count of every record though it narrows. */
const unfilteredAsk: Case[] = [
  [
    'How many complaints came from monthly members, and how many from members paying annually?',
    'There are **2,500** complaints where monthly is true. There are **1,500** customers.',
    [monthlyCount, everyCustomer],
    gym,
  ],
  [
    'How many complaints from guests who booked direct, and how many from agency bookings?',
    'There are **2,600** feedback records where booked direct is true. There are **1,500** customers.',
    [directCount, everyCustomer],
    hotelDirect,
  ],
];
const unfilteredGuard: Case[] = [
  [
    'How many complaints came from monthly members, and how many complaints in total?',
    'There are **2,500** complaints where monthly is true, of **4,000** complaints in all.',
    [monthlyCount, { ...everything(4000), callId: 'c2' }],
    gym,
  ],
  [
    'How many Harbourside complaints, and how many across every hotel?',
    'There are **900** at Harbourside and **4,000** across every hotel.',
    [
      counted([{ field: 'hotel', value: 'Harbourside' }], 900),
      { ...everything(4000), callId: 'c2' },
    ],
    hotelDirect,
  ],
];
/** CHECK (written after the code, unchanged). */
const checkUnfiltered: Case[] = [
  [
    'monthly members: how many complaints? and the annual payers, how many?',
    'There are **2,500** complaints where monthly is true. There are **1,500** customers.',
    [monthlyCount, everyCustomer],
    gym,
  ],
  [
    'How many complaints were from direct bookings and how many came through an agency?',
    'There are **2,600** feedback records where booked direct is true. There are **1,500** customers.',
    [directCount, everyCustomer],
    hotelDirect,
  ],
  [
    'How many Parkview complaints, and how many at all the hotels together?',
    'There are **700** at Parkview and **4,000** at every hotel.',
    [counted([{ field: 'hotel', value: 'Parkview' }], 700), { ...everything(4000), callId: 'c2' }],
    hotelDirect,
  ],
];

describe('checkCoveredPhrase', () => {
  // 5 of 6: 'cold breakfast' is missed, as the run's words account for "cold".
  it('caps Low, partly answered, a phrase the filters cover only in part (3 data shapes)', () => {
    const fired = partly.map(([question, answer, calls, dataset]) => {
      const found = findingsBy('covered-phrase', question, answer, calls, dataset);
      if (!found.length) return false;
      expect(found[0]!.partial).withContext(question).toBeTrue();
      expect(capOf(question, answer, calls, dataset))
        .withContext(question)
        .toBeLessThan(0.45);
      return true;
    });
    expect(fired).toEqual([true, true, true, false, true, true]);
  });

  it('leaves a phrase the filters cover, or whose longer value the question sets aside', () => {
    for (const [question, answer, calls, dataset] of covered) {
      expect(findingsBy('covered-phrase', question, answer, calls, dataset))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('leaves a value compared with its longer look-alike, each by its own call', () => {
    for (const [question, answer, calls, dataset] of compared) {
      expect(findingsBy('covered-phrase', question, answer, calls, dataset))
        .withContext(question)
        .toEqual([]);
    }
  });

  // Check phrasings written after the code: 4 of 6 found at first. 'a broken door' is said by the
  // Door fault itself ('broken' is a common word), and 'noisy fridges' reads 'noisy' as the Noise
  // value the run did not filter on (another check's flaw); 2 of 2 guards left alone.
  it('reads the check phrasings written after it', () => {
    const found = checkPartly.map(
      ([question, answer, calls, dataset]) =>
        findingsBy('covered-phrase', question, answer, calls, dataset).length === 1,
    );
    expect(found).toEqual([true, true, false, true, true, false]);
    for (const [question, answer, calls, dataset] of checkCovered) {
      expect(findingsBy('covered-phrase', question, answer, calls, dataset))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('caps a count of every record when the question says a word only a value holds', () => {
    for (const [question, answer, calls, dataset] of unusedWord) {
      expect(findingsBy('covered-phrase', question, answer, calls, dataset).length)
        .withContext(question)
        .toBe(1);
    }
    for (const [question, answer, calls, dataset] of unusedGuard) {
      expect(findingsBy('covered-phrase', question, answer, calls, dataset))
        .withContext(question)
        .toEqual([]);
    }
  });

  // Check phrasings written after the code: see the array for the first run's figures.
  it('reads the value-word check phrasings', () => {
    expect(
      checkUnused.map(
        ([question, answer, calls, dataset]) =>
          findingsBy('covered-phrase', question, answer, calls, dataset).length === 1,
      ),
    ).toEqual([true, true, true, true, false, false]);
  });

  it('caps an ask of several answered by a count of every record though it narrows', () => {
    for (const [question, answer, calls, dataset] of unfilteredAsk) {
      expect(findingsBy('covered-phrase', question, answer, calls, dataset).length)
        .withContext(question)
        .toBe(1);
    }
    for (const [question, answer, calls, dataset] of unfilteredGuard) {
      expect(findingsBy('covered-phrase', question, answer, calls, dataset))
        .withContext(question)
        .toEqual([]);
    }
  });

  it('reads the unfiltered-ask check phrasings', () => {
    expect(
      checkUnfiltered.map(
        ([question, answer, calls, dataset]) =>
          findingsBy('covered-phrase', question, answer, calls, dataset).length === 1,
      ),
    ).toEqual([true, true, false]);
  });
});
