import { compileMapping, type PlannedCustomField } from './import-convert';
import { parseMapping, type ImportMapping, type ResolvedMapping } from './import-mapping';
import { suggestMapping } from './import-inspect';
import { profileRecords, type FileProfile } from './import-profile';
import { openRecords } from './import-records';

/** A few rows of a file as the mapping converts them: what the analyst checks before importing. */
export interface ImportPreview {
  readonly profile: FileProfile;
  /** The mapping in force: the one given, or the suggestion when none was. */
  readonly mapping: ImportMapping;
  readonly customFields: readonly PlannedCustomField[];
  readonly rows: readonly PreviewRow[];
  /** Why the mapping cannot import this file (a missing column, no date): nothing to preview. */
  readonly problem?: string;
}

export type PreviewRow =
  | { readonly line: number; readonly ok: true; readonly values: Record<string, unknown> }
  | { readonly line: number; readonly ok: false; readonly reason: string; readonly value?: string };

/**
 * Profiles `file` and converts its first `count` records with `mapping` (or the suggested one).
 * Throws, as the import would, when the mapping does not fit the file.
 */
export async function previewImport(
  file: string,
  mapping?: ImportMapping | Record<string, unknown>,
  count = 10,
): Promise<ImportPreview> {
  const profile = await profileRecords(await openRecords(file));
  const given: ImportMapping = (mapping as ImportMapping | undefined) ?? suggestMapping(profile);
  let resolved: ResolvedMapping;
  let source: Awaited<ReturnType<typeof openRecords>>;
  let converter: ReturnType<typeof compileMapping>;
  try {
    resolved = parseMapping(given);
    source = await openRecords(file, { delimiter: resolved.delimiter });
    converter = compileMapping(resolved, file, source.columns, source.format === 'csv', profile);
  } catch (error) {
    const problem = error instanceof Error ? error.message : String(error);
    return { profile, mapping: given, customFields: [], rows: [], problem };
  }
  const rows: PreviewRow[] = [];
  for await (const record of source.records) {
    if (rows.length >= count) break;
    if (record.problem) {
      rows.push({ line: record.line, ok: false, reason: `the record ${record.problem}` });
      continue;
    }
    const row = converter.convert(record);
    if ('reason' in row) {
      rows.push({
        line: record.line,
        ok: false,
        reason: row.reason,
        ...(row.value !== undefined ? { value: row.value } : {}),
      });
      continue;
    }
    const { custom, ...roles } = row;
    const values: Record<string, unknown> = { ...roles };
    converter.customFields.forEach((field, index) => (values[field.name] = custom[index]));
    rows.push({ line: record.line, ok: true, values });
  }
  return { profile, mapping: given, customFields: converter.customFields, rows };
}
