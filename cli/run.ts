/** Runs the command line from source during development: `npx tsx cli/run.ts <command>`. */
import { main } from './main.js';

process.exitCode = await main(process.argv.slice(2));
