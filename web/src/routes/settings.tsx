import { SettingsPage as Settings } from '../features/settings/components/settings-page';
import { PushSettings } from '../features/push/components/push-settings';

export function SettingsPage() {
  return <Settings notifications={<PushSettings />} />;
}
