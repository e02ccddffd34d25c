// A folder messages are written to as files when no provider is set: mails to `outbox/` (.eml), SMS
// to `sms/` (.txt). Names sort in writing order, also for messages of the same millisecond. The
// folder is made at the first write, not before every one; should it be removed while the store
// runs, the next write makes it again. A message is a few kilobytes written in one call: written
// synchronously it costs a third of the processor time of `fs.promises.writeFile` (its file handle,
// three trips through the thread pool), and an order writes two (its mail and its SMS).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';

export interface MessageFolder {
  /** Writes `content` to a new file (readable by the store's user only); answers its path. */
  write(content: string | Buffer): string;
}

export function messageFolder(folder: string, extension: string): MessageFolder {
  let sequence = 0;
  let made = false;
  const writeFile = (file: string, content: string | Buffer) => {
    if (!made) fs.mkdirSync(folder, { recursive: true });
    made = true;
    fs.writeFileSync(file, content, { mode: 0o600 });
  };
  return {
    write(content) {
      sequence += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence % 1e6).padStart(6, '0')}`;
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.${extension}`);
      try {
        writeFile(file, content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        made = false;
        writeFile(file, content);
      }
      return file;
    },
  };
}
