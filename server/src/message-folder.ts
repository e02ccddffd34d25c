// A folder messages are written to as files when no provider is set: mails to `outbox/` (.eml), SMS
// to `sms/` (.txt). Names sort in writing order, also for messages of the same millisecond. The
// folder is made at the first write, not before every one (an order writes a mail and an SMS); should
// it be removed while the store runs, the next write makes it again. Written through the thread pool:
// creating a file waits for the file system's journal, which the database's commits keep busy, and a
// synchronous write stalled every request meanwhile.
import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';

export interface MessageFolder {
  /** Writes `content` to a new file (readable by the store's user only); answers its path. */
  write(content: string | Buffer): Promise<string>;
}

export function messageFolder(folder: string, extension: string): MessageFolder {
  let sequence = 0;
  let made: Promise<unknown> | undefined;
  const writeFile = async (file: string, content: string | Buffer) => {
    await (made ??= fs.mkdir(folder, { recursive: true }));
    await fs.writeFile(file, content, { mode: 0o600 });
  };
  return {
    async write(content) {
      sequence += 1;
      const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence % 1e6).padStart(6, '0')}`;
      const file = path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.${extension}`);
      try {
        await writeFile(file, content);
      } catch (error) {
        if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
        made = undefined;
        await writeFile(file, content);
      }
      return file;
    },
  };
}
