/**
 * yargs as the command line loads it: one module bundled from yargs and its dependencies at build
 * time (scripts/bundle-yargs.mjs writes dist/src/vendor/yargs.js), with yargs' own types.
 */
export { default } from 'yargs';
