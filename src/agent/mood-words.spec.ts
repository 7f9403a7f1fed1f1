import { isMoodWord, usedSentiment } from './mood-words';
import {
  byAirline,
  call,
  fitFindings,
  fitDataset,
  negativeByAirline,
} from './testing/fit-fixtures';

const countsOnly = call(
  { entity: 'communications', filters: [], metrics: [{ fn: 'count' }], groupBy: ['airline'] },
  {
    matched: 4642,
    rows: [
      { airline: 'Southwest', count: 2420 },
      { airline: 'Delta', count: 2222 },
    ],
  },
);

describe('mood words', () => {
  it('knows mood words and their inflections, and not other words', () => {
    for (const word of ['happier', 'angriest', 'feel', 'feeling', 'upset', 'mood']) {
      expect(isMoodWord(word)).withContext(word).toBeTrue();
    }
    for (const word of ['delayed', 'baggage', 'made', 'angle']) {
      expect(isMoodWord(word)).withContext(word).toBeFalse();
    }
  });

  it('sees a run that computed with the sentiment field, by input or by label filter', () => {
    expect(usedSentiment([byAirline], fitDataset())).toBeTrue();
    expect(usedSentiment([negativeByAirline], fitDataset())).toBeTrue();
    expect(usedSentiment([countsOnly], fitDataset())).toBeFalse();
  });

  it('reads "happier" and "how do they feel" as the sentiment computed, not unaccounted words', () => {
    const answer = 'Average sentiment by airline: Delta: -0.185 (2222 tweets); Southwest: -0.254.';
    const happier = fitFindings('Are Delta customers happier than Southwest ones?', answer, [
      byAirline,
    ]);
    expect(happier.filter((finding) => finding.check === 'terms')).toEqual([]);
    const feel = fitFindings('How do people feel about Delta and Southwest?', answer, [byAirline]);
    expect(feel.filter((finding) => finding.check === 'terms')).toEqual([]);
  });

  it('still flags "angrier" answered from counts that never read sentiment', () => {
    const findings = fitFindings(
      'Are Delta customers angrier than Southwest ones?',
      'Southwest has 2420 tweets and Delta 2222.',
      [countsOnly],
    );
    const terms = findings.find((finding) => finding.check === 'terms');
    expect(terms?.unaccounted).toContain('angrier');
    expect(terms!.cap).toBeLessThan(0.7);
  });
});
