import type { ConversationSummary } from '../timeline/conversation-repository';

/** The history list as last read from IndexedDB: its first rows and how many are stored. */
export interface FirstPage {
  readonly items: readonly ConversationSummary[];
  readonly total: number;
}

const LEVELS: ReadonlySet<unknown> = new Set(['high', 'medium', 'low']);

function keyOf(databaseName: string): string {
  return `${databaseName}:first-page`;
}

/**
 * The history's first page, kept in localStorage beside the database so the panel can show it
 * before Dexie has loaded and opened IndexedDB (the list is then replaced by the live query). It
 * is a copy of what the last listing read, in this tab or another, never a source of truth.
 */
export function readFirstPage(databaseName: string): FirstPage | null {
  let parsed: unknown;
  try {
    const text = localStorage.getItem(keyOf(databaseName));
    if (!text) return null;
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (typeof parsed !== 'object' || parsed === null) return null;
  const { items, total } = parsed as { items?: unknown; total?: unknown };
  if (!Array.isArray(items) || typeof total !== 'number' || !Number.isInteger(total)) return null;
  if (total < items.length || !items.every(isSummary)) return null;
  return { items, total };
}

export function writeFirstPage(databaseName: string, page: FirstPage): void {
  try {
    localStorage.setItem(keyOf(databaseName), JSON.stringify(page));
  } catch {
    // A full or disabled localStorage only costs the early paint.
  }
}

function isSummary(value: unknown): value is ConversationSummary {
  if (typeof value !== 'object' || value === null) return false;
  const row = value as Record<string, unknown>;
  const confidence = row['lastConfidence'] as Record<string, unknown> | null | undefined;
  return (
    ['id', 'title', 'createdAt', 'updatedAt'].every((key) => typeof row[key] === 'string') &&
    typeof row['turnCount'] === 'number' &&
    typeof row['pinned'] === 'boolean' &&
    (confidence === null ||
      (typeof confidence === 'object' &&
        typeof confidence['score'] === 'number' &&
        LEVELS.has(confidence['level'])))
  );
}
