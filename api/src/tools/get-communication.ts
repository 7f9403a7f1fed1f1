import { z } from 'zod';
import { customValues, describeValues } from './custom-values';
import { findCommunication } from './records';
import { defineTool, ToolError } from './registry';

export const getCommunication = defineTool({
  name: 'get_communication',
  description:
    'One communication in full (customer, time, channel, escalation, intent, product, ' +
    'category, subject, body, sentiment, status, linked case, imported fields). Use it to read a search result ' +
    'or a source before quoting it.',
  input: z.object({
    id: z.string().min(1).max(40).describe('Communication id'),
  }),
  execute(input, { db }) {
    const communication = findCommunication(db, input.id.trim());
    if (!communication) {
      throw new ToolError('not_found', `No communication with id ${input.id.slice(0, 40)}`);
    }
    const fields = customValues(db, 'communications', communication.id);
    const described = describeValues(fields);
    return {
      summary:
        `${communication.id}: ${communication.channel} ${communication.intent} from ` +
        `${communication.customerId} on ${communication.at.slice(0, 10)} about ` +
        `${communication.product} (${communication.category} / ${communication.subcategory}), ` +
        `sentiment ${communication.sentimentLabel} (${communication.sentiment.toFixed(2)})` +
        (described ? `; ${described}.` : '.'),
      filters: { id: communication.id },
      communication: Object.keys(fields).length ? { ...communication, fields } : communication,
      sources: [communication.id],
    };
  },
});
