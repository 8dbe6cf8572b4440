/**
 * Runs several command lines one after another in this one process, on its own standard streams
 * (a pseudo-terminal when started under `script`), so that a test sees what each run puts on a
 * terminal without starting a process per run. The argument is a JSON file holding a list of
 * argument lists; each run is framed on stdout by `<<run N>>` before and `<<run N exit C>>` after.
 */
import { readFileSync } from 'node:fs';
import { main } from '../../src/cli.js';

const runs = JSON.parse(readFileSync(process.argv[2]!, 'utf8')) as string[][];
for (const [i, args] of runs.entries()) {
  process.stdout.write(`\n<<run ${i}>>\n`);
  const code = await main(args);
  process.stdout.write(`\n<<run ${i} exit ${code}>>\n`);
}
