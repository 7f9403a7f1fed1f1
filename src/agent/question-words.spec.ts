import { expandQuestionWords, isDroppedVowel } from './question-words';
import { extractConstraints } from './question-constraints';
import { sampleDataset } from './testing/sample-dataset';

describe('expandQuestionWords', () => {
  it('writes out the chat shorthand the planner reads', () => {
    expect(expandQuestionWords('neg share for debit crd stuff pls')).toBe(
      'negative share for debit card stuff pls',
    );
    expect(expandQuestionWords('# of phishng msgs?')).toBe('# of phishng messages?');
  });

  it('keeps capitals and words the data holds as values', () => {
    expect(expandQuestionWords('sales at the POS')).toBe('sales at the POS');
    const data = sampleDataset({
      fields: [
        {
          name: 'code',
          entity: 'communications',
          role: 'custom',
          type: 'category',
          filled: 10,
          distinct: 1,
          values: [{ value: 'neg', count: 10 }],
        },
      ],
    });
    expect(expandQuestionWords('how many neg cases', data)).toBe('how many neg cases');
  });

  it("reads an everyday phrase as a value's word only where the data holds that word", () => {
    const withDirection = sampleDataset({
      fields: [
        {
          name: 'direction',
          entity: 'communications',
          role: 'attribute',
          type: 'category',
          filled: 10,
          distinct: 2,
          values: [
            { value: 'inbound', count: 6 },
            { value: 'outbound', count: 4 },
          ],
        },
      ],
    });
    expect(expandQuestionWords('average sentiment of messages we sent out', withDirection)).toBe(
      'average sentiment of messages outbound',
    );
    expect(expandQuestionWords('average sentiment of messages we sent out', sampleDataset())).toBe(
      'average sentiment of messages we sent out',
    );
  });

  it('reads everyday two-word verbs as the one word', () => {
    expect(expandQuestionWords('how many guests came back?')).toBe('how many guests returned?');
  });
});

describe('isDroppedVowel', () => {
  it('takes a longer word written without one vowel for the word', () => {
    expect(isDroppedVowel('phishng', 'phishing')).toBeTrue();
    expect(isDroppedVowel('custmers', 'customers')).toBeTrue();
    expect(isDroppedVowel('cards', 'caords')).toBeFalse(); // too short to be sure
    expect(isDroppedVowel('phishing', 'phishing')).toBeFalse();
  });

  it('lets a dropped vowel name a two-word value by its distinctive word', () => {
    const values = extractConstraints({
      question: 'how many phishng messages?',
      period: { from: '2015-02-16', to: '2015-02-24' },
      dataset: sampleDataset({
        fields: [
          {
            name: 'subTopic',
            entity: 'communications',
            role: 'subcategory',
            type: 'category',
            filled: 10,
            distinct: 1,
            values: [{ value: 'Phishing attempt', count: 10 }],
          },
        ],
      }),
    }).filter((constraint) => constraint.kind === 'value');
    expect(values.map((constraint) => constraint.label)).toEqual(['subTopic "Phishing attempt"']);
  });
});
