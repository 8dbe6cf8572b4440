/**
 * Tests that need a system program (Debian's wlc, chromium) skip with a one-line reason where it is
 * missing, so that a fresh clone passes `npm test` on its own; CI (.ci/run) sets
 * STRINGENT_REQUIRE_SYSTEM_TOOLS=1, which turns such a skip into a failure.
 */
import { spawnSync } from 'node:child_process';

export const REQUIRE_SYSTEM_TOOLS = 'STRINGENT_REQUIRE_SYSTEM_TOOLS';

interface Planner {
  plan(n: number, comment?: string): void;
  fail(message: string): void;
}

export function hasProgram(name: string): boolean {
  return spawnSync('sh', ['-c', `command -v ${name}`], { stdio: 'ignore' }).status === 0;
}

/** True when `name` is on PATH; otherwise skips the whole file (or fails it, under CI) and returns false. */
export function systemTool(t: Planner, name: string, install: string, env: Record<string, string | undefined> = process.env): boolean {
  if (hasProgram(name)) return true;
  const reason = `${name} is not installed (${install})`;
  if (env[REQUIRE_SYSTEM_TOOLS] === '1') t.fail(`${reason}, and ${REQUIRE_SYSTEM_TOOLS}=1 requires it`);
  else t.plan(0, `skip: ${reason}`);
  return false;
}
