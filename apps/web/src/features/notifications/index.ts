// The notifications area's public entry: what the app layout shows.
export { DeferredNotificationBell as NotificationBell } from './components/deferred-notification-bell';
