import { SlidersHorizontal } from 'lucide-react';
import { lazy, Suspense, type ReactNode } from 'react';
import { Button } from '@/components/ui/button';
import { useDeferredDialog } from '@/components/ui/use-deferred-dialog';

const loadPanel = () => import('./filters-sheet-panel');
const FiltersSheetPanel = lazy(async () => ({ default: (await loadPanel()).FiltersSheetPanel }));

interface FiltersSheetProps {
  activeFilters: number;
  /** "Show 12 jobs": what closing the sheet leads to; the filters apply as they change. */
  showLabel: string;
  children: ReactNode;
}

/**
 * On phones the filters open in a sheet over the results; closing it returns focus to 'Filters'.
 * The sheet's code loads when the button is about to be pressed (see useDeferredDialog).
 */
export function FiltersSheet({ activeFilters, showLabel, children }: FiltersSheetProps) {
  const dialog = useDeferredDialog(loadPanel);
  return (
    <>
      <Button
        {...dialog.triggerProps}
        variant="outline"
        className="lg:hidden"
        onClick={dialog.show}
      >
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
      {dialog.mounted && (
        <Suspense fallback={null}>
          <FiltersSheetPanel dialog={dialog} showLabel={showLabel}>
            {children}
          </FiltersSheetPanel>
        </Suspense>
      )}
    </>
  );
}
