export * from './submission-history.projection';
export * from './submission-history.queries';
