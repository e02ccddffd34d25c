// The benchmark's large-catalogue search part: how long an uncached `product/list {search}` takes on a
// catalogue of 5,000 products (docs/decisions/0020-search.md), on each database. The catalogue
// is generated here only: the demo store is started once (migrations, demo seed), stopped, given
// 5,000 generated products straight in its database (with their search documents, checked
// against migration 0024's function), and started again. Each request ends its search with marks
// of its own, so no answer is a kept one. One request at a time: the figure is the search's own
// latency, not a queue's. Prints every figure; asserts nothing.
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { PGlite } from '@electric-sql/pglite';
import { fuzzystrmatch } from '@electric-sql/pglite/contrib/fuzzystrmatch';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import pg from 'pg';
import { openBenchBackend } from './bench-database.mjs';
import { startStore } from './store-process.mjs';

export const LARGE_CATALOGUE = 5_000;
const P99_GOAL_MS = 20;
const WARM_UP = 40;
const PER_QUERY = 150;
// Plain words, a typo (`niacinamde`, `sunscren`), synonyms (`vit c`, `spf`, `pimples`) and a prefix.
const QUERIES = [
  'serum',
  'niacinamide serum',
  'niacinamde',
  'sunscren',
  'vit c',
  'spf 50',
  'pimples',
  'hyalur',
];

const ACTIVES = [
  ['Niacinamide', 'Acne'],
  ['Vitamin C', 'Dullness'],
  ['Salicylic Acid', 'Acne'],
  ['Hyaluronic Acid', 'Dryness'],
  ['Retinol', 'Ageing'],
  ['Ceramide', 'Dryness'],
  ['Peptide', 'Ageing'],
  ['Azelaic Acid', 'Redness'],
  ['Centella', 'Redness'],
  ['Glycolic Acid', 'Dullness'],
  ['Kojic Acid', 'Pigmentation'],
  ['Alpha Arbutin', 'Pigmentation'],
  ['Squalane', 'Dryness'],
  ['Bakuchiol', 'Ageing'],
  ['Tranexamic Acid', 'Pigmentation'],
  ['Green Tea', 'Oiliness'],
  ['Zinc', 'Oiliness'],
  ['Mandelic Acid', 'Acne'],
  ['Panthenol', 'Redness'],
  ['Oat', 'Dryness'],
];
const FORMS = [
  'Serum',
  'Cream',
  'Gel',
  'Face Wash',
  'Toner',
  'Sunscreen SPF 50',
  'Moisturiser',
  'Night Cream',
  'Eye Cream',
  'Lotion',
];
const LINES = [
  'Clear',
  'Glow',
  'Calm',
  'Barrier',
  'Daily',
  'Pro',
  'Bright',
  'Hydra',
  'Pure',
  'Renew',
  'Derma',
  'Aqua',
];
const TEXTURES = ['lightweight', 'silky', 'rich', 'water-light', 'cushiony', 'non-greasy', 'fast-absorbing'];

/** 5,000 products of 20 actives in 10 forms and 12 lines, with prices from ₹199 to ₹1,999. */
function generatedProducts() {
  return Array.from({ length: LARGE_CATALOGUE }, (_, at) => {
    const [active, concern] = ACTIVES[at % ACTIVES.length];
    const form = FORMS[Math.floor(at / ACTIVES.length) % FORMS.length];
    const line = LINES[Math.floor(at / 200) % LINES.length];
    const strength = (at % 7) + 1;
    const texture = TEXTURES[at % TEXTURES.length];
    return {
      slug: `bench-${at + 1}`,
      name: `${line} ${active} ${strength}% ${form} No. ${(at % 250) + 1}`,
      description:
        `A ${texture} ${form.toLowerCase()} with ${strength}% ${active.toLowerCase()} for ${concern.toLowerCase()}, ` +
        'dermatologist tested and fragrance free. Made in India for Indian skin and weather.',
      concern,
      ingredients: [`${active} ${strength}%`, at % 2 ? 'Glycerin' : 'Aloe Vera Extract'],
      pricePaise: 19_900 + ((at * 3_700) % 180_000),
      stock: at % 9 === 0 ? 0 : 20 + (at % 40),
    };
  });
}

/**
 * The stopped store's database: the embedded one in `dataDir`, or the PostgreSQL one `url` names; each
 * with `query(text, params)` answering `{ rows }`, `transaction(run)` and `close()`.
 */
async function openCatalogueDatabase({ dataDir, url }) {
  if (url) {
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    return {
      query: (text, params) => client.query(text, params),
      async transaction(run) {
        await client.query('begin');
        try {
          await run(client);
          await client.query('commit');
        } catch (error) {
          await client.query('rollback');
          throw error;
        }
      },
      close: () => client.end(),
    };
  }
  const db = new PGlite({
    dataDir: path.join(dataDir, 'db'),
    database: 'template1',
    extensions: { pg_trgm, fuzzystrmatch },
  });
  await db.waitReady;
  return db;
}

