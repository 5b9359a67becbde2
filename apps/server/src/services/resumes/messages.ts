import { MAX_RESUME_BYTES } from '@jobhunter/shared';
import { DOCX_UNPACKED_BUDGET } from './docx-archive';

const megabytes = (bytes: number) => `${bytes / 1024 / 1024} MB`;

/** What the CV routes answer, in one place so the tests and the docs quote the same words. */
export const resumeMessages = {
  missingFile: 'Send the CV as multipart/form-data in the field "file"',
  malformedBody:
    'The upload is not a well-formed multipart/form-data body. Send the CV in the field "file"',
  tooLarge: `The CV must be at most ${megabytes(MAX_RESUME_BYTES)}`,
  tooManyFiles: 'Send exactly one CV',
  tooManyFields: 'Too many form fields',
  unpacksTooLarge: `This DOCX unpacks to more than ${megabytes(DOCX_UNPACKED_BUDGET)}; save it again from your word processor or as a PDF`,
  unsupportedType: 'The CV must be a PDF or a Word (DOCX) document',
  noResume: 'You have not uploaded a CV',
  deleted: 'CV deleted',
};
