import { z } from 'zod';
import { instant } from './shared';

/** What committing the upload would do to one practice. */
export const ecpChangeSchema = z.object({
  sap: z.string(),
  kind: z.enum(['new', 'updated', 'unchanged']),
  account_name: z.string(),
  /** The fields an update changes. */
  changed: z.array(z.string()),
});

/** A practices upload's counts, without its changes and errors. */
export const ecpUploadSummarySchema = z.object({
  uploadId: z.string(),
  fileName: z.string(),
  uploadedBy: z.string(),
  createdAt: instant(),
  rows: z.number().int(),
  practices: z.number().int(),
  summary: z.object({
    new: z.number().int(),
    updated: z.number().int(),
    unchanged: z.number().int(),
  }),
  /** Rows with at least one error, and every problem found (a row may have several). */
  rowsWithErrors: z.number().int(),
  problemCount: z.number().int(),
  committedAt: instant().nullable(),
  committedBy: z.string().nullable(),
});
export type EcpUploadSummary = z.infer<typeof ecpUploadSummarySchema>;

/** The preview as the page shows it: counts, the first changes and errors, in the language. */
export const ecpUploadReportSchema = ecpUploadSummarySchema.extend({
  changes: z.array(ecpChangeSchema),
  errorRows: z.array(
    z.object({
      row: z.number().int(),
      problems: z.array(z.object({ field: z.string(), code: z.string(), message: z.string() })),
    }),
  ),
});
export type EcpUploadReport = z.infer<typeof ecpUploadReportSchema>;

/** `GET /admin/api/ecp-uploads`: the latest uploads, newest first. */
export const ecpUploadListSchema = z.object({ uploads: z.array(ecpUploadSummarySchema) });
export type EcpUploadList = z.infer<typeof ecpUploadListSchema>;

/** `POST /admin/api/ecp-uploads`, `GET …/{id}` and `POST …/{id}/commit`: one upload's report. */
export const ecpUploadResultSchema = z.object({ upload: ecpUploadReportSchema });
export type EcpUploadResult = z.infer<typeof ecpUploadResultSchema>;
