/** The notifications page (capitalised like docs/product.md §2's routes). */
export const NOTIFICATIONS_PATH = '/Notifications';
