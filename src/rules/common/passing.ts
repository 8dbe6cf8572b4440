/**
 * A keyed store for entries that pass through a long-lived owner: list elements waiting for their
 * instance record, lists being walked. Entries come in young and leave soon, thousands of them over
 * a crawl, and should die young. Backed by an object without prototype rather than a Map: values
 * that went through a Map kept for the whole run were promoted to V8's old generation even when
 * deleted soon after (about 19 MiB over 5,000 components for the pairing alone, and 12 MiB for the
 * walked lists, by --trace-gc-nvp), where they wait for a full collection and raise the check's
 * peak memory; through an object they are not. Keys are any strings (`__proto__` is an own key
 * of an object without prototype).
 */
export class Passing<V> {
  private entries: Record<string, V> = Object.create(null) as Record<string, V>;

  get(key: string): V | undefined {
    return this.entries[key];
  }

  set(key: string, value: V): void {
    this.entries[key] = value;
  }

  delete(key: string): void {
    delete this.entries[key];
  }

  clear(): void {
    this.entries = Object.create(null) as Record<string, V>;
  }
}
