import { MAX_RESUME_BYTES } from '@jobhunter/shared';
import type { FastifyRequest } from 'fastify';
import { HttpError } from '../../lib/http-error';
import { resumeMessages } from '../../services/resumes/messages';
import { readFilePart } from '../read-file-part';

/** Room for the multipart boundaries and part headers around the largest CV. */
const MULTIPART_OVERHEAD = 64 * 1024;

const tooLarge = () => new HttpError(413, resumeMessages.tooLarge);

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
  const { bytes, fileName } = await readFilePart(request, {
    missingFile: resumeMessages.missingFile,
    malformedBody: resumeMessages.malformedBody,
    tooManyFiles: resumeMessages.tooManyFiles,
    tooManyFields: resumeMessages.tooManyFields,
    tooLarge,
  });
  return { bytes, clientFileName: fileName };
}
