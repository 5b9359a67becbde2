import type { FastifyRequest } from 'fastify';
import { badRequest } from '../../lib/http-error';
import { MAX_PHOTO_BYTES } from '../../services/uploads/process-photo';
import { readFilePart } from '../read-file-part';

const MISSING_FILE = 'Send the photo as multipart/form-data in the field "file"';

/** The bytes of the `file` part; any other field (such as `upload_preset`) is ignored. */
export async function readPhotoUpload(request: FastifyRequest): Promise<Buffer> {
  const { bytes } = await readFilePart(request, {
    missingFile: MISSING_FILE,
    malformedBody: `The upload is not a well-formed multipart/form-data body. ${MISSING_FILE}`,
    tooManyFiles: 'Send exactly one photo',
    tooManyFields: 'Too many form fields',
    // @fastify/multipart answers its size limit with 413; the photo upload promises a clear 400.
    tooLarge: () => badRequest(`The photo must be at most ${MAX_PHOTO_BYTES / 1024 / 1024} MB`),
  });
  return bytes;
}
