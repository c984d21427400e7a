/**
 * Structural equality of plain data (what events and commands carry): objects compare by their
 * keys and values whatever the key order, arrays element by element.
 */
export function sameValue(a: unknown, b: unknown): boolean {
  if (a === b) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a) !== Array.isArray(b)) return false;
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameValue(item, b[index]));
  }
  const left = Object.entries(a).filter(([, value]) => value !== undefined);
  const right = Object.entries(b).filter(([, value]) => value !== undefined);
  const rightByKey = new Map(right);
  return (
    left.length === right.length &&
    left.every(([key, value]) => rightByKey.has(key) && sameValue(value, rightByKey.get(key)))
  );
}
