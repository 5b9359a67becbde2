import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { cn } from '@/lib/cn';
import { Button } from './button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogFooter,
  DialogHeader,
  DialogTitle,
} from './dialog';

const tones = {
  success: { icon: CircleCheck, classes: 'bg-emerald-100 text-emerald-600' },
  error: { icon: CircleAlert, classes: 'bg-red-100 text-red-600' },
  warning: { icon: TriangleAlert, classes: 'bg-amber-100 text-amber-600' },
  info: { icon: Info, classes: 'bg-brand-100 text-brand-600' },
} as const;

export interface MessageDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: string;
  description: ReactNode;
  tone?: keyof typeof tones;
  /** Buttons; a single 'OK' that closes the popup when omitted. */
  actions?: ReactNode;
  /** For popups that move on by themselves (e.g. redirect after a delay). */
  hideActions?: boolean;
  /** Where focus goes on close; by default it returns to the control that opened the popup. */
  onCloseAutoFocus?: (event: Event) => void;
  /**
   * For a popup the app opens by itself while the user types: it shows without taking focus or
   * blocking the page (Escape or OK still close it), so no keystroke is lost.
   */
  passive?: boolean;
}

/** The product's popups: 'Data Missing', 'Welcome …', 'Deleted !', errors. */
export function MessageDialog({
  open,
  onOpenChange,
  title,
  description,
  tone = 'info',
  actions,
  hideActions,
  onCloseAutoFocus,
  passive,
}: MessageDialogProps) {
  const { icon: Icon, classes } = tones[tone];
  return (
    <Dialog open={open} onOpenChange={onOpenChange} modal={!passive}>
      <DialogContent
        role="alertdialog"
        className="sm:max-w-sm"
        onCloseAutoFocus={(event) => {
          // A passive popup never took focus, so there is nothing to give back.
          if (passive) event.preventDefault();
          onCloseAutoFocus?.(event);
        }}
        onOpenAutoFocus={passive ? (event) => event.preventDefault() : undefined}
        // Typing on in the field it popped up over must not dismiss it before it is read.
        onFocusOutside={passive ? (event) => event.preventDefault() : undefined}
        overlay={!passive}
      >
        <DialogHeader className="items-center text-center sm:text-center">
          <span
            className={cn('mb-1 flex size-12 items-center justify-center rounded-full', classes)}
          >
            <Icon aria-hidden className="size-6" />
          </span>
          <DialogTitle>{title}</DialogTitle>
          <DialogDescription>{description}</DialogDescription>
        </DialogHeader>
        {!hideActions && (
          <DialogFooter className="sm:justify-center">
            {actions ?? <Button onClick={() => onOpenChange(false)}>OK</Button>}
          </DialogFooter>
        )}
      </DialogContent>
    </Dialog>
  );
}
