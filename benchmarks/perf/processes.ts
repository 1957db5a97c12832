/**
 * Process plumbing shared by the speed benchmarks: starting a benchmark file as its own Node process
 * from source (tsx) or from the build (dist/), telling whether a module is the entry point, and
 * reading another process's CPU time and peak memory from /proc.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync, realpathSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

/** The benchmarks folder of whichever tree is running (source or dist/). */
const BENCH_DIR = dirname(dirname(fileURLToPath(import.meta.url)));
/** From source the child needs the tsx loader; from dist/ it runs as plain JavaScript. */
const FROM_SOURCE = import.meta.url.endsWith('.ts');
/** Where `--import tsx` resolves: the repository root, which holds node_modules. */
const REPO_ROOT = FROM_SOURCE ? dirname(BENCH_DIR) : dirname(dirname(BENCH_DIR));

/** How to start a file of the benchmarks folder as a Node process: node arguments, file and cwd. */
export interface BenchmarkEntry {
  execArgv: string[];
  file: string;
  cwd: string;
}

/** A file of the benchmarks folder by its path without extension (e.g. `perf/servers`). */
export function benchmarkEntry(pathWithoutExtension: string): BenchmarkEntry {
  return {
    execArgv: FROM_SOURCE ? ['--import', 'tsx'] : [],
    file: join(BENCH_DIR, `${pathWithoutExtension}${FROM_SOURCE ? '.ts' : '.js'}`),
    cwd: REPO_ROOT,
  };
}

/** True when the module at `moduleUrl` is the file Node was started with (not imported). */
export function isEntryPoint(moduleUrl: string): boolean {
  const started = process.argv[1];
  if (!started) return false;
  try {
    return realpathSync(started) === realpathSync(fileURLToPath(moduleUrl));
  } catch {
    return false;
  }
}

let clockTicks: number | undefined;
/** Kernel clock ticks a second (utime and stime in /proc are counted in them); 100 on most Linux. */
function ticksPerSecond(): number {
  if (clockTicks === undefined) {
    try {
      clockTicks = Number(execFileSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).trim()) || 100;
    } catch {
      clockTicks = 100;
    }
  }
  return clockTicks;
}

/** User plus system CPU milliseconds another process has used so far; null off Linux or once it is gone. */
export function processCpuMs(pid: number): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses; the fields after its last ')' are fixed.
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    // Fields 14 (utime) and 15 (stime) of proc(5); the slice starts at field 3.
    const utime = Number(fields[11]);
    const stime = Number(fields[12]);
    if (!Number.isFinite(utime) || !Number.isFinite(stime)) return null;
    return ((utime + stime) * 1000) / ticksPerSecond();
  } catch {
    return null;
  }
}

/** Peak resident memory (VmHWM) of another process in MB; null off Linux or once it is gone. */
export function processPeakRssMb(pid: number): number | null {
  try {
    const line = /^VmHWM:\s+(\d+)\s+kB$/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
    return line ? Math.round(Number(line[1]) / 1024) : null;
  } catch {
    return null;
  }
}

/** This process's peak resident memory in MB (the high-water mark: it never goes down). */
export function ownPeakRssMb(): number {
  return Math.round(process.resourceUsage().maxRSS / 1024);
}

/** The whole machine's CPU time so far, in clock ticks: all of it, and what the hypervisor took. */
export interface MachineCpuTicks {
  total: number;
  steal: number;
}

/**
 * Reads the machine's CPU time from the first line of /proc/stat (user, nice, system, idle, iowait,
 * irq, softirq, steal; guest time is already inside user). Null off Linux.
 */
export function machineCpuTicks(): MachineCpuTicks | null {
  try {
    const line = readFileSync('/proc/stat', 'utf8').split('\n', 1)[0]!;
    const fields = line.trim().split(/\s+/).slice(1, 9).map(Number);
    if (fields.length < 8 || fields.some((f) => !Number.isFinite(f))) return null;
    return { total: fields.reduce((a, b) => a + b, 0), steal: fields[7]! };
  } catch {
    return null;
  }
}

/**
 * The share of the machine's CPU time the hypervisor took between two readings, in percent: on a
 * virtual machine, time another guest ran on these cores. Null when a reading is missing.
 */
export function stealPercent(before: MachineCpuTicks | null, after: MachineCpuTicks | null): number | null {
  if (!before || !after || after.total <= before.total) return null;
  return (100 * (after.steal - before.steal)) / (after.total - before.total);
}
