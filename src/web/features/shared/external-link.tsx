import { mdiOpenInNew } from '@mdi/js';
import type { ReactNode } from 'react';
import { Icon } from '../../components/ui/icon.js';

/** A link to another site: an icon shows it, and a screen reader hears `note` (what the other site is). */
export function ExternalLink({ href, note, children }: { href: string; note: string; children: ReactNode }) {
  return (
    <a href={href} rel="noopener external">
      {children}
      <Icon path={mdiOpenInNew} size={16} />
      <span className="visually-hidden"> {note}</span>
    </a>
  );
}
