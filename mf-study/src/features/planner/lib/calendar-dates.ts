/** Calendar dates as 'YYYY-MM-DD' strings, computed in UTC so no time zone or daylight change shifts a day. */
const DAY_MS = 86_400_000;

export const isoDatePattern = /^\d{4}-\d{2}-\d{2}$/;

function toUtc(date: string): number {
  const [year, month, day] = date.split('-').map(Number) as [number, number, number];
  return Date.UTC(year, month - 1, day);
}

export function isValidDate(date: string): boolean {
  if (!isoDatePattern.test(date)) return false;
  return new Date(toUtc(date)).toISOString().slice(0, 10) === date;
}

export function addDays(date: string, days: number): string {
  return new Date(toUtc(date) + days * DAY_MS).toISOString().slice(0, 10);
}

/** Whole days from `from` to `to` (negative when `to` is earlier). */
export function daysBetween(from: string, to: string): number {
  return Math.round((toUtc(to) - toUtc(from)) / DAY_MS);
}

/** The browser's local date today (used in effects and handlers only). */
export function localToday(now = new Date()): string {
  const month = String(now.getMonth() + 1).padStart(2, '0');
  const day = String(now.getDate()).padStart(2, '0');
  return `${now.getFullYear()}-${month}-${day}`;
}

const longFormat = new Intl.DateTimeFormat('en-US', { weekday: 'short', month: 'short', day: 'numeric', timeZone: 'UTC' });
const fullFormat = new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', year: 'numeric', timeZone: 'UTC' });

/** 'Tue, Dec 1' */
export function shortDay(date: string): string {
  return longFormat.format(new Date(toUtc(date)));
}

/** 'Tuesday, December 1, 2026' */
export function longDay(date: string): string {
  return fullFormat.format(new Date(toUtc(date)));
}
