import { useCallback, useState } from 'react';

/**
 * Messages for a live region: each call gives a new key, so the region's content is replaced
 * and screen readers read it even when the same text comes twice (an item moved twice).
 */
export function useAnnouncer() {
  const [message, setMessage] = useState({ key: 0, text: '' });
  const announce = useCallback((text: string) => setMessage((current) => ({ key: current.key + 1, text })), []);
  return { message, announce };
}
