// bench/frontend/signin-modules.mjs: which modules the sign-in page's chunks hold, and why each
// contract module that builds zod schemas is there (issue 30 item 3).
//
//   node bench/frontend/signin-modules.mjs            (builds the shell into a temporary folder)
//
// The sign-in page's chunks are the ones its start loads: main.js, the chunk group of
// `import('./bootstrap')`, that of the auth pages (`import('./routes/authPages')`), and the chunks of
// the shared modules those consume, the host's provided copy ('loaded-first' runs it) as in
// PreloadStartChunks of webpack.federation.js. For every @hub/contracts module in them (concatenated
// modules opened) the script prints its chunk, whether it imports zod, and the modules that import it.
// Nothing is written to shell/dist.
import { createRequire } from 'node:module';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const shellDir = path.join(root, 'shell');
const require = createRequire(path.join(shellDir, 'package.json'));
const webpack = require('webpack');
const factory = require(path.join(shellDir, 'webpack.config.js'));
const config = typeof factory === 'function' ? factory({}, { mode: 'production' }) : factory;

const relative = (resource) => path.relative(root, resource || '');
// The start's chunks, as the shell's build finds them for its zod guard.
const { signedOutStartChunks: signInChunks } = require(path.join(root, 'webpack.federation.js'));

const inner = (module) => (module.modules ? [...module.modules] : [module]);
const importsZod = (compilation, module) =>
  [...compilation.moduleGraph.getOutgoingConnections(module)].some((c) => c.dependency && c.dependency.request === 'zod');

function report(compilation) {
  const { chunkGraph, moduleGraph } = compilation;
  const chunks = signInChunks(compilation);
  const rows = [];
  // Every module the sign-in page runs (concatenated modules opened): an importer counts only if it is one.
  const present = new Set();
  for (const chunk of chunks) for (const module of chunkGraph.getChunkModulesIterable(chunk)) for (const m of inner(module)) present.add(m);
  for (const chunk of chunks) {
    const file = [...chunk.files].find((f) => f.endsWith('.js')) || `(chunk ${chunk.id})`;
    let size = 0;
    for (const module of chunkGraph.getChunkModulesIterable(chunk)) {
      size += module.size();
      for (const m of inner(module)) {
        const resource = relative(m.resource);
        if (!resource.startsWith('packages/contracts/src/') && !resource.includes('node_modules/zod/')) continue;
        if (resource.includes('node_modules/zod/') && resource !== 'node_modules/zod/index.js') continue;
        const importers = new Set();
        const incoming = [...moduleGraph.getIncomingConnections(m), ...(module.rootModule === m ? moduleGraph.getIncomingConnections(module) : [])];
        for (const c of incoming) {
          // The module that holds the import (inside a concatenated module too), if the page runs it.
          const from = (c.dependency && moduleGraph.getParentModule(c.dependency)) || c.originModule;
          if (from && from !== m && present.has(from) && from.resource) importers.add(relative(from.resource).replace(/^packages\/|^shell\/src\//, ''));
        }
        rows.push({ file, module: resource.replace('packages/contracts/src/', 'contracts/'), zod: importsZod(compilation, m), importers: [...importers].sort() });
      }
    }
    console.log(`chunk ${file}: ${size} bytes of modules before minifying`);
  }
  console.log('\nContract modules on the sign-in page (zod: it builds schemas when it loads):');
  for (const row of rows.sort((a, b) => Number(b.zod) - Number(a.zod) || a.module.localeCompare(b.module))) {
    console.log(`${row.zod ? 'zod ' : '    '} ${row.module}  [${row.file}]  <= ${row.importers.join(', ')}`);
  }
}

const out = mkdtempSync(path.join(tmpdir(), 'signin-modules-'));
const options = { ...config, mode: 'production', output: { ...config.output, path: out } };
process.chdir(shellDir);
webpack(options, (err, stats) => {
  try {
    if (err) throw err;
    if (stats.hasErrors()) throw new Error(stats.toString('errors-only'));
    report(stats.compilation);
  } finally {
    rmSync(out, { recursive: true, force: true });
  }
});
