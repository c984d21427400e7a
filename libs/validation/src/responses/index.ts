// Response schemas: what the api answers inside `{ result }`, one file per area.
export * from './finance';
export * from './submissions';
export * from './patients';
export * from './practices';
export * from './promotions';
export * from './support';
