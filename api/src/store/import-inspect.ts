import { fieldName } from './custom-fields';
import { isReservedFieldName } from './import-convert';
import type { CommunicationRole, ImportMapping } from './import-mapping';
import { customSpecOf, type ColumnProfile, type FileProfile } from './import-profile';

/**
 * A first mapping for a file, proposed from its profile for the analyst to check: a date column
 * for `at`, the longest free text for `body`, columns whose names say what they are for the other
 * roles, and every other column as a custom field of its inferred type. Header words are generic
 * English ("date", "product", "channel"), not any one data set's vocabulary.
 */
export function suggestMapping(profile: FileProfile, name?: string): ImportMapping {
  const used = new Set<string>();
  const fields: Partial<Record<CommunicationRole, Record<string, unknown>>> = {};
  const take = (role: CommunicationRole, column: ColumnProfile | undefined, extra = {}) => {
    if (!column) return;
    used.add(column.column);
    fields[role] = { column: column.column, ...extra };
  };
  const free = () =>
    profile.columns.filter((column) => !used.has(column.column) && column.filled > 0);
  const named = (pattern: RegExp, test: (column: ColumnProfile) => boolean = () => true) =>
    free().find((column) => pattern.test(column.column.toLowerCase()) && test(column));

  // A column whose dates read two ways is still the likeliest time: proposed with its first
  // format, and the profile printed above says which other format reads it too.
  const dates = free().filter((column) => column.dateFormats.length > 0);
  const at =
    dates.find((column) => /date|time|created|received|timestamp|_at$|^at$/i.test(column.column)) ??
    dates[0];
  take('at', at, at ? { format: at.dateFormats[0] } : {});

  const unique = (column: ColumnProfile) =>
    column.distinct === column.filled && !column.distinctCapped;
  take(
    'id',
    named(
      /^(id|.*[_ ]id|.*id)$/,
      (column) => unique(column) && !/customer|client|user|account/i.test(column.column),
    ),
  );
  take(
    'customerId',
    named(/customer|client|user|account/, (column) => column.type !== 'date'),
  );

  // The free text is the longest text column, preferring one whose name says it is the text.
  const texts = free()
    .filter((column) => column.type === 'text')
    .sort((first, second) => second.maxLength - first.maxLength);
  const body =
    texts.find((column) =>
      /text|body|narrative|message|content|comment|description/i.test(column.column),
    ) ?? texts[0];
  take('body', body);
  take('subject', named(/subject|title|summary|headline/));

  const categorical = (column: ColumnProfile) =>
    column.type === 'category' || column.type === 'boolean';
  take('subcategory', named(/sub.?(category|issue|reason|topic|product)/, categorical));
  take('product', named(/product/, categorical));
  take('category', named(/category|reason|topic|issue|type/, categorical));
  take('channel', named(/channel|via|medium|submitted/, categorical));
  take('status', named(/status/, categorical));
  const labels = new Set(['negative', 'neutral', 'positive']);
  take(
    'sentimentLabel',
    named(/sentiment|polarity|label/, (column) =>
      column.top.every((value) => labels.has(value.value.toLowerCase())),
    ),
  );
  take(
    'sentiment',
    named(/sentiment|polarity|score/, (column) => column.type === 'number'),
  );

  const custom: Record<string, ReturnType<typeof customSpecOf>> = {};
  const ignore: string[] = [];
  for (const column of free()) {
    let field = fieldName(column.column);
    if (!field) {
      ignore.push(column.column);
      continue;
    }
    if (isReservedFieldName(field) || custom[field]) field = `${field}_field`;
    custom[field] = customSpecOf(column, column.rivalDateFormats?.length ? 'date' : column.type);
  }
  for (const column of profile.columns) if (column.filled === 0) ignore.push(column.column);
  return {
    ...(name ? { name } : {}),
    timezone: 'UTC',
    fields: fields as ImportMapping['fields'],
    custom,
    ...(ignore.length ? { ignore } : {}),
  };
}

/** The profile as lines for a terminal: one per column. */
export function describeProfile(profile: FileProfile): string[] {
  const lines = [`${profile.rows} records, ${profile.columns.length} columns (${profile.format})`];
  for (const column of profile.columns) {
    const distinct = `${column.distinct}${column.distinctCapped ? '+' : ''} distinct`;
    const rivals = column.rivalDateFormats?.length
      ? ` (or ${column.rivalDateFormats.join(' or ')}: the values read both ways; check the mapping's format)`
      : '';
    const formats = column.dateFormats.length ? `, format ${column.dateFormats[0]}${rivals}` : '';
    const unit = column.unit
      ? `, in ${column.unit}`
      : column.mixedUnits
        ? `, units of different kinds (${column.mixedUnits.join(', ')})`
        : '';
    const decimal = column.decimal ? ', decimal comma' : '';
    const top =
      column.type === 'category' || column.type === 'boolean'
        ? `; top ${column.top
            .slice(0, 5)
            .map((value) => `${JSON.stringify(value.value.slice(0, 30))} ${value.count}`)
            .join(', ')}`
        : '';
    lines.push(
      `  ${column.column}: ${column.type}${formats}${unit}${decimal}, ${column.filled} filled, ${column.empty} empty, ${distinct}${top}`,
    );
  }
  return lines;
}
