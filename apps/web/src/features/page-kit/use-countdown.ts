import { useEffect, useState } from 'react';

/**
 * Counts whole seconds down from `ms` while `active`, then calls `onDone` once. Returns the
 * seconds left, for a visible and announced countdown (the 3-second redirects of spec 000 §9).
 */
export function useCountdown(ms: number, active: boolean, onDone: () => void): number {
  const [left, setLeft] = useState(Math.ceil(ms / 1000));
  useEffect(() => {
    if (!active) return;
    const started = Date.now();
    const tick = setInterval(() => {
      setLeft(Math.max(0, Math.ceil((ms - (Date.now() - started)) / 1000)));
    }, 250);
    const done = setTimeout(onDone, ms);
    return () => {
      clearInterval(tick);
      clearTimeout(done);
    };
    // onDone is read once per activation: a new function each render must not restart the clock.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [ms, active]);
  return left;
}
