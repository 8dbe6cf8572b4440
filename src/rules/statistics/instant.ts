/**
 * Whether a `YYYY-MM-DDThh:mm:ss.ffffffZ` timestamp names a real instant (§2.2 last_change):
 * month 1–12, a day that exists in that month (29 February only in leap years), hour below 24,
 * minute and second below 60. The pattern itself is the schema's; this is what a pattern cannot
 * say. Pure.
 */

const SHAPE = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2}):(\d{2})/;

function daysIn(year: number, month: number): number {
  if (month === 2) return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Why the timestamp is no real instant, or undefined when it is one (or does not have the shape). */
export function impossibleInstant(text: string): string | undefined {
  const m = SHAPE.exec(text);
  if (!m) return undefined;
  const [year, month, day, hour, minute, second] = m.slice(1).map(Number) as [number, number, number, number, number, number];
  if (month < 1 || month > 12) return `month ${m[2]} does not exist`;
  if (day < 1 || day > daysIn(year, month)) return `day ${m[3]} does not exist in ${m[1]}-${m[2]}`;
  if (hour > 23) return `hour ${m[4]} is not below 24`;
  if (minute > 59) return `minute ${m[5]} is not below 60`;
  if (second > 59) return `second ${m[6]} is not below 60`;
  return undefined;
}
