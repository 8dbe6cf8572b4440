import type { CommandSpec } from './types.js';

export const checkCommand: CommandSpec = {
  name: 'check',
  describe: 'check (not built yet)',
  builder: (y) => y,
  handler: async (_args, io) => {
    io.stderr.write('stringent check: not built yet\n');
    return 2;
  },
};
