import { Failure } from '../../platform/http/failure';
import type { PracticeDirectory } from './practice-directory';
import type { PracticeRow } from './practice-view';

/** Any practice by sap, active or not; 404 for a sap no practice has. */
export async function knownPractice(
  directory: PracticeDirectory,
  sap: string,
): Promise<PracticeRow> {
  const practice = await directory.bySap(sap);
  if (!practice) throw new Failure('NOT_FOUND', 'sap');
  return practice;
}
