import { existsSync, readFileSync } from 'node:fs';
import { z } from 'zod';
import { datasetMeasureSchema } from '../../../src/agent/dataset';
import type { Store } from './db';

/**
 * What the data cannot say about itself: a name and description, labels and synonyms of fields,
 * synonyms of values ("app" for a product), named measures. Declared as data, never as code: the
 * demo generator writes its own into `meta`, an import writes the mapping's, and a file
 * `<database>.dictionary.json` beside the database adds to (and overrides) both.
 */
export const fieldDeclarationSchema = z.object({
  label: z.string().max(100).optional(),
  description: z.string().max(500).optional(),
  /** Of a number: the currency or unit its values are in (`EUR`, `%`); an import finds it. */
  unit: z.string().max(20).optional(),
  synonyms: z.array(z.string().max(100)).max(50).optional(),
  valueSynonyms: z.record(z.string(), z.array(z.string().max(100)).max(50)).optional(),
});
export type FieldDeclaration = z.infer<typeof fieldDeclarationSchema>;

export const dictionaryDeclarationSchema = z.object({
  name: z.string().max(200).optional(),
  description: z.string().max(2000).optional(),
  /** By field name (`product`, `airline`…), for every entity that has a field of that name. */
  fields: z.record(z.string(), fieldDeclarationSchema).optional(),
  measures: z.array(datasetMeasureSchema).max(100).optional(),
});
export type DictionaryDeclaration = z.infer<typeof dictionaryDeclarationSchema>;

const META_KEY = 'dictionary_declaration';

/** Stores `declaration` in the database, merged over what is there (call inside a transaction). */
export function writeDeclaration(db: Store, declaration: DictionaryDeclaration): void {
  const merged = mergeDeclarations(readStoredDeclaration(db), declaration);
  db.prepare('INSERT OR REPLACE INTO meta (key, value) VALUES (?, ?)').run(
    META_KEY,
    JSON.stringify(merged),
  );
}

/** The declaration in force: the database's, then the file beside it. Bad JSON is an error. */
export function readDeclaration(db: Store): DictionaryDeclaration {
  const stored = readStoredDeclaration(db);
  const file = db.name && db.name !== ':memory:' ? `${db.name}.dictionary.json` : undefined;
  if (!file || !existsSync(file)) return stored;
  return mergeDeclarations(stored, parseDeclaration(readFileSync(file, 'utf8'), file));
}

export function parseDeclaration(text: string, source: string): DictionaryDeclaration {
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch (error) {
    throw new Error(`${source}: not JSON (${error instanceof Error ? error.message : error})`);
  }
  const parsed = dictionaryDeclarationSchema.safeParse(json);
  if (!parsed.success) {
    const issue = parsed.error.issues[0]!;
    throw new Error(`${source}: ${issue.path.join('.') || 'declaration'} ${issue.message}`);
  }
  return parsed.data;
}

function readStoredDeclaration(db: Store): DictionaryDeclaration {
  const row = db.prepare('SELECT value FROM meta WHERE key = ?').get(META_KEY) as
    { value: string } | undefined;
  if (!row) return {};
  const parsed = dictionaryDeclarationSchema.safeParse(safeJson(row.value));
  return parsed.success ? parsed.data : {};
}

function safeJson(text: string): unknown {
  try {
    return JSON.parse(text);
  } catch {
    return undefined;
  }
}

function mergeDeclarations(
  base: DictionaryDeclaration,
  over: DictionaryDeclaration,
): DictionaryDeclaration {
  const fields = { ...base.fields };
  for (const [name, field] of Object.entries(over.fields ?? {})) {
    fields[name] = { ...fields[name], ...field };
  }
  const measures = new Map((base.measures ?? []).map((measure) => [measure.name, measure]));
  for (const measure of over.measures ?? []) measures.set(measure.name, measure);
  return {
    ...((over.name ?? base.name) ? { name: over.name ?? base.name } : {}),
    ...((over.description ?? base.description)
      ? { description: over.description ?? base.description }
      : {}),
    ...(Object.keys(fields).length ? { fields } : {}),
    ...(measures.size ? { measures: [...measures.values()] } : {}),
  };
}
