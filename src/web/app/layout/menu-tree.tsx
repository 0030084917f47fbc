import { mdiChevronDown } from '@mdi/js';
import { type FocusEvent, type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { useLocation } from 'react-router';
import type { MenuNode } from '../../../common/schemas/public.js';
import { LocalizedLink } from '../../components/localized-link.js';
import { Icon } from '../../components/ui/icon.js';
import { useLocale } from '../../lib/locale.js';
import { menuLink } from '../../lib/menu-links.js';
import { useMessages } from '../../lib/messages.js';

type Variant = 'bar' | 'drawer' | 'footer';

function MenuEntryLink({ node }: { node: MenuNode }) {
  const link = menuLink(node.target, useLocale());
  if (!link) return <span className="menu__label">{node.label}</span>;
  if (link.kind === 'external') {
    return (
      <a className="menu__link" href={link.href} rel="noopener">
        {node.label}
      </a>
    );
  }
  return (
    <LocalizedLink className="menu__link" to={link.href}>
      {node.label}
    </LocalizedLink>
  );
}

/**
 * An entry with children: a disclosure button (aria-expanded) opening the nested list. In the bar
 * the list drops down and closes on Escape, on leaving it with the keyboard, on an outside click
 * and on navigation; in the drawer it opens in place.
 */
function MenuGroup({ node, variant }: { node: MenuNode; variant: Variant }) {
  const { t } = useMessages();
  const [isOpen, setOpen] = useState(false);
  // Not useId: the bar's markup is rendered once for many pages (SharedMarkup); an entry's id is unique in its menu.
  const listId = `menu-${variant}-${node.id}`;
  const item = useRef<HTMLLIElement>(null);
  const button = useRef<HTMLButtonElement>(null);
  const { key: locationKey } = useLocation();
  const hasOwnLink = menuLink(node.target, useLocale()) !== null;
  const isDropdown = variant === 'bar';

  useEffect(() => setOpen(false), [locationKey]);

  useEffect(() => {
    if (!isOpen || !isDropdown) return;
    const closeOnOutsideClick = (event: PointerEvent) => {
      if (!item.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', closeOnOutsideClick);
    return () => document.removeEventListener('pointerdown', closeOnOutsideClick);
  }, [isOpen, isDropdown]);

  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key !== 'Escape' || !isOpen) return;
    event.stopPropagation(); // in the drawer, Escape closes the submenu before the dialog
    event.preventDefault();
    setOpen(false);
    button.current?.focus();
  };
  const onBlur = (event: FocusEvent) => {
    if (isDropdown && !item.current?.contains(event.relatedTarget as Node | null)) setOpen(false);
  };

  return (
    <li ref={item} className="menu__item menu__item--group" onKeyDown={onKeyDown} onBlur={onBlur}>
      {hasOwnLink && <MenuEntryLink node={node} />}
      <button ref={button} type="button" className="menu__toggle" aria-expanded={isOpen} aria-controls={listId} onClick={() => setOpen(!isOpen)}>
        {hasOwnLink ? <span className="visually-hidden">{t('layout.submenu', { label: node.label })}</span> : node.label}
        <Icon path={mdiChevronDown} size={20} className="menu__chevron" />
      </button>
      <ul id={listId} className="menu__submenu" hidden={!isOpen}>
        {node.children.map((child) => (
          <MenuEntry key={child.id} node={child} variant={variant} />
        ))}
      </ul>
    </li>
  );
}

function MenuEntry({ node, variant }: { node: MenuNode; variant: Variant }) {
  if (node.children.length > 0 && variant !== 'footer') return <MenuGroup node={node} variant={variant} />;
  return (
    <li className="menu__item">
      <MenuEntryLink node={node} />
      {node.children.length > 0 && (
        <ul className="menu__sublist">
          {node.children.map((child) => (
            <MenuEntry key={child.id} node={child} variant={variant} />
          ))}
        </ul>
      )}
    </li>
  );
}

/** A menu from the API as nested lists of links; targets become paths of the route table. */
export function MenuTree({ items, variant }: { items: MenuNode[]; variant: Variant }) {
  return (
    <ul className={`menu menu--${variant}`}>
      {items.map((node) => (
        <MenuEntry key={node.id} node={node} variant={variant} />
      ))}
    </ul>
  );
}
