export * from './promotion-rows';
export * from './promotions.queries';
export * from './promotions.projection';
