/**
 * A module tracer for a child process: `node --import <this file> …` writes the URL of every module
 * the process resolves, one a line, to the file named by $STRINGENT_MODULE_TRACE. Loaded with
 * --import it registers itself as the module resolve hook; in the hooks' own thread it is that hook.
 */
import { appendFileSync } from 'node:fs';
import { register } from 'node:module';
import { isMainThread } from 'node:worker_threads';

interface Resolved {
  url: string;
}
type NextResolve = (specifier: string, context: unknown) => Promise<Resolved>;

if (isMainThread) register(import.meta.url);

export async function resolve(specifier: string, context: unknown, next: NextResolve): Promise<Resolved> {
  const resolved = await next(specifier, context);
  const file = process.env.STRINGENT_MODULE_TRACE;
  if (file) appendFileSync(file, resolved.url + '\n');
  return resolved;
}
