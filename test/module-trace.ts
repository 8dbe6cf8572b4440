/**
 * A module tracer for a child process: `node --import <this file> …` writes the URL of every module
 * the process loads, one a line, to the file named by $STRINGENT_MODULE_TRACE. ES modules are seen by
 * a resolve hook (this file, registered as the hooks module, runs it in the hooks' own thread);
 * CommonJS modules (Ajv, undici), which require() loads past the hook, by a wrapper around require.
 * A line `net:connect` marks each socket the process opens, so a test can tell what was loaded
 * before its first connection.
 */
import { appendFileSync } from 'node:fs';
import { createRequire, isBuiltin, Module, register } from 'node:module';
import net from 'node:net';
import { pathToFileURL } from 'node:url';
import { isMainThread } from 'node:worker_threads';

interface Resolved {
  url: string;
}
type NextResolve = (specifier: string, context: unknown) => Promise<Resolved>;

function note(url: string): void {
  const file = process.env.STRINGENT_MODULE_TRACE;
  if (file) appendFileSync(file, url + '\n');
}

if (isMainThread) {
  register(import.meta.url);
  const proto = Module.prototype;
  const original = Reflect.get(proto, 'require') as (this: Module, id: string) => unknown;
  proto.require = function (this: Module, id: string): unknown {
    const exports = original.call(this, id);
    if (!isBuiltin(id)) note(pathToFileURL(createRequire(this.filename).resolve(id)).href);
    return exports;
  } as Module['require'];
  const connect = Reflect.get(net.Socket.prototype, 'connect') as (this: net.Socket, ...args: unknown[]) => net.Socket;
  net.Socket.prototype.connect = function (this: net.Socket, ...args: unknown[]): net.Socket {
    note('net:connect');
    return connect.apply(this, args);
  };
}

export async function resolve(specifier: string, context: unknown, next: NextResolve): Promise<Resolved> {
  const resolved = await next(specifier, context);
  note(resolved.url);
  return resolved;
}
