import { describe, expect, it } from 'vitest';
import { isPassDateText, passDateTextOf } from '../accountPageState';

describe('passDateTextOf', () => {
  it.each([
    ['2026-06-01', 'June 1st, 2026'],
    ['2026-06-02', 'June 2nd, 2026'],
    ['2026-06-03', 'June 3rd, 2026'],
    ['2026-06-04', 'June 4th, 2026'],
    ['2026-06-11', 'June 11th, 2026'],
    ['2026-06-12', 'June 12th, 2026'],
    ['2026-06-13', 'June 13th, 2026'],
    ['2026-06-21', 'June 21st, 2026'],
    ['2026-06-22', 'June 22nd, 2026'],
    ['2026-06-23', 'June 23rd, 2026'],
    ['2026-12-31', 'December 31st, 2026'],
  ])('writes %s as the account address does: %s', (iso, text) => {
    expect(passDateTextOf(iso)).toBe(text);
    expect(isPassDateText(text)).toBe(true);
  });

  it.each(['2026-13-01', '2026-6-1', 'June 1st, 2026', ''])('reads no day from %j', (value) => {
    expect(passDateTextOf(value)).toBeNull();
  });
});
