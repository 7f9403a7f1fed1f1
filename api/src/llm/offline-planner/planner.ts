import type { MessagesRequest } from '../model-request';
import { readConversation } from './conversation';
import { planWithDictionary } from './dictionary-planner';
import type { PlannedBlock } from './message';
import { answerForMissingInput } from './missing-input';
import { renderAnswer } from './render';

/**
 * The offline planner's whole decision for one request: the blocks of its next assistant message.
 * All it knows of the data comes from the request's data dictionary: it reads the question against
 * the data's own vocabulary (dictionary-planner.ts) and, when the request lacks the dictionary or
 * anything else planning needs, says so rather than guess (missing-input.ts).
 */
export function planTurn(request: MessagesRequest): PlannedBlock[] {
  const conversation = readConversation(request);
  const declined = answerForMissingInput(conversation);
  if (declined) return renderAnswer(conversation, declined);
  // answerForMissingInput has answered every request without a dictionary.
  return planWithDictionary(conversation, conversation.dictionary!);
}
