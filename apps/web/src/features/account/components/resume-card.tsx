import { Download, RefreshCw, Trash2 } from 'lucide-react';
import { useRef, useState } from 'react';
import { DeferredConfirmDialog } from '@/components/deferred-dialogs';
import { ResumeFileSummary } from '@/components/resumes/resume-file-summary';
import { Button } from '@/components/ui/button';
import { Skeleton } from '@/components/ui/skeleton';
import { errorMessage } from '@/lib/api-error';
import { formatDay } from '@/lib/format-day';
import type { OwnProfile } from '@/api/dashboard/get-dashboard';
import { useDeleteResume } from '@/api/resumes/delete-resume';
import { useDownloadResume } from '@/api/resumes/download-resume';
import { useResume } from '@/api/resumes/get-resume';
import { ResumeSkillSuggestions } from './resume-skill-suggestions';
import { ResumeTextStatus } from './resume-text-status';
import { ResumeUploadForm } from './resume-upload-form';
import { SettingsCard } from './settings-card';
import { StatusMessage } from './status-message';

type Notice = { tone: 'success' | 'error'; text: string } | null;

/**
 * Candidates only: the CV sent with each application. Upload one (PDF or DOCX), then see whether
 * its text could be read, download, replace or delete it, and add the skills it names to the
 * profile.
 */
export function ResumeCard({ profile }: { profile: OwnProfile }) {
  const resume = useResume();
  const remove = useDeleteResume();
  const download = useDownloadResume();
  const [replacing, setReplacing] = useState(false);
  const [confirmDelete, setConfirmDelete] = useState(false);
  const [notice, setNotice] = useState<Notice>(null);
  const noticeRef = useRef<HTMLDivElement>(null);
  const fileInput = useRef<HTMLInputElement>(null);
  const replaceButton = useRef<HTMLButtonElement>(null);
  const deleteButton = useRef<HTMLButtonElement>(null);

  // What just happened takes the focus when the control that did it is gone.
  const announce = (next: Notice) => {
    setNotice(next);
    requestAnimationFrame(() => noticeRef.current?.focus());
  };

  const current = resume.data;
  let body;
  if (resume.isPending) {
    body = <Skeleton className="h-16 w-full" />;
  } else if (resume.isError) {
    body = (
      <div className="flex flex-col items-start gap-3">
        <StatusMessage tone="error">
          Could not load your CV: {errorMessage(resume.error)}
        </StatusMessage>
        <Button variant="outline" onClick={() => void resume.refetch()}>
          Try again
        </Button>
      </div>
    );
  } else if (!current || replacing) {
    body = (
      <ResumeUploadForm
        inputRef={fileInput}
        replacing={Boolean(current)}
        onUploaded={() => {
          setReplacing(false);
          announce({ tone: 'success', text: 'Your CV was uploaded.' });
        }}
        onCancel={
          current
            ? () => {
                setReplacing(false);
                requestAnimationFrame(() => replaceButton.current?.focus());
              }
            : undefined
        }
      />
    );
  } else {
    body = (
      <div className="flex flex-col gap-4">
        <div className="rounded-xl border border-slate-200 p-4">
          <ResumeFileSummary file={current}>
            <p className="text-sm text-slate-600">
              Uploaded on <time dateTime={current.uploadedAt}>{formatDay(current.uploadedAt)}</time>
            </p>
            <ResumeTextStatus resume={current} />
          </ResumeFileSummary>
        </div>
        <div className="flex flex-wrap gap-2">
          <Button
            variant="outline"
            disabled={download.isPending}
            onClick={() => download.mutate(current.fileName)}
          >
            <Download aria-hidden />
            {download.isPending ? 'Downloading…' : 'Download'}
          </Button>
          <Button
            ref={replaceButton}
            variant="outline"
            onClick={() => {
              setNotice(null);
              setReplacing(true);
              requestAnimationFrame(() => fileInput.current?.focus());
            }}
          >
            <RefreshCw aria-hidden />
            Replace
          </Button>
          <Button
            ref={deleteButton}
            variant="outline"
            className="text-red-700 hover:bg-red-50"
            onClick={() => {
              remove.reset();
              setConfirmDelete(true);
            }}
          >
            <Trash2 aria-hidden />
            Delete
          </Button>
        </div>
        {download.isError && (
          <StatusMessage tone="error">
            Download failed: {errorMessage(download.error)}
          </StatusMessage>
        )}
        {current.textStatus === 'done' && (
          <ResumeSkillSuggestions profile={profile} suggested={current.suggestedSkills} />
        )}
      </div>
    );
  }

  return (
    <SettingsCard
      id="resume"
      title="CV"
      description="Sent with every application you make. Applications you already sent keep the CV they were sent with."
    >
      <div className="flex flex-col gap-4">
        <div ref={noticeRef} tabIndex={-1} className="outline-none empty:hidden">
          {notice && <StatusMessage tone={notice.tone}>{notice.text}</StatusMessage>}
        </div>
        {body}
      </div>
      <DeferredConfirmDialog
        open={confirmDelete}
        onOpenChange={setConfirmDelete}
        title="Delete your CV?"
        description="New applications will go without a CV until you upload one. Applications you already sent keep their copy."
        confirmLabel="Delete CV"
        cancelLabel="Keep CV"
        pending={remove.isPending}
        pendingLabel="Deleting…"
        onConfirm={() =>
          remove.mutate(undefined, {
            onSuccess: () => {
              setConfirmDelete(false);
              announce({ tone: 'success', text: 'Your CV was deleted.' });
            },
            onError: (error) => {
              // The Delete button stays and gets the focus back; the alert is read out.
              setConfirmDelete(false);
              setNotice({ tone: 'error', text: `Not deleted: ${errorMessage(error)}` });
            },
          })
        }
        onCloseAutoFocus={(event) => {
          // Once deleted the Delete button is gone; the notice has the focus then.
          if (!deleteButton.current) return;
          event.preventDefault();
          deleteButton.current.focus();
        }}
      />
    </SettingsCard>
  );
}
