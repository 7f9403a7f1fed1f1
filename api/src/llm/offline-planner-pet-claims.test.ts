import assert from 'node:assert/strict';
import type Database from 'better-sqlite3';
import { after, before, describe, it } from 'node:test';
import {
  all,
  askCase,
  assertRight,
  declines,
  leads,
  names,
  ranks,
  states,
  statesShare,
  tableTruths,
  type AnalystCase,
} from './analyst-cases-support';
import { startImportedProduct, type OfflineProduct } from './offline-planner-e2e-support';
import { PET_CLAIMS_MAPPING, petClaims, petClaimsCsv, petClaimsTable } from './pet-claims-fixture';

/**
 * Analyst questions over a pet insurer's claims (a data shape the planner was never built on:
 * claim ids of eight lowercase hexadecimal characters, a submitted time written day-first, a
 * settled date written "3 Apr 2025", claim types and decisions whose values share words, amounts
 * in pounds, flags written Y/N and yes/no), asked end to end through the real API and engine.
 * Every truth is plain SQL over the rows as generated; the data ends on Tuesday 30 September 2025.
 */
describe('offline planner on pet insurance claims (truths by SQL)', () => {
  let product: OfflineProduct;
  let raw: Database.Database;

  const claims = petClaims(1400);
  const policy = claims[60]!.policy;
  before(async () => {
    product = await startImportedProduct(petClaimsCsv(claims), PET_CLAIMS_MAPPING, claims.length);
    raw = petClaimsTable(claims);
  });
  after(async () => {
    await product.close();
    raw.close();
  });

  const { value, count, top, topAll, least, since, sample } = tableTruths(() => raw, 'claims');

  it('the data dictionary carries samples of the claim ids as the data writes them', () => {
    const id = product.dataset.fields.find(
      (field) => field.entity === 'communications' && field.role === 'id',
    );
    assert.ok(id?.samples && id.samples.length >= 3, JSON.stringify(id));
    assert.ok(id.samples.every((sample) => claims.some((claim) => claim.id === sample)));
  });

  const cases: AnalystCase[] = [
    // Counts and shares.
    { question: 'How many claims have we received?', expect: () => states(count('1')) },
    {
      question: 'How many claims were declined?',
      expect: () => states(count(`decision = 'Declined'`)),
    },
    {
      question: 'What share of claims were for cats?',
      expect: () => statesShare(count(`species = 'Cat'`) / count('1')),
    },
    {
      question: 'what percentage of claims involved a pre-existing condition?',
      expect: () => statesShare(count('preexisting = 1') / count('1')),
    },
    {
      question: 'How many claims had the excess applied?',
      expect: () => states(count('excess = 1')),
    },
    {
      question: 'How many dental accident claims were there?',
      expect: () => states(count(`type = 'Dental Accident'`)),
    },
    {
      question: 'How many claims came through Oakwood Animal Hospital?',
      expect: () => states(count(`practice = 'Oakwood Animal Hospital'`)),
    },
    {
      question: 'How many claims are still pending?',
      expect: () => states(count(`decision = 'Pending'`)),
    },
    {
      question: 'What proportion of dog claims were accidents?',
      expect: () =>
        statesShare(count(`species = 'Dog' AND type = 'Accident'`) / count(`species = 'Dog'`)),
    },
    // Averages, totals, extremes.
    {
      question: 'What is the average amount claimed?',
      expect: () => states(value('avg(claimed)'), 0.051),
    },
    {
      question: 'How much have we paid out in total?',
      expect: () => states(value('sum(paid)'), 0.51),
    },
    {
      question: 'What was the biggest claim?',
      expect: () => states(value('max(claimed)'), 0.51),
    },
    {
      question: 'average pet age for rabbit claims',
      expect: () => states(value('avg(age)', `species = 'Rabbit'`), 0.051),
    },
    {
      question: 'total paid out for accidents',
      expect: () => states(value('sum(paid)', `type = 'Accident'`), 0.51),
    },
    // Comparisons.
    {
      question: 'Compare the average claim amount for dogs and cats',
      expect: () =>
        all(
          states(value('avg(claimed)', `species = 'Dog'`), 0.051),
          states(value('avg(claimed)', `species = 'Cat'`), 0.051),
        ),
    },
    {
      question: 'How did claims in May compare with June?',
      expect: () =>
        all(states(count(`day LIKE '2025-05-%'`)), states(count(`day LIKE '2025-06-%'`))),
    },
    {
      question: 'Riverside Vets versus Oakwood Vets: how many claims each?',
      expect: () =>
        all(
          states(count(`practice = 'Riverside Vets'`)),
          states(count(`practice = 'Oakwood Vets'`)),
        ),
    },
    {
      question: 'Q1 vs Q2 claims',
      expect: () =>
        all(
          states(count(`day BETWEEN '2025-01-01' AND '2025-03-31'`)),
          states(count(`day BETWEEN '2025-04-01' AND '2025-06-30'`)),
        ),
    },
    // Rankings.
    {
      question: 'Which vet practice submits the most claims?',
      expect: () => {
        const [first] = top('practice', 'count(*)');
        return leads(first!.k, first!.v);
      },
    },
    {
      question: 'top 3 claim types by number of claims',
      expect: () => ranks(top('type', 'count(*)')),
    },
    {
      question: 'rank the species by total paid out',
      expect: () => {
        const [first] = top('species', 'sum(paid)');
        return leads(first!.k, first!.v, 0.51);
      },
    },
    {
      question: 'Which claim type has the highest average amount claimed?',
      expect: () => {
        const [first] = top('type', 'avg(claimed)');
        return leads(first!.k, first!.v, 0.051);
      },
    },
    {
      question: 'Which species had the fewest claims?',
      expect: () => {
        const last = least('species', 'count(*)');
        return leads(last.k, last.v);
      },
    },
    // Relative periods (the data ends on Tuesday 30 September 2025).
    {
      question: 'How many claims last quarter?',
      expect: () => states(count(`day BETWEEN '2025-04-01' AND '2025-06-30'`)),
    },
    {
      question: 'claims in the past 4 weeks',
      expect: () => states(count('day >= ?', since(28))),
    },
    {
      question: 'How many dental claims since April?',
      expect: () => states(count(`type = 'Dental' AND day >= '2025-04-01'`)),
    },
    {
      question: 'total paid out last month',
      expect: () => states(value('sum(paid)', `day LIKE '2025-08-%'`), 0.51),
    },
    {
      question: 'how many claims were settled in July?',
      expect: () => states(count(`settled LIKE '2025-07-%'`)),
    },
    // Casual wording with typos.
    {
      question: 'how many claims for guinea pigs',
      expect: () => states(count(`species = 'Guinea Pig'`)),
    },
    {
      question: 'avg claimed 4 routine care?',
      expect: () => states(value('avg(claimed)', `type = 'Routine Care'`), 0.051),
    },
    {
      question: 'hw many ilness claims at riverside vets',
      expect: () => states(count(`type = 'Illness' AND practice = 'Riverside Vets'`)),
    },
    // Follow-ups.
    {
      before: ['How many claims were for dogs?'],
      question: 'and cats?',
      expect: () => states(count(`species = 'Cat'`)),
    },
    {
      before: ['What is the total paid out for Oakwood Vets?'],
      question: 'what about Hillcrest Veterinary Clinic?',
      expect: () => states(value('sum(paid)', `practice = 'Hillcrest Veterinary Clinic'`), 0.51),
    },
    {
      before: ['How many accident claims were there?'],
      question: 'how many of those were declined?',
      expect: () => states(count(`type = 'Accident' AND decision = 'Declined'`)),
    },
    // Lookups by id: eight hexadecimal characters, in any case; one of that shape not held.
    {
      question: `What was the decision on claim ${claims[5]!.id}?`,
      expect: () => names(sample(5)['decision']!),
    },
    {
      question: `how much was paid out on ${claims[321]!.id.toUpperCase()}`,
      expect: () => states(claims[321]!.paid, 0.01),
    },
    {
      question: `which practice handled ${claims[700]!.id}`,
      expect: () => names(sample(700)['practice']!),
    },
    {
      question: `when was claim ${claims[40]!.id} settled?`,
      expect: () => names(claims[40]!.settled ?? 'pending'),
    },
    {
      question: 'What was the outcome of claim 0f0f0f0a?',
      expect: declines,
    },
    {
      question: `How many claims are there on policy ${policy}?`,
      expect: () => states(count('policy = ?', policy)),
    },
    // Two asks.
    {
      question: 'How many claims were paid and what was the total paid out?',
      todo: "two asks joined by 'and' (a count and a total) answered as the first alone (multi-part questions: engineer A)",
      expect: () =>
        all(
          states(count(`decision = 'Paid'`)),
          states(value('sum(paid)', `decision = 'Paid'`), 0.51),
        ),
    },
    // More forms.
    {
      question: 'Which month had the most claims?',
      expect: () => states(top(`substr(day, 1, 7)`, 'count(*)')[0]!.v),
    },
    {
      question: 'number of claims per species',
      expect: () => ranks(topAll('species', 'count(*)')),
    },
    {
      question: 'How many claims over £1,000?',
      expect: () => states(count('claimed > 1000')),
    },
    {
      question: 'how many claims submitted on 14/03/2025',
      expect: () => states(count(`day = '2025-03-14'`)),
    },
    {
      question: 'What is the average payout where the claim was part paid?',
      expect: () => states(value('avg(paid)', `decision = 'Part Paid'`), 0.051),
    },
    {
      question: 'how many claims for pets aged 10 or over',
      todo: "a number field named by its participle ('aged 10 or over' of 'pet age') is not read as a bound on it (verb forms of names: engineer B)",
      expect: () => states(count('age >= 10')),
    },
    // What the data cannot answer.
    { question: 'Which vet had the most complaints about bedside manner?', expect: declines },
    { question: 'What was the average premium?', expect: declines },
    {
      question: 'How many claims were for horses?',
      todo: "a value the data does not hold ('horses' beside the species Dog, Cat, Rabbit, Guinea Pig) is dropped and all claims counted (unknown words: engineer B)",
      expect: declines,
    },
    { question: 'Which breed claims the most?', expect: declines },
    { question: 'How many policyholders cancelled their cover?', expect: declines },
    { question: 'What is the average waiting time at the vet?', expect: declines },
  ];

  for (const item of cases) {
    it(item.question, item.todo ? { todo: item.todo } : {}, async () => {
      const { answer, problem } = await askCase(product, item);
      assertRight(item, answer, problem);
    });
  }
});
