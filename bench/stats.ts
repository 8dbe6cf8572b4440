/** Summaries of repeated measurements, and the ratio of two of them. */

export interface Summary {
  runs: number;
  min: number;
  median: number;
  max: number;
  /** Every run's value, in the order measured. */
  values: number[];
}

export function summarise(values: readonly number[]): Summary {
  if (values.length === 0) throw new Error('no measurements to summarise');
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  const median = sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2;
  return { runs: values.length, min: sorted[0]!, median, max: sorted[sorted.length - 1]!, values: [...values] };
}

/**
 * Runs `a` and `b` alternately (A B A B …) `runs` times each, so that drift in the machine's load
 * hits both sides alike. Each call returns one measurement.
 */
export async function interleave<T>(runs: number, a: (i: number) => Promise<T>, b: (i: number) => Promise<T>): Promise<{ a: T[]; b: T[] }> {
  const out = { a: [] as T[], b: [] as T[] };
  for (let i = 0; i < runs; i++) {
    out.a.push(await a(i));
    out.b.push(await b(i));
  }
  return out;
}
