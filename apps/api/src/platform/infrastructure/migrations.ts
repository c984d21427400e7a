import path from 'node:path';
import { eventStoreMigrations, type MigrationSet } from '@lens/event-store';

/** The API's own tables (credentials, practices, uploads, …): reference or secret data, not events. */
export const apiMigrations: MigrationSet = {
  dir: path.resolve(__dirname, '../../../migrations'),
  table: 'pgmigrations_api',
};

/** What the API migrates at boot (the projector migrates its own tables). */
export const apiBootMigrations: readonly MigrationSet[] = [eventStoreMigrations, apiMigrations];
