import { useEffect, useState } from 'react';
import { useNavigation } from 'react-router';
import { nextPendingCount, onLoadingEvent } from '../lib/loading-events.js';
import { useMessages } from '../lib/messages.js';

/** SPEC §9: quick loads show no bar at all; it appears only after 200 ms. */
export const LOADING_BAR_DELAY_MS = 200;

function usePendingRequests(): number {
  const [count, setCount] = useState(0);
  useEffect(() => onLoadingEvent((event) => setCount((current) => nextPendingCount(current, event))), []);
  return count;
}

/** True once `active` has stayed true for `delayMs`; false as soon as it turns false. */
function useDelayedFlag(active: boolean, delayMs: number): boolean {
  const [shown, setShown] = useState(false);
  useEffect(() => {
    if (!active) {
      setShown(false);
      return;
    }
    const timer = setTimeout(() => setShown(true), delayMs);
    return () => clearTimeout(timer);
  }, [active, delayMs]);
  return shown;
}

/**
 * A thin bar at the top while API requests or a route change (data, screen chunk) are under way.
 * Failures only end it: the screen decides what to say.
 */
export function LoadingBar() {
  const { t } = useMessages();
  const navigation = useNavigation();
  const isBusy = usePendingRequests() > 0 || navigation.state !== 'idle';
  const isShown = useDelayedFlag(isBusy, LOADING_BAR_DELAY_MS);
  return (
    <div className="loading-bar" role="progressbar" aria-label={t('status.loading')} hidden={!isShown}>
      <div className="loading-bar__indicator" />
    </div>
  );
}
