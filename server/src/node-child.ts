// Work done in a short-lived child Node process: memory the work leaves behind (PGlite's initdb, the
// image encoder's libvips) goes back to the system when the child exits, instead of staying with the
// long-running store for its whole life (docs/decisions/0010-process-memory.md).
import { spawn } from 'node:child_process';
import { serverRoot } from './paths.ts';

/**
 * Runs `node <args>` from the server package, so the child resolves the very packages this process
 * uses, with `input` (if any) on its stdin. Resolves when the child exits with 0; otherwise rejects
 * with `failure(code or signal)`, followed by what the child wrote to stderr.
 */
export function runNodeChild(
  args: readonly string[],
  failure: (exit: number | NodeJS.Signals | null) => string,
  input?: string,
): Promise<void> {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, args, {
      cwd: serverRoot,
      stdio: ['pipe', 'ignore', 'pipe'],
    });
    let errors = '';
    child.stderr.setEncoding('utf8');
    child.stderr.on('data', (chunk: string) => {
      errors += chunk;
    });
    child.once('error', reject);
    child.once('exit', (code, signal) => {
      if (code === 0) resolve();
      else reject(new Error(`${failure(signal ?? code)}: ${errors.trim()}`));
    });
    child.stdin.end(input);
  });
}
