import {
  interviewProposalSchema,
  interviewRescheduleSchema,
  type ApplicationRef,
  type InterviewProposal,
} from '@jobhunter/shared';
import { useRef, useState } from 'react';
import { Button } from '@/components/ui/button';
import { DialogClose, DialogFooter } from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Input } from '@/components/ui/input';
import { Textarea } from '@/components/ui/textarea';
import { errorMessage } from '@/lib/api-error';
import { apiIssues } from '@/lib/api-issues';
import { hasErrors, interviewFormErrors, type InterviewFormErrors } from './interview-form-errors';
import { draftSlot, emptySlot, INCOMPLETE_SLOT, type SlotDraft } from './slot-draft';
import { SlotPicker } from './slot-picker';

/** What the form sends: the slots in UTC, and for a proposal where it takes place and a note. */
export type InterviewFormValues = Omit<InterviewProposal, 'jobID' | 'candidateUsername'>;

interface InterviewFormProps {
  application: ApplicationRef;
  /** A proposal also says where it takes place and carries a note; a reschedule only offers times. */
  details: boolean;
  submitLabel: string;
  pending: boolean;
  /** The server's refusal of the last sending, shown above the buttons and on the fields it names. */
  error: unknown;
  onSubmit: (values: InterviewFormValues) => void;
}

const NO_ERRORS: InterviewFormErrors = { slots: {} };

const withoutApplication = ({
  jobID: _jobID,
  candidateUsername: _candidateUsername,
  ...values
}: InterviewFormValues & Partial<ApplicationRef>): InterviewFormValues => values;

/**
 * The slots (and, for a proposal, place, meeting link and note), checked with the same schema as
 * the server's before anything is sent; after a first try, problems update as the fields change.
 */
export function InterviewForm({
  application,
  details,
  submitLabel,
  pending,
  error,
  onSubmit,
}: InterviewFormProps) {
  const form = useRef<HTMLFormElement>(null);
  const [slots, setSlots] = useState<SlotDraft[]>(() => [emptySlot(1)]);
  const [location, setLocation] = useState('');
  const [meetingUrl, setMeetingUrl] = useState('');
  const [note, setNote] = useState('');
  const [submitted, setSubmitted] = useState(false);
  // The server's problems stand until the next sending.
  const [seenError, setSeenError] = useState<unknown>(error);
  const [server, setServer] = useState(NO_ERRORS);
  if (error !== seenError) {
    setSeenError(error);
    setServer(interviewFormErrors(apiIssues(error), slots));
  }

  const check = () => {
    const incomplete: Record<number, string> = {};
    const times = slots.map((draft) => {
      const slot = draftSlot(draft);
      if (!slot) incomplete[draft.key] = INCOMPLETE_SLOT;
      return slot ?? { start: '', end: '' };
    });
    const parsed = details
      ? interviewProposalSchema.safeParse({
          ...application,
          slots: times,
          location: location || undefined,
          meetingUrl: meetingUrl || undefined,
          note: note || undefined,
        })
      : interviewRescheduleSchema.safeParse({ slots: times });
    const errors = parsed.success ? NO_ERRORS : interviewFormErrors(parsed.error.issues, slots);
    // An unfinished slot says so, rather than what the schema makes of its empty times.
    const shown = { ...errors, slots: { ...errors.slots, ...incomplete } };
    const values = parsed.success ? withoutApplication(parsed.data) : null;
    return { errors: shown, values: hasErrors(shown) ? null : values };
  };

  const local = submitted ? check().errors : NO_ERRORS;
  const errors: InterviewFormErrors = {
    slots: { ...server.slots, ...local.slots },
    slotList: local.slotList ?? server.slotList,
    location: local.location ?? server.location,
    meetingUrl: local.meetingUrl ?? server.meetingUrl,
    note: local.note ?? server.note,
  };

  const submit = () => {
    setSubmitted(true);
    const result = check();
    if (!result.values) return focusFirstProblem(result.errors);
    onSubmit(result.values);
  };

  const focusFirstProblem = (problems: InterviewFormErrors) => {
    const slot =
      slots.find((draft) => problems.slots[draft.key]) ??
      (problems.slotList ? slots[0] : undefined);
    const field = problems.location ? 'location' : problems.meetingUrl ? 'meetingUrl' : 'note';
    form.current
      ?.querySelector<HTMLElement>(slot ? `[data-slot="${slot.key}"] input` : `[name="${field}"]`)
      ?.focus();
  };

  return (
    <form
      ref={form}
      noValidate
      className="flex min-w-0 flex-col gap-5"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <SlotPicker
        slots={slots}
        onChange={setSlots}
        errors={errors.slots}
        listError={errors.slotList}
      />

      {details && (
        <>
          <Field
            label="Place (optional)"
            hint="An address, or leave it empty for a video call."
            error={errors.location}
          >
            {(control) => (
              <Input
                {...control}
                name="location"
                value={location}
                autoComplete="off"
                onChange={(event) => setLocation(event.target.value)}
              />
            )}
          </Field>
          <Field
            label="Meeting link (optional)"
            hint="An https:// address."
            error={errors.meetingUrl}
          >
            {(control) => (
              <Input
                {...control}
                name="meetingUrl"
                type="url"
                inputMode="url"
                placeholder="https://"
                value={meetingUrl}
                onChange={(event) => setMeetingUrl(event.target.value)}
              />
            )}
          </Field>
          <Field
            label="Note (optional)"
            hint="The candidate reads it with the times."
            error={errors.note}
          >
            {(control) => (
              <Textarea
                {...control}
                name="note"
                rows={3}
                value={note}
                onChange={(event) => setNote(event.target.value)}
              />
            )}
          </Field>
        </>
      )}

      {Boolean(error) && (
        <p
          role="alert"
          className="rounded-lg border border-red-200 bg-red-50 p-3 text-sm font-medium text-red-700"
        >
          {errorMessage(error)}
        </p>
      )}

      <DialogFooter>
        <DialogClose asChild>
          <Button variant="outline" disabled={pending}>
            Cancel
          </Button>
        </DialogClose>
        <Button type="submit" disabled={pending}>
          {pending ? 'Sending…' : submitLabel}
        </Button>
      </DialogFooter>
    </form>
  );
}
