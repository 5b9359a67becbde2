import { create as contentDisposition } from 'content-disposition';
import type { FastifyReply } from 'fastify';

export interface StoredResumeFile {
  /** The display name the candidate uploaded it with (already sanitised when stored). */
  fileName: string;
  /** The type detected from the bytes at upload (PDF or DOCX), never the client's claim. */
  contentType: string;
  content: Buffer;
}

/**
 * Sends a stored CV as a download. A CV is a file a stranger wrote: the browser must save it, never
 * render it on this origin (attachment, nosniff, a sandbox if it is opened anyway), and no cache
 * between the candidate or recruiter and the server may keep a copy.
 */
export function sendResumeFile(reply: FastifyReply, file: StoredResumeFile) {
  return reply
    .header('content-type', file.contentType)
    .header('content-disposition', contentDisposition(file.fileName, { type: 'attachment' }))
    .header('x-content-type-options', 'nosniff')
    .header('cache-control', 'private, no-store')
    .header('content-security-policy', 'sandbox')
    .send(file.content);
}
