export { NotificationsPage } from '../features/notifications/components/notifications-page';
