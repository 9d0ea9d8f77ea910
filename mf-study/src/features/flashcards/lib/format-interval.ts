const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

function plural(count: number, unit: string, short = false): string {
  if (short) return `${count} ${unit}`;
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/** How long until `to`, as the rating buttons say it: '1 min', '10 min', '2 hours', '1 day', '4 days', '3 months'. */
export function formatInterval(from: Date, to: Date): string {
  const milliseconds = Math.max(0, to.getTime() - from.getTime());
  if (milliseconds < HOUR) return plural(Math.max(1, Math.round(milliseconds / MINUTE)), 'min', true);
  if (milliseconds < DAY) return plural(Math.round(milliseconds / HOUR), 'hour');
  const days = Math.round(milliseconds / DAY);
  if (days < 31) return plural(days, 'day');
  if (days < 365) return plural(Math.round(days / 30), 'month');
  return plural(Math.round((days / 365) * 10) / 10, 'year');
}
