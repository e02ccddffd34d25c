// Loaded into a store on the embedded database with `--import` (the orders part of `npm run bench`
// with BENCH_STATEMENT_TIMES=1): times each call into PGlite's engine — the PostgreSQL in
// WebAssembly that runs on the store's one request thread — by the statement it runs. On SIGUSR2 the
// store writes the times gathered since the last SIGUSR2 to the file ENGINE_STATEMENT_TIMES names,
// as JSON `[[statement, {calls, ms}], …]`, most time first, and starts counting again.
import fs from 'node:fs';
import { PGlite } from '@electric-sql/pglite';

const decoder = new TextDecoder();
/** The text of each named statement, from its Parse message. */
const statementTexts = new Map();
let times = new Map();

/** The NUL-ended string at `at` in `message`, and where the next field starts. */
function cString(message, at) {
  const end = message.indexOf(0, at);
  return [decoder.decode(message.subarray(at, end)), end + 1];
}

/**
 * What the frontend messages `message` starts with run: a Parse's text, a Bind's statement (by its
 * text), a simple Query's text. A message is a type byte and a 4-byte length, then its fields.
 */
function statementOf(message) {
  const type = String.fromCharCode(message[0]);
  if (type === 'P') {
    const [name, textAt] = cString(message, 5);
    const [text] = cString(message, textAt);
    if (name) statementTexts.set(name, text);
    return `parse: ${text}`;
  }
  if (type === 'B') {
    const [, statementAt] = cString(message, 5);
    const [name] = cString(message, statementAt);
    return statementTexts.get(name) ?? `the unnamed statement`;
  }
  if (type === 'Q') return cString(message, 5)[0];
  return `protocol message ${type}`;
}

const run = PGlite.prototype.execProtocolRawSync;
PGlite.prototype.execProtocolRawSync = function timed(message) {
  const started = performance.now();
  try {
    return run.call(this, message);
  } finally {
    const key = statementOf(message).replace(/\s+/g, ' ').trim();
    const entry = times.get(key) ?? { calls: 0, ms: 0 };
    entry.calls += 1;
    entry.ms += performance.now() - started;
    times.set(key, entry);
  }
};

process.on('SIGUSR2', () => {
  const gathered = [...times].sort((a, b) => b[1].ms - a[1].ms);
  times = new Map();
  // Whole or not at all: the bench reads the file as soon as it is there.
  const file = process.env.ENGINE_STATEMENT_TIMES;
  fs.writeFileSync(`${file}.part`, JSON.stringify(gathered));
  fs.renameSync(`${file}.part`, file);
});
