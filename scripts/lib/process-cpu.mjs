// CPU time a process has used (user and system), from /proc/<pid>/stat: measured around a round of
// load, it gives the CPU each request cost, a figure a busy machine disturbs far less than a rate.
// Undefined where there is no /proc (macOS).
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';

// The kernel counts in clock ticks, almost always 100 a second; getconf says for sure.
const ticksPerSecond = Number(spawnSync('getconf', ['CLK_TCK'], { encoding: 'utf8' }).stdout?.trim()) || 100;

/** Microseconds of CPU `pid` has used since it started. */
export function cpuMicros(pid) {
  let stat;
  try {
    stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
  } catch {
    return undefined;
  }
  // Fields after the command name, which is in parentheses and may hold spaces: utime and stime are
  // the 14th and 15th fields of the line, the 12th and 13th after the name.
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1e6) / ticksPerSecond;
}

/**
 * Microseconds of CPU the whole machine has spent busy (every process and the kernel, all cores)
 * since it started, from /proc/stat; undefined without it. Around a round of load it gives what one
 * request costs everything that serves and sends it: the store, the database server, the load tool.
 */
export function machineCpuMicros() {
  let stat;
  try {
    stat = fs.readFileSync('/proc/stat', 'utf8');
  } catch {
    return undefined;
  }
  // `cpu  user nice system idle iowait irq softirq steal …`: busy is all but idle and iowait.
  const [user, nice, system, , , irq, softirq, steal] = stat
    .split('\n')[0]
    .trim()
    .split(/\s+/)
    .slice(1)
    .map(Number);
  return ((user + nice + system + irq + softirq + steal) * 1e6) / ticksPerSecond;
}
