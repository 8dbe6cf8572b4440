import type { CommandSpec } from './types.js';

export const serveCommand: CommandSpec = {
  name: 'serve',
  describe: 'serve (not built yet)',
  builder: (y) => y,
  handler: async (_args, io) => {
    io.stderr.write('stringent serve: not built yet\n');
    return 2;
  },
};
