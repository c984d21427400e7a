import type { ExportKind } from '../exports/export-records';

/** Opt-in exports (`export-opt-ins-<id>`): the filters asked for, then every download. */
export const OPT_IN_EXPORTS: ExportKind<'OptInExportRequested', 'OptInExportDownloaded'> = {
  streamPrefix: 'export-opt-ins',
  requested: 'OptInExportRequested',
  downloaded: 'OptInExportDownloaded',
  path: '/admin/api/opt-in-exports',
};
