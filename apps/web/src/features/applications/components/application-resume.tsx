import { RESUME_CONTENT_TYPES, type ApplicationRef, type ResumeFile } from '@jobhunter/shared';
import { useMutation } from '@tanstack/react-query';
import { Download, FileText } from 'lucide-react';
import { Button } from '@/components/ui/button';
import { Spinner } from '@/components/ui/spinner';
import {
  useApplicationResume,
  useFetchApplicationResume,
} from '../api/download-application-resume';
import { formatFileSize } from '@/lib/file-size';
import { saveBlob } from '@/lib/save-blob';
import { PdfPreview } from './pdf-preview';

interface ApplicationResumeProps {
  application: ApplicationRef;
  resume: ResumeFile | null;
}

/** The CV sent with an application: its name and size, "Download CV", and a preview of a PDF. */
export function ApplicationResume({ application, resume }: ApplicationResumeProps) {
  if (!resume)
    return <p className="text-sm text-slate-600">No CV was sent with this application.</p>;
  return <ResumeFileView application={application} resume={resume} />;
}

function ResumeFileView({
  application,
  resume,
}: {
  application: ApplicationRef;
  resume: ResumeFile;
}) {
  const isPdf = resume.contentType === RESUME_CONTENT_TYPES.pdf;
  const file = useApplicationResume(application, isPdf);
  const fetchResume = useFetchApplicationResume();
  const download = useMutation({
    mutationFn: async () => saveBlob(await fetchResume(application), resume.fileName),
  });

  return (
    <div className="flex flex-col gap-3">
      <div className="flex flex-wrap items-center gap-3 rounded-lg border border-slate-200 p-3">
        <FileText aria-hidden className="size-6 shrink-0 text-slate-400" />
        <div className="min-w-0 flex-1">
          <p className="text-sm font-medium break-all text-slate-900">{resume.fileName}</p>
          <p className="text-xs text-slate-600">
            {isPdf ? 'PDF' : 'Word document'} · {formatFileSize(resume.size)}
          </p>
        </div>
        <Button
          variant="outline"
          size="sm"
          onClick={() => download.mutate()}
          disabled={download.isPending}
          aria-busy={download.isPending || undefined}
        >
          <Download aria-hidden />
          Download CV
        </Button>
      </div>
      {download.isError && (
        <p role="alert" className="text-sm font-medium text-red-600">
          Could not download the CV: {download.error.message}
        </p>
      )}
      {!isPdf ? (
        <p className="text-sm text-slate-600">
          The preview is for PDFs only: download the CV to read it.
        </p>
      ) : file.isPending ? (
        <Spinner className="py-6" label="Loading the preview..." showLabel />
      ) : file.isError ? (
        <p className="text-sm text-slate-600">
          The preview could not be loaded: {file.error.message}
        </p>
      ) : (
        <PdfPreview file={file.data} fileName={resume.fileName} />
      )}
    </div>
  );
}
