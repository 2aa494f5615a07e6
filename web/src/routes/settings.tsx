export { SettingsPage } from '../features/settings/components/settings-page';
