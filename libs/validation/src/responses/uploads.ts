import { z } from 'zod';

/** `POST uploader/key`: where the photo goes, the upload host and the path carrying the key. */
export const uploadTargetSchema = z.object({ uploadHost: z.string(), uploadPath: z.string() });
export type UploadTarget = z.infer<typeof uploadTargetSchema>;
