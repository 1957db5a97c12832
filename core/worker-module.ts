/**
 * Where a worker thread's module is, for the module that starts it: the compiled `.js` beside the
 * caller in a build, or the `.ts` source when the caller itself runs from source (tsx, vitest).
 * Compiled workers inherit the process's flags; source workers need tsx to load TypeScript.
 *
 *   workerModule('./score-worker', import.meta.url)
 */
export function workerModule(
  relativeBase: string,
  callerUrl: string,
): { filename: string; execArgv?: string[] } {
  const fromSource = callerUrl.endsWith('.ts');
  const url = new URL(`${relativeBase}${fromSource ? '.ts' : '.js'}`, callerUrl);
  return fromSource ? { filename: url.href, execArgv: ['--import', 'tsx'] } : { filename: url.href };
}
