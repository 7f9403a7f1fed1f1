/**
 * A pet insurer's claims, a domain the offline planner was never built on: a claim id of eight
 * lowercase hexadecimal characters ("a07b33d2", a web system's key), when it was submitted written
 * day-first ("14/03/2025 09:25"), when it was settled written "3 Apr 2025" (blank while pending),
 * a policy number, the species, the claim type (two of whose values share words with a third:
 * "Dental", "Accident", "Dental Accident"), the vet practice (two "Oakwood" practices), the
 * decision ("Paid" and "Part Paid" share a word), the amount claimed and paid out in pounds written
 * "£1,234.50", the pet's age in years, a pre-existing flag written Y/N and an excess flag written
 * yes/no. Written by a seeded generator, with the import mapping an analyst would write, for
 * end-to-end tests whose truths are plain SQL. The data ends on Tuesday 30 September 2025.
 */

import Database from 'better-sqlite3';
import { Random } from '../store/random';

export const SPECIES = ['Dog', 'Cat', 'Rabbit', 'Guinea Pig'] as const;
export const CLAIM_TYPES = [
  'Illness',
  'Accident',
  'Dental',
  'Dental Accident',
  'Routine Care',
] as const;
export const PRACTICES = [
  'Oakwood Vets',
  'Oakwood Animal Hospital',
  'Riverside Vets',
  'Hillcrest Veterinary Clinic',
] as const;

export interface PetClaim {
  id: string;
  /** `YYYY-MM-DD`, for truths by day. */
  day: string;
  /** `YYYY-MM-DD` settled, null while pending. */
  settled: string | null;
  policy: string;
  species: string;
  type: string;
  practice: string;
  decision: string;
  claimed: number;
  paid: number;
  age: number;
  preexisting: boolean;
  excess: boolean;
  notes: string;
}

const isoDay = (ms: number) => new Date(ms).toISOString().slice(0, 10);
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];

/** Claims from 2 January to 30 September 2025, in the order submitted. */
export function petClaims(count: number): PetClaim[] {
  const random = new Random(20250930);
  const first = Date.UTC(2025, 0, 2);
  const days = 272; // to 30 September 2025
  const policies = Array.from(
    { length: Math.round(count / 2.5) },
    (_, at) => `PP-${String(10_000 + at * 7).padStart(6, '0')}`,
  );
  const moments = Array.from({ length: count }, () => random.int(0, days - 1) * 86_400_000).sort(
    (a, b) => a - b,
  );
  const ids = new Set<string>();
  return moments.map((offset) => {
    const day = isoDay(first + offset);
    let id = '';
    while (id === '' || ids.has(id) || !/[a-f]/.test(id) || !/\d/.test(id)) {
      id = Array.from({ length: 8 }, () => '0123456789abcdef'[random.int(0, 15)]).join('');
    }
    ids.add(id);
    const species = random.weighted({ Dog: 6, Cat: 4, Rabbit: 1, 'Guinea Pig': 1 });
    const type = random.weighted({
      Illness: 6,
      Accident: 3,
      Dental: species === 'Cat' ? 3 : 1,
      'Dental Accident': 1,
      'Routine Care': 2,
    });
    const practice = random.weighted({
      'Oakwood Vets': 4,
      'Oakwood Animal Hospital': 2,
      'Riverside Vets': 3,
      'Hillcrest Veterinary Clinic': 2,
    });
    const preexisting = random.chance(type === 'Illness' ? 0.25 : 0.05);
    const pending = day >= '2025-09-01' ? random.chance(0.5) : random.chance(0.03);
    const claimed =
      Math.round(
        (40 + random.next() * (type === 'Accident' ? 2400 : type === 'Routine Care' ? 160 : 900)) *
          100,
      ) / 100;
    const roll = random.next();
    const decision = pending
      ? 'Pending'
      : preexisting || type === 'Routine Care'
        ? roll < 0.7
          ? 'Declined'
          : 'Part Paid'
        : roll < 0.65
          ? 'Paid'
          : roll < 0.85
            ? 'Part Paid'
            : 'Declined';
    const excess = decision === 'Paid' || decision === 'Part Paid' ? random.chance(0.7) : false;
    const paid =
      decision === 'Paid'
        ? Math.max(0, claimed - (excess ? 99 : 0))
        : decision === 'Part Paid'
          ? Math.round(claimed * (0.3 + random.next() * 0.4) * 100) / 100
          : 0;
    const settled = pending ? null : isoDay(first + offset + random.int(2, 40) * 86_400_000);
    return {
      id,
      day,
      settled,
      policy: random.pick(policies),
      species,
      type,
      practice,
      decision,
      claimed,
      paid: Math.round(paid * 100) / 100,
      age: random.int(0, 14),
      preexisting,
      excess,
      notes: `${type} claim for a ${species.toLowerCase()} treated at ${practice}.`,
    };
  });
}

