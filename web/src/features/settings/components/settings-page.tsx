import { ChangePasswordSection } from './change-password-section';

/**
 * /settings: one page of sections, each its own component of this feature (DESIGN §6.2). Helper
 * WEB-SESSIONS builds the full page with the 'Signed-in devices' section; this one holds only
 * 'Change password' until the two are merged.
 */
export function SettingsPage() {
  return (
    <main className="page settings-page">
      <h1>Settings</h1>
      <ChangePasswordSection />
    </main>
  );
}
