import { useEffect, useState } from 'react';

/** The token of an e-mailed link: in the address's fragment, which the browser sends to no server. */
function tokenInAddress(): string {
  try {
    return decodeURIComponent(window.location.hash.replace(/^#/, ''));
  } catch {
    return '';
  }
}

/** Reads the e-mailed link's token once; then it leaves the address bar and the history, so nothing is left behind to reuse. */
export function useLinkToken(): string {
  const [token] = useState(tokenInAddress);
  useEffect(() => {
    if (window.location.hash) window.history.replaceState(window.history.state, '', `${window.location.pathname}${window.location.search}`);
  }, []);
  return token;
}
