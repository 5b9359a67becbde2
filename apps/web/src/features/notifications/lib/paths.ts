/** The notifications page (capitalised like spec section 2's routes). */
export const NOTIFICATIONS_PATH = '/Notifications';
