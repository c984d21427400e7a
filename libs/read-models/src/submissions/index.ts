export * from './submissions.queries';
export * from './submission-row';
export * from './submissions.projection';