/** Adds the generated products to the stopped store's database. */
async function addLargeCatalogue(target) {
  const db = await openCatalogueDatabase(target);
  try {
    const products = generatedProducts();
    // Spread over the demo's categories, as a real catalogue is: a word like `serum` matches a share of it.
    const categoryIds = (await db.query('select id from categories order by id')).rows.map((row) => row.id);
    for (const concern of new Set(products.map((product) => product.concern)))
      await db.query(
        `insert into concerns (name) select $1::text where not exists (select 1 from concerns where name = $1)`,
        [concern],
      );
    await db.transaction(async (tx) => {
      // Rows first with the triggers off, then each product's search document and words once
      // (migration 0019's own function) instead of once per row written.
      await tx.query('set local session_replication_role = replica');
      await tx.query(
        `insert into products (slug, name, description, category_id, concern_id, status, upcoming)
         select g.slug, g.name, g.description, g.category_id, (select id from concerns c where c.name = g.concern limit 1), 1, 0
         from unnest($1::text[], $2::text[], $3::text[], $4::text[], $5::int[]) as g(slug, name, description, concern, category_id)`,
        [
          products.map((product) => product.slug),
          products.map((product) => product.name),
          products.map((product) => product.description),
          products.map((product) => product.concern),
          products.map((_, at) => categoryIds[at % categoryIds.length]),
        ],
      );
      await tx.query(
        `insert into pack_sizes (product_id, grams, mrp_paise, price_paise, stock)
         select p.id, 30, g.price + 10000, g.price, g.stock
         from unnest($1::text[], $2::int[], $3::int[]) as g(slug, price, stock) join products p on p.slug = g.slug`,
        [
          products.map((product) => product.slug),
          products.map((p) => p.pricePaise),
          products.map((p) => p.stock),
        ],
      );
      await tx.query(
        `insert into ingredients (product_id, description, sort_order)
         select p.id, g.description, g.sort_order
         from unnest($1::text[], $2::text[], $3::int[]) as g(slug, description, sort_order)
         join products p on p.slug = g.slug`,
        [
          products.flatMap((product) => product.ingredients.map(() => product.slug)),
          products.flatMap((product) => product.ingredients),
          products.flatMap((product) => product.ingredients.map((_, at) => at)),
        ],
      );
      await tx.query('set local session_replication_role = origin');
      // The documents and words in set-wide statements (one function call a product takes minutes on
      // a busy machine), then checked against migration 0024's own function below.
      await tx.query(`
        create temporary table bench_text on commit drop as
        select q.id, q.name, q.description,
            coalesce((select c.name from categories c where c.id = q.category_id), '') || ' ' ||
              coalesce((select cc.name from concerns cc where cc.id = q.concern_id), '') as side,
            coalesce((select string_agg(i.description, ' ' order by i.sort_order, i.id) from ingredients i where i.product_id = q.id), '') as ingredient_text
          from products q where q.slug like 'bench-%'`);
      await tx.query(`
        update products p set
          search_words = coalesce((select array_agg(distinct w) from regexp_split_to_table(lower(d.name || ' ' || d.side || ' ' || d.ingredient_text || ' ' || d.description), '[^[:alnum:]]+') as w where w <> ''), '{}')
        from bench_text d where p.id = d.id`);
      await tx.query(`
        insert into product_search (product_id, document)
        select d.id, setweight(to_tsvector('english'::regconfig, d.name), 'A')
            || setweight(to_tsvector('english'::regconfig, d.side), 'B')
            || setweight(to_tsvector('english'::regconfig, d.ingredient_text), 'C')
            || setweight(to_tsvector('english'::regconfig, d.description), 'D')
        from bench_text d`);
      await tx.query(`
        insert into search_words (word, uses)
        select w, count(*) from products p, unnest(p.search_words) as w where p.slug like 'bench-%' group by w
        on conflict (word) do update set uses = search_words.uses + excluded.uses`);
      const sample = `select p.id, s.document::text as document, p.search_words from products p join product_search s on s.product_id = p.id where p.slug in ('bench-1', 'bench-2', 'bench-777') order by p.id`;
      const bulk = (await tx.query(sample)).rows;
      await tx.query(
        `select product_search_refresh(id) from products where slug in ('bench-1', 'bench-2', 'bench-777')`,
      );
      if (JSON.stringify((await tx.query(sample)).rows) !== JSON.stringify(bulk))
        throw new Error('the generated search documents differ from product_search_refresh');
    });
    await db.query('analyze');
  } finally {
    await db.close();
  }
}

/**
 * The bench's client: one kept-alive connection, asking for the encodings a browser asks for. Its clock
 * stops when the answer's last byte arrives; reading it (decompressing, parsing) comes after. Node's
 * `fetch` added 2 ms to the median and 8 ms to the 99th percentile of its own (decision 0020, "Since
 * then (2026-11-27)"), which is the client's time, not the store's.
 */
