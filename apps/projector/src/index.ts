export * from './projection';
export * from './projections';
export * from './migrations';
export * from './config';
export * from './start';
export { rebuild, reprojectStream, ensureReady } from './runner/rebuild';
export { requestCommand, awaitCommand, type ProjectorCommand } from './runner/commands';
export { runProjector } from './runner/projector';
