import type { ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle } from '@/components/ui/sheet';
import type { DeferredDialog } from '@/components/ui/use-deferred-dialog';

/** The phone's filters panel: a chunk of its own, loaded when 'Filters' is about to be pressed. */
export function FiltersSheetPanel({
  dialog,
  showLabel,
  children,
}: {
  dialog: DeferredDialog;
  showLabel: string;
  children: ReactNode;
}) {
  return (
    <Sheet open={dialog.open} onOpenChange={dialog.setOpen}>
      <SheetContent
        id={dialog.id}
        aria-describedby={undefined}
        onCloseAutoFocus={dialog.returnFocus}
        className="w-[min(22rem,90vw)]"
      >
        <SheetTitle className="pr-10 text-lg font-semibold text-slate-900">Filters</SheetTitle>
        {children}
        <Button className="mt-auto w-full" onClick={() => dialog.setOpen(false)}>
          {showLabel}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
