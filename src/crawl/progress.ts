/** One updating progress line on a terminal; nothing at all when stderr is not a TTY. */
import type { CrawlProgress } from './crawler.js';

export interface ProgressStream {
  write(chunk: string): unknown;
  isTTY?: boolean;
}

export interface ProgressSource {
  crawl(): CrawlProgress;
  findings(): { error: number; warning: number; note: number };
}

export function startProgress(stream: ProgressStream | undefined, source: ProgressSource, everyMs = 200): () => void {
  if (!stream?.isTTY) return () => undefined;
  const draw = (): void => {
    const c = source.crawl();
    const f = source.findings();
    stream.write(
      `\r\x1b[Kstringent: ${c.pages} pages, ${c.components} components, ${c.statisticsLists} statistics lists; ` +
        `${f.error} errors, ${f.warning} warnings`,
    );
  };
  const timer = setInterval(draw, everyMs);
  timer.unref();
  return () => {
    clearInterval(timer);
    stream.write('\r\x1b[K');
  };
}
