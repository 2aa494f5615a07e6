import type { ReactNode } from 'react';
import { BlockedPeopleSection } from './blocked-people-section';
import { ChangePasswordSection } from './change-password-section';
import { DeleteAccountSection } from './delete-account-section';
import { DevicesSection } from './devices-section';
import { EmailSection } from './email-section';
import { PrivacySection } from './privacy-section';
import { VerificationSection } from './verification-section';
import { YourDataSection } from './your-data-section';
import '../settings.css';

/**
 * /settings: one page of sections, each its own component of this feature (DESIGN §6.2). The
 * 'Email' section goes first (DESIGN §7.4), then 'Privacy', 'Change password', the devices, this device's
 * notifications (the route's `notifications`), 'Blocked people', then 'Your data' and 'Delete
 * account' (issue 20).
 */
export function SettingsPage({ notifications }: { notifications?: ReactNode }) {
  return (
    <main className="page settings-page">
      <h1>Settings</h1>
      <EmailSection />
      <PrivacySection />
      <VerificationSection />
      <ChangePasswordSection />
      <DevicesSection />
      {notifications}
      <BlockedPeopleSection />
      <YourDataSection />
      <DeleteAccountSection />
    </main>
  );
}
