/** A throwaway node:http server on 127.0.0.1, port 0, closed when the test ends. */
import http, { type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface Seen {
  method: string;
  path: string;
  headers: http.IncomingHttpHeaders;
  at: number;
}

export interface Listening {
  base: string;
  port: number;
  seen: Seen[];
}

interface Teardown {
  teardown(fn: () => unknown): void;
}

export async function listen(t: Teardown, handler: (req: IncomingMessage, res: ServerResponse, n: number) => void): Promise<Listening> {
  const seen: Seen[] = [];
  const server = http.createServer((req, res) => {
    seen.push({ method: req.method ?? '', path: req.url ?? '', headers: req.headers, at: performance.now() });
    req.resume();
    handler(req, res, seen.length - 1);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  t.teardown(
    () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  );
  const port = (server.address() as AddressInfo).port;
  return { base: `http://127.0.0.1:${port}/`, port, seen };
}

/**
 * Passes a request a front server got on to the server at `upstream` and sends its answer back,
 * with the upstream's base URL in the body written as the front's (`front`), so that the links of
 * the answers lead back through the front.
 */
export function passOn(req: IncomingMessage, res: ServerResponse, upstream: string, front: string): void {
  fetch(upstream.replace(/\/$/, '') + req.url!, { method: req.method! })
    .then(async (a) => {
      const body = Buffer.from((await a.text()).replaceAll(upstream, front));
      const headers = Object.fromEntries([...a.headers].filter(([k]) => k !== 'content-length' && k !== 'content-encoding'));
      res.writeHead(a.status, headers).end(req.method === 'HEAD' ? undefined : body);
    })
    .catch(() => res.destroy());
}

/** A port on 127.0.0.1 with nothing listening on it. */
export async function closedPort(): Promise<number> {
  const server = http.createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as AddressInfo).port;
  await new Promise<void>((resolve) => server.close(() => resolve()));
  return port;
}
