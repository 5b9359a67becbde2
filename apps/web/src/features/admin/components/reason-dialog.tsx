import { useEffect, useRef, useState, type RefObject } from 'react';
import { Button } from '@/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from '@/components/ui/dialog';
import { Field } from '@/components/ui/field';
import { Textarea } from '@/components/ui/textarea';

/** The server refuses longer reasons and notes. */
const REASON_MAX = 500;

interface ReasonDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: string;
  /** 'Reason' (required) or 'Note (optional)'. */
  label: string;
  required: boolean;
  confirmLabel: string;
  pending: boolean;
  error?: string;
  onConfirm: (text: string) => void;
  /** Where focus goes on close when the button that opened the dialog can't take it back. */
  fallbackFocus: RefObject<HTMLElement | null>;
}

/** Asks why before a moderation action; the text goes to the audit log (and, for a hidden job, to its recruiters). */
export function ReasonDialog({
  open,
  onOpenChange,
  title,
  description,
  label,
  required,
  confirmLabel,
  pending,
  error,
  onConfirm,
  fallbackFocus,
}: ReasonDialogProps) {
  const [text, setText] = useState('');
  const missing = required && !text.trim();
  const opener = useRef<Element | null>(null);
  useEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  return (
    <Dialog
      open={open}
      onOpenChange={(next) => {
        if (!next) setText('');
        onOpenChange(next);
      }}
    >
      <DialogContent
        className="sm:max-w-lg"
        onCloseAutoFocus={(event) => {
          // The opener may be gone, or disabled while the page catches up with the action.
          const button = opener.current as HTMLButtonElement | null;
          event.preventDefault();
          if (button?.isConnected && !button.disabled) button.focus();
          else fallbackFocus.current?.focus();
        }}
      >
        <DialogHeader>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        <form
          className="flex flex-col gap-4"
          noValidate
          onSubmit={(event) => {
            event.preventDefault();
            if (!missing) onConfirm(text.trim());
          }}
        >
          <Field label={label} required={required}>
            {(control) => (
              <Textarea
                {...control}
                rows={3}
                maxLength={REASON_MAX}
                value={text}
                onChange={(event) => setText(event.target.value)}
              />
            )}
          </Field>
          {error && (
            <p
              role="alert"
              className="rounded-lg border border-red-200 bg-red-50 px-3 py-2 text-sm font-medium text-red-800"
            >
              {error}
            </p>
          )}
          <DialogFooter>
            <DialogClose asChild>
              <Button variant="outline">Cancel</Button>
            </DialogClose>
            <Button type="submit" variant="destructive" disabled={missing || pending}>
              {pending ? 'Working…' : confirmLabel}
            </Button>
          </DialogFooter>
        </form>
      </DialogContent>
    </Dialog>
  );
}
