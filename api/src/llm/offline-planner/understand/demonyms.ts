import { readFileSync } from 'node:fs';

/**
 * Countries said by their adjective or demonym ("Spanish" for Spain, "Canadian" for Canada).
 * The forms are data (demonyms.json), read once; they are only spellings of a value the data
 * holds, so a data set without that country never hears of them.
 */
type Forms = Readonly<Record<string, readonly string[]>>;

let forms: ReadonlyMap<string, readonly string[]> | undefined;

function load(): ReadonlyMap<string, readonly string[]> {
  if (!forms) {
    const listed = JSON.parse(
      readFileSync(new URL('./demonyms.json', import.meta.url), 'utf8'),
    ) as Forms;
    forms = new Map(Object.entries(listed).map(([name, said]) => [name.toLowerCase(), said]));
  }
  return forms;
}

/** The adjective forms of a value that names a country; none for any other value. */
export function demonymsOf(value: string): readonly string[] {
  return load().get(value.trim().toLowerCase()) ?? [];
}
