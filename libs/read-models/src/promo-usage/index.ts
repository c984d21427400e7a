export * from './promo-usage.queries';
export * from './promo-usage-row';
export * from './promo-usage.projection';
