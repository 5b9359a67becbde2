import { BellPlus } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { Button } from '@/components/ui/button';
import { useDeferredDialog } from '@/components/ui/use-deferred-dialog';
import { useSession } from '@/lib/session';

const loadDialog = () => import('./save-search-dialog');
const SaveSearchDialog = lazy(async () => ({ default: (await loadDialog()).SaveSearchDialog }));

/**
 * 'Save this search' on /AllJobs: a signed-in candidate turns the current filters into a job
 * alert. Job alerts are a candidate's thing, so visitors and recruiters don't see it.
 */
export function SaveSearchButton({ query }: { query: string }) {
  const viewer = useSession().current;
  const dialog = useDeferredDialog(loadDialog);
  // A fresh form each time it opens, named after the search as it is now.
  const [opened, setOpened] = useState(0);
  if (viewer?.role !== 'candidate') return null;

  return (
    <>
      <Button
        {...dialog.triggerProps}
        variant="outline"
        onClick={() => {
          setOpened((count) => count + 1);
          dialog.show();
        }}
      >
        <BellPlus aria-hidden />
        Save this search
      </Button>
      {dialog.mounted && (
        <Suspense fallback={null}>
          <SaveSearchDialog dialog={dialog} query={query} opened={opened} />
        </Suspense>
      )}
    </>
  );
}
