// A folder messages are written to as files when no provider is set: mails to `outbox/` (.eml), SMS
// to `sms/` (.txt). Names sort in writing order, also for messages of the same millisecond. The
// folder is made at the first write that finds it missing, not before every one (an order writes a
// mail and an SMS).
//
// The files are written by one thread of their own, each in three system calls (open, write, close)
// there, handed over in batches (one message per turn of the event loop). On the request thread a
// synchronous write stalled every request while a file's creation waited for the file system's
// journal, which the database's commits keep busy; written through the thread pool instead, each file
// was three round trips of the pool and cost the request thread about 0.6 ms under the order
// benchmark's load (docs/decisions/0042-stock-revision-and-order-cost.md).
import { randomBytes } from 'node:crypto';
import { createRequire } from 'node:module';
import path from 'node:path';
import { Worker } from 'node:worker_threads';

export interface MessageFolder<Content = string | Buffer> {
  /** Writes `content` to a new file (readable by the store's user only); answers its path. */
  write(content: Content): Promise<string>;
}

/**
 * The writer thread's code: CommonJS, run from this text so the bundled server needs no file of its
 * own. It takes the files in batches and answers each batch with one message. A mail comes as its
 * fields and is made into its `.eml` text here, by nodemailer (loaded by the first mail, from the path
 * `workerData` names), so the request thread never spends its time on the MIME encoding.
 */
const WRITER_SOURCE = `
const { parentPort, workerData } = require('node:worker_threads');
const fs = require('node:fs');
let toFile;
const emlOf = async (mail) => {
  toFile ??= require(workerData.nodemailer).createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  return (await toFile.sendMail(mail)).message;
};
const writeNew = (file, content) => fs.writeFileSync(file, content, { mode: 0o600, flag: 'wx' });
async function writeOne({ id, folder, file, content, mail }) {
  try {
    const text = mail ? await emlOf(mail) : content;
    try {
      writeNew(file, text);
    } catch (error) {
      if (error.code !== 'ENOENT') throw error;
      fs.mkdirSync(folder, { recursive: true });
      writeNew(file, text);
    }
    return { id };
  } catch (error) {
    return { id, failure: { message: error.message, code: error.code } };
  }
}
parentPort.on('message', async (batch) => parentPort.postMessage(await Promise.all(batch.map(writeOne))));
`;

/** A mail as nodemailer takes it, made into an `.eml` file by the writer thread. */
export interface MailFile {
  from: string;
  to: string;
  subject: string;
  text: string;
  html: string;
  textEncoding: 'quoted-printable';
}

interface FileWrite {
  id: number;
  folder: string;
  file: string;
  content?: string | Buffer;
  mail?: MailFile;
}

interface WriteAnswer {
  id: number;
  failure?: { message: string; code?: string };
}

interface Pending {
  resolve(): void;
  reject(error: Error): void;
}

/**
 * The process's one writer thread, started at the first write; it keeps the process alive only while
 * writing. The writes asked for in one turn of the event loop go to it as one message: under load an
 * order's mail and SMS, and other orders', share the thread's wake-up.
 */
let writer:
  { worker: Worker; pending: Map<number, Pending>; queued: FileWrite[]; lastId: number } | undefined;

function startWriter() {
  const worker = new Worker(WRITER_SOURCE, {
    eval: true,
    workerData: { nodemailer: createRequire(import.meta.url).resolve('nodemailer') },
  });
  const started = { worker, pending: new Map<number, Pending>(), queued: [] as FileWrite[], lastId: 0 };
  worker.unref();
  worker.on('message', (answers: WriteAnswer[]) => {
    for (const { id, failure } of answers) {
      const waiting = started.pending.get(id);
      started.pending.delete(id);
      if (!waiting) continue;
      if (!failure) waiting.resolve();
      else waiting.reject(Object.assign(new Error(failure.message), { code: failure.code }));
    }
    if (started.pending.size === 0) worker.unref();
  });
  // A thread that stops (it should not) fails what it was writing; the next write starts another.
  const fail = (error: Error) => {
    if (writer === started) writer = undefined;
    for (const waiting of started.pending.values()) waiting.reject(error);
    started.pending.clear();
  };
  worker.on('error', fail);
  worker.on('exit', (code) => fail(new Error(`the message writer stopped (exit code ${code})`)));
  return started;
}

function writeInThread(write: Omit<FileWrite, 'id'>): Promise<void> {
  writer ??= startWriter();
  const current = writer;
  const id = ++current.lastId;
  if (current.pending.size === 0) current.worker.ref();
  if (current.queued.length === 0) {
    setImmediate(() => {
      const batch = current.queued;
      current.queued = [];
      current.worker.postMessage(batch);
    });
  }
  current.queued.push({ id, ...write });
  return new Promise((resolve, reject) => current.pending.set(id, { resolve, reject }));
}

/** Paths of new files in `folder`, named in writing order (a sequence number within a millisecond). */
function fileNamer(folder: string, extension: string) {
  let sequence = 0;
  return () => {
    sequence += 1;
    const stamp = `${new Date().toISOString().replace(/[:.]/g, '-')}-${String(sequence % 1e6).padStart(6, '0')}`;
    return path.join(folder, `${stamp}-${randomBytes(4).toString('hex')}.${extension}`);
  };
}

export function messageFolder(folder: string, extension: string): MessageFolder {
  const nextFile = fileNamer(folder, extension);
  return {
    async write(content) {
      const file = nextFile();
      await writeInThread({ folder, file, content });
      return file;
    },
  };
}

/** The folder of mails: each written as an `.eml` file that the writer thread makes from its fields. */
export function mailFolder(folder: string): MessageFolder<MailFile> {
  const nextFile = fileNamer(folder, 'eml');
  return {
    async write(mail) {
      const file = nextFile();
      await writeInThread({ folder, file, mail });
      return file;
    },
  };
}
