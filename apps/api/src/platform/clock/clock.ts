/** The time source of the API and worker; the domain receives `now` from it. */
export interface Clock {
  now(): Date;
}

export const CLOCK = Symbol('CLOCK');

/**
 * The system clock, or, with APP_NOW, a clock that starts at that instant and runs on in real
 * time: demos and tests get a fixed date (and sub-phase) while sessions still expire.
 */
export function createClock(appNow: string | undefined, realNow: () => number = Date.now): Clock {
  if (!appNow) return { now: () => new Date(realNow()) };
  const offset = Date.parse(appNow) - realNow();
  return { now: () => new Date(realNow() + offset) };
}

/** A clock tests move by hand. */
export class ManualClock implements Clock {
  constructor(private instant: number) {}
  now(): Date {
    return new Date(this.instant);
  }
  set(at: string | number): void {
    this.instant = typeof at === 'number' ? at : Date.parse(at);
  }
  advance(ms: number): void {
    this.instant += ms;
  }
}
