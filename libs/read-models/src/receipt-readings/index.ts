export * from './receipt-reading-row';
export * from './receipt-readings.queries';
export * from './receipt-readings.projection';
