// Reads and writes the table directory of a TrueType/OpenType file (sfnt), for copying whole tables
// from one font file into another (scripts/subset-fonts.mjs).

/** Tag → table bytes. */
export function readSfntTables(bytes) {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const count = view.getUint16(4);
  const tables = new Map();
  for (let index = 0; index < count; index += 1) {
    const record = 12 + index * 16;
    const tag = String.fromCharCode(...bytes.subarray(record, record + 4));
    const offset = view.getUint32(record + 8);
    const length = view.getUint32(record + 12);
    tables.set(tag, Buffer.from(bytes.subarray(offset, offset + length)));
  }
  return tables;
}

function checksum(bytes) {
  const padded = Buffer.alloc(Math.ceil(bytes.length / 4) * 4);
  bytes.copy(padded);
  let sum = 0;
  for (let offset = 0; offset < padded.length; offset += 4) sum = (sum + padded.readUInt32BE(offset)) >>> 0;
  return sum;
}

/** A TrueType file of the given tables, sorted by tag, with checksums and head's adjustment. */
export function writeSfnt(tables) {
  const tags = [...tables.keys()].sort();
  const count = tags.length;
  const power = 2 ** Math.floor(Math.log2(count));
  const header = Buffer.alloc(12 + count * 16);
  header.writeUInt32BE(0x00010000, 0);
  header.writeUInt16BE(count, 4);
  header.writeUInt16BE(power * 16, 6);
  header.writeUInt16BE(Math.log2(power), 8);
  header.writeUInt16BE(count * 16 - power * 16, 10);
  const bodies = [];
  let offset = header.length;
  tags.forEach((tag, index) => {
    let table = Buffer.from(tables.get(tag));
    // head's checkSumAdjustment is counted as zero, then set from the whole file's sum.
    if (tag === 'head') table.writeUInt32BE(0, 8);
    const record = 12 + index * 16;
    header.write(tag, record, 'latin1');
    header.writeUInt32BE(checksum(table), record + 4);
    header.writeUInt32BE(offset, record + 8);
    header.writeUInt32BE(table.length, record + 12);
    const padded = Buffer.alloc(Math.ceil(table.length / 4) * 4);
    table.copy(padded);
    table = padded;
    bodies.push(table);
    offset += table.length;
  });
  const file = Buffer.concat([header, ...bodies]);
  const headIndex = tags.indexOf('head');
  if (headIndex >= 0) {
    const headOffset = header.readUInt32BE(12 + headIndex * 16 + 8);
    file.writeUInt32BE((0xb1b0afba - checksum(file)) >>> 0, headOffset + 8);
  }
  return file;
}
