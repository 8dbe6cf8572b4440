/**
 * The kit's own failures: the kit could not do its job (exit 2), as opposed to findings about the
 * target (exit 1). One base class, one subclass per failure, each with a stable `code` that users
 * may match on. Messages are one line and never contain a credential.
 */

export class KitError extends Error {
  readonly code: string = 'E_KIT';
  /** Exit status the CLI uses for this error. */
  readonly exitCode: number = 2;
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = new.target.name;
  }
}

/** A command-line option or API option is missing, malformed or out of range. */
export class BadOptionError extends KitError {
  override readonly code = 'E_BAD_OPTION';
}

/** The component list answered 404 or a web page: there is no API at the base URL, nothing could be checked. */
export class NoApiError extends KitError {
  override readonly code = 'E_NO_API';
}

/** A file could not be read or parsed (validate inputs, --data datasets, cases). */
export class FileError extends KitError {
  override readonly code = 'E_FILE';
}

/** validate could not tell which kind of answer a document is; --as names it. */
export class UnknownKindError extends KitError {
  override readonly code = 'E_UNKNOWN_KIND';
}

/** A reference-server dataset does not match schemas/dataset.schema.json. */
export class DatasetError extends KitError {
  override readonly code = 'E_DATASET';
}

/** Nothing answered at the target address (refused, DNS failure, unreachable network). */
export class UnreachableError extends KitError {
  override readonly code = 'E_UNREACHABLE';
}

/** The target did not answer within --timeout, after retries. */
export class TimeoutError extends KitError {
  override readonly code = 'E_TIMEOUT';
}

/** An answer body was larger than the body-size cap. */
export class BodyTooLargeError extends KitError {
  override readonly code = 'E_BODY_TOO_LARGE';
}

/** The connection broke mid-answer, or the answer was not valid HTTP (e.g. a wrong Content-Length). */
export class ProtocolError extends KitError {
  override readonly code = 'E_PROTOCOL';
}

/**
 * Conditions of the field that stop a run before it is done: the kit could not finish, the server
 * is not at fault. Each keeps what was judged until then; the run can go on later with --resume.
 */
export class StopError extends KitError {
  override readonly code: string = 'E_STOP';
}

/** The request budget (--max-requests) ran out before the crawl finished. */
export class BudgetExceededError extends StopError {
  override readonly code = 'E_BUDGET';
}

/** A redirect the kit refused to follow (to another origin, or a loop). */
export class RedirectError extends KitError {
  override readonly code = 'E_REDIRECT';
}

/** TLS could not be spoken with the target: plain HTTP on a TLS port or the reverse, or a certificate not trusted (see --ca, --insecure). */
export class TlsError extends KitError {
  override readonly code = 'E_TLS';
}

/** check --resume: the recording cannot be continued by this run (another base URL, another tool's or an incompatible kit's recording). */
export class ResumeError extends KitError {
  override readonly code = 'E_RESUME';
}

/** The server's rate limit cannot be waited out: Retry-After beyond --max-wait or --deadline, or 429 after every retry. */
export class RateLimitedError extends StopError {
  override readonly code = 'E_RATE_LIMITED';
}

/** 502, 503 or 504 (a proxy's or a restarting server's page) outlasted every retry. */
export class UnavailableError extends StopError {
  override readonly code = 'E_UNAVAILABLE';
}

/** The run reached --deadline. */
export class DeadlineError extends StopError {
  override readonly code = 'E_DEADLINE';
}

/** The deployment refused the kit's first requests (401 or 403): a token is missing or was rejected. */
export class AuthError extends KitError {
  override readonly code = 'E_AUTH';
}

/** True for the errors that stop the whole run (budget, rate limit, unavailable, deadline). */
export function stopsRun(err: unknown): err is KitError {
  return err instanceof StopError;
}

/** The error classes an exchange's `error.code` may name, by code: one vocabulary for the HTTP layer and check. */
const BY_CODE: Record<string, new (message: string) => KitError> = Object.fromEntries(
  [
    UnreachableError,
    TimeoutError,
    BodyTooLargeError,
    ProtocolError,
    RedirectError,
    TlsError,
    BudgetExceededError,
    RateLimitedError,
    UnavailableError,
    DeadlineError,
    AuthError,
  ].map((Cls) => [new Cls('').code, Cls]),
);

/** The KitError subclass for `code` (recorded on an exchange), with `message`; ProtocolError for a code it does not know. */
export function kitErrorFor(code: string, message: string): KitError {
  return new (BY_CODE[code] ?? ProtocolError)(message);
}

export function isKitError(err: unknown): err is KitError {
  return err instanceof KitError;
}

/** One line for the terminal: `stringent: E_CODE: message`. */
// Control, bidi and invisible characters, and unpaired surrogates: shown as \uXXXX, never sent to a terminal as themselves.
const INVISIBLE =
  /[\u0000-\u0008\u000b-\u001f\u007f-\u009f\u061c\u200b-\u200f\u2028-\u202e\u2060-\u2069\ufeff\ufff9-\ufffb]|[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/g;

/** The one line a kit error is printed as; text from a server in it is made visible and cut at 2,000 characters. */
export function formatKitError(err: KitError): string {
  let message = err.message.replace(/\s*[\r\n]\s*/g, ' ').replace(/\t/g, ' ');
  if (message.length > 2000) message = `${message.slice(0, 1999)}… (${Buffer.byteLength(message, 'utf8')} bytes)`;
  return `stringent: ${err.code}: ${message.replace(INVISIBLE, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, '0')}`)}`;
}

/** The errno codes a file operation meets, in words; others fall back to Node's own description. */
const IN_WORDS: Record<string, string> = {
  ENOSPC: 'no space left on the device',
  EDQUOT: 'the disk quota is used up',
  EROFS: 'the file system is read-only',
  EACCES: 'permission denied',
  EPERM: 'operation not permitted',
  ENOTDIR: 'a part of the path is a file, not a folder',
  EISDIR: 'the path is a folder',
  ENOENT: 'a part of the path does not exist',
  ENAMETOOLONG: 'the name is too long',
  ELOOP: 'too many symbolic links (a loop?)',
  EPIPE: 'the reader closed the pipe before the report was written',
  ENXIO: 'no reader or device is there',
  EFBIG: 'the file is too large for the file system',
  EIO: 'an input/output error on the device',
};

/** The reason an operation failed, in words, with its errno code in brackets. */
export function reasonInWords(err: unknown): string {
  const e = err as NodeJS.ErrnoException;
  if (e && typeof e === 'object' && typeof e.code === 'string') {
    const words =
      IN_WORDS[e.code] ??
      String(e.message ?? '')
        .replace(/^E[A-Z]+:\s*/, '')
        .split(',')[0]!
        .trim();
    return words !== '' && words !== e.code ? `${words} (${e.code})` : e.code;
  }
  return String(err instanceof Error ? err.message : err).split('\n')[0]!;
}
