// @ts-check
// First-load JavaScript of the built app, gzipped: the entry with everything it imports
// statically, plus a page group's chunk and its own static imports, plus, for a page the group
// keeps in a chunk of its own (a page part, src/routing/page-part.ts), that chunk and its imports.
//   node apps/web/scripts/first-load-size.mjs [group ...]    (after the build; default: every group)
// WEB_DIST=<dir> measures another build (the server's variable), e.g. one built with --outDir.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

const dist = process.env['WEB_DIST']
  ? path.resolve(process.env['WEB_DIST'])
  : path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../dist');
/** @type {Record<string, { file: string, imports?: string[], dynamicImports?: string[], isEntry?: boolean, src?: string }>} */
const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8'));

/** @param {string} key @param {Set<string>} seen */
function closure(key, seen = new Set()) {
  if (seen.has(key)) return seen;
  seen.add(key);
  for (const child of manifest[key]?.imports ?? []) closure(child, seen);
  return seen;
}

/** @param {Iterable<string>} keys */
const gzipKb = (keys) =>
  [...keys].reduce((sum, key) => {
    const file = manifest[key]?.file;
    return file?.endsWith('.js')
      ? sum + gzipSync(readFileSync(path.join(dist, file)), { level: 9 }).length
      : sum;
  }, 0) / 1024;

const entry = closure('index.html');
const groups = Object.keys(manifest)
  .filter((key) => key.startsWith('src/page-groups/'))
  .map((key) => path.basename(key, '.ts'));
const wanted = process.argv.slice(2).length ? process.argv.slice(2) : groups;

console.log(`entry (shell, router, state, i18n, Mantine): ${gzipKb(entry).toFixed(1)} KB gzip`);
for (const group of wanted) {
  const key = `src/page-groups/${group}.ts`;
  if (!manifest[key]) throw new Error(`no page group ${group}`);
  const loaded = new Set([...entry, ...closure(key)]);
  console.log(`first load with ${group}: ${gzipKb(loaded).toFixed(1)} KB gzip`);
  // Page parts are the group's dynamic imports of pages (src/routes/…/<Name>Page.tsx); its other
  // dynamic imports (a form opened on demand) load after the page shows.
  const parts = (manifest[key].dynamicImports ?? []).filter((k) =>
    /^src\/routes\/.*Page\.tsx$/.test(k),
  );
  for (const part of parts) {
    const page = path.basename(part).replace(/\.tsx?$/, '');
    const withPart = new Set([...loaded, ...closure(part)]);
    console.log(`  ${page} (page part): ${gzipKb(withPart).toFixed(1)} KB gzip`);
  }
}
