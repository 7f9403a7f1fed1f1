import type { Conversation, OfferedTool } from './conversation';
import type { FinalAnswer } from './render';

/**
 * What the planner answers when the request lacks what planning needs: a question, the data
 * dictionary, tools, or the data's span. It knows of the data only what the request tells it;
 * without the dictionary it knows no field, value or date of the data, so any tool call would put
 * guessed words into filters (the failure the dictionary exists to end). It makes none: it says
 * why it cannot answer, what the offered tools do, and how to ask so that it can. Sightline's own
 * clients (the app, `npm run ask`, the eval) always send the dictionary; this is what a hand-built
 * request, or a client whose `GET /api/dataset` failed, gets.
 */

/** Characters of a tool's description shown in the answer. */
const DESCRIPTION_LENGTH = 110;

/** Questions that need no word of any particular data set, for the follow-up chips. */
const DATA_FREE_FOLLOW_UPS = [
  'How many communications are there?',
  'How many communications are there per month?',
  'Which days had the most communications?',
];

/** The description's first sentence, cut at a word when it is long. */
function firstSentence(text: string): string {
  const sentence = (/^(.*?[.!?])(\s|$)/s.exec(text.trim())?.[1] ?? text.trim()).replace(
    /\s+/g,
    ' ',
  );
  if (sentence.length <= DESCRIPTION_LENGTH) return sentence;
  const cut = sentence.slice(0, DESCRIPTION_LENGTH);
  return `${cut.slice(0, Math.max(cut.lastIndexOf(' '), 1)).replace(/[\s,;:(]+$/, '')}…`;
}

function toolLine(tool: OfferedTool): string {
  const description = firstSentence(tool.description);
  return description ? `- ${tool.name}: ${description}` : `- ${tool.name}`;
}

function declined(answer: string, confidenceReason: string, thought: string): FinalAnswer {
  return {
    answer,
    status: 'not answerable',
    confidence: 0.1,
    confidenceReason,
    sources: [],
    followUps: DATA_FREE_FOLLOW_UPS,
    thought,
  };
}

function withoutDictionary(conversation: Conversation): FinalAnswer {
  const tools = [...conversation.tools.values()];
  const lines = [
    "I cannot answer this yet: the request carries no data dictionary (the `<data_dictionary>` block of the system prompt), so I do not know this data's fields, values or dates, and I will not guess them.",
  ];
  if (tools.length > 0) {
    lines.push('', 'The tools offered could answer it once I know the data:');
    lines.push(...tools.map(toolLine));
  }
  lines.push(
    '',
    'Ask through Sightline (the app or `npm run ask`), which sends the dictionary of `GET /api/dataset`, or put that block in the system prompt.',
  );
  return declined(
    lines.join('\n'),
    'No tool was called: without the data dictionary the question cannot be matched to the data.',
    'The request has no data dictionary, so I cannot tell which fields and values the question means; I will say so instead of guessing.',
  );
}

/** The answer for what the request lacks, or undefined when it has all planning needs. */
export function answerForMissingInput(conversation: Conversation): FinalAnswer | undefined {
  if (!conversation.question) {
    return declined(
      'Ask me a question about the loaded data.',
      'There was no question to answer.',
      'There is no question in the request.',
    );
  }
  if (!conversation.dictionary) return withoutDictionary(conversation);
  if (conversation.tools.size === 0) {
    return declined(
      'I have no tools to look at the data with, so I cannot answer this from the data.',
      'No tool was offered, so nothing could be computed.',
      'The request offers no tools, so there is nothing I can compute.',
    );
  }
  // Periods ("last month", "in June") resolve against the data's span; without one they cannot.
  if (!conversation.corpus.to) {
    return declined(
      'I cannot answer this: the request gives no dates for the data (its data dictionary has no first and last day, and the prompt names no span), so I cannot tell which records any period covers.',
      'No tool was called: the data has no span to read the question against.',
      'The request says nothing of when the data starts and ends; I will say so.',
    );
  }
  return undefined;
}
