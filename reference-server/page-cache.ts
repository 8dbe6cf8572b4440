/**
 * The page cache: serialized pages kept by request (endpoint, component, page and the other query
 * parameters), bounded by bytes, oldest dropped first. A page larger than an eighth of the bound is
 * never kept.
 */

/** The default bound: the pages of about a thousand generated components. */
export const PAGE_CACHE_BYTES = 64 * 1024 * 1024;

export class PageCache {
  private readonly pages = new Map<string, Buffer>();
  private cachedBytes = 0;

  constructor(private readonly limit = PAGE_CACHE_BYTES) {}

  get(key: string): Buffer | undefined {
    return this.pages.get(key);
  }

  remember(key: string, body: Buffer): void {
    if (body.length > this.limit / 8) return;
    while (this.cachedBytes + body.length > this.limit && this.pages.size > 0) {
      const oldest = this.pages.keys().next().value as string;
      this.cachedBytes -= this.pages.get(oldest)!.length;
      this.pages.delete(oldest);
    }
    this.pages.set(key, body);
    this.cachedBytes += body.length;
  }
}
