// Bundles the server into server/dist/main.js: one file that Node runs without tsx. The workspace
// package @prime/contract ships TypeScript source, so it is bundled in; every other package stays an
// import resolved from node_modules at run time (native modules such as sharp cannot be bundled).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { repoRoot as root } from './lib/repo-root.mjs';

const externalPackages = {
  name: 'external-packages',
  setup(pluginBuild) {
    pluginBuild.onResolve({ filter: /^[^./]/ }, (args) => {
      if (args.kind === 'entry-point' || args.path.startsWith('@prime/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

export async function buildServer() {
  await build({
    entryPoints: [path.join(root, 'server/src/main.ts')],
    outfile: path.join(root, 'server/dist/main.js'),
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    sourcemap: 'linked',
    logLevel: 'warning',
    plugins: [externalPackages],
    // Bundled CommonJS code may call require(); ESM has none, so give it one.
    banner: {
      js: "import { createRequire as __primeCreateRequire } from 'node:module';\nconst require = __primeCreateRequire(import.meta.url);",
    },
  });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  await buildServer();
  console.log('server bundled: server/dist/main.js');
}
