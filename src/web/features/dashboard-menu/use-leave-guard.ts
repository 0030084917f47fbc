import { useEffect } from 'react';
import { useLeaveGuard } from '../../lib/use-leave-guard.js';

/**
 * Asks before the screen is left with an order not saved, with the browser's own confirmation
 * (the order lives in the screen only, so there is no draft to keep). Switching between the
 * menus (the query of the same path) is not leaving.
 */
export function useConfirmedLeaveGuard(isDirty: boolean, question: string): void {
  const { blocker } = useLeaveGuard(isDirty);
  useEffect(() => {
    if (blocker.state !== 'blocked') return;
    if (window.confirm(question)) blocker.proceed();
    else blocker.reset();
  }, [blocker, question]);
}
