import type { DataDictionary } from '../../../../../src/agent/dataset';
import { checkForms } from './forms-test-support';
import { GYM_QUERIES_DICTIONARY } from './gym-queries-dictionary';
import { HOTEL_FEEDBACK_DICTIONARY } from './hotel-feedback-dictionary';

/** The gym's queries with a sentiment score labelled as a mood ("mood (-2 to +2)"). */
const GYM_MOOD: DataDictionary = {
  ...GYM_QUERIES_DICTIONARY,
  name: 'Gym member queries (mood)',
  fields: GYM_QUERIES_DICTIONARY.fields.map((field) =>
    field.role === 'sentiment' ? { ...field, name: 'mood', label: 'mood (-2 to +2)' } : field,
  ),
};

/**
 * A group's gloomiest or cheeriest average mood ranks by the average of a sentiment score,
 * whatever its label says ("mood"): the gloomiest the lowest, the cheeriest the highest.
 */
checkForms('groups ranked by a mood said of an average', [
  [
    GYM_MOOD,
    'Which membership plan has the gloomiest average mood score?',
    { measure: 'average mood', groupBy: 'product', rank: 'asc' },
  ],
  [
    GYM_MOOD,
    'Which club has the cheeriest average mood?',
    { measure: 'average mood', groupBy: 'club', rank: 'desc' },
  ],
  // Guards: a sentiment labelled so, and a score.
  [
    GYM_QUERIES_DICTIONARY,
    'Which club has the gloomiest average sentiment?',
    { measure: 'average sentiment', groupBy: 'club', rank: 'asc' },
  ],
  [
    HOTEL_FEEDBACK_DICTIONARY,
    'Which hotel has the best average score?',
    { measure: 'average score', groupBy: 'hotel', rank: 'desc' },
  ],
]);
