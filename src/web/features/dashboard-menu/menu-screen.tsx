import { Loader, Stack, Tabs, Text, Title, VisuallyHidden } from '@mantine/core';
import { useCallback, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { MENUS } from '../../../common/schemas/content.js';
import type { MenuName } from './menu-api.js';
import { MenuEditor } from './menu-editor.js';
import { useConfirmedLeaveGuard } from './use-leave-guard.js';

const isMenuName = (value: string | null): value is MenuName => (MENUS as readonly (string | null)[]).includes(value);

/**
 * /dashboard/menu: the main and the footer menu, one tab each (the tab is in the URL query, so a
 * reload keeps it). Both editors stay mounted, so switching tabs keeps an unsaved order.
 */
export default function MenuScreen() {
  const { t, ready } = useTranslation('dashboard-menu', { useSuspense: false });
  const [query, setQuery] = useSearchParams();
  const requested = query.get('menu');
  const menu: MenuName = isMenuName(requested) ? requested : 'main';
  const [dirty, setDirty] = useState<Record<MenuName, boolean>>({ main: false, footer: false });
  const onDirtyChange = useCallback((name: MenuName, isDirty: boolean) => setDirty((current) => (current[name] === isDirty ? current : { ...current, [name]: isDirty })), []);
  useConfirmedLeaveGuard(dirty.main || dirty.footer, ready ? t('order.leave') : '');

  if (!ready) return <Loader aria-label="…" />;

  return (
    <Stack gap="lg">
      <Title order={1}>{t('title')}</Title>
      <Text>{t('intro')}</Text>
      <Tabs value={menu} onChange={(value) => isMenuName(value) && setQuery({ menu: value }, { replace: true })} keepMounted>
        <Tabs.List aria-label={t('menus.label')}>
          {MENUS.map((name) => (
            <Tabs.Tab key={name} value={name}>
              {t(`menus.${name}`)}
              {dirty[name] && (
                <>
                  {' *'}
                  <VisuallyHidden>{t('menus.unsaved')}</VisuallyHidden>
                </>
              )}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {MENUS.map((name) => (
          <Tabs.Panel key={name} value={name} pt="md">
            <MenuEditor menu={name} menuName={t(`menus.${name}`)} onDirtyChange={onDirtyChange} />
          </Tabs.Panel>
        ))}
      </Tabs>
    </Stack>
  );
}
