/** Sizes and repetitions of a bench run: the full set, or a quick smoke run (--quick). */
export interface BenchConfig {
  quick: boolean;
  /** Interleaved runs per side (medians over these). */
  runs: number;
  /** Kit and baseline concurrency. */
  concurrency: number;
  /** Components of the crawl-overhead and rule-throughput deployment. */
  crawlComponents: number;
  /** Components of the small and the large deployment of the memory and scale figures. */
  smallComponents: number;
  largeComponents: number;
  /**
   * The page cache bound of the servers of the memory and scale figures: above the pages of the
   * large crawl (about 240 MB at 5,000 components), so that after the warm-up crawl both servers
   * answer every page from memory and do the same work per request at both sizes.
   */
  scalePageCacheBytes: number;
  /** Components of the deployment whose pages the server-throughput figures load. */
  serverComponents: number;
  /** Autocannon connections and seconds per run. */
  connections: number;
  loadSeconds: number;
  /** Upper bound on one crawl, kit or baseline. */
  crawlTimeoutMs: number;
}

/** Above the pages of a crawl of 5,000 generated components (about 240 MB). */
const SCALE_PAGE_CACHE_BYTES = 1024 * 1024 * 1024;

export function benchConfig(quick: boolean): BenchConfig {
  return quick
    ? {
        quick,
        runs: 3,
        concurrency: 8,
        crawlComponents: 200,
        smallComponents: 50,
        largeComponents: 500,
        scalePageCacheBytes: SCALE_PAGE_CACHE_BYTES,
        serverComponents: 50,
        connections: 64,
        loadSeconds: 1,
        crawlTimeoutMs: 120_000,
      }
    : {
        quick,
        runs: 5,
        concurrency: 8,
        crawlComponents: 2000,
        smallComponents: 500,
        largeComponents: 5000,
        scalePageCacheBytes: SCALE_PAGE_CACHE_BYTES,
        serverComponents: 200,
        connections: 64,
        loadSeconds: 5,
        crawlTimeoutMs: 300_000,
      };
}
