import type { ContactVisibility, MessagesFrom, PrivacySettings } from '@startupsetu/server-core/contract/privacy';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { errorText } from '../../../lib/api-client';
import { privacyKey, privacyOptions, savePrivacy } from '../api/privacy-api';

const FALLBACKS = { failed: 'Could not save your choice. Please try again.', network: 'An error occurred. Please try again later.' };

const CONTACT_CHOICES: Array<{ value: ContactVisibility; label: string }> = [
  { value: 'everyone', label: 'Everyone signed in' },
  { value: 'connections', label: 'Your connections' },
  { value: 'me', label: 'Only you' },
];

const MESSAGE_CHOICES: Array<{ value: MessagesFrom; label: string }> = [
  { value: 'everyone', label: 'Everyone' },
  { value: 'verified', label: 'Verified people only' },
  { value: 'connections', label: 'Your connections only' },
];

interface Choice<K extends keyof PrivacySettings> {
  field: K;
  label: string;
  choices: Array<{ value: PrivacySettings[K]; label: string }>;
}

const CHOICES = [
  { field: 'emailVisibility', label: 'Who can see your email', choices: CONTACT_CHOICES },
  { field: 'phoneVisibility', label: 'Who can see your phone number', choices: CONTACT_CHOICES },
  { field: 'messagesFrom', label: 'Who can message you', choices: MESSAGE_CHOICES },
] as const satisfies ReadonlyArray<Choice<keyof PrivacySettings>>;

/**
 * The 'Privacy' section of /settings (DESIGN §7.4): who sees the user's email and phone (everywhere
 * people are shown), and who may message them; each choice is saved as it is made.
 */
export function PrivacySection() {
  const queryClient = useQueryClient();
  const privacy = useQuery(privacyOptions());
  const mutation = useMutation({
    mutationFn: savePrivacy,
    onSuccess: (saved) => queryClient.setQueryData(privacyKey, saved),
  });
  const shown = privacy.data && mutation.isPending ? { ...privacy.data, ...mutation.variables } : privacy.data;

  return (
    <section className="settings-section" aria-labelledby="privacy-title">
      <h2 id="privacy-title">Privacy</h2>
      <p className="settings-hint">Investors hear from verified people only until they choose otherwise.</p>
      {privacy.isError && <p className="form-error" role="alert">{errorText(privacy.error, { failed: 'Could not load your privacy choices.', network: FALLBACKS.network })}</p>}
      {shown && (
        <div className="settings-privacy">
          {CHOICES.map(({ field, label, choices }) => (
            <label key={field} className="settings-privacy-choice">
              <span>{label}</span>
              <select value={shown[field]} disabled={mutation.isPending} onChange={(event) => mutation.mutate({ [field]: event.target.value })}>
                {choices.map((choice) => (
                  <option key={choice.value} value={choice.value}>
                    {choice.label}
                  </option>
                ))}
              </select>
            </label>
          ))}
        </div>
      )}
      {mutation.isSuccess && <p className="form-success" role="status">Saved.</p>}
      {mutation.isError && <p className="form-error" role="alert">{errorText(mutation.error, FALLBACKS)}</p>}
    </section>
  );
}
