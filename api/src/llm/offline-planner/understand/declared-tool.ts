import type { Measure, PlanFilter, QuestionPlan } from './question-plan';
import type { ToolHint } from './question-reading';
import { words, type MeasureTerm, type Token, type Vocabulary } from './vocabulary';

/**
 * A declared measure said in the question: its fixed filters join the plan's; one that a
 * specialised tool computes (a hand-off path's rate) picks that tool and the row it reports.
 */
export function applyDeclared(
  question: string,
  declared: MeasureTerm,
  tokens: readonly Token[],
  vocabulary: Vocabulary,
  entity: QuestionPlan['entity'],
  tools: readonly ToolHint[] | undefined,
  given: { filters: PlanFilter[]; measure: Measure },
): { filters: PlanFilter[]; measure: Measure; tool?: string; toolRow?: string } {
  let { filters, measure } = given;
  let tool: string | undefined;
  let toolRow: string | undefined;
  let pathLabel: string | undefined;
  const saidWords = tokens.map((token) => token.word);
  for (const extra of declared.fn ? declared.filters : []) {
    const said = saidWords.some(
      (word) => word.length >= 4 && extra.value.toLowerCase().startsWith(word.slice(0, 4)),
    );
    if (extra.ifSaid && !said) continue;
    if (!filters.some((filter) => filter.field === extra.field)) {
      filters.push({ entity, field: extra.field, values: [extra.value], said: extra.value });
    }
  }
  if (!declared.fn && declared.tool && tools?.some((hint) => hint.name === declared.tool)) {
    tool = declared.tool;
    toolRow = declared.row;
    // "from email to phone": the path the question names, when the tool's rows are paths.
    const path = /\bfrom\s+([\w-]+)\s+to\s+(?:the\s+)?([\w-]+)/i.exec(question);
    const valueOf = (said: string) =>
      filters.find((filter) => words(filter.said).join(' ') === words(said).join(' '))?.values[0];
    const [from, to] = path ? [valueOf(path[1]!), valueOf(path[2]!)] : [];
    if (declared.row?.includes('→') && from !== undefined && to !== undefined) {
      const named = `${String(from)}→${String(to)}`;
      if (named !== declared.row) {
        toolRow = named;
        const other = vocabulary.measures.find((term) => term.row === named);
        pathLabel = other?.measure.label ?? `${String(from)}-to-${String(to)} rate`;
      }
    }
    // The measure's own words ("chat", "phone" of the chat-to-phone rate) are not filters.
    const own = new Set([
      ...words(declared.measure.label ?? ''),
      ...(declared.measure.synonyms ?? []).flatMap(words),
      ...declared.mentions.flat(),
    ]);
    filters = filters.filter((filter) => !words(filter.said).some((word) => own.has(word)));
    measure = {
      kind: 'rate',
      label: pathLabel ?? declared.measure.label ?? words(declared.measure.name).join(' '),
    };
  }
  return { filters, measure, ...(tool ? { tool } : {}), ...(toolRow ? { toolRow } : {}) };
}
