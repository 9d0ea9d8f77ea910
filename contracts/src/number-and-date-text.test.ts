import { formatDecimal, formatLongDate } from './number-and-date-text';

describe('formatDecimal', () => {
  it('writes what Intl writes for en-US, grouping, rounding and trailing zeros included', () => {
    const values = [0, -0, 1, 7, 12, 999, 1000, 1234.5, 65, 700, 49.99, 1_000_000, 0.0072, 0.00725, 1.005, 2.675, 0.5, 1.5, 2.5, -3.456, 123456.789, 0.1 + 0.2, 7.1234567];
    const ranges: Array<[number, number]> = [[0, 0], [0, 2], [2, 2], [0, 3], [2, 6], [4, 8], [1, 1]];
    for (const value of values) {
      for (const [minimum, maximum] of ranges) {
        expect([value, minimum, maximum, formatDecimal(value, minimum, maximum)]).toEqual([
          value,
          minimum,
          maximum,
          value.toLocaleString('en-US', { minimumFractionDigits: minimum, maximumFractionDigits: maximum }),
        ]);
      }
    }
  });

  it('agrees with Intl on many random amounts', () => {
    let seed = 20261128;
    const next = () => ((seed = (seed * 1103515245 + 12345) % 2 ** 31) / 2 ** 31);
    for (let index = 0; index < 5_000; index++) {
      const value = (next() - 0.2) * 10 ** Math.floor(next() * 9);
      const minimum = Math.floor(next() * 3);
      const maximum = minimum + Math.floor(next() * 6);
      expect(formatDecimal(value, minimum, maximum)).toBe(value.toLocaleString('en-US', { minimumFractionDigits: minimum, maximumFractionDigits: maximum }));
    }
  });

  it('defaults to toLocaleString\'s own: up to three decimals', () => {
    expect(formatDecimal(1234)).toBe('1,234');
    expect(formatDecimal(3.14159)).toBe('3.142');
  });
});

describe('formatLongDate', () => {
  it('writes a calendar day out in words, as Intl does in UTC', () => {
    const intl = new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
    for (const day of ['2023-04-05', '2024-02-29', '2025-12-31', '2026-01-01', '2019-10-10']) {
      expect(formatLongDate(day)).toBe(intl.format(new Date(`${day}T00:00:00Z`)));
    }
    expect(formatLongDate('2023-04-05')).toBe('April 5, 2023');
  });

  it('refuses what is not a calendar day', () => {
    expect(() => formatLongDate('April 5')).toThrow('Not a calendar day: April 5');
    expect(() => formatLongDate('2023-13-01')).toThrow(RangeError);
  });
});
