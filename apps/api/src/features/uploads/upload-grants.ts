/** The path under which the upload host takes a file: `/api/uploader/upload/<signed key>`. */
export const UPLOAD_HOST_PATH = '/api/uploader/upload/';
