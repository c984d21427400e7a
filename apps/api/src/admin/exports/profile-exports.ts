import type { ExportKind } from './export-records';

/** Profile exports (`export-profiles-<id>`): the filters asked for, then every download. */
export const PROFILE_EXPORTS: ExportKind<'ProfileExportRequested', 'ProfileExportDownloaded'> = {
  streamPrefix: 'export-profiles',
  requested: 'ProfileExportRequested',
  downloaded: 'ProfileExportDownloaded',
  path: '/admin/api/profile-exports',
};
