import path from 'node:path';
import type { MigrationSet } from '@lens/event-store';

/** The projector's own tables (projection versions, command queue). */
export const projectorMigrations: MigrationSet = {
  dir: path.resolve(__dirname, '../migrations'),
  table: 'pgmigrations_projector',
};
