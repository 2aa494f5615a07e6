import { useState } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { SkeletonList } from '../../../components/skeleton-list';
import { errorText } from '../../../lib/api-client';
import { useOnline } from '../../../lib/online-status';
import { endOtherSessions, endSession, type DeviceSession } from '../api/sessions-api';
import { sessionsOptions, settingsKeys } from '../api/settings-queries';
import { lastActiveLine } from '../device-times';

const FALLBACKS = { failed: 'The device could not be signed out. Please try again.', network: 'You are offline. Connect to sign a device out.' };

/** This device first, then the others as the server orders them (most recently used first). */
function thisDeviceFirst(sessions: DeviceSession[]): DeviceSession[] {
  return [...sessions.filter((session) => session.current), ...sessions.filter((session) => !session.current)];
}

/**
 * 'Signed-in devices' (DESIGN §6.2): every live session of the user, with 'This device' on this
 * one, when each was last active, and a way to sign any other one out, or all of them at once.
 */
export function DevicesSection() {
  const sessions = useQuery(sessionsOptions());
  const online = useOnline();
  const queryClient = useQueryClient();
  const [done, setDone] = useState<string | null>(null);
  const refresh = () => queryClient.invalidateQueries({ queryKey: settingsKeys.sessions() });

  const endOne = useMutation({
    mutationFn: (session: DeviceSession) => endSession(session.id),
    onSuccess: (_reply, session) => setDone(`${session.device} was signed out.`),
    onSettled: refresh,
  });
  const endOthers = useMutation({
    mutationFn: endOtherSessions,
    onSuccess: (reply) => setDone(reply.ended === 1 ? 'Signed out 1 other device.' : `Signed out ${reply.ended} other devices.`),
    onSettled: refresh,
  });
  const busy = endOne.isPending || endOthers.isPending;
  const failure = endOne.error ?? endOthers.error;

  function start(run: () => void) {
    setDone(null);
    endOne.reset();
    endOthers.reset();
    run();
  }

  let body;
  // Offline, the read waits for the network (paused): the section says so instead of loading forever.
  if (sessions.isPending && sessions.fetchStatus !== 'paused') body = <SkeletonList shape="row" count={2} />;
  else if (!sessions.data) {
    body = (
      <div role="alert" className="settings-failure">
        <p>{online ? 'Signed-in devices could not be loaded.' : 'You are offline. Connect to see where your account is signed in.'}</p>
        <button type="button" onClick={() => void sessions.refetch()}>
          Try again
        </button>
      </div>
    );
  } else {
    const others = sessions.data.filter((session) => !session.current);
    body = (
      <>
        <ul className="settings-devices">
          {thisDeviceFirst(sessions.data).map((session) => (
            <li key={session.id} className="settings-device">
              <div>
                <p className="settings-device-name" id={`device-${session.id}`}>
                  {session.device}
                  {session.current && <span className="settings-this-device"> This device</span>}
                </p>
                <p className="settings-device-seen">
                  <time dateTime={session.lastSeenAt}>{lastActiveLine(session.lastSeenAt)}</time>
                </p>
              </div>
              {!session.current && (
                <button type="button" aria-describedby={`device-${session.id}`} disabled={busy} onClick={() => start(() => endOne.mutate(session))}>
                  {endOne.isPending && endOne.variables?.id === session.id ? 'Signing out...' : 'Sign out'}
                </button>
              )}
            </li>
          ))}
        </ul>
        {others.length > 0 && (
          <button type="button" className="button-primary settings-sign-out-others" disabled={busy} onClick={() => start(() => endOthers.mutate())}>
            {endOthers.isPending ? 'Signing out...' : 'Sign out everywhere else'}
          </button>
        )}
      </>
    );
  }

  return (
    <section className="settings-section" aria-labelledby="settings-devices">
      <h2 id="settings-devices">Signed-in devices</h2>
      <p className="settings-hint">Where your account is signed in now. Sign out any device you do not recognise.</p>
      {body}
      {failure && (
        <p className="form-error" role="alert">
          {errorText(failure, FALLBACKS)}
        </p>
      )}
      <p className="settings-done" role="status">
        {done}
      </p>
    </section>
  );
}
