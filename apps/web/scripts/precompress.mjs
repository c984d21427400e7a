// @ts-check
// After `vite build`: a brotli (.br) and a gzip (.gz) copy of every compressible file of the
// build, at the highest levels, which the web server sends as they are (@fastify/static
// `preCompressed`), so no visitor waits for compression and no CPU is spent on it per request.
//   node scripts/precompress.mjs [dist]
import { readFile, readdir, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { brotliCompress, constants, gzip } from 'node:zlib';

const COMPRESSIBLE = new Set(['.js', '.mjs', '.css', '.html', '.svg', '.json', '.wasm', '.txt']);
/** Below this a compressed copy saves less than its headers cost. */
const MIN_BYTES = 1024;

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '../dist'));
const brotli = promisify(brotliCompress);
const gzipAsync = promisify(gzip);

/** @param {string} dir @returns {AsyncGenerator<string>} */
async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else if (COMPRESSIBLE.has(path.extname(entry.name))) yield full;
  }
}

let count = 0;
const jobs = [];
for await (const file of files(dist)) {
  if ((await stat(file)).size < MIN_BYTES) continue;
  jobs.push(
    readFile(file).then(async (content) => {
      const [br, gz] = await Promise.all([
        brotli(content, {
          params: {
            [constants.BROTLI_PARAM_QUALITY]: constants.BROTLI_MAX_QUALITY,
            [constants.BROTLI_PARAM_SIZE_HINT]: content.length,
          },
        }),
        gzipAsync(content, { level: 9 }),
      ]);
      await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
      count += 1;
    }),
  );
}
await Promise.all(jobs);
console.log(
  `precompressed ${count} files (brotli and gzip) in ${path.relative(process.cwd(), dist)}`,
);
