import { Menu } from 'lucide-react';
import { lazy, Suspense } from 'react';
import { Button } from '@/components/ui/button';
import { useDeferredDialog } from '@/components/ui/use-deferred-dialog';

const loadSheet = () => import('./mobile-menu-sheet');
const MobileMenuSheet = lazy(async () => ({ default: (await loadSheet()).MobileMenuSheet }));

/**
 * The side menu phones get instead of the header links (docs/product.md §2 "Header"). The button is
 * part of every page; the panel is a chunk of its own (see useDeferredDialog).
 */
export function MobileMenu() {
  const dialog = useDeferredDialog(loadSheet);
  return (
    <>
      <Button
        {...dialog.triggerProps}
        variant="ghost"
        size="icon"
        className="md:hidden"
        aria-label="Open menu"
        onClick={dialog.show}
      >
        <Menu aria-hidden className="size-5!" />
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <MobileMenuSheet dialog={dialog} />
        </Suspense>
      )}
    </>
  );
}
