/** Time arithmetic on the ISO 8601 UTC strings the corpus stores (`2026-03-12T09:41:00Z`). */

const MINUTE = 60_000;
export const DAY_MS = 86_400_000;

export function isoAt(ms: number): string {
  return new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
}

export function dayStart(day: string): number {
  return Date.parse(`${day}T00:00:00Z`);
}

export function atMinute(day: string, minuteOfDay: number): string {
  return isoAt(dayStart(day) + Math.floor(minuteOfDay) * MINUTE);
}

export function addMinutes(at: string, minutes: number): string {
  return isoAt(Date.parse(at) + Math.round(minutes) * MINUTE);
}

/** Every day from `from` to `to`, inclusive. */
export function daysBetween(from: string, to: string): string[] {
  const days: string[] = [];
  for (let ms = dayStart(from); ms <= dayStart(to); ms += DAY_MS) days.push(isoAt(ms).slice(0, 10));
  return days;
}

/** The last second of the corpus: open cases are measured against it. */
export function corpusEnd(to: string): string {
  return `${to}T23:59:59Z`;
}

export function hoursBetween(fromAt: string, toAt: string): number {
  return (Date.parse(toAt) - Date.parse(fromAt)) / 3_600_000;
}
