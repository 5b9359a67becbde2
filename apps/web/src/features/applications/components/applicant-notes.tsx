import { zodResolver } from '@hookform/resolvers/zod';
import { NOTE_TEXT_MAX, noteInputSchema, type ApplicationRef } from '@jobhunter/shared';
import { Lock } from 'lucide-react';
import { useId } from 'react';
import { useForm } from 'react-hook-form';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Spinner } from '@/components/ui/spinner';
import { Textarea } from '@/components/ui/textarea';
import { useAddApplicationNote } from '../api/add-application-note';
import { useApplicationNotes } from '../api/application-notes';
import { formatDayAndTime } from '@/lib/format-day';

// The same rule the server applies (required, at most NOTE_TEXT_MAX characters), checked before sending.
const noteFormSchema = noteInputSchema.pick({ text: true });

interface ApplicantNotesProps {
  application: ApplicationRef;
  /** A viewer reads the notes; writing one would be refused, so there is no form. */
  readOnly?: boolean;
  /** A company's job: every member who may read it sees its notes. */
  team?: boolean;
}

/** The private notes on one application: the list, oldest first, and a form to add one. */
export function ApplicantNotes({ application, readOnly, team }: ApplicantNotesProps) {
  const id = useId();
  const notes = useApplicationNotes(application);
  const add = useAddApplicationNote(application);
  const form = useForm<{ text: string }>({
    resolver: zodResolver(noteFormSchema),
    defaultValues: { text: '' },
  });
  const length = form.watch('text').length;
  const fieldError = form.formState.errors.text?.message;

  const save = form.handleSubmit(async ({ text }) => {
    try {
      await add.mutateAsync(text);
      form.reset({ text: '' });
    } catch {
      // The server's message is shown from the mutation state below.
    }
  });

  return (
    <div className="flex flex-col gap-4">
      <p className="flex items-center gap-1.5 text-sm text-slate-600">
        <Lock aria-hidden className="size-4 shrink-0 text-slate-400" />
        {team ? "Only your company's team can see these notes." : 'Only you can see these notes.'}
      </p>
      {notes.isPending ? (
        <Spinner className="py-4" label="Loading notes..." showLabel />
      ) : notes.isError ? (
        <p role="alert" className="text-sm font-medium text-red-600">
          Could not load the notes: {notes.error.message}
        </p>
      ) : notes.data.length === 0 ? (
        <p className="text-sm text-slate-500">No notes yet.</p>
      ) : (
        <ul className="flex flex-col gap-2" aria-label="Notes">
          {notes.data.map((note) => (
            <li
              key={note.id}
              className="rounded-xl border border-amber-200 bg-amber-50/60 p-3 text-sm"
            >
              <p className="break-words whitespace-pre-wrap text-slate-800">{note.text}</p>
              <p className="mt-1.5 text-xs text-slate-500">
                @{note.author} ·{' '}
                <time dateTime={note.createdAt}>{formatDayAndTime(note.createdAt)}</time>
              </p>
            </li>
          ))}
        </ul>
      )}
      {!readOnly && (
        <form onSubmit={save} noValidate className="flex flex-col gap-2">
          <Label htmlFor={id}>Add a note</Label>
          <Textarea
            id={id}
            rows={3}
            maxLength={NOTE_TEXT_MAX}
            aria-invalid={fieldError ? true : undefined}
            aria-describedby={`${id}-count${fieldError ? ` ${id}-error` : ''}`}
            {...form.register('text')}
          />
          <div className="flex items-start justify-between gap-3">
            <div className="min-w-0">
              {fieldError && (
                <p id={`${id}-error`} role="alert" className="text-xs font-medium text-red-600">
                  {fieldError}
                </p>
              )}
              {add.isError && !fieldError && (
                <p role="alert" className="text-xs font-medium text-red-600">
                  {add.error.message}
                </p>
              )}
            </div>
            <p id={`${id}-count`} className="shrink-0 text-xs text-slate-500">
              {length}/{NOTE_TEXT_MAX}
            </p>
          </div>
          <Button type="submit" size="sm" className="self-end" disabled={add.isPending}>
            {add.isPending ? 'Saving…' : 'Save'}
          </Button>
        </form>
      )}
    </div>
  );
}
