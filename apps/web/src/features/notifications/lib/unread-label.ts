/** The bell's accessible name: "Notifications" or "Notifications, 3 unread". */
export function bellLabel(unread: number) {
  return unread > 0 ? `Notifications, ${unread} unread` : 'Notifications';
}

/** What the badge shows: a long count would not fit the bell. */
export function badgeText(unread: number) {
  return unread > 99 ? '99+' : String(unread);
}
