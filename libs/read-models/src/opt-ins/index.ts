export * from './opt-in-rows';
export * from './opt-ins.queries';
export * from './opt-ins.projection';
