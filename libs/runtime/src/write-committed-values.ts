/**
 * Run by the build (`node dist/write-committed-values.js`): writes every value written in the
 * repository into `dist/committed-values.txt`, which production processes check their secrets
 * against (a secret found there, or a few edits from one, is public whatever its length). The
 * values themselves, not digests: how near a secret is to one can only be measured on the value,
 * and every one of them is in the repository already.
 */
import { writeFileSync } from 'node:fs';
import { committedValueList, committedValuesPath, findRepositoryRoot } from './committed-values';

const root = findRepositoryRoot(__dirname);
if (!root) throw new Error(`No repository above ${__dirname}`);
const values = committedValueList(root);
writeFileSync(committedValuesPath(), `${values.join('\n')}\n`);
console.log(`${values.length} committed values written into ${committedValuesPath()}`);
