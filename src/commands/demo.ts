import type { CommandSpec } from './types.js';

export const demoCommand: CommandSpec = {
  name: 'demo',
  describe: 'demo (not built yet)',
  builder: (y) => y,
  handler: async (_args, io) => {
    io.stderr.write('stringent demo: not built yet\n');
    return 2;
  },
};
