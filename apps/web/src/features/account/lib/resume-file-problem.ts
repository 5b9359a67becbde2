import { MAX_RESUME_BYTES } from '@jobhunter/shared';
import { formatFileSize } from '@/lib/file-size';

const EXTENSIONS = ['.pdf', '.docx'];
/** What the file picker offers; the server still decides by the file's content. */
export const RESUME_ACCEPT = EXTENSIONS.join(',');

/** Why a chosen file can't be a CV before anything is sent (too big, not .pdf or .docx), or null. */
export function resumeFileProblem(file: File): string | null {
  if (file.size > MAX_RESUME_BYTES)
    return `${file.name} is larger than ${formatFileSize(MAX_RESUME_BYTES)}, the most a CV can be. Choose a smaller file.`;
  const name = file.name.toLowerCase();
  if (!EXTENSIONS.some((extension) => name.endsWith(extension)))
    return `${file.name} is not a PDF or Word (.docx) file. Choose one of those.`;
  return null;
}
