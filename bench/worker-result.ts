/** What a crawl worker (kit or baseline) prints as its last line. */
export interface CrawlRun {
  /** Wall time of the crawl itself, module loading excluded. */
  wallMs: number;
  /** HTTP requests sent. */
  requests: number;
  /** Peak resident set size of the worker process, in KiB (process.resourceUsage().maxRSS). */
  maxRssKb: number;
  /** Kit only: its exit status and the number of findings and kit errors. */
  exitCode?: number;
  findings?: number;
  kitErrors?: number;
}

export function printRun(run: CrawlRun): void {
  process.stdout.write(JSON.stringify(run) + '\n');
}
