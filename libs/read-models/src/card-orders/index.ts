export * from './card-order-row';
export * from './card-orders.queries';
export * from './card-orders.projection';
