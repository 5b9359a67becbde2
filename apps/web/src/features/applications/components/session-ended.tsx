import { LogOut } from 'lucide-react';
import { EmptyState } from '@/components/ui/empty-state';

/** Shown while a page whose session check failed logs out and leaves. */
export function SessionEnded() {
  return (
    <EmptyState
      icon={LogOut}
      title="Session ended"
      description="You are not signed in with this account. Logging out…"
    />
  );
}
