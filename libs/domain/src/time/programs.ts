// Practice programmes (spec 000 §9, 001 §4): a programme is current when the day lies within
// its start_date and end_date, both inclusive.
import { memberOf } from '../core/member-of';
import { PREFERRED_PROGRAMS, UPLOAD_PROGRAMS, type ProgramName } from '../catalog/codes';
import { asDay, toIsoDay, type Instant, type IsoDay } from './days';

export interface ProgramWindow {
  readonly start_date: string;
  readonly end_date: string;
}

/** A practice's programmes keyed by programme name. */
export type PracticePrograms = Readonly<Record<string, ProgramWindow | undefined>>;

export const isPreferredProgramName = memberOf<ProgramName>(PREFERRED_PROGRAMS);

export const isUploadProgramName = memberOf<ProgramName>(UPLOAD_PROGRAMS);

/** Unreadable dates make a window never current. */
export function isProgramCurrent(window: ProgramWindow, at: IsoDay | Instant): boolean {
  const day = asDay(at);
  const start = toIsoDay(window.start_date);
  const end = toIsoDay(window.end_date);
  return start !== undefined && end !== undefined && start <= day && day <= end;
}

/** Known programme names whose window is current at `at`. */
export function currentPrograms(programs: PracticePrograms, at: IsoDay | Instant): ProgramName[] {
  return UPLOAD_PROGRAMS.filter((name) => {
    const window = programs[name];
    return window !== undefined && isProgramCurrent(window, at);
  });
}

/** Preferred-active: one of the preferred programmes is current at `at`. */
export function isPreferredActive(programs: PracticePrograms, at: IsoDay | Instant): boolean {
  return currentPrograms(programs, at).some(isPreferredProgramName);
}

/** The known programmes current at `at`, each with its window (a profile's `activePrograms`). */
export function currentProgramWindows(
  programs: PracticePrograms,
  at: IsoDay | Instant,
): Partial<Record<ProgramName, ProgramWindow>> {
  return Object.fromEntries(currentPrograms(programs, at).map((name) => [name, programs[name]]));
}
