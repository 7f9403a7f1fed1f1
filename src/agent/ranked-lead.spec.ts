import { checkRankedLead } from './ranked-lead';
import { findFigureEvidence } from './figure-evidence';
import type { ObservedCall } from './observed-values';
import { extractConstraints } from './question-constraints';

const span = { from: '2025-11-01', to: '2026-10-31' };
const days: ObservedCall = {
  step: 1,
  callId: 'c1',
  tool: 'query_data',
  input: { groupBy: ['day'] },
  output: {
    rows: [
      { day: '2025-11-24', total: 40 },
      { day: '2026-08-19', total: 85 },
      { day: '2026-08-20', total: 35 },
    ],
  },
};

function findings(question: string, answer: string) {
  return checkRankedLead({
    question,
    answer,
    constraints: extractConstraints({ question, period: span }),
    figures: findFigureEvidence(answer, [days]),
    calls: [days],
  });
}

describe('checkRankedLead', () => {
  it('flags a "busiest" lead count that a larger row of its list beats', () => {
    const found = findings('Which day was busiest?', 'Busiest day: 2025-11-24 with 40.');
    expect(found.map((finding) => finding.cap)).toEqual([0.44]);
    expect(found[0]!.label).toContain('85');
  });

  it("accepts the list's extreme, and the smallest for 'quietest'", () => {
    expect(findings('Which day was busiest?', 'Busiest day: 2026-08-19 with 85.')).toEqual([]);
    expect(findings('Which day was quietest?', 'Quietest: 2026-08-20 with 35.')).toEqual([]);
    expect(findings('Which day was quietest?', 'Quietest: 2025-11-24 with 40.').length).toBe(1);
  });

  it('leaves rankings by a share, a change or a second place alone', () => {
    expect(findings('Which day had the highest share of complaints?', 'It had 40.')).toEqual([]);
    expect(findings('What was the second busiest day?', 'It was 2025-11-24 with 40.')).toEqual([]);
    expect(findings('Which day had the largest increase?', 'It had 40.')).toEqual([]);
  });
});