/** `DD/MM/YYYY HH:mm`, as the claims portal exports it. */
function submittedText(claim: PetClaim, index: number): string {
  const [year, month, day] = claim.day.split('-');
  const hour = String(7 + (index % 12)).padStart(2, '0');
  const minute = String((index * 17) % 60).padStart(2, '0');
  return `${day}/${month}/${year} ${hour}:${minute}`;
}

/** `D MMM YYYY`, as the payments ledger writes it. */
function settledText(settled: string | null): string {
  if (!settled) return '';
  const [year, month, day] = settled.split('-');
  return `${Number(day)} ${MONTHS[Number(month) - 1]} ${year}`;
}

const pounds = (value: number) =>
  `£${value.toLocaleString('en-GB', { minimumFractionDigits: 2, maximumFractionDigits: 2 })}`;

const HEADER =
  'Claim ID,Submitted,Settled,Policy No.,Species,Claim Type,Vet Practice,Decision,Claimed (£),Paid Out (£),Pet Age (yrs),Pre-existing?,Excess Applied,Notes';

function cell(value: string): string {
  return /[",\n]/.test(value) ? `"${value.replace(/"/g, '""')}"` : value;
}

export function petClaimsCsv(claims: readonly PetClaim[]): string {
  const lines = claims.map((claim, index) =>
    [
      claim.id,
      submittedText(claim, index),
      settledText(claim.settled),
      claim.policy,
      claim.species,
      claim.type,
      claim.practice,
      claim.decision,
      pounds(claim.claimed),
      pounds(claim.paid),
      String(claim.age),
      claim.preexisting ? 'Y' : 'N',
      claim.excess ? 'yes' : 'no',
      claim.notes,
    ]
      .map(cell)
      .join(','),
  );
  return `${[HEADER, ...lines].join('\n')}\n`;
}

/**
 * The claims as generated, in an in-memory SQLite table `claims` (flags as 0/1, settled NULL while
 * pending), for truths by plain SQL independent of the import.
 */
export function petClaimsTable(claims: readonly PetClaim[]): Database.Database {
  const raw = new Database(':memory:');
  raw.exec(`CREATE TABLE claims (id TEXT, day TEXT, settled TEXT, policy TEXT, species TEXT,
    type TEXT, practice TEXT, decision TEXT, claimed REAL, paid REAL, age REAL,
    preexisting INTEGER, excess INTEGER)`);
  const insert = raw.prepare(`INSERT INTO claims VALUES (${Array(13).fill('?').join(', ')})`);
  raw.transaction(() => {
    for (const c of claims) {
      insert.run(
        c.id,
        c.day,
        c.settled,
        c.policy,
        c.species,
        c.type,
        c.practice,
        c.decision,
        c.claimed,
        c.paid,
        c.age,
        c.preexisting ? 1 : 0,
        c.excess ? 1 : 0,
      );
    }
  })();
  return raw;
}

export const PET_CLAIMS_MAPPING = {
  name: 'Pet insurance claims (January–September 2025)',
  timezone: 'UTC',
  fields: {
    id: 'Claim ID',
    at: { column: 'Submitted', format: 'DD/MM/YYYY HH:mm' },
    customerId: 'Policy No.',
    channel: 'Vet Practice',
    product: 'Species',
    category: 'Claim Type',
    status: 'Decision',
    body: 'Notes',
  },
  custom: {
    settled_on: { column: 'Settled', type: 'date', format: 'D MMM YYYY', label: 'settled' },
    claimed_gbp: { column: 'Claimed (£)', type: 'number', label: 'amount claimed (£)' },
    paid_gbp: { column: 'Paid Out (£)', type: 'number', label: 'paid out (£)' },
    pet_age: { column: 'Pet Age (yrs)', type: 'number', label: 'pet age (years)' },
    preexisting: { column: 'Pre-existing?', type: 'boolean', label: 'pre-existing condition' },
    excess: { column: 'Excess Applied', type: 'boolean', label: 'excess applied' },
  },
  declaration: {
    description:
      "A pet insurer's claims, 2 January to 30 September 2025: the policy, the species, the claim type, the vet practice, the decision and when the claim was settled, the amount claimed and paid out in pounds, the pet's age, whether the condition was pre-existing and whether an excess was applied.",
    fields: {
      customerId: { label: 'policy', synonyms: ['policy', 'policy number', 'policyholder'] },
      channel: { label: 'vet practice', synonyms: ['vet', 'practice', 'vet practice', 'clinic'] },
      product: { label: 'species', synonyms: ['species', 'animal', 'pet type'] },
      category: { label: 'claim type', synonyms: ['claim type', 'type of claim', 'condition'] },
      status: { label: 'decision', synonyms: ['decision', 'outcome', 'status'] },
      claimed_gbp: { synonyms: ['amount claimed', 'claimed', 'claim amount', 'claim value'] },
      paid_gbp: { synonyms: ['paid out', 'payout', 'amount paid', 'paid'] },
      pet_age: { synonyms: ['age', 'pet age', 'age of the pet'] },
    },
  },
} as const;
