/**
 * The GitHub Action (action.yml at the repository root) and the workflows docs/ci.md shows: the
 * action's metadata is valid against the action metadata schema and the documented workflow against
 * the workflow schema (SchemaStore's, as @action-validator/core ships them); the GitLab job parses;
 * and the action's own commands, run here as the runner runs a composite action's steps (bash,
 * inputs through the environment, GITHUB_OUTPUT and GITHUB_STEP_SUMMARY files), check a reference
 * server: the SARIF report and the job summary are written, and the verdict step fails exactly when
 * stringent did.
 */
import t from 'tap';
import { execFile } from 'node:child_process';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { parse } from 'yaml';
import { validateAction, validateWorkflow } from '@action-validator/core';
import { PACKAGE_ROOT } from '../src/base/paths.js';
import { startServer } from '../reference-server/index.js';

interface Step {
  name?: string;
  id?: string;
  uses?: string;
  run?: string;
  shell?: string;
  env?: Record<string, string>;
  with?: Record<string, string>;
  if?: string;
}
interface Action {
  inputs: Record<string, { description: string; required?: boolean; default?: string }>;
  runs: { using: string; steps: Step[] };
}

const actionText = readFileSync(path.join(PACKAGE_ROOT, 'action.yml'), 'utf8');
const action = parse(actionText) as Action;
const ciDoc = readFileSync(path.join(PACKAGE_ROOT, 'docs', 'ci.md'), 'utf8');

/** The fenced yaml blocks of a section of docs/ci.md. */
function yamlBlocks(section: string): string[] {
  const start = ciDoc.indexOf(`## ${section}`);
  const end = ciDoc.indexOf('\n## ', start + 1);
  const text = ciDoc.slice(start, end < 0 ? undefined : end);
  return [...text.matchAll(/```yaml\n([\s\S]*?)```/g)].map((m) => m[1]!);
}

t.test('action.yml is valid against the action metadata schema; a broken one is not', async (t) => {
  t.same(validateAction(actionText).errors, [], 'no error');
  t.equal(action.runs.using, 'composite');
  t.same(Object.keys(action.inputs).sort(), [
    'args',
    'base-url',
    'baseline',
    'node-version',
    'profile',
    'reporters',
    'sarif',
    'token',
    'upload-sarif',
    'version',
  ]);
  t.ok(
    action.runs.steps.some((s) => s.uses?.startsWith('actions/setup-node@')),
    'sets up Node',
  );
  t.ok(
    action.runs.steps.some((s) => s.uses?.startsWith('github/codeql-action/upload-sarif@')),
    'uploads the SARIF report',
  );
  t.ok(validateAction(actionText.replace('using: composite', 'using: compost')).errors.length > 0, 'a wrong runs.using is refused');
  t.ok(validateAction(actionText.replace(/^description: .*\n/m, '')).errors.length > 0, 'an action without a description is refused');
});

t.test('the documented workflows: GitHub valid against the workflow schema, GitLab parses', async (t) => {
  const [workflow] = yamlBlocks('GitHub Actions');
  t.ok(workflow, 'docs/ci.md shows a workflow');
  t.same(validateWorkflow(workflow!).errors, [], 'no error');
  const steps = (parse(workflow!) as { jobs: Record<string, { steps: Step[] }> }).jobs.stringent!.steps;
  const uses = steps.find((s) => s.uses?.includes('/stringent@'));
  t.ok(uses, 'it uses the action');
  for (const input of Object.keys(uses!.with ?? {})) t.ok(input in action.inputs, `${input} is an input of the action`);
  for (const [name, spec] of Object.entries(action.inputs)) if (spec.required) t.ok(name in (uses!.with ?? {}), `the required ${name} is given`);
  t.ok(validateWorkflow(workflow!.replace('runs-on:', 'runs_on:')).errors.length > 0, 'a broken workflow is refused');
  const [gitlab] = yamlBlocks('GitLab CI');
  const job = (parse(gitlab!) as Record<string, { script: string[]; artifacts: { reports: { junit: string } } }>).stringent!;
  t.match(job.script.join(' '), /npx --yes stringent check/);
  t.equal(job.artifacts.reports.junit, 'reports/stringent.xml');
});

