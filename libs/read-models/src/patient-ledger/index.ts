export * from './ledger-row';
export * from './patient-ledger.queries';
export * from './patient-ledger.projection';
