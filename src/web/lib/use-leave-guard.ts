import { useEffect, useRef } from 'react';
import { useBlocker } from 'react-router';

/**
 * Asks before leaving a form with unsaved changes: navigations to another path are held for a
 * confirmation (the screen shows it, with the returned blocker), and the browser asks before a
 * reload or closing the tab. A reload of the same path (the session ended, the sign-in screen
 * comes) is let through: an edit screen's local draft keeps the changes.
 */
export function useLeaveGuard(isDirty: boolean) {
  const shouldAsk = useRef(isDirty);
  shouldAsk.current = isDirty;
  const blocker = useBlocker(({ currentLocation, nextLocation }) => shouldAsk.current && currentLocation.pathname !== nextLocation.pathname);

  useEffect(() => {
    if (!isDirty) return;
    const ask = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // NOTE: older browsers ask only when returnValue is set; its text is not shown any more.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [isDirty]);

  return {
    blocker,
    /** The next navigation is the screen's own (to the saved item, to the list after deleting). */
    release() {
      shouldAsk.current = false;
    },
  };
}
