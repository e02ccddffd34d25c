// Zod decides once, when its first object schema is built, whether it may compile fast parsers with
// `new Function`. The store's Content-Security-Policy has no 'unsafe-eval', so that probe is refused
// and the browser reports a CSP violation on every page that validates. Zod reads its settings from
// this global when it loads; `jitless` skips the probe. Set here, in the entry, because zod itself
// lives in a chunk loaded later (importing zod's `config` would pull that chunk into every page).
const settings = globalThis as { __zod_globalConfig?: { jitless?: boolean } };
settings.__zod_globalConfig = { ...settings.__zod_globalConfig, jitless: true };