/** Runs a step's `run` as the runner does for `shell: bash`, with the step's env (expressions resolved). */
function runStep(step: Step, env: Record<string, string>, cwd: string): Promise<number> {
  const resolve = (value: string) =>
    value.replace(/\$\{\{\s*(inputs|steps)\.([\w-]+)(?:\.outputs\.([\w-]+))?\s*\}\}/g, (_m, kind: string, name: string, output: string | undefined) =>
      kind === 'inputs' ? (env[`input:${name}`] ?? '') : (env[`step:${name}:${output}`] ?? ''),
    );
  const stepEnv = Object.fromEntries(Object.entries(step.env ?? {}).map(([k, v]) => [k, resolve(v)]));
  const script = path.join(cwd, `.step-${step.id ?? 'x'}.sh`);
  writeFileSync(script, step.run!);
  const base = Object.fromEntries(Object.entries(env).filter(([k]) => !k.includes(':')));
  return new Promise((done) =>
    execFile('bash', ['--noprofile', '--norc', '-eo', 'pipefail', script], { cwd, env: { ...base, ...stepEnv } }, (err) =>
      done(err ? Number((err as { code?: number }).code ?? 1) : 0),
    ),
  );
}

t.test('the action’s commands, run as the runner runs them, check a server and say the verdict', async (t) => {
  const dir = mkdtempSync(path.join(tmpdir(), 'stringent-action-'));
  t.teardown(() => rmSync(dir, { recursive: true, force: true }));
  // The repository installs stringent (npm ci): npx runs that one, offline.
  mkdirSync(path.join(dir, 'node_modules', '.bin'), { recursive: true });
  symlinkSync(PACKAGE_ROOT, path.join(dir, 'node_modules', 'stringent'));
  symlinkSync('../stringent/bin/stringent.js', path.join(dir, 'node_modules', '.bin', 'stringent'));
  writeFileSync(path.join(dir, 'package.json'), '{"private":true}\n');
  const steps = action.runs.steps;
  const check = steps.find((s) => s.id === 'check')!;
  const verdict = steps[steps.length - 1]!;
  t.equal(check.shell, 'bash');

  for (const [name, faults, expected] of [
    ['clean', [] as string[], 0],
    ['faulty', ['HDR-VARY'], 1],
  ] as const) {
    const server = await startServer({ generate: 2, faults: [...faults] });
    t.teardown(() => server.close());
    const output = path.join(dir, `${name}.output`);
    const summary = path.join(dir, `${name}.summary.md`);
    writeFileSync(output, '');
    const env: Record<string, string> = {
      PATH: process.env.PATH ?? '',
      HOME: dir,
      GITHUB_OUTPUT: output,
      GITHUB_STEP_SUMMARY: summary,
      npm_config_update_notifier: 'false',
    };
    for (const [input, spec] of Object.entries(action.inputs)) env[`input:${input}`] = spec.default ?? '';
    env['input:base-url'] = server.url;
    env['input:sarif'] = `${name}.sarif`;
    env['input:reporters'] = `json:reports/${name}.json`;
    env['input:args'] = "--max-components 2 --header 'X-Trace: a b'";
    t.equal(await runStep(check, env, dir), 0, `${name}: the check step itself succeeds`);
    const code = /^exit-code=(\d+)$/m.exec(readFileSync(output, 'utf8'))?.[1];
    t.equal(code, String(expected), `${name}: exit-code=${expected} in GITHUB_OUTPUT`);
    const sarif = JSON.parse(readFileSync(path.join(dir, `${name}.sarif`), 'utf8')) as { version: string };
    t.equal(sarif.version, '2.1.0', `${name}: the SARIF report is written`);
    t.match(readFileSync(summary, 'utf8'), new RegExp(`^## stringent: ${expected === 0 ? 'PASS' : 'FAIL'} \\(exit ${expected}\\)`), `${name}: the job summary`);
    t.ok(readFileSync(path.join(dir, 'reports', `${name}.json`), 'utf8').includes('"verdict"'), `${name}: the extra report, its folder created`);
    env[`step:check:exit-code`] = code!;
    t.equal(await runStep(verdict, env, dir), expected, `${name}: the verdict step exits ${expected}`);
  }
});
