export * from './express-claim-row';
export * from './express-claims.queries';
export * from './express-claims.projection';
