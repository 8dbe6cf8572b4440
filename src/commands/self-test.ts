import type { CommandSpec } from './types.js';

export const selfTestCommand: CommandSpec = {
  name: 'self-test',
  describe: 'self-test (not built yet)',
  builder: (y) => y,
  handler: async (_args, io) => {
    io.stderr.write('stringent self-test: not built yet\n');
    return 2;
  },
};
