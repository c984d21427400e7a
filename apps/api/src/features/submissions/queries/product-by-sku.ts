import { IQueryHandler, Query, QueryHandler } from '@nestjs/cqrs';
import { lookupSku } from '@lens/domain';
import { Failure } from '../../../platform/http/failure';

/** A product by its 11-digit SKU (the barcode scan), from the domain's SKU table. */
export class ProductBySkuQuery extends Query<{
  product: { SKU: string; brand: string; lenses_per_box: number };
}> {
  constructor(readonly sku: string) {
    super();
  }
}

@QueryHandler(ProductBySkuQuery)
export class ProductBySkuHandler implements IQueryHandler<ProductBySkuQuery> {
  execute({ sku }: ProductBySkuQuery) {
    const product = lookupSku(sku);
    if (!product) throw new Failure('NOT_FOUND', 'SKU');
    return Promise.resolve({
      product: { SKU: product.sku, brand: product.brand, lenses_per_box: product.lensesPerBox },
    });
  }
}
