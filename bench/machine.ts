/** The machine a bench ran on. */
import os from 'node:os';

export interface Machine {
  cpus: { model: string; count: number };
  memoryBytes: number;
  node: string;
  platform: string;
  date: string;
}

export function machine(): Machine {
  const cpus = os.cpus();
  return {
    cpus: { model: cpus[0]?.model.trim() ?? 'unknown', count: cpus.length },
    memoryBytes: os.totalmem(),
    node: process.version,
    platform: `${os.platform()} ${os.release()} ${os.arch()}`,
    date: new Date().toISOString(),
  };
}
