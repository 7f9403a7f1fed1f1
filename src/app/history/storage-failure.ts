/** True when `error` (or the error it wraps, as Dexie does) is the browser's quota error. */
export function isQuotaExceeded(error: unknown): boolean {
  for (let current = error, depth = 0; current && depth < 5; depth++) {
    const { name, inner } = current as { name?: unknown; inner?: unknown };
    if (name === 'QuotaExceededError') return true;
    current = inner;
  }
  return false;
}

/** What the analyst is told when the history could not be written. */
export function describeStorageFailure(error: unknown): string {
  if (isQuotaExceeded(error)) {
    return (
      'The browser has no room left for the history, so the newest steps are not saved yet. ' +
      'Export conversations you want to keep and delete old ones; saving resumes once there is room.'
    );
  }
  return 'The history could not be saved in this browser (IndexedDB failed). The conversation is still open here; export it to keep it.';
}
