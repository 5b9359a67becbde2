import { deferredComponent } from '@/components/ui/deferred-component';

/** The apply dialog as a chunk of its own: visitors and recruiters never load it. */
export const DeferredApplyDialog = deferredComponent(
  async () => (await import('./apply-dialog')).ApplyDialog,
);
