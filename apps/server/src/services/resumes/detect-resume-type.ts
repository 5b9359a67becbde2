import { RESUME_CONTENT_TYPES } from '@jobhunter/shared';
import { HttpError } from '../../lib/http-error';
import { checkDocx } from './docx-archive';
import { resumeMessages } from './messages';

export type ResumeKind = keyof typeof RESUME_CONTENT_TYPES;

const PDF_SIGNATURE = Buffer.from('%PDF-');

/**
 * What the bytes are, by their content alone: the file name and the declared type are the
 * client's word and decide nothing. 415 for anything but a PDF or a DOCX, 413 for a DOCX that
 * unpacks to too much.
 */
export function detectResumeType(bytes: Buffer): ResumeKind {
  if (bytes.subarray(0, PDF_SIGNATURE.length).equals(PDF_SIGNATURE)) return 'pdf';
  const docx = checkDocx(bytes);
  if (docx === 'docx') return 'docx';
  if (docx === 'too-large') throw new HttpError(413, resumeMessages.unpacksTooLarge);
  throw new HttpError(415, resumeMessages.unsupportedType);
}
