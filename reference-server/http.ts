/**
 * The node:http side: headers of every answer (§1), HEAD without a body, and JSON answers even for
 * what never reaches a route (malformed requests, oversized headers, CONNECT). Nothing a client
 * sends may crash the process or produce a 5xx (unless a fault asks for one).
 */
import http, { STATUS_CODES } from 'node:http';
import type { Duplex } from 'node:stream';
import { methodNotAllowed, type Answer, type Answerer } from './api.js';
import type { Gate } from './conditions.js';
import type { Exchanges, RequestHeaders } from './exchange.js';
import type { Observation } from './observe.js';

export { ALLOW } from './exchange.js';

const INTERNAL: Answer = { status: 500, body: Buffer.from('{"detail":"A server error occurred."}') };

/**
 * How long a socket answered outside the HTTP parser stays open after its answer is sent: time
 * for the client to read the answer before the connection is torn down, and a bound on how long a
 * client that never closes its side can hold a connection.
 */
export const LINGER_MS = 1000;

/** Writes a whole answer straight to a socket that the HTTP parser has given up on, then closes it. */
function rawAnswer(socket: Duplex, exchanges: Exchanges, answer: Answer, method: string, requestHeaders: RequestHeaders, target = ''): void {
  const reply = exchanges.reply(answer, method, requestHeaders, target);
  const head = [`HTTP/1.1 ${reply.status} ${STATUS_CODES[reply.status] ?? ''}`];
  for (const [k, v] of Object.entries(reply.headers)) head.push(`${k}: ${v}`);
  head.push('Connection: close', '', '');
  const headBytes = Buffer.from(head.join('\r\n'), 'latin1');
  const withBody = method !== 'HEAD' || reply.headBody;
  // Whatever else the client sends is read and dropped, so unread bytes cannot turn the close into
  // a reset that loses the answer; the socket is destroyed once the client closes or LINGER_MS after.
  socket.on('data', () => undefined);
  socket.end(withBody ? Buffer.concat([headBytes, reply.body]) : headBytes, () => {
    const timer = setTimeout(() => socket.destroy(), LINGER_MS);
    timer.unref();
    socket.once('close', () => clearTimeout(timer));
  });
}

const detail = (status: number, text: string): Answer => ({ status, body: Buffer.from(JSON.stringify({ detail: text })) });

/** HTTP/0.9 (a request line without a version) and HTTP/1.1 without Host are refused (RFC 9112 §3.2). */
function malformed(req: http.IncomingMessage): boolean {
  return req.httpVersionMajor !== 1 || (req.httpVersionMinor >= 1 && req.headers.host === undefined);
}

const MALFORMED = detail(400, 'Malformed request.');
const NO_HEADERS: RequestHeaders = {};

function answerOf(api: Answerer, req: http.IncomingMessage): Answer {
  if (malformed(req)) return MALFORMED;
  try {
    return api.answer(req.method ?? 'GET', req.url ?? '/');
  } catch {
    return INTERNAL;
  }
}

/**
 * `gate`: the deployment's operating conditions (conditions.ts), met before the API answers;
 * `observation`: what the client did, recorded request by request (observe.ts).
 */
export function createHttpServer(
  api: Answerer,
  exchanges: Exchanges,
  gate?: Gate,
  observation?: Observation,
  latencyMs?: (target: string) => number,
): http.Server {
  // The answer in progress on each socket, so a client error on a socket whose answer has begun
  // tears the connection down instead of writing a second answer into the first.
  const current = new WeakMap<Duplex, http.ServerResponse>();
  // Node's own check of Host answers a bare 400 without a JSON body; the handler does it instead.
  const server = http.createServer({ requireHostHeader: false }, (req, res) => {
    req.on('error', () => undefined);
    req.resume(); // a body on GET is read and ignored (§4: no request body)
    current.set(req.socket, res);
    let answer: Answer | undefined;
    let headers: Record<string, string> | undefined;
    observation?.watch(req, res, () => ({ answer, headers }));
    if (gate?.handle(req, res)) return;
    answer = answerOf(api, req);
    const reply = exchanges.reply(answer, req.method ?? 'GET', req.headers, req.url ?? '');
    headers = reply.headers;
    if (answer === MALFORMED) res.setHeader('Connection', 'close');
    const send = (): void => {
      if (res.destroyed) return;
      res.writeHead(reply.status, reply.headers);
      if (req.method !== 'HEAD') res.end(reply.body);
      else if (!reply.headBody) res.end();
      else {
        // Node drops a HEAD answer's body; a fault that sends one writes it to the socket right after
        // the head, which res.end() has just written there (before a Connection: close can end it).
        res.end();
        if (res.socket?.writable) res.socket.write(reply.body);
      }
    };
    const delay = latencyMs?.(req.url ?? '') ?? 0;
    if (delay > 0) setTimeout(send, delay);
    else send();
  });
  server.on('clientError', (err: NodeJS.ErrnoException, socket: Duplex) => {
    const res = current.get(socket);
    // A response stays attached to its socket (res.socket) until Node has finished it.
    const busy = res !== undefined && res.headersSent && res.socket === socket;
    if (err.code === 'ECONNRESET' || !socket.writable || busy) {
      socket.destroy();
      return;
    }
    const answer =
      err.code === 'HPE_HEADER_OVERFLOW'
        ? detail(431, 'Request header fields too large.')
        : err.code === 'ERR_HTTP_REQUEST_TIMEOUT'
          ? detail(408, 'Request timeout.')
          : MALFORMED;
    rawAnswer(socket, exchanges, answer, 'GET', NO_HEADERS);
  });
  // CONNECT never reaches the request handler; it is refused like any other method.
  server.on('connect', (req: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    rawAnswer(socket, exchanges, methodNotAllowed('CONNECT'), 'CONNECT', req.headers, req.url ?? '');
  });
  // An Upgrade request is answered as the plain request it also is.
  server.on('upgrade', (req: http.IncomingMessage, socket: Duplex) => {
    socket.on('error', () => undefined);
    rawAnswer(socket, exchanges, answerOf(api, req), req.method ?? 'GET', req.headers, req.url ?? '');
  });
  return server;
}
