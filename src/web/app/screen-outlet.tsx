import { Outlet } from 'react-router';
import { useScrollBehavior } from './use-scroll-behavior.js';

/** Where the screens render inside <main>; owns the scroll behaviour so it runs once a screen is there. */
export function ScreenOutlet() {
  useScrollBehavior();
  return <Outlet />;
}

/** Shown in <main> while the first screen's chunk and data load (the layout is already there). */
export function ScreenPlaceholder() {
  return <div className="screen-placeholder" aria-hidden="true" />;
}
