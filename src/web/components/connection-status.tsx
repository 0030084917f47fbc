import { useEffect, useRef, useState } from 'react';
import { useMessages } from '../lib/messages.js';
import { useOnlineStatus } from '../lib/online-status.js';

/** How long 'You are back online' stays after the connection returns. */
export const BACK_ONLINE_NOTICE_MS = 4000;

/**
 * A status region announcing 'You are offline' while offline and, briefly, the return online.
 * The region is always present so screen readers hear its changes.
 */
export function ConnectionStatus() {
  const { t } = useMessages();
  const isOnline = useOnlineStatus();
  const wasOnline = useRef(isOnline);
  const [isBackOnline, setBackOnline] = useState(false);

  useEffect(() => {
    const cameBack = isOnline && !wasOnline.current;
    wasOnline.current = isOnline;
    setBackOnline(cameBack);
    if (!cameBack) return;
    const timer = setTimeout(() => setBackOnline(false), BACK_ONLINE_NOTICE_MS);
    return () => clearTimeout(timer);
  }, [isOnline]);

  const message = !isOnline ? t('status.offline') : isBackOnline ? t('status.online') : '';
  return (
    <div role="status" className={`connection-status${message ? ' connection-status--shown' : ''}${isOnline ? '' : ' connection-status--offline'}`}>
      {message}
    </div>
  );
}
