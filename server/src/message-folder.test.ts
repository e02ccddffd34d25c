// The folder mails and SMS are written to without a provider (message-folder.ts): every message a file
// of its own in writing order, the folder made again if it goes, and a write that cannot be done
// refused with the file system's reason while the one handed over with it still goes.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { mailFolder, messageFolder } from './message-folder.ts';

const root = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-message-folder-'));
afterAll(() => fs.rmSync(root, { recursive: true, force: true }));

describe('a folder of messages', () => {
  it('writes each message to a new file readable by the store alone, named in writing order', async () => {
    const folder = path.join(root, 'outbox');
    const outbox = messageFolder(folder, 'eml');
    const bodies = ['Subject: first', 'Subject: second', 'Subject: third'];
    const files = await Promise.all(bodies.map((body) => outbox.write(body)));
    expect(fs.readdirSync(folder).sort()).toEqual(files.map((file) => path.basename(file)));
    expect(files.map((file) => fs.readFileSync(file, 'utf8'))).toEqual(bodies);
    expect(fs.statSync(files[0]!).mode & 0o777).toBe(0o600);
    expect(files.every((file) => file.endsWith('.eml'))).toBe(true);
  });

  it('writes a mail as an .eml file made from its fields, its text and HTML parts in quoted-printable', async () => {
    const folder = path.join(root, 'mails');
    const file = await mailFolder(folder).write({
      from: '"PRIME Skincare" <no-reply@localhost>',
      to: 'asha@example.in',
      subject: 'Order #12 placed',
      text: 'Pay ₹1,097 on delivery.',
      html: '<p>Pay ₹1,097 on delivery.</p>',
      textEncoding: 'quoted-printable',
    });
    const eml = fs.readFileSync(file, 'utf8');
    expect(file.endsWith('.eml')).toBe(true);
    expect(fs.statSync(file).mode & 0o777).toBe(0o600);
    expect(eml).toMatch(/^To: asha@example\.in\r?$/m);
    expect(eml).toMatch(/^Subject: Order #12 placed\r?$/m);
    expect(eml).toContain('Content-Type: multipart/alternative');
    expect(eml).toContain('Pay =E2=82=B91,097 on delivery.');
    expect(eml).toContain('<p>Pay =E2=82=B91,097 on delivery.</p>');
  });

  it('makes the folder again when it was removed while the store runs', async () => {
    const folder = path.join(root, 'sms');
    const sms = messageFolder(folder, 'txt');
    await sms.write('To: 9876543210\n\nfirst');
    fs.rmSync(folder, { recursive: true });
    const file = await sms.write(Buffer.from('To: 9876543210\n\nsecond'));
    expect(fs.readFileSync(file, 'utf8')).toBe('To: 9876543210\n\nsecond');
  });

  it('refuses a write the file system cannot do, and writes the one handed over with it', async () => {
    const blocker = path.join(root, 'a-file');
    fs.writeFileSync(blocker, '');
    // Asked for in the same turn, the two go to the writer thread together.
    const [refused, written] = await Promise.allSettled([
      messageFolder(path.join(blocker, 'outbox'), 'eml').write('x'),
      messageFolder(path.join(root, 'after'), 'eml').write('still written'),
    ]);
    expect(refused).toMatchObject({ status: 'rejected', reason: { code: 'ENOTDIR' } });
    expect(written.status).toBe('fulfilled');
    const file = (written as PromiseFulfilledResult<string>).value;
    expect(fs.readFileSync(file, 'utf8')).toBe('still written');
  });
});
