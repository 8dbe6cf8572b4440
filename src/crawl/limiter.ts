/** Bounded concurrency: at most `max` tasks run at once; the rest wait their turn in order. */
export class Limiter {
  private active = 0;
  private readonly waiting: (() => void)[] = [];
  private readonly tasks = new Set<Promise<unknown>>();

  constructor(private readonly max: number) {}

  /** Starts `fn` when a slot is free; the returned promise settles with it. */
  run<T>(fn: () => Promise<T>): Promise<T> {
    const task = this.acquire().then(async () => {
      try {
        return await fn();
      } finally {
        this.release();
      }
    });
    const tracked = task.then(
      () => undefined,
      () => undefined,
    );
    this.tasks.add(tracked);
    void tracked.then(() => this.tasks.delete(tracked));
    return task;
  }

  /** Tasks started or waiting. */
  get pending(): number {
    return this.tasks.size;
  }

  /** Resolves once fewer than `n` tasks are pending. */
  async below(n: number): Promise<void> {
    while (this.tasks.size >= n) await Promise.race(this.tasks);
  }

  /** Resolves once every task has settled. */
  async idle(): Promise<void> {
    while (this.tasks.size > 0) await Promise.race(this.tasks);
  }

  private acquire(): Promise<void> {
    if (this.active < this.max) {
      this.active++;
      return Promise.resolve();
    }
    return new Promise((resolve) => this.waiting.push(resolve));
  }

  private release(): void {
    const next = this.waiting.shift();
    if (next) next();
    else this.active--;
  }
}
