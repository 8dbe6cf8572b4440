/** One bench figure: a measured side, its baseline from the same run, their ratio and the target. */
import { summarise, type Summary } from './stats.js';

export interface Side {
  /** What was measured, e.g. "kit check" or "baseline crawler". */
  label: string;
  unit: string;
  summary: Summary;
}

export interface Target {
  comparison: '<=' | '>=';
  value: number;
}

/** How a figure is measured, in words, for the documentation written from results.json. */
export interface Measured {
  /** What the subject side runs. */
  subject: string;
  /** The floor it is measured against, in the same run. */
  floor: string;
}

export interface Figure {
  id: string;
  title: string;
  measured: Measured;
  subject: Side;
  baseline: Side;
  /** median(subject) / median(baseline). */
  ratio: number;
  /** The ratio of each interleaved pair of runs. */
  pairRatios: Summary;
  target: Target;
  met: boolean;
  /** Further facts worth keeping (request counts, item counts…). */
  details: Record<string, unknown>;
  /** One-line remarks printed under the table. */
  notes: string[];
}

export function makeFigure(input: {
  id: string;
  title: string;
  measured: Measured;
  subject: { label: string; unit: string; values: number[] };
  baseline: { label: string; unit: string; values: number[] };
  target: Target;
  details?: Record<string, unknown>;
  notes?: string[];
}): Figure {
  const subject = summarise(input.subject.values);
  const baseline = summarise(input.baseline.values);
  const ratio = subject.median / baseline.median;
  const pairs = input.subject.values.map((v, i) => v / input.baseline.values[i]!);
  const met = input.target.comparison === '<=' ? ratio <= input.target.value : ratio >= input.target.value;
  return {
    id: input.id,
    title: input.title,
    measured: input.measured,
    subject: { label: input.subject.label, unit: input.subject.unit, summary: subject },
    baseline: { label: input.baseline.label, unit: input.baseline.unit, summary: baseline },
    ratio,
    pairRatios: summarise(pairs),
    target: input.target,
    met,
    details: input.details ?? {},
    notes: input.notes ?? [],
  };
}
