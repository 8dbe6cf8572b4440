/**
 * What `check --replay` does with the replay server's answers before the rules see them: an
 * answer to an address the recording does not hold is not judged (it is no answer of the
 * deployment), and the requirements it would have served are skipped, "not reached in the
 * recording"; an answer standing for a recorded failure becomes that failure again, so the kit
 * error is the one the live run had; an answer the live run got only after sending the request again
 * carries what its earlier attempts got, as the live one did. The rules themselves know nothing of replays.
 */
import type { Exchange, ExchangePurpose } from '../generated/exchange.js';
import { REQUIREMENTS } from '../catalogue/requirements.js';
import { attemptsOf, NOT_RECORDED, RECORDED_FAILURE, REPLAY_ATTEMPTS_HEADER, REPLAY_ERROR_HEADER, REPLAY_HEADER } from './read.js';

/** The requirements a request of each purpose is sent for; a crawl or re-check answer may bear on any. */
const SERVES: Partial<Record<ExchangePurpose, readonly string[]>> = {
  head: ['MTH-HEAD'],
  options: ['MTH-OPTIONS'],
  'format-api': ['PAG-FORMAT-API'],
  'probe-error': ['ERR-NOT-FOUND', 'ERR-BAD-PAGE'],
  'probe-write': ['MTH-WRITE-REFUSED'],
};

export interface Replayed {
  /** False when the exchange is not to be judged (the recording does not hold it); turns a recorded failure back into one. */
  take(exchange: Exchange): boolean;
  /** Skips what was not reached; returns a one-line notice, or undefined when the recording held every answer asked for. */
  skipUnreached(engine: { skip(id: string, reason: string): void }): string | undefined;
}

export function replayed(file: string): Replayed {
  const unreached: string[] = [];
  /** Per requirement, the unreached addresses sent for it alone, then those of the crawl that may have borne on it. */
  const byRequirement = new Map<string, { own: string[]; crawl: string[] }>();
  return {
    take(exchange) {
      const earlier = exchange.headers[REPLAY_ATTEMPTS_HEADER];
      if (earlier !== undefined) {
        delete exchange.headers[REPLAY_ATTEMPTS_HEADER];
        const attempts = attemptsOf(earlier);
        if (attempts) exchange.earlierAttempts = [...attempts, ...(exchange.earlierAttempts ?? [])];
      }
      const mark = exchange.headers[REPLAY_HEADER];
      if (mark === NOT_RECORDED) {
        const address = `${exchange.request.method} ${exchange.request.url}`;
        unreached.push(address);
        const own = SERVES[exchange.purpose ?? 'crawl'];
        for (const id of own ?? REQUIREMENTS.map((r) => r.id)) {
          let lists = byRequirement.get(id);
          if (!lists) byRequirement.set(id, (lists = { own: [], crawl: [] }));
          (own ? lists.own : lists.crawl).push(address);
        }
        return false;
      }
      if (mark === RECORDED_FAILURE) {
        const text = exchange.headers[REPLAY_ERROR_HEADER] ?? '';
        const colon = text.indexOf(': ');
        exchange.status = 0;
        exchange.headers = {};
        delete exchange.body;
        delete exchange.bodyBase64;
        delete exchange.json;
        exchange.error = colon < 0 ? { code: 'E_PROTOCOL', message: text } : { code: text.slice(0, colon), message: text.slice(colon + 2) };
      }
      return true;
    },
    skipUnreached(engine) {
      if (unreached.length === 0) return undefined;
      for (const [id, { own, crawl }] of byRequirement) {
        const n = own.length + crawl.length;
        const more = n > 1 ? ` and ${n - 1} more` : '';
        engine.skip(id, `not reached in the recording: it holds no answer to ${own[0] ?? crawl[0]}${more}`);
      }
      const more = unreached.length > 1 ? ` (first: ${unreached[0]})` : `: ${unreached[0]}`;
      return `stringent: ${file} holds no answer to ${unreached.length} request${unreached.length > 1 ? 's' : ''} the check made${more}; what they would have shown is skipped`;
    },
  };
}
