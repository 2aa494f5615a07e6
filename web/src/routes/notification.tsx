import { NotificationsPage as Notifications } from '../features/notifications/components/notifications-page';
import { PushSettings } from '../features/push/components/push-settings';

export function NotificationsPage() {
  return <Notifications settings={<PushSettings />} />;
}
