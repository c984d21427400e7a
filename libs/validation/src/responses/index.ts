// Response schemas: what the api answers inside `{ result }`, one file per area.
export * from './finance';
export * from './submissions';
export * from './patients';
export * from './profiles';
export * from './practices';
export * from './promotions';
export * from './support';
export * from './promo-codes';
export * from './uploads';
export * from './express-claims';
export * from './extras';
export * from './app-state';
export * from './opt-in';
export * from './estimator';
export * from './staff';
