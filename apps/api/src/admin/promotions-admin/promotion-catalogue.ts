import { promotionIdOf } from '@lens/domain';
import { type ReadDb, cataloguePromotion } from '@lens/read-models';
import type { PromotionRow } from '@lens/validation';
import { Failure } from '../../platform/http/failure';

/** One promotion with its class, what it stacks with and how often used; 404 for none. */
export async function promotionOfCode(db: ReadDb, code: string): Promise<PromotionRow> {
  const row = await cataloguePromotion(db, promotionIdOf(code));
  if (!row) throw new Failure('NOT_FOUND', 'code');
  return row;
}
