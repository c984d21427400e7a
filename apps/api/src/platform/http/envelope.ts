/** The success envelope of every JSON answer: `{ result }`. */
export const ok = <T>(result: T): { result: T } => ({ result });
