import type { InlineWork } from '@lens/event-store';
import { type Projection, inLockOrder, liveSchema } from '@lens/read-models';

/**
 * An append's inline work for read models that can be written inline (`applyInline`): the
 * appended stream, read in the append's transaction, folded into each of them in lock order.
 */
export function inlineReadModels(projections: readonly Projection[]): InlineWork {
  const ordered = inLockOrder(projections);
  return async (db, readStream) => {
    const events = await readStream(0);
    for (const projection of ordered)
      await projection.applyInline!(db, liveSchema(projection), events);
  };
}
