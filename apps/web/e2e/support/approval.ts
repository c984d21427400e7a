import { existsSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../../..');

/**
 * Whether the stack under test must approve entries. The journey asserts what the server decided:
 * approved when the approval worker judged the entry, under review while nothing did. This says
 * whether "nothing did" is a failure: `E2E_APPROVAL_WORKER=1` demands approval, `0` accepts an
 * entry left pending; otherwise the build the specs run from tells (apps/api/dist/approval exists
 * once the approval job is part of the API).
 */
export function approvalWorkerExpected(): boolean {
  const flag = process.env['E2E_APPROVAL_WORKER'];
  if (flag === '1') return true;
  if (flag === '0') return false;
  return existsSync(path.join(ROOT, 'apps/api/dist/approval'));
}
