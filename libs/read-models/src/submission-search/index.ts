export * from './entry-row';
export * from './submission-search.queries';
export * from './submission-search.projection';
