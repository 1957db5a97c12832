#!/usr/bin/env node
// Entry point: runs the compiled command line (npm run build writes dist/).
import { existsSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const main = fileURLToPath(new URL('../dist/cli/main.js', import.meta.url));
if (!existsSync(main)) {
  process.stderr.write(
    'vigil: not built yet; run `npm run build` first (the demo and test commands do it for you)\n',
  );
  process.exit(1);
}
const { main: run } = await import(main);
process.exitCode = await run(process.argv.slice(2));
