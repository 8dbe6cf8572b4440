/**
 * Loaded into every test process (.taprc `node-arg`). tap's process-info loader rides into every
 * process a test spawns (it rewrites each spawn's NODE_OPTIONS through the process-on-spawn hook,
 * whose listeners live on a global symbol); coverage needs it, and it doubles or triples the
 * start-up of each kit a test spawns. With coverage off (a plain `npm test`), a last listener takes
 * it out again; with coverage on (CI), spawned processes keep it, so that the lines they run count.
 * Should tap stop keeping that hook there, nothing is taken out and the tests only run slower.
 */
interface SpawnOptions {
  env: Record<string, string | undefined>;
}

const LOADER = /(?:"[^"]*@tapjs\/processinfo[^"]*"|[^\s"]*@tapjs\/processinfo\S*)/g;

const hook = (globalThis as Record<symbol, { listeners?: ((options: SpawnOptions) => void)[] } | undefined>)[Symbol.for('process-on-spawn@*:singletonId')];

if (process.env.TAP_DISABLE_COVERAGE === '1' && Array.isArray(hook?.listeners)) {
  hook.listeners.push((options) => {
    const nodeOptions = options.env.NODE_OPTIONS;
    if (nodeOptions === undefined || !nodeOptions.includes('@tapjs/processinfo')) return;
    const kept = nodeOptions.replace(LOADER, ' ').replace(/\s+/g, ' ').trim();
    const env = { ...options.env };
    if (kept === '') delete env.NODE_OPTIONS;
    else env.NODE_OPTIONS = kept;
    options.env = env;
  });
}

export {};
