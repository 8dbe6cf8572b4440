/**
 * Turns what went wrong on the wire into the kit's own coded errors (src/base/errors.ts), with one line
 * of text in words. Never includes request headers, so never a credential; never raw OpenSSL text.
 */
import { BodyTooLargeError, KitError, ProtocolError, TimeoutError, TlsError, UnreachableError } from '../base/errors.js';
import { formatBytes } from './body.js';

/** Where the failure happened, for the message. */
export interface FailureContext {
  /** host:port of the base URL. */
  hostPort: string;
  /** The base URL, for suggesting the other scheme. */
  baseUrl: string;
  timeoutMs: number;
  maxBodySize: number;
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

/** Certificate verification failures, in words. */
const UNTRUSTED: Record<string, string> = {
  DEPTH_ZERO_SELF_SIGNED_CERT: 'it is self-signed',
  SELF_SIGNED_CERT_IN_CHAIN: 'its chain ends in a self-signed certificate',
  UNABLE_TO_VERIFY_LEAF_SIGNATURE: 'its issuer is not known',
  UNABLE_TO_GET_ISSUER_CERT: 'its issuer is not known',
  UNABLE_TO_GET_ISSUER_CERT_LOCALLY: 'its issuer is not known',
  CERT_UNTRUSTED: 'it is not trusted',
  CERT_HAS_EXPIRED: 'it has expired',
  CERT_NOT_YET_VALID: 'it is not valid yet',
  ERR_TLS_CERT_ALTNAME_INVALID: 'it was issued for another host name',
};

/** OpenSSL's way of saying that what came back to a ClientHello was not TLS. */
const NOT_TLS = new Set(['ERR_SSL_WRONG_VERSION_NUMBER', 'ERR_SSL_PACKET_LENGTH_TOO_LONG', 'ERR_SSL_UNKNOWN_PROTOCOL', 'ERR_SSL_RECORD_LAYER_FAILURE']);

/** The first string `code` along an error's cause / errors chain. */
export function firstCode(err: unknown): string | undefined {
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

/** The base URL with the other scheme (http ↔ https), for a suggestion. */
export function otherScheme(baseUrl: string): string {
  const u = new URL(baseUrl);
  u.protocol = u.protocol === 'https:' ? 'http:' : 'https:';
  return u.href;
}

/** Whether the error is a TLS failure (handshake or certificate). */
export function isTlsFailure(code: string | undefined): boolean {
  return code !== undefined && (code in UNTRUSTED || code.startsWith('ERR_SSL_') || code.startsWith('ERR_TLS_') || code === 'EPROTO');
}

/** The kit error for an error thrown while sending a request or reading its answer. */
export function classifyFailure(err: unknown, ctx: FailureContext): KitError {
  if (err instanceof KitError) return err;
  const code = firstCode(err);
  const text = err instanceof Error ? err.message : String(err);
  const at = ctx.hostPort;
  if (code && code in UNREACHABLE) return new UnreachableError(`cannot connect to ${at} (${UNREACHABLE[code]})`);
  if (code && NOT_TLS.has(code)) return new TlsError(`the server at ${at} answered plain HTTP to a TLS handshake; use ${otherScheme(ctx.baseUrl)}`);
  if (code && code in UNTRUSTED)
    return new TlsError(`the TLS certificate of ${at} is not trusted: ${UNTRUSTED[code]} (name its CA with --ca FILE, or skip verification with --insecure)`);
  if (isTlsFailure(code)) return new TlsError(`the TLS handshake with ${at} failed (${code})`);
  if (code === 'UND_ERR_HEADERS_TIMEOUT' || code === 'UND_ERR_BODY_TIMEOUT')
    return new TimeoutError(`no complete answer from ${at} within ${ctx.timeoutMs / 1000} s (--timeout)`);
  if (code === 'UND_ERR_RES_EXCEEDED_MAX_SIZE')
    return new BodyTooLargeError(`the answer body is larger than the ${formatBytes(ctx.maxBodySize)} cap (--max-body-size)`);
  if (code === 'UND_ERR_RES_CONTENT_LENGTH_MISMATCH' || code === 'UND_ERR_REQ_CONTENT_LENGTH_MISMATCH')
    return new ProtocolError(`the answer's Content-Length does not match its body`);
  if (code === 'ECONNRESET' || code === 'UND_ERR_SOCKET' || code === 'EPIPE' || code === 'UND_ERR_REQ_RETRY')
    return new ProtocolError(`the connection to ${at} broke before the answer was complete`);
  if (code?.startsWith('HPE_')) return new ProtocolError(`the answer is not valid HTTP (${oneLine(text)})`);
  return new ProtocolError(`request failed: ${oneLine(text)}${code ? ` (${code})` : ''}`);
}

/**
 * Whether sending the request again may help after this error: network failures, timeouts and
 * broken answers may; a refused certificate, a body over the cap or the kit's own refusals do not.
 */
export function isRetryable(err: unknown): boolean {
  if (err instanceof KitError) return false;
  const code = firstCode(err);
  if (isTlsFailure(code)) return false;
  return code !== 'UND_ERR_RES_EXCEEDED_MAX_SIZE' && code !== 'UND_ERR_ABORTED' && code !== 'UND_ERR_DESTROYED' && code !== 'UND_ERR_CLOSED';
}
