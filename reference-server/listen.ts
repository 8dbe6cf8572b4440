/** Starts a server listening; a port or host that cannot be used is one coded line, never a crash. */
import type { Server } from 'node:http';
import { BadOptionError } from '../src/base/errors.js';

export function listen(server: Server, port: number, host: string): Promise<void> {
  return new Promise<void>((resolve, reject) => {
    const onError = (err: NodeJS.ErrnoException): void => {
      server.off('listening', onListening);
      const why =
        err.code === 'EADDRINUSE'
          ? 'is in use'
          : err.code === 'EACCES'
            ? 'needs privileges'
            : err.code === 'EADDRNOTAVAIL' || err.code === 'ENOTFOUND'
              ? 'is not an address of this machine'
              : `cannot be used (${err.code ?? err.message})`;
      reject(new BadOptionError(`cannot listen on ${host}:${port}: the address ${why}`));
    };
    const onListening = (): void => {
      server.off('error', onError);
      resolve();
    };
    server.once('error', onError);
    server.once('listening', onListening);
    server.listen(port, host);
  });
}
