import type { ResumeFile } from '@jobhunter/shared';
import { FileText } from 'lucide-react';
import type { ReactNode } from 'react';
import { formatFileSize } from '@/lib/file-size';

const KINDS: Record<string, string> = {
  'application/pdf': 'PDF',
  'application/vnd.openxmlformats-officedocument.wordprocessingml.document': 'Word',
};

/** A CV file as a line: its name, kind and size, and whatever `children` add below (date, status). */
export function ResumeFileSummary({ file, children }: { file: ResumeFile; children?: ReactNode }) {
  const kind = KINDS[file.contentType];
  return (
    <div className="flex min-w-0 items-start gap-3">
      <FileText aria-hidden className="mt-0.5 size-5 shrink-0 text-brand-600" />
      <div className="min-w-0">
        <p className="font-medium break-words text-slate-900">{file.fileName}</p>
        <p className="text-sm text-slate-600">
          {kind ? `${kind} · ` : ''}
          {formatFileSize(file.size)}
        </p>
        {children}
      </div>
    </div>
  );
}
