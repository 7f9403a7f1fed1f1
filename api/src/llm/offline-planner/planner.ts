import type { MessagesRequest } from '../model-request';
import { readConversation, type Conversation } from './conversation';
import { planWithDictionary } from './dictionary-planner';
import type { PlannedBlock } from './message';
import { answerWithoutDictionary, DATA_FREE_FOLLOW_UPS } from './no-dictionary';
import { renderAnswer } from './render';

/**
 * The offline planner's whole decision for one request: the blocks of its next assistant message.
 * All it knows of the data comes from the request's data dictionary; it reads the question against
 * the data's own vocabulary (dictionary-planner.ts) and, without a dictionary, says so rather than
 * guess (no-dictionary.ts).
 */
export function planTurn(request: MessagesRequest): PlannedBlock[] {
  const conversation: Conversation = readConversation(request);
  if (!conversation.question) {
    return renderAnswer(conversation, {
      answer: 'Ask me a question about the loaded data.',
      status: 'not answerable',
      confidence: 0.1,
      confidenceReason: 'There was no question to answer.',
      sources: [],
      followUps: DATA_FREE_FOLLOW_UPS,
      thought: 'There is no question in the request.',
    });
  }
  if (!conversation.dictionary)
    return renderAnswer(conversation, answerWithoutDictionary(conversation));
  if (conversation.tools.size === 0) {
    return renderAnswer(conversation, {
      answer: 'I have no tools to look at the data with, so I cannot answer this from the data.',
      status: 'not answerable',
      confidence: 0.1,
      confidenceReason: 'No tool was offered, so nothing could be computed.',
      sources: [],
      followUps: DATA_FREE_FOLLOW_UPS,
      thought: 'The request offers no tools, so there is nothing I can compute.',
    });
  }
  // Periods ("last month", "in June") resolve against the data's span; without one they cannot.
  if (!conversation.corpus.to) {
    return renderAnswer(conversation, {
      answer:
        'I cannot answer this: the request gives no dates for the data (its data dictionary has no first and last day, and the prompt names no span), so I cannot tell which records any period covers.',
      status: 'not answerable',
      confidence: 0.1,
      confidenceReason: 'No tool was called: the data has no span to read the question against.',
      sources: [],
      followUps: DATA_FREE_FOLLOW_UPS,
      thought: 'The request says nothing of when the data starts and ends; I will say so.',
    });
  }
  return planWithDictionary(conversation, conversation.dictionary);
}
