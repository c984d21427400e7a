export * from './names';
export * from './projection';
export * from './row-folds/row-folds';
export * from './submissions';
export * from './patient-ledger';
export * from './profiles';
export * from './submission-history/submission-history.projection';
export * from './promo-usage';
