// Prints the suite's closing line ("N passed, N failed, N skipped") from vitest's JSON report.
import { readFileSync } from 'node:fs';

const r = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const skipped = (r.numPendingTests ?? 0) + (r.numTodoTests ?? 0);
console.log(`vitest: ${r.numPassedTests} passed, ${r.numFailedTests} failed, ${skipped} skipped`);
