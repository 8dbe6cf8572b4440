/**
 * Whether a `YYYY-MM-DDThh:mm:ss.ffffffZ` timestamp names a real instant (§2.2 last_change):
 * month 1–12, a day that exists in that month (29 February only in leap years), hour below 24,
 * minute and second below 60. The pattern itself is the schema's; this is what a pattern cannot
 * say. Pure. Read with character codes, not a regular expression: it runs on every statistics item.
 */

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return month === 4 || month === 6 || month === 9 || month === 11 ? 30 : 31;
}

/** The number written by the `n` ASCII digits at `at`, or -1 where one of them is no digit. */
function digits(text: string, at: number, n: number): number {
  let value = 0;
  for (let i = at; i < at + n; i++) {
    const d = text.charCodeAt(i) - 48;
    if (d < 0 || d > 9) return -1;
    value = value * 10 + d;
  }
  return value;
}

const DASH = 45;
const COLON = 58;
const T = 84;

/** Why the timestamp is no real instant, or undefined when it is one (or does not start `YYYY-MM-DDThh:mm:ss`). */
export function impossibleInstant(text: string): string | undefined {
  if (text.length < 19) return undefined;
  if (text.charCodeAt(4) !== DASH || text.charCodeAt(7) !== DASH || text.charCodeAt(10) !== T || text.charCodeAt(13) !== COLON || text.charCodeAt(16) !== COLON)
    return undefined;
  const year = digits(text, 0, 4);
  const month = digits(text, 5, 2);
  const day = digits(text, 8, 2);
  const hour = digits(text, 11, 2);
  const minute = digits(text, 14, 2);
  const second = digits(text, 17, 2);
  if (year < 0 || month < 0 || day < 0 || hour < 0 || minute < 0 || second < 0) return undefined;
  if (month < 1 || month > 12) return `month ${text.slice(5, 7)} does not exist`;
  if (day < 1 || day > daysIn(year, month)) return `day ${text.slice(8, 10)} does not exist in ${text.slice(0, 4)}-${text.slice(5, 7)}`;
  if (hour > 23) return `hour ${text.slice(11, 13)} is not below 24`;
  if (minute > 59) return `minute ${text.slice(14, 16)} is not below 60`;
  if (second > 59) return `second ${text.slice(17, 19)} is not below 60`;
  return undefined;
}
