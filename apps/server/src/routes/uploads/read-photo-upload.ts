import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { MAX_PHOTO_BYTES } from '../../services/uploads/process-photo';

export const MISSING_FILE = 'Send the photo as multipart/form-data in the field "file"';
const MALFORMED_BODY = `The upload is not a well-formed multipart/form-data body. ${MISSING_FILE}`;

// @fastify/multipart answers its limits with 413 and odd wording; the API promises a clear 400.
const LIMIT_MESSAGES: Record<string, string> = {
  FST_REQ_FILE_TOO_LARGE: `The photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`,
  FST_FILES_LIMIT: 'Send exactly one photo',
  FST_PARTS_LIMIT: 'Too many form fields',
  FST_FIELDS_LIMIT: 'Too many form fields',
  FST_INVALID_MULTIPART_CONTENT_TYPE: MISSING_FILE,
};

/** The bytes of the `file` part; any other field (such as `upload_preset`) is ignored. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) throw badRequest(MISSING_FILE);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(MISSING_FILE);
    return await part.toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const code = (error as { code?: string }).code;
    if (code && LIMIT_MESSAGES[code]) throw badRequest(LIMIT_MESSAGES[code]);
    // Nothing but the parsing of the client's body happens above, so any other failure (no
    // boundary, a cut-off part, garbage) is a malformed body: the client's fault, said plainly.
    throw badRequest(MALFORMED_BODY);
  }
}
