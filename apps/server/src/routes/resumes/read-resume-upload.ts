import { MAX_RESUME_BYTES } from '@jobhunter/shared';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../../lib/http-error';
import { resumeMessages } from '../../services/resumes/messages';

/** Room for the multipart boundaries and part headers around the largest CV. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new HttpError(413, resumeMessages.tooLarge);

// @fastify/multipart's own wording for its limits, in this API's words.
const LIMIT_ERRORS: Record<string, () => HttpError> = {
  FST_REQ_FILE_TOO_LARGE: tooLarge,
  FST_FILES_LIMIT: () => badRequest(resumeMessages.tooManyFiles),
  FST_PARTS_LIMIT: () => badRequest(resumeMessages.tooManyFields),
  FST_FIELDS_LIMIT: () => badRequest(resumeMessages.tooManyFields),
  FST_INVALID_MULTIPART_CONTENT_TYPE: () => badRequest(resumeMessages.missingFile),
};

/**
 * A declared body larger than any CV is refused before it is read (after the token check, so an
 * anonymous caller still learns only 401). A body without a length is cut off by the file limit.
 */
export async function refuseOversizedResume(request: FastifyRequest) {
  const length = Number(request.headers['content-length']);
  if (length > MAX_RESUME_BYTES + MULTIPART_OVERHEAD) throw tooLarge();
}

export interface ResumeUpload {
  bytes: Buffer;
  /** The name the client gave the file, for display only. */
  clientFileName: string;
}

/** The `file` part of the multipart body; a `file` part must come first, other fields are ignored. */
export async function readResumeUpload(request: FastifyRequest): Promise<ResumeUpload> {
  if (!request.isMultipart()) throw badRequest(resumeMessages.missingFile);
  try {
    const part = await request.file();
    if (!part || part.fieldname !== 'file') throw badRequest(resumeMessages.missingFile);
    return { bytes: await part.toBuffer(), clientFileName: part.filename };
  } catch (error) {
    if (error instanceof HttpError) throw error;
    const limit = LIMIT_ERRORS[(error as { code?: string }).code ?? ''];
    if (limit) throw limit();
    // Only the parsing of the client's body happens above: any other failure is a malformed body.
    throw badRequest(resumeMessages.malformedBody);
  }
}
