import type { CommandSpec } from './types.js';

export const rulesCommand: CommandSpec = {
  name: 'rules',
  describe: 'rules (not built yet)',
  builder: (y) => y,
  handler: async (_args, io) => {
    io.stderr.write('stringent rules: not built yet\n');
    return 2;
  },
};
