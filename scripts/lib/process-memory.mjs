// The memory a process holds, as the kernel counts it: VmRSS (resident now) and VmHWM (the most it was
// ever resident), from /proc/<pid>/status. Undefined where there is no /proc (macOS).
import fs from 'node:fs';

const MB = 1024 * 1024;

export function processMemory(pid) {
  let status;
  try {
    status = fs.readFileSync(`/proc/${pid}/status`, 'utf8');
  } catch {
    return undefined;
  }
  const kilobytes = (field) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: (kilobytes('VmRSS') * 1024) / MB, peakMb: (kilobytes('VmHWM') * 1024) / MB };
}