class LeanClient {
  constructor(url) {
    this.url = url;
    this.agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
  }

  /** POSTs a JSON body; resolves with the status and a reader of the JSON answer. */
  post(body) {
    return new Promise((resolve, reject) => {
      const request = http.request(
        this.url,
        {
          method: 'POST',
          agent: this.agent,
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'accept-encoding': 'br, gzip',
          },
        },
        (response) => {
          const chunks = [];
          response.on('data', (chunk) => chunks.push(chunk));
          response.on('error', reject);
          response.on('end', () => {
            const bytes = Buffer.concat(chunks);
            const encoding = response.headers['content-encoding'];
            resolve({
              status: response.statusCode,
              json: () =>
                JSON.parse(
                  (encoding === 'br'
                    ? zlib.brotliDecompressSync(bytes)
                    : encoding === 'gzip'
                      ? zlib.gunzipSync(bytes)
                      : bytes
                  ).toString(),
                ),
            });
          });
        },
      );
      request.on('error', reject);
      request.end(body);
    });
  }

  close() {
    this.agent.destroy();
  }
}

const percentile = (sorted, share) =>
  sorted[Math.min(sorted.length - 1, Math.ceil(sorted.length * share) - 1)];

/**
 * Starts a store on a 5,000-product catalogue on each database named (`embedded`, `postgresql`: a
 * fresh database on the server `postgresUrl` names, dropped afterwards) and prints each query's
 * uncached latency.
 */
export async function runLargeSearchBench({ postgresUrl, databases }) {
  for (const backend of ['embedded', 'postgresql'].filter((name) => databases.includes(name))) {
    console.log(
      `\nUncached search on ${LARGE_CATALOGUE.toLocaleString('en-IN')} generated products (${backend}, one request at a time):`,
    );
    const database = await openBenchBackend(backend, postgresUrl);
    if (database.skipped) {
      console.log(`  skipped: ${database.skipped}`);
      continue;
    }
    try {
      await timeSearches(database.env);
    } finally {
      await database.close?.();
    }
  }
}

async function timeSearches(databaseEnv) {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'prime-bench-search-'));
  const logFile = path.join(dataDir, 'server.log');
  const env = { DATA_DIR: dataDir, SEED_DEMO: '1', ...databaseEnv };
  try {
    const seeded = await startStore({ env, logFile });
    await seeded.stop();
    const started = Date.now();
    await addLargeCatalogue({ dataDir, url: databaseEnv.DATABASE_URL });
    console.log(`  catalogue generated in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    const store = await startStore({ env, logFile });
    // A search's answer is kept per text as sent, so each request ends its text with a run of
    // punctuation of its own (`serum -.`): a different key, the same words (search-terms.ts reads
    // letters and digits only), nothing added to the query.
    const MARKS = ['-', '.', ',', '!', '?', ';', ':', '/'];
    let sent = 0;
    const variant = (search) => {
      sent += 1;
      return `${search} ${[...sent.toString(MARKS.length)].map((digit) => MARKS[Number(digit)]).join('')}`;
    };
    const client = new LeanClient(`${store.url}/prime/product/list`);
    const ask = async (search) => {
      const began = performance.now();
      const answer = await client.post(JSON.stringify({ search: variant(search) }));
      const ms = performance.now() - began;
      if (answer.status !== 200) throw new Error(`product/list answered ${answer.status}`);
      return { ms, found: answer.json().list.length };
    };
    try {
      for (let at = 0; at < WARM_UP; at++) await ask(QUERIES[at % QUERIES.length]);
      const rows = [];
      const all = [];
      for (const search of QUERIES) {
        const times = [];
        let found = 0;
        for (let at = 0; at < PER_QUERY; at++) {
          const result = await ask(search);
          times.push(result.ms);
          found = result.found;
        }
        times.sort((a, b) => a - b);
        all.push(...times);
        rows.push({
          search,
          found,
          'p50 ms': percentile(times, 0.5).toFixed(1),
          'p99 ms': percentile(times, 0.99).toFixed(1),
        });
      }
      all.sort((a, b) => a - b);
      console.table(rows);
      const p99 = percentile(all, 0.99);
      const verdict = p99 <= P99_GOAL_MS ? 'within' : 'OVER';
      console.log(
        `  all searches: p99 ${p99.toFixed(1)} ms, ${verdict} the ${P99_GOAL_MS} ms goal (load ${os.loadavg()[0].toFixed(1)})`,
      );
    } finally {
      client.close();
      await store.stop();
    }
    fs.rmSync(dataDir, { recursive: true, force: true });
  } catch (error) {
    console.log(`  failed: ${error.message} (server log: ${logFile})`);
  }
}
