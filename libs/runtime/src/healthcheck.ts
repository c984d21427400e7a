/**
 * A container healthcheck for a process with a heartbeat: exits 0 when the file was written in
 * the last 30 seconds, else 1. `node libs/runtime/dist/healthcheck.js /tmp/heartbeat`
 */
import { readFileSync } from 'node:fs';
import { HEARTBEAT_EVERY_MS } from './heartbeat';

const file = process.argv[2] ?? process.env['HEARTBEAT_FILE'];
let last = 0;
try {
  last = Number(readFileSync(file ?? '', 'utf8').trim());
} catch {
  // no heartbeat yet
}
process.exit(Date.now() - last < 6 * HEARTBEAT_EVERY_MS ? 0 : 1);
