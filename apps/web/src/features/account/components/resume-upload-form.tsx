import { Upload } from 'lucide-react';
import { useId, useState, type Ref } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { UploadProgress } from '@/components/ui/upload-progress';
import { errorMessage } from '@/lib/api-error';
import { useUploadResume } from '@/api/resumes/upload-resume';
import { RESUME_ACCEPT, resumeFileProblem } from '../lib/resume-file-problem';
import { StatusMessage } from './status-message';

interface ResumeUploadFormProps {
  /** Replacing a CV (the button then says so, and the form can be cancelled). */
  replacing?: boolean;
  onUploaded: () => void;
  onCancel?: () => void;
  inputRef?: Ref<HTMLInputElement>;
}

/**
 * Picks a PDF or DOCX and uploads it with a progress bar. A file that is too big or of another
 * kind is refused here without sending anything; the server's own refusals are shown as they come.
 */
export function ResumeUploadForm({
  replacing,
  onUploaded,
  onCancel,
  inputRef,
}: ResumeUploadFormProps) {
  const id = useId();
  const upload = useUploadResume();
  const [file, setFile] = useState<File | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [progress, setProgress] = useState<number | null>(null);
  const uploading = upload.isPending;

  const choose = (chosen: File | undefined) => {
    upload.reset();
    setFile(chosen ?? null);
    setProblem(chosen ? resumeFileProblem(chosen) : null);
  };

  const submit = () => {
    if (!file) {
      setProblem('Choose a PDF or Word (.docx) file first.');
      return;
    }
    const found = resumeFileProblem(file);
    setProblem(found);
    if (found) return;
    setProgress(0);
    upload.mutate(
      { file, onProgress: setProgress },
      { onSuccess: onUploaded, onSettled: () => setProgress(null) },
    );
  };

  const error = problem ?? (upload.isError ? errorMessage(upload.error) : null);
  return (
    <form
      className="flex flex-col gap-3"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="flex min-w-0 flex-col gap-1.5">
        <Label htmlFor={id}>{replacing ? 'New CV file' : 'CV file'}</Label>
        <input
          ref={inputRef}
          id={id}
          type="file"
          accept={RESUME_ACCEPT}
          disabled={uploading}
          aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
          aria-invalid={error ? true : undefined}
          onChange={(event) => choose(event.target.files?.[0])}
          className="block w-full min-w-0 text-sm text-slate-600 file:mr-3 file:cursor-pointer file:rounded-lg file:border-0 file:bg-brand-50 file:px-4 file:py-2 file:text-sm file:font-medium file:text-brand-700 hover:file:bg-brand-100"
        />
        <p id={`${id}-hint`} className="text-xs text-slate-500">
          PDF or Word (.docx), up to 5 MB.
        </p>
      </div>
      {progress !== null && <UploadProgress label="CV upload progress" value={progress} />}
      {error && (
        <div id={`${id}-error`}>
          <StatusMessage tone="error">{error}</StatusMessage>
        </div>
      )}
      <div className="flex flex-wrap gap-2">
        <Button type="submit" disabled={uploading}>
          <Upload aria-hidden />
          {uploading ? 'Uploading…' : replacing ? 'Upload new CV' : 'Upload CV'}
        </Button>
        {onCancel && (
          <Button variant="outline" onClick={onCancel} disabled={uploading}>
            Cancel
          </Button>
        )}
      </div>
    </form>
  );
}
