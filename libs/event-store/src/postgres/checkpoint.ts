import type { Checkpoint } from '../port/event-store';

/** `<txid>:<position>`: where a reader of es.events stands. */
export interface PgPosition {
  transactionId: bigint;
  position: bigint;
}

export const START: PgPosition = { transactionId: 0n, position: 0n };

export function parsePgCheckpoint(checkpoint: Checkpoint | null): PgPosition {
  if (checkpoint === null) return START;
  const match = /^(\d{1,20}):(\d{1,20})$/.exec(checkpoint);
  if (!match) throw new Error(`Not a PostgreSQL event store checkpoint: ${checkpoint}`);
  return { transactionId: BigInt(match[1]!), position: BigInt(match[2]!) };
}

export const formatPgCheckpoint = (
  transactionId: bigint | string,
  position: bigint | string,
): Checkpoint => `${transactionId}:${position}`;

export function comparePgCheckpoints(a: Checkpoint, b: Checkpoint): number {
  const left = parsePgCheckpoint(a);
  const right = parsePgCheckpoint(b);
  if (left.transactionId !== right.transactionId)
    return left.transactionId < right.transactionId ? -1 : 1;
  if (left.position !== right.position) return left.position < right.position ? -1 : 1;
  return 0;
}
