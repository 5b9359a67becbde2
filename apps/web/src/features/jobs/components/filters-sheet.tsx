import { SlidersHorizontal } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { Sheet, SheetContent, SheetTitle, SheetTrigger } from '@/components/ui/sheet';

interface FiltersSheetProps {
  activeFilters: number;
  /** "Show 12 jobs": what closing the sheet leads to; the filters apply as they change. */
  showLabel: string;
  children: ReactNode;
}

/** On phones the filters open in a sheet over the results; closing it returns focus to 'Filters'. */
export function FiltersSheet({ activeFilters, showLabel, children }: FiltersSheetProps) {
  const [open, setOpen] = useState(false);
  return (
    <Sheet open={open} onOpenChange={setOpen}>
      <SheetTrigger asChild>
        <Button variant="outline" className="lg:hidden">
          <SlidersHorizontal aria-hidden />
          Filters
          {activeFilters > 0 && (
            <span className="rounded-full bg-brand-600 px-1.5 text-xs text-white">
              <span className="sr-only">, </span>
              {activeFilters}
              <span className="sr-only"> applied</span>
            </span>
          )}
        </Button>
      </SheetTrigger>
      <SheetContent aria-describedby={undefined} className="w-[min(22rem,90vw)]">
        <SheetTitle className="pr-10 text-lg font-semibold text-slate-900">Filters</SheetTitle>
        {children}
        <Button className="mt-auto w-full" onClick={() => setOpen(false)}>
          {showLabel}
        </Button>
      </SheetContent>
    </Sheet>
  );
}
