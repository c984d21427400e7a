export * from './profile-rows';
export * from './profiles.queries';
export * from './profiles.projection';
