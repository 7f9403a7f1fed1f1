import { describe } from 'node:test';
import { COUNCIL_COMPLAINTS_DICTIONARY as COUNCIL } from './council-complaints-dictionary';
import { INSURANCE_CLAIMS_DICTIONARY as CLAIMS } from './insurance-claims-dictionary';
import { expectEach, plansOf } from './plans-forms-support';
import { REMOVALS_DICTIONARY as REMOVALS } from './removals-dictionary';
import { REPAIR_JOBS_DICTIONARY as REPAIRS } from './repair-jobs-dictionary';

/**
 * A follow-up that points back at the earlier ranking's winner by its role ("that handler", "the
 * same technician", "that crew lead"), however full a question it is otherwise, is about that
 * winner (the plan refers to the ranking): its measure and filters are its own, the role is no
 * new grouping. Phrasings of our own over insurance claims, repair jobs, removals and council
 * complaints; none from an evaluation set.
 */
const plan = (dictionary: Parameters<typeof plansOf>[0], question: string) =>
  plansOf(dictionary, ...question.split(' >> '));

const BY_HANDLER = 'refers(m=count g=handler r=desc1)';

describe('a role noun points back at the earlier winner', () => {
  expectEach(plan, [
    [
      CLAIMS,
      'Which handler had the most claims? >> How much did that handler pay out in total?',
      [`m=sum:payout_gbp ${BY_HANDLER}`],
    ],
    [
      CLAIMS,
      'Which handler had the most claims? >> What was the average payout for that handler?',
      [`m=average:payout_gbp ${BY_HANDLER}`],
    ],
    [
      CLAIMS,
      'Which handler had the most claims? >> How many storm claims did this handler settle by cheque?',
      [`m=count f=payment_method=Cheque,peril=Storm ${BY_HANDLER}`],
    ],
    [
      CLAIMS,
      'Which region had the most claims? >> average days to settle in that region?',
      ['m=average:days_to_settle refers(m=count g=region r=desc1)'],
    ],
    [
      REPAIRS,
      'Which technician completed the most jobs? >> How many jobs did that technician cancel?',
      ['m=count f=status=Cancelled refers(m=count f=status=Completed g=technician r=desc1)'],
    ],
    [
      REPAIRS,
      'Which technician had the most jobs? >> what about the same technician in the Highlands?',
      ['m=count f=service_area=Highlands refers(m=count g=technician r=desc1)'],
    ],
    [
      REMOVALS,
      'Which crew lead handled the most jobs? >> How many were damaged for that crew lead?',
      ['m=count f=outcome=Damaged refers(m=count g=crew_lead r=desc1)'],
    ],
    [
      REMOVALS,
      'Which depot had the most jobs? >> How many studio jobs did the same depot do?',
      ['m=count f=job_size=Studio refers(m=count g=depot r=desc1)'],
    ],
    [
      COUNCIL,
      'Which ward had the most complaints? >> How many were about noise in that ward?',
      ['m=count f=category=noise refers(m=count g=ward r=desc1)'],
    ],
  ]);
});

describe('a role noun that is not the earlier grouping is no pointer', () => {
  expectEach(plan, [
    [
      CLAIMS,
      'Which handler had the most claims? >> Which region had the most storm claims?',
      ['m=count f=peril=Storm g=region r=desc1'],
    ],
    [
      REPAIRS,
      'How many jobs were completed? >> Which technician had the most jobs?',
      ['m=count g=technician r=desc1'],
    ],
  ]);
});
