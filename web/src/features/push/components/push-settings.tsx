import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { pushKinds } from '@startupsetu/server-core/contract/push-kinds';
import { pushPreferencesKey, pushPreferencesOptions, savePushPreferences, type PushPreferences } from '../api/push-api';
import { usePushSubscription, type PushBrowser } from '../hooks/use-push-subscription';
import '../push.css';

/** Each kind of push the server knows (the contract's one list, in its order), with what the box says. */
const KIND_LABELS: Readonly<Record<keyof PushPreferences, string>> = {
  messages: 'Messages',
  connections: 'Connection requests and acceptances',
  ignites: 'Ignites',
  comments: 'Comments on my videos',
  applications: 'Job applications',
  jobAlerts: 'Job alerts',
};
const KINDS = pushKinds.map((kind) => ({ kind, label: KIND_LABELS[kind] }));

const STATUS: Record<string, string> = {
  unsupported: 'This browser cannot show notifications when StartupSetu is closed.',
  blocked: 'Notifications are blocked for StartupSetu in this browser. Allow them in the browser’s site settings to turn them on.',
  off: 'Get a notification on this device for messages, requests and more, even when StartupSetu is closed.',
  on: 'Notifications are on for this device.',
};

/** 'Turn on notifications' for this device, and which kinds to get (on /Notification and /settings). */
export function PushSettings({ browser }: { browser?: PushBrowser | null }) {
  const push = usePushSubscription(browser);

  return (
    <section className="push-settings" aria-labelledby="push-settings-title">
      <h2 id="push-settings-title">Notifications on this device</h2>
      <p className="push-settings-hint">{STATUS[push.state] ?? 'One moment…'}</p>
      {push.failed && (
        <p className="form-error" role="alert">
          Notifications could not be changed. Please try again.
        </p>
      )}
      {(push.state === 'off' || push.state === 'busy') && (
        <button type="button" className="button-primary" disabled={push.state === 'busy'} onClick={() => void push.turnOn()}>
          Turn on notifications
        </button>
      )}
      {push.state === 'on' && (
        <>
          <PushKinds />
          <button type="button" onClick={() => void push.turnOff()}>
            Turn off notifications
          </button>
        </>
      )}
    </section>
  );
}

function PushKinds() {
  const queryClient = useQueryClient();
  const preferences = useQuery(pushPreferencesOptions());
  const save = useMutation({
    mutationFn: savePushPreferences,
    onSuccess: (saved) => queryClient.setQueryData(pushPreferencesKey, saved),
  });
  if (!preferences.data) return null;
  return (
    <fieldset className="push-kinds" disabled={save.isPending}>
      <legend>Notify me about</legend>
      {KINDS.map(({ kind, label }) => (
        <label key={kind}>
          <input type="checkbox" checked={preferences.data[kind]} onChange={(event) => save.mutate({ [kind]: event.target.checked })} />
          {label}
        </label>
      ))}
      {save.isError && (
        <p className="form-error" role="alert">
          Your choice could not be saved. Please try again.
        </p>
      )}
    </fieldset>
  );
}
