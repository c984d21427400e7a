export * from './submission-queries';
export * from './submission-row';
export * from './submissions.projection';
