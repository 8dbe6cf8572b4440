/**
 * Percentages of statistics items (§2.2 rule 1): one decimal digit, truncated. Numbers are compared
 * as numbers (100 and 100.0 are the same value); the truncation is done in integer arithmetic so
 * that floating point never turns 66.6 into 66.7.
 */

/**
 * True when `value` has at most one decimal digit (66.6, 100, 0.0; not 66.66). Exact: the number
 * must be the one the one-decimal text denotes, so float noise such as 66.60000000000001 fails.
 */
export function hasOneDecimal(value: number): boolean {
  if (!Number.isFinite(value)) return false;
  return Math.round(value * 10) / 10 === value;
}

/** The value in tenths of a percent (66.6 → 666); only meaningful when hasOneDecimal(value). */
export function toTenths(value: number): number {
  return Math.round(value * 10);
}

/**
 * count / total as a percentage truncated to one decimal, in tenths (12/18 → 666, 1/18 → 55).
 * `zero` is the value for a zero total (§2.2 rule 2: 100.0 for the translated percentages, else 0.0).
 * Needs 0 ≤ count ≤ total, integers.
 */
export function truncatedTenths(count: number, total: number, zero: number): number {
  if (total === 0) return zero * 10;
  const scaled = count * 1000;
  if (scaled > Number.MAX_SAFE_INTEGER || total > EXACT_TOTAL) return (scaled - (scaled % total)) / total;
  // Several times cheaper than the remainder: the quotient is correctly rounded, so its floor is the
  // truncation or, where the ratio lies just below a whole number, one above it, which the product
  // (exact for totals up to EXACT_TOTAL) tells.
  const q = Math.floor(scaled / total);
  return q * total > scaled ? q - 1 : q;
}

/** Totals for which quotient × total stays an exact integer (1001 × 2^43 < 2^53). */
const EXACT_TOTAL = 2 ** 43;

/** Tenths back to the number a conformant server writes (666 → 66.6). */
export function fromTenths(tenths: number): number {
  return tenths / 10;
}

/**
 * Weblate's clamp: where truncation gives 0.0 but the count is above 0, Weblate writes 0.1. (Its
 * mirror, 99.9 where the ratio would show 100.0 for a count below the total, never differs from
 * truncation, which already gives at most 99.9 there.)
 */
export function isWeblateClamp(count: number, expectedTenths: number, actualTenths: number): boolean {
  return count > 0 && expectedTenths === 0 && actualTenths === 1;
}

/** A percentage as a message shows it: one decimal where the value has none (100 → 100.0), else as read. */
export function percentText(value: number): string {
  return Number.isInteger(value) ? value.toFixed(1) : String(value);
}
