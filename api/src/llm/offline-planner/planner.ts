import type { MessagesRequest } from '../model-request';
import type { PlannedBlock } from './message';

export function planTurn(request: MessagesRequest): PlannedBlock[] {
  void request;
  return [{ type: 'text', text: 'Not ready yet.' }];
}
