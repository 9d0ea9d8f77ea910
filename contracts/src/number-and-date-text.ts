/*
 * Numbers and dates as en-US writes them, without Intl. A page formats prices and dates while it hydrates, and
 * the first Intl formatter a page creates costs tens of milliseconds of start-up on a phone (the locale data is
 * loaded then); `Number.prototype.toLocaleString` with options builds a new formatter on every call. The site
 * writes one locale, so plain arithmetic gives the same text (the tests compare it with Intl's).
 */

const monthNames = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];

/**
 * The digits of `magnitude` (not negative) rounded to `fractionDigits` decimals, half away from zero, on its
 * shortest decimal form as Intl rounds it (1.005 -> "1.01", where `toFixed` sees 1.00499... and writes "1.00").
 */
function roundedDigits(magnitude: number, fractionDigits: number): { whole: string; fraction: string } {
  const [mantissa = '0', exponent = '0'] = magnitude.toExponential().split('e');
  const digits = mantissa.replace('.', '');
  const kept = Number(exponent) + 1 + fractionDigits;
  let units = BigInt(0);
  if (kept >= 0) {
    units = BigInt(digits.slice(0, kept).padEnd(kept, '0') || '0');
    if ((digits[kept] ?? '0') >= '5') units += BigInt(1);
  }
  const text = units.toString().padStart(fractionDigits + 1, '0');
  return { whole: text.slice(0, text.length - fractionDigits), fraction: text.slice(text.length - fractionDigits) };
}

/**
 * `value` with en-US digit grouping and between `minimumFractionDigits` and `maximumFractionDigits` decimals,
 * rounded half away from zero: 1234.5 -> "1,234.5", as `value.toLocaleString('en-US', { ... })` writes it.
 */
export function formatDecimal(value: number, minimumFractionDigits = 0, maximumFractionDigits = Math.max(minimumFractionDigits, 3)): string {
  if (!Number.isFinite(value)) return value.toLocaleString('en-US');
  const { whole, fraction: decimals } = roundedDigits(Math.abs(value), maximumFractionDigits);
  const fraction = decimals.replace(/0+$/, '').padEnd(minimumFractionDigits, '0');
  const sign = value < 0 || Object.is(value, -0) ? '-' : '';
  return `${sign}${whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',')}${fraction ? `.${fraction}` : ''}`;
}

/** A calendar day written out: '2023-04-05' -> 'April 5, 2023' (the date as given, no time zone applied). */
export function formatLongDate(isoDate: string): string {
  const match = /^(\d{4})-(\d{2})-(\d{2})/.exec(isoDate);
  const month = match ? monthNames[Number(match[2]) - 1] : undefined;
  if (!match || month === undefined) throw new RangeError(`Not a calendar day: ${isoDate}`);
  return `${month} ${Number(match[3])}, ${Number(match[1])}`;
}
