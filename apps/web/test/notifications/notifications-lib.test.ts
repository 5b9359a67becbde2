import { renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useNewNotificationAnnouncement } from '@/features/notifications/lib/use-new-notification-announcement';
import { relativeTime } from '@/features/notifications/lib/relative-time';
import { badgeText, bellLabel } from '@/features/notifications/lib/unread-label';

describe('notification words', () => {
  const now = Date.parse('2026-11-23T12:00:00.000Z');
  const ago = (ms: number) => new Date(now - ms).toISOString();

  it('says how long ago, then the day', () => {
    expect(relativeTime(ago(10_000), now)).toBe('just now');
    expect(relativeTime(ago(5 * 60_000), now)).toBe('5 minutes ago');
    expect(relativeTime(ago(3 * 3_600_000), now)).toBe('3 hours ago');
    expect(relativeTime(ago(30 * 3_600_000), now)).toBe('yesterday');
    expect(relativeTime(ago(3 * 86_400_000), now)).toBe('3 days ago');
    expect(relativeTime('2026-11-01T09:00:00.000Z', now)).toBe('1 Nov 2026');
  });

  it('names the bell with the unread count and keeps the badge short', () => {
    expect(bellLabel(0)).toBe('Notifications');
    expect(bellLabel(3)).toBe('Notifications, 3 unread');
    expect(badgeText(7)).toBe('7');
    expect(badgeText(120)).toBe('99+');
  });
});

describe('new notification announcement', () => {
  it('says nothing for the first count or a drop, and how many arrived when it rises', () => {
    const { result, rerender } = renderHook(
      ({ unread }: { unread?: number }) => useNewNotificationAnnouncement(unread),
      {
        initialProps: { unread: undefined as number | undefined },
      },
    );
    expect(result.current).toBe('');
    rerender({ unread: 1 });
    expect(result.current).toBe('');
    rerender({ unread: 3 });
    expect(result.current).toBe('2 new notifications, 3 unread');
    rerender({ unread: 0 });
    expect(result.current).toBe('2 new notifications, 3 unread');
    rerender({ unread: 1 });
    expect(result.current).toBe('1 new notification, 1 unread');
  });
});
