import { lazy, Suspense, useState, type ComponentType, type ReactNode } from 'react';

// Code a page shows only after a tap (a popup, a dialog) comes when it first shows: a page that never
// shows it does not download it (DESIGN §6.5's budget for a dashboard visit).

/** A component whose code is fetched when it first mounts; `fallback` (or nothing) shows until it has come. */
export function loadedOnDemand<Props extends object>(load: () => Promise<ComponentType<Props>>, fallback: ReactNode = null): ComponentType<Props> {
  const Loaded = lazy(async () => ({ default: await load() }));
  return function LoadedOnDemand(props: Props) {
    return (
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    );
  };
}

/**
 * A popup that is mounted closed (`open` says when it shows), fetched when it first opens. Once
 * opened it stays mounted, as if it had always been there, so that what it holds (an upload under
 * way, the text typed) outlives its closing.
 */
export function loadedWhenOpened<Props extends { open: unknown }>(load: () => Promise<ComponentType<Props>>): ComponentType<Props> {
  const Popup = loadedOnDemand(load);
  return function LoadedWhenOpened(props: Props) {
    const [opened, setOpened] = useState(Boolean(props.open));
    if (props.open && !opened) setOpened(true);
    return opened ? <Popup {...props} /> : null;
  };
}
