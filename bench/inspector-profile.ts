/**
 * A CPU profile of one stretch of code in this process (the inspector's sampling profiler),
 * written as a .cpuprofile file, so that start-up and module loading stay out of it.
 */
import { writeFileSync } from 'node:fs';
import { Session } from 'node:inspector/promises';

export async function withCpuProfile<T>(file: string | undefined, fn: () => Promise<T>): Promise<T> {
  if (file === undefined) return fn();
  const session = new Session();
  session.connect();
  await session.post('Profiler.enable');
  await session.post('Profiler.setSamplingInterval', { interval: 200 });
  await session.post('Profiler.start');
  try {
    return await fn();
  } finally {
    const { profile } = await session.post('Profiler.stop');
    writeFileSync(file, JSON.stringify(profile));
    session.disconnect();
  }
}
