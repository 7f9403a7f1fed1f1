/**
 * What the app needs of the history database before Dexie loads: its name, and the key bounds
 * (IndexedDB orders numbers before strings before arrays, so these enclose every key part).
 */
export const HISTORY_DB_NAME = 'sightline-history';
export const MIN_KEY = -Infinity;
export const MAX_KEY = [[]];
