/**
 * Turns what went wrong on the wire into an exchange error: a stable code from src/errors.ts and
 * one line of text. Never includes request headers, so never a credential.
 */
import type { ExchangeError } from '../generated/exchange.js';

/** Codes of the kit errors an exchange can carry. */
export const E = {
  unreachable: 'E_UNREACHABLE',
  timeout: 'E_TIMEOUT',
  tooLarge: 'E_BODY_TOO_LARGE',
  protocol: 'E_PROTOCOL',
  redirect: 'E_REDIRECT',
} as const;

/** A failure the HTTP layer raises itself (size cap, decoding, redirects, its own deadline). */
export class WireFailure extends Error {
  constructor(
    readonly code: string,
    message: string,
    /** Whether sending the request again may help. */
    readonly retryable = false,
  ) {
    super(message);
  }
}

const UNREACHABLE: Record<string, string> = {
  ECONNREFUSED: 'connection refused',
  ENOTFOUND: 'host not found',
  EAI_AGAIN: 'host name lookup failed',
  EHOSTUNREACH: 'host unreachable',
  ENETUNREACH: 'network unreachable',
  EADDRNOTAVAIL: 'address not available',
  UND_ERR_CONNECT_TIMEOUT: 'connection timed out',
};

function firstCode(err: unknown): string | undefined {
  let e: unknown = err;
  for (let depth = 0; depth < 5 && e && typeof e === 'object'; depth++) {
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && code !== 'UND_ERR') return code;
    const errors = (e as { errors?: unknown }).errors;
    e = Array.isArray(errors) && errors.length > 0 ? errors[0] : (e as { cause?: unknown }).cause;
  }
  return undefined;
}

function oneLine(text: string): string {
  return text.replace(/\s*\n\s*/g, ' ').slice(0, 300);
}

/** Classifies an error thrown while sending a request or reading its answer. */
export function classifyFailure(err: unknown, hostPort: string, timeoutMs: number): WireFailure {
  if (err instanceof WireFailure) return err;
  const code = firstCode(err);
  const text = err instanceof Error ? err.message : String(err);
  if (code && code in UNREACHABLE) return new WireFailure(E.unreachable, `cannot connect to ${hostPort} (${UNREACHABLE[code]})`, true);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT' || code === 'UND_ERR_ABORTED')
    return new WireFailure(E.timeout, `no complete answer from ${hostPort} within ${timeoutMs / 1000} s`, true);
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' || code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH')
    return new WireFailure(E.protocol, `the answer's Content-Length does not match its body`, true);
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE')
    return new WireFailure(E.protocol, `the connection to ${hostPort} broke before the answer was complete`, true);
  if (code?.startsWith('HPE_')) return new WireFailure(E.protocol, `the answer is not valid HTTP (${oneLine(text)})`, true);
  return new WireFailure(E.protocol, `request failed: ${oneLine(text)}${code ? ` (${code})` : ''}`, true);
}

export function toExchangeError(f: WireFailure): ExchangeError {
  return { code: f.code, message: f.message };
}
