// ESLint: typescript-eslint's type-checked rules over every TypeScript source, ESLint's own over
// the scripts. Formatting is Prettier's (npm run format); eslint-config-prettier turns off the
// rules that would argue with it.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import prettier from 'eslint-config-prettier';
import globals from 'globals';

// Characters a reader cannot see: bidirectional controls, zero-width characters, the BOM, interlinear
// annotation marks, and line/paragraph separators. In source they are written as \u escapes.
const INVISIBLE = '[\\u061c\\u200b-\\u200f\\u2028-\\u202e\\u2060-\\u2069\\ufeff\\ufff9-\\ufffb]';

const NO_INVISIBLE = [
  { selector: `Literal[raw=/${INVISIBLE}/u]`, message: 'An invisible character is written literally: use a \\u escape.' },
  { selector: `TemplateElement[value.raw=/${INVISIBLE}/u]`, message: 'An invisible character is written literally: use a \\u escape.' },
];

export default tseslint.config(
  {
    // Build output, dependencies, data, and types generated from schemas/ (npm run generate).
    ignores: ['dist/**', 'node_modules/**', 'test-artifacts/**', 'test/fixtures/**', 'src/generated/**', 'coverage/**', '.tap/**'],
  },
  js.configs.recommended,
  {
    rules: {
      // The kit's sanitizers, and the tests that hold them, match control characters on purpose (written as escapes).
      'no-control-regex': 'off',
      // A binding read by a closure before its one assignment (set once the server listens) cannot be const.
      'prefer-const': ['error', { ignoreReadBeforeAssign: true }],
      'no-restricted-syntax': ['error', ...NO_INVISIBLE],
    },
  },
  {
    // Two runs in one process share no state: a module of the kit holds no variable binding. What a
    // module keeps is a const table, or a const holder whose comment says why its content is the same
    // for every run (a loaded module, a compiled validator, a memo of a pure function).
    files: ['src/**/*.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        ...NO_INVISIBLE,
        ...['Program > VariableDeclaration[kind!="const"]', 'Program > ExportNamedDeclaration > VariableDeclaration[kind!="const"]'].map((selector) => ({
          selector,
          message: 'A module-level let or var is state every run of the process shares: keep it in the run, or make it a documented const.',
        })),
      ],
    },
  },
  {
    files: ['**/*.ts'],
    extends: [tseslint.configs.recommendedTypeChecked],
    languageOptions: {
      parserOptions: { projectService: true, tsconfigRootDir: import.meta.dirname },
    },
    rules: {
      // Unused bindings are errors, except a leading underscore, which marks one left out on purpose (`const { a: _, ...rest } = o`).
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrors: 'none', ignoreRestSiblings: true }],
      // Command handlers and tap callbacks are async by contract; one that awaits nothing is no fault.
      '@typescript-eslint/require-await': 'off',
      // A stop passes on its AbortSignal's reason (typed any) as the signal's owner chose it.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
      '@typescript-eslint/only-throw-error': ['error', { allowThrowingAny: true, allowThrowingUnknown: true }],
    },
  },
  {
    files: ['test/**/*.ts'],
    rules: {
      // tap queues every t.test() and awaits it itself: the promise it returns need not be awaited.
      '@typescript-eslint/no-floating-promises': [
        'error',
        {
          allowForKnownSafeCalls: ['@tapjs/test', '@tapjs/core', '@tapjs/asserts'].map((pkg) => ({
            from: 'package',
            package: pkg,
            name: ['test', 'skip', 'todo', 'only', 'resolves', 'rejects', 'resolveMatch'],
          })),
        },
      ],
      // Tests read parsed JSON (typed any) and assert on what they find: a wrong shape fails the assertion.
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // A test's message prints whatever value it met, of whatever type.
      '@typescript-eslint/restrict-template-expressions': 'off',
    },
  },
  {
    files: ['**/*.js', '**/*.mjs', '**/*.cjs'],
    languageOptions: { globals: globals.node },
  },
  prettier,
);
