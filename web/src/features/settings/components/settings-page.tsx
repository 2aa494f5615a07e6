import { ChangePasswordSection } from './change-password-section';
import { DevicesSection } from './devices-section';
import '../settings.css';

/**
 * /settings: one page of sections, each its own component of this feature (DESIGN §6.2). The
 * 'Change password' section goes first, above the devices; issue 20 adds more below.
 */
export function SettingsPage() {
  return (
    <main className="page settings-page">
      <h1>Settings</h1>
      <ChangePasswordSection />
      <DevicesSection />
    </main>
  );
}
