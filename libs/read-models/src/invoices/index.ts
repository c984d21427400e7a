export * from './invoice-rows';
export * from './invoice-support-rows';
export * from './invoices.queries';
export * from './invoices.projection';
