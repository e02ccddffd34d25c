// Whether this process already runs under the build lock: `flock /tmp/prime-build.lock npm run bench`
// holds it in the `flock` process that started us, and taking it again with a second `flock` would
// wait for ourselves forever. Linux lists every flock(2) lock in /proc/locks with the holder's pid
// and the locked file's device and inode; the lock is ours when that pid is one of our ancestors.
import fs from 'node:fs';

function parentOf(pid) {
  try {
    // /proc/<pid>/stat: "pid (command) state ppid …"; the command may hold spaces and parentheses.
    const stat = fs.readFileSync(`/proc/${pid}/stat`, 'utf8');
    return Number(stat.slice(stat.lastIndexOf(')') + 2).split(' ')[1]);
  } catch {
    return 0;
  }
}

/** True when a process that started this one holds an flock(2) lock on `lockFile` (Linux only). */
export function lockHeldByAncestor(lockFile) {
  let locks;
  let inode;
  try {
    locks = fs.readFileSync('/proc/locks', 'utf8');
    inode = fs.statSync(lockFile).ino;
  } catch {
    return false;
  }
  const holders = new Set();
  for (const line of locks.split('\n')) {
    // "1: FLOCK  ADVISORY  WRITE 22646 fe:00:2147880 0 EOF"; waiters are the lines with "->".
    const match = /^\d+:\s+FLOCK\s+\S+\s+\S+\s+(\d+)\s+[0-9a-f]+:[0-9a-f]+:(\d+)\s/.exec(line);
    if (match && Number(match[2]) === inode) holders.add(Number(match[1]));
  }
  if (holders.size === 0) return false;
  for (let pid = process.pid; pid > 1; pid = parentOf(pid)) {
    if (holders.has(pid)) return true;
  }
  return false;
}
