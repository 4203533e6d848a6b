import { useSyncExternalStore } from 'react';

const subscribeToNothing = () => () => {};

/**
 * False while the server renders and while the browser hydrates that HTML, true from the first
 * render after. Overlays (react-aria's Modal) render nothing until then, since a portal cannot be
 * rendered on the server; what must be in the server's HTML renders without one until this is true.
 */
export function useHydrated(): boolean {
  return useSyncExternalStore(
    subscribeToNothing,
    () => true,
    () => false,
  );
}
