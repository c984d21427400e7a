/**
 * Run by the build (`node dist/write-committed-values.js`): fingerprints every value written in
 * the repository into `dist/committed-values.txt`, which production processes check their
 * secrets against (a secret found there is public, whatever its length).
 */
import { writeFileSync } from 'node:fs';
import { committedFingerprints, committedValuesPath, findRepositoryRoot } from './committed-values';

const root = findRepositoryRoot(__dirname);
if (!root) throw new Error(`No repository above ${__dirname}`);
const prints = committedFingerprints(root);
writeFileSync(committedValuesPath(), `${prints.join('\n')}\n`);
console.log(`${prints.length} committed values fingerprinted into ${committedValuesPath()}`);
