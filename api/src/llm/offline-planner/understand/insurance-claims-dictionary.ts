import type { DataDictionary, DatasetField } from '../../../../../src/agent/dataset';
import { categoryFields } from './fixture-dictionary';

/**
 * A data dictionary of a home insurer's claims, for unit tests of the planner on a domain it was
 * never built on: how a claim was lodged (a channel whose label says neither "channel" nor
 * "source"), who handled it and how it was paid (fields named by what a person or a payment is,
 * not by the verbs an analyst asks with), a claim status one of whose values is also a record
 * noun ("Review"), regions, a sentiment label, a payout and days to settle.
 */
const category = categoryFields(3000, 900, 120);

function number(name: string, label: string, filled = 3000): DatasetField {
  return {
    name,
    entity: 'communications',
    role: 'custom',
    type: 'number',
    label,
    filled,
    distinct: 400,
  };
}

export const INSURANCE_CLAIMS_DICTIONARY: DataDictionary = {
  name: 'Home insurance claims (2025)',
  description: "A home insurer's claims from policyholders, January to December 2025.",
  counts: { communications: 3000, customers: 1800, cases: 0 },
  from: '2025-01-01',
  to: '2025-12-31',
  fields: [
    {
      name: 'id',
      entity: 'communications',
      role: 'id',
      type: 'text',
      filled: 3000,
      distinct: 3000,
    },
    {
      name: 'at',
      entity: 'communications',
      role: 'time',
      type: 'date',
      filled: 3000,
      distinct: 360,
    },
    {
      name: 'customerId',
      entity: 'communications',
      role: 'customer',
      type: 'text',
      label: 'policyholder',
      synonyms: ['policyholder'],
      filled: 3000,
      distinct: 1800,
    },
    category('sentimentLabel', ['negative', 'neutral', 'positive'], {
      role: 'sentiment_label',
    }),
    {
      name: 'sentiment',
      entity: 'communications',
      role: 'sentiment',
      type: 'number',
      filled: 3000,
      distinct: 2500,
    },
    category('lodged_via', ['Online portal', 'Phone', 'Broker', 'Mobile app'], {
      role: 'channel',
      label: 'lodged via',
    }),
    category('peril', ['Storm', 'Theft', 'Escape of water', 'Accidental damage', 'Fire'], {
      role: 'category',
      label: 'peril',
    }),
    category('claim_status', ['Approved', 'Review', 'Declined', 'Withdrawn'], {
      role: 'status',
      label: 'claim status',
    }),
    category('region', ['North', 'East', 'South', 'West']),
    category('handler', ['M. Grant', 'T. Okafor', 'L. Novak', 'S. Ibarra']),
    category('payment_method', ['Bank transfer', 'Cheque', 'Repair voucher'], {
      label: 'payment method',
      filled: 2100,
    }),
    number('payout_gbp', 'payout (£)', 2100),
    number('days_to_settle', 'days to settle', 2100),
    {
      name: 'body',
      entity: 'communications',
      role: 'text',
      type: 'text',
      filled: 3000,
      distinct: 2950,
    },
  ],
};
