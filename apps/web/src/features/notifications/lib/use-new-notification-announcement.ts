import { useState } from 'react';

/**
 * A sentence for a polite live region when the unread count rises while the page is open (the
 * bell's name changes silently otherwise); nothing for the first count, which the bell's name says.
 */
export function useNewNotificationAnnouncement(unread: number | undefined) {
  const [seen, setSeen] = useState<number | undefined>(undefined);
  const [announcement, setAnnouncement] = useState('');
  if (unread !== undefined && unread !== seen) {
    // Adjusting state while rendering (React's documented pattern), not in an effect.
    setSeen(unread);
    if (seen !== undefined && unread > seen) {
      const added = unread - seen;
      setAnnouncement(`${added} new notification${added === 1 ? '' : 's'}, ${unread} unread`);
    }
  }
  return announcement;
}
