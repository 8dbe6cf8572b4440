#!/usr/bin/env node
// Bundles yargs and its dependencies into one ES module, dist/src/vendor/yargs.js, which the
// command line imports (src/vendor/yargs.d.ts gives it yargs' types). Run by `npm run build` after
// tsc. Why: every start of `stringent` goes through yargs, and as installed yargs is some forty
// modules; Node resolves, reads and compiles each one apart (no compile cache in Node 20), which cost
// about as much as starting node itself. One module is one read and one compile.
//
// What the bundle changes, none of which a user sees (the CLI tests hold --help and every message
// to their text):
// - string-width (which measures the columns of --help) builds an Intl.Segmenter when it loads, which
//   loads ICU's break data, and version 8 holds a /\p{RGI_Emoji}/v literal, whose property-of-strings
//   set V8 builds when it parses the module, called or not: tens of milliseconds together. Both are
//   built on first use here, so --version and a command that runs never build them.
// - One string-width, version 8, for yargs, cliui and wrap-ansi (oneStringWidth below).
// - yargs reads its messages from the locales folder beside its own files; the bundle reads its
//   copy in dist/src/vendor/yargs-locales/.
// The rewrites are applied to exact text, so that a dependency update that changes it fails the
// build instead of slipping past.
// The licences of the bundled packages are written to dist/src/vendor/yargs.LICENSES.txt.
import { build } from 'esbuild';
import { cpSync, mkdirSync, readFileSync, readdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist', 'src', 'vendor');
const modules = path.join(root, 'node_modules');

/** Replacements in the bundled packages' sources: [which files, text, replacement]; each file it names must hold the text. */
const REWRITES = [
  [
    (file) => file === path.join(modules, 'string-width', 'index.js'),
    'const segmenter = new Intl.Segmenter();',
    'let made;\nconst segmenter = { segment: (text) => (made ??= new Intl.Segmenter()).segment(text) };',
  ],
  [
    (file) => file === path.join(modules, 'string-width', 'index.js'),
    'const rgiEmojiRegex = /^\\p{RGI_Emoji}$/v;',
    "let rgiEmoji;\nconst rgiEmojiRegex = { test: (text) => (rgiEmoji ??= new RegExp('^\\\\p{RGI_Emoji}$', 'v')).test(text) };",
  ],
  [
    (file) => file === path.join(modules, 'yargs', 'lib', 'platform-shims', 'esm.mjs'),
    "directory: resolve(__dirname, '../../../locales'),",
    "directory: fileURLToPath(new URL('./yargs-locales', import.meta.url)),",
  ],
];

const rewrite = {
  name: 'rewrite',
  setup(b) {
    const applied = new Set();
    b.onLoad({ filter: /\.m?js$/ }, (args) => {
      const rules = REWRITES.filter(([which]) => which(args.path));
      if (rules.length === 0) return undefined;
      let text = readFileSync(args.path, 'utf8');
      for (const rule of rules) {
        const [, from, to] = rule;
        if (!text.includes(from)) throw new Error(`${args.path}: expected text not found, the rewrite needs updating: ${from}`);
        text = text.replace(from, () => to);
        applied.add(rule);
      }
      return { contents: text, loader: 'js' };
    });
    b.onEnd((result) => {
      if (result.errors.length > 0) return;
      for (const rule of REWRITES) if (!applied.has(rule)) throw new Error(`no bundled file took the rewrite of ${rule[1]}: it needs updating`);
    });
  },
};

/**
 * One string-width for the whole bundle, the version yargs itself measures with (8): cliui and
 * wrap-ansi ask for version 7, which segments every string it measures into graphemes, where 8
 * measures printable ASCII by its length. Help is wrapped by measuring each word; with version 7
 * that was most of the time --help took. Both give the same width to every character help holds.
 */
const oneStringWidth = {
  name: 'one-string-width',
  setup(b) {
    b.onResolve({ filter: /^string-width$/ }, () => ({ path: path.join(modules, 'string-width', 'index.js') }));
  },
};

rmSync(outDir, { recursive: true, force: true });
mkdirSync(outDir, { recursive: true });
const result = await build({
  stdin: { contents: "export { default } from 'yargs';\n", resolveDir: root, sourcefile: 'yargs-entry.js' },
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  outfile: path.join(outDir, 'yargs.js'),
  banner: { js: '// yargs and its dependencies, bundled by scripts/bundle-yargs.mjs (licences: yargs.LICENSES.txt).' },
  legalComments: 'none',
  metafile: true,
  plugins: [oneStringWidth, rewrite],
  logLevel: 'warning',
});

cpSync(path.join(modules, 'yargs', 'locales'), path.join(outDir, 'yargs-locales'), { recursive: true });

// Every package a bundled file came from, with its licence text.
const packages = new Map();
for (const input of Object.keys(result.metafile.inputs)) {
  const m = /^(.*node_modules\/(?:@[^/]+\/)?[^/]+)\//.exec(input.replace(/\\/g, '/'));
  if (!m) continue;
  const dir = path.resolve(root, m[1]);
  if (packages.has(dir)) continue;
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8'));
  if ([...packages.values()].some((p) => p.name === pkg.name && p.version === pkg.version)) continue;
  const licenceFile = readdirSync(dir).find((f) => /^licen[sc]e([.-][a-z]+)*(\.md|\.txt)?$/i.test(f));
  if (!licenceFile) throw new Error(`${dir}: no licence file to ship with the bundle`);
  packages.set(dir, { name: pkg.name, version: pkg.version, license: pkg.license, text: readFileSync(path.join(dir, licenceFile), 'utf8').trim() });
}
const notices = [...packages.values()]
  .sort((a, b) => a.name.localeCompare(b.name) || a.version.localeCompare(b.version))
  .map((p) => `${p.name} ${p.version} (${p.license})\n\n${p.text}\n`);
writeFileSync(path.join(outDir, 'yargs.LICENSES.txt'), `dist/src/vendor/yargs.js bundles these packages:\n\n${notices.join('\n' + '-'.repeat(72) + '\n\n')}`);
