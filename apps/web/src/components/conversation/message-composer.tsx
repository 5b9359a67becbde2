import { MESSAGE_MAX_LENGTH, messageTextSchema } from '@jobhunter/shared';
import { Send } from 'lucide-react';
import { useId, useState, type FormEvent, type KeyboardEvent } from 'react';
import { Button } from '@/components/ui/button';
import { Label } from '@/components/ui/label';
import { Textarea } from '@/components/ui/textarea';

interface MessageComposerProps {
  /** Sends the text; resolves once it is stored, rejects with the server's reason. */
  onSend: (text: string) => Promise<unknown>;
  pending: boolean;
  /** Why the last send failed (the server's 400 or 409 message). */
  serverError?: string;
}

/** The reply box: the same rule as the server (not blank, at most MESSAGE_MAX_LENGTH), Ctrl/⌘+Enter sends. */
export function MessageComposer({ onSend, pending, serverError }: MessageComposerProps) {
  const id = useId();
  const [text, setText] = useState('');
  const [fieldError, setFieldError] = useState<string>();
  const error = fieldError ?? serverError;

  const send = async () => {
    if (pending) return;
    const checked = messageTextSchema.safeParse(text);
    if (!checked.success) {
      setFieldError(checked.error.issues[0]?.message);
      return;
    }
    setFieldError(undefined);
    try {
      await onSend(checked.data);
      setText('');
    } catch {
      // The reason is shown from the mutation's state; the text stays to be corrected or sent again.
    }
  };
  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    void send();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      void send();
    }
  };

  return (
    <form onSubmit={onSubmit} noValidate className="flex flex-col gap-2">
      <Label htmlFor={id}>Message</Label>
      <Textarea
        id={id}
        rows={3}
        maxLength={MESSAGE_MAX_LENGTH}
        value={text}
        onChange={(event) => {
          setText(event.target.value);
          setFieldError(undefined);
        }}
        onKeyDown={onKeyDown}
        aria-invalid={error ? true : undefined}
        aria-describedby={`${id}-hint ${id}-count${error ? ` ${id}-error` : ''}`}
      />
      {error && (
        <p id={`${id}-error`} role="alert" className="text-sm font-medium text-red-600">
          {error}
        </p>
      )}
      <div className="flex items-start justify-between gap-3 text-xs text-slate-600">
        <p id={`${id}-hint`}>Ctrl+Enter (⌘+Enter on a Mac) sends.</p>
        <p id={`${id}-count`} className="shrink-0">
          {text.length}/{MESSAGE_MAX_LENGTH}
        </p>
      </div>
      <Button type="submit" size="sm" className="self-end" disabled={pending}>
        <Send aria-hidden />
        {pending ? 'Sending…' : 'Send'}
      </Button>
    </form>
  );
}
