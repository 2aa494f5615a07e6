import { useSyncExternalStore } from 'react';
import { shownTime } from '../lib/date-format';

const MINUTE = 60_000;
const listeners = new Set<() => void>();
let timer: ReturnType<typeof setInterval> | undefined;

// One clock for every time on screen, read to the minute: "5 min ago" moves on without a render per item.
function subscribe(listener: () => void) {
  listeners.add(listener);
  timer ??= setInterval(() => listeners.forEach((notify) => notify()), MINUTE);
  return () => {
    listeners.delete(listener);
    if (listeners.size === 0) {
      clearInterval(timer);
      timer = undefined;
    }
  };
}

const currentMinute = () => Math.floor(Date.now() / MINUTE) * MINUTE;

/** When something was made: "2 h ago" or "26 Nov", the full date and time on hover; nothing for no date. */
export function TimeAgo({ dateTime, className }: { dateTime: string | undefined; className?: string }) {
  const now = useSyncExternalStore(subscribe, currentMinute, currentMinute);
  const shown = dateTime ? shownTime(dateTime, now) : null;
  if (!dateTime || !shown) return null;
  return (
    <time dateTime={dateTime} title={shown.title} className={className}>
      {shown.text}
    </time>
  );
}
