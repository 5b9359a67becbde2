import { formatDay } from '@/lib/format-day';
import { formatPostedAgo } from '@/lib/format-posted';

/** "Posted 3 days ago", with the exact day in `datetime` and as a tooltip. */
export function PostedTime({ iso, className }: { iso: string; className?: string }) {
  const ago = formatPostedAgo(iso);
  if (!ago) return null;
  return (
    <time dateTime={iso} title={formatDay(iso)} className={className}>
      Posted {ago}
    </time>
  );
}
