import path from 'node:path';
import type { ResumeKind } from './detect-resume-type';

const MAX_NAME_LENGTH = 200;

/**
 * The name shown for a CV and given to its download: the client's base name without control or
 * format characters, at most 200 characters, ending in the detected type's extension (whatever
 * CV extension it had). It is only ever displayed, never used as a path.
 */
export function resumeFileName(clientName: string | undefined, kind: ResumeKind): string {
  const extension = `.${kind}`;
  const base = path.posix
    .basename((clientName ?? '').replace(/\\/g, '/'))
    .replace(/[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/gu, '')
    .replace(/\s+/g, ' ')
    .replace(/^[\s.]+|\s+$/g, '');
  // A CV's own extension, or the other type's (a DOCX named cv.pdf), gives way to the detected one.
  const stem = base.replace(/\.(pdf|docx?)$/i, '');
  const trimmed = Array.from(stem.trim())
    .slice(0, MAX_NAME_LENGTH - extension.length)
    .join('')
    .trim();
  return `${trimmed || 'cv'}${extension}`;
}
