export * from './escalation-rows';
export * from './escalations.queries';
export * from './escalations.projection';
