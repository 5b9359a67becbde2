import { useId, useRef, useState } from 'react';

/**
 * A dialog whose code is a separate chunk, opened by a button of our own (not a Radix trigger, which
 * would need the dialog's code at once): the chunk is fetched when a pointer, finger or focus comes
 * to the button, or at the latest on the press, so no page pays for dialogs at start-up.
 * The button announces what a Radix trigger does, and focus goes back to it when the dialog closes.
 */
export function useDeferredDialog(load: () => Promise<unknown>) {
  const [open, setOpen] = useState(false);
  // Mounted from the first press on, so a close runs the dialog's own closing (and focus return).
  const [mounted, setMounted] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  const id = useId();
  const preload = () => void load().catch(() => undefined);
  const show = () => {
    setMounted(true);
    setOpen(true);
  };
  return {
    open,
    setOpen,
    mounted,
    id,
    show,
    /** Spread on the opening button; its own `onClick` should call `show`. */
    triggerProps: {
      ref: trigger,
      'aria-haspopup': 'dialog' as const,
      'aria-expanded': open,
      'aria-controls': open ? id : undefined,
      'data-state': open ? 'open' : 'closed',
      onPointerEnter: preload,
      onTouchStart: preload,
      onFocus: preload,
    },
    /** The dialog content's `onCloseAutoFocus`: back to the button, as a Radix trigger gets it. */
    returnFocus: (event: Event) => {
      event.preventDefault();
      trigger.current?.focus();
    },
  };
}

export type DeferredDialog = ReturnType<typeof useDeferredDialog>;
