import { type DataDictionary, dictionaryBlock } from './dataset';
import type { ToolDefinition } from './tool-client';

/** The period the data covers; relative periods resolve against its last day. */
export interface CorpusPeriod {
  from: string;
  to: string;
}

/** The generated demo corpus (design.md §6); used only when a client passes neither data nor period. */
export const DEMO_CORPUS_PERIOD: CorpusPeriod = { from: '2025-11-01', to: '2026-10-31' };

/** What the prompt knows of the data: the dictionary when the client has it, else only the span. */
export interface DataDescription {
  period: CorpusPeriod;
  dataset?: DataDictionary;
}

/** The data's span from its dictionary, falling back to `fallback` when the dictionary has none. */
export function periodOf(
  dataset: DataDictionary | undefined,
  fallback: CorpusPeriod,
): CorpusPeriod {
  return dataset?.from && dataset.to ? { from: dataset.from, to: dataset.to } : fallback;
}

function describeData({ period, dataset }: DataDescription): string {
  const span = `The data covers ${period.from} to ${period.to}; relative periods such as "last month" mean relative to ${period.to}, its last day.`;
  if (!dataset) {
    return `You answer questions about the loaded customer-communications data (communications, customers, cases). ${span}`;
  }
  const counts = Object.entries(dataset.counts)
    .filter(([, count]) => count > 0)
    .map(([entity, count]) => `${count.toLocaleString('en-US')} ${entity}`)
    .join(', ');
  const fields = dataset.fields
    .filter((field) => field.filled > 0)
    .map((field) =>
      field.label && field.label !== field.name ? `${field.name} (${field.label})` : field.name,
    )
    .join(', ');
  return `You answer questions about the data set "${dataset.name}"${dataset.description ? `: ${dataset.description}` : ''}. It holds ${counts || 'no rows'}. ${span} Its fields: ${fields}. The data dictionary below lists each field's values; use those exact values in tool filters, and say plainly when the question asks for something the data does not hold.

${dictionaryBlock(dataset)}`;
}

function introduction(data: DataDescription): string {
  return `You are Sightline, a research assistant for analysts. ${describeData(data)}

How to work:
- Be grounded: every figure and claim in your answer must come from a tool result in this conversation. Never invent numbers, dates or ids, and never compute a total, maximum or share from a list that was shortened ("… N more"): use the figures the tool states.
- Apply the question's period and values as tool filters; if the question compares periods or groups, compute each side.
- Prefer one well-chosen tool call over many; call independent tools in parallel when you need several.
- Cite the ids of the records (M-…, K-…, C-…) your answer rests on.
- If a question refers to an earlier turn ("and in June?"), read the conversation for what it means.
- A <chart_context> block describes the chart point the analyst clicked; use its date and filters.
- If the data cannot answer (a period outside it, an unknown id, a measure it does not hold, no hits), say so first, then give the closest thing you found, labelled as such.
- Keep answers short: a direct answer first, then the key figures, in markdown.`;
}

export function nativeSystemPrompt(data: DataDescription): string {
  return `${introduction(data)}

When you have the answer, call the final_answer tool (never answer in plain text) with: the markdown answer, its status (answered, partly answered or not answerable), your confidence 0..1 with a one-line reason, the source ids you cite, and exactly three follow-up questions the analyst might ask next.`;
}

export function textSystemPrompt(data: DataDescription, tools: readonly ToolDefinition[]): string {
  const toolList = tools
    .map(
      (tool) =>
        `### ${tool.name}\n${tool.description}\nInput schema: ${JSON.stringify(tool.input_schema)}`,
    )
    .join('\n\n');
  return `${introduction(data)}

You have these tools:

${toolList}

Work in steps. Each step is exactly:

Thought: <your reasoning>
Action: {"tool": "<tool name>", "input": {<arguments as JSON>}}

then stop: the tool result comes back as "Observation: <JSON>". Use one Action per step. When you can answer, write instead:

Thought: <your reasoning>
Final Answer: <markdown answer>
Status: <answered | partly answered | not answerable>
Confidence: <0..1> — <one-line reason>
Sources: <comma-separated ids, e.g. M-000123, K-00042>
Follow-up questions:
1. <question>
2. <question>
3. <question>`;
}

/** Appended to the system prompt for the one last call at a limit. */
export function bestEffortInstruction(
  limit: 'max-steps' | 'tool-budget',
  protocol: 'native' | 'text',
): string {
  const why =
    limit === 'max-steps'
      ? 'You have reached the step limit of this run.'
      : 'You have used up the tool-call budget of this run.';
  const how =
    protocol === 'native'
      ? 'Call final_answer now with your best answer from the tool results you already have; say what remains uncertain and lower your confidence accordingly.'
      : 'Write "Final Answer:" now with your best answer from the observations you already have (no further Action); say what remains uncertain and lower your confidence accordingly.';
  return `\n\n${why} ${how}`;
}

/** The corrective message after a malformed, unknown or invalid action. */
export function repairInstruction(problem: string, protocol: 'native' | 'text'): string {
  return protocol === 'native'
    ? `${problem}. Correct the call and try again, or call final_answer if you can already answer.`
    : `${problem}. Reply in the format: "Thought: …" then either "Action: {"tool": "<name>", "input": {…}}" or "Final Answer: …".`;
}
