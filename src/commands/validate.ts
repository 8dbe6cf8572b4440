import type { CommandSpec } from './types.js';

export const validateCommand: CommandSpec = {
  name: 'validate',
  describe: 'validate (not built yet)',
  builder: (y) => y,
  handler: async (_args, io) => {
    io.stderr.write('stringent validate: not built yet\n');
    return 2;
  },
};
