import { WeightedTable, type Random } from './random';
import { PRODUCTS, type Product, type REGIONS } from './vocabulary';

export type Segment = 'retail' | 'premier' | 'business' | 'student';

export interface CustomerRecord {
  readonly id: string;
  readonly name: string;
  readonly firstName: string;
  readonly segment: Segment;
  readonly region: string;
  readonly joinedAt: string;
  readonly products: readonly Product[];
  /** How often this customer gets in touch, relative to others. */
  readonly activity: number;
}

const FIRST_NAMES = [
  'Oliver',
  'Amelia',
  'Harry',
  'Isla',
  'George',
  'Ava',
  'Noah',
  'Mia',
  'Jack',
  'Sophia',
  'Leo',
  'Grace',
  'Arthur',
  'Freya',
  'Muhammad',
  'Lily',
  'Oscar',
  'Emily',
  'Charlie',
  'Ella',
  'Jacob',
  'Poppy',
  'Thomas',
  'Evie',
  'Aaron',
  'Chloe',
  'Daniel',
  'Priya',
  'Ravi',
  'Fatima',
  'Sean',
  'Niamh',
  'Rhys',
  'Cerys',
  'Callum',
  'Eilidh',
  'Kwame',
  'Ngozi',
  'Wei',
  'Hana',
  'Tomasz',
  'Zofia',
];
const LAST_NAMES = [
  'Smith',
  'Jones',
  'Taylor',
  'Brown',
  'Williams',
  'Wilson',
  'Johnson',
  'Davies',
  'Patel',
  'Robinson',
  'Wright',
  'Thompson',
  'Evans',
  'Walker',
  'White',
  'Roberts',
  'Green',
  'Hall',
  'Khan',
  'Clarke',
  'Jackson',
  'Lewis',
  'Hughes',
  'Edwards',
  'Murphy',
  'Campbell',
  'MacDonald',
  'Okafor',
  'Chen',
  'Nowak',
  'Ahmed',
  'Singh',
  'Kaur',
  'Begum',
  'Morgan',
  'Price',
  'Kelly',
  'Reid',
  'Fraser',
  'Hussain',
];

const SEGMENT_WEIGHTS: Record<Segment, number> = {
  retail: 0.6,
  premier: 0.12,
  business: 0.13,
  student: 0.15,
};
const REGION_WEIGHTS: Record<(typeof REGIONS)[number], number> = {
  North: 0.2,
  South: 0.22,
  East: 0.12,
  West: 0.12,
  Central: 0.18,
  Scotland: 0.1,
  Wales: 0.06,
};

/** The chance that a customer of a segment holds each product. */
const PRODUCT_UPTAKE: Record<Segment, Record<Product, number>> = {
  retail: {
    'Current Account': 0.95,
    'Credit Card': 0.45,
    'Debit Card': 0.9,
    Savings: 0.45,
    Mortgage: 0.25,
    'Personal Loan': 0.15,
    'Mobile App': 0.75,
    'Online Banking': 0.55,
  },
  premier: {
    'Current Account': 1,
    'Credit Card': 0.75,
    'Debit Card': 0.95,
    Savings: 0.85,
    Mortgage: 0.5,
    'Personal Loan': 0.1,
    'Mobile App': 0.8,
    'Online Banking': 0.7,
  },
  business: {
    'Current Account': 1,
    'Credit Card': 0.6,
    'Debit Card': 0.9,
    Savings: 0.4,
    Mortgage: 0.05,
    'Personal Loan': 0.3,
    'Mobile App': 0.6,
    'Online Banking': 0.9,
  },
  student: {
    'Current Account': 1,
    'Credit Card': 0.15,
    'Debit Card': 1,
    Savings: 0.2,
    Mortgage: 0,
    'Personal Loan': 0.05,
    'Mobile App': 0.95,
    'Online Banking': 0.3,
  },
};

export function generateCustomers(random: Random, count: number, from: string): CustomerRecord[] {
  const customers: CustomerRecord[] = [];
  const latestJoin = Date.parse(`${from}T00:00:00Z`) - 86_400_000;
  for (let index = 1; index <= count; index++) {
    const segment = random.weighted(SEGMENT_WEIGHTS);
    const firstName = random.pick(FIRST_NAMES);
    const yearsAgo = segment === 'student' ? random.next() * 4 : random.next() * 20;
    const joinedAt = new Date(latestJoin - yearsAgo * 365.25 * 86_400_000)
      .toISOString()
      .slice(0, 10);
    const products = PRODUCTS.filter((product) => random.chance(PRODUCT_UPTAKE[segment][product]));
    if (!products.includes('Current Account')) products.unshift('Current Account');
    customers.push({
      id: `C-${String(index).padStart(5, '0')}`,
      name: `${firstName} ${random.pick(LAST_NAMES)}`,
      firstName,
      segment,
      region: random.weighted(REGION_WEIGHTS),
      joinedAt,
      products,
      activity: random.logNormal(1, 0.8),
    });
  }
  return customers;
}

/** Customers weighted by activity, overall and per product held. */
export class CustomerPicker {
  private readonly everyone: WeightedTable<CustomerRecord>;
  private readonly byProduct = new Map<Product, WeightedTable<CustomerRecord>>();

  constructor(customers: readonly CustomerRecord[]) {
    this.everyone = new WeightedTable(customers, (customer) => customer.activity);
    for (const product of PRODUCTS) {
      const holders = customers.filter((customer) => customer.products.includes(product));
      this.byProduct.set(product, new WeightedTable(holders, (customer) => customer.activity));
    }
  }

  any(random: Random): CustomerRecord {
    return this.everyone.pick(random);
  }

  holding(random: Random, product: Product): CustomerRecord {
    const table = this.byProduct.get(product);
    return table && !table.isEmpty ? table.pick(random) : this.everyone.pick(random);
  }
}
