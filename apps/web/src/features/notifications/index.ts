// The notifications area's public entry: what the app layout shows.
export { NotificationBell } from './components/notification-bell';
