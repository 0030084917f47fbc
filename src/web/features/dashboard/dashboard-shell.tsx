import { Anchor, AppShell, Badge, Burger, Button, Group, Menu, NavLink, Text, UnstyledButton, VisuallyHidden, useMantineTheme } from '@mantine/core';
import { useDisclosure, useMediaQuery } from '@mantine/hooks';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { ADMIN_SECTIONS, DASHBOARD_SECTIONS, type DashboardSection, dashboardPath, listPath } from '../../../common/routes.js';
import { SITE_NAME } from '../../../common/site-name.js';
import { useLocale } from '../../lib/locale.js';
import { showRenewalDialog, signOut, useSessionLapse } from '../../lib/session.js';
import { useUiStore } from '../../lib/ui-store.js';
import { maySee, usePermissions } from '../../lib/permissions.js';
import { ChangePasswordModal } from './change-password-modal.js';
import { SessionsModal } from './sessions-modal.js';
import { TwoFactorModal } from './two-factor-modal.js';
import { NotificationsModal } from './notifications-modal.js';

interface DashboardShellProps {
  /** The section shown now (null: the dashboard home), marked in the navigation. */
  section: DashboardSection | null;
  children: ReactNode;
}

/** The dashboard's frame: header (user, role, password, sign-out, public site) and the sections. */
export function DashboardShell({ section, children }: DashboardShellProps) {
  const { t } = useTranslation('dashboard');
  const locale = useLocale();
  const navigate = useNavigate();
  const user = useUiStore((state) => state.user);
  // The session ended while the screen was open: signed out until the user signs in again in place.
  const lapse = useSessionLapse();
  const [isNavOpen, nav] = useDisclosure(false);
  const isNavBesideContent = useMediaQuery(`(min-width: ${useMantineTheme().breakpoints.md})`, true);
  const [isPasswordOpen, setPasswordOpen] = useState(false);
  const [isSessionsOpen, setSessionsOpen] = useState(false);
  const [isNotificationsOpen, setNotificationsOpen] = useState(false);
  const [isTwoFactorOpen, setTwoFactorOpen] = useState(false);
  const permissions = usePermissions();
  // Only what the user's groups let them work on: the others would answer 403.
  const sections = DASHBOARD_SECTIONS.filter((entry) => maySee(permissions, entry, ADMIN_SECTIONS.includes(entry)));

  async function handleSignOut() {
    await signOut(locale);
    await navigate(dashboardPath(locale));
  }

  // From md (960 px) the navigation stays beside the content, which then keeps 720 px at least.
  return (
    <AppShell header={{ height: 64 }} navbar={{ width: 240, breakpoint: 'md', collapsed: { mobile: !isNavOpen } }} padding="lg">
      <AppShell.Header component="header">
        <Group h="100%" px="md" justify="space-between" wrap="nowrap">
          <Group gap="sm" wrap="nowrap">
            <Burger opened={isNavOpen} onClick={nav.toggle} hiddenFrom="md" size="sm" aria-label={t('shell.toggleNavigation')} aria-expanded={isNavOpen} />
            <Anchor component={Link} to={dashboardPath(locale)} fw={700} c="noksRed.8" underline="never">
              {SITE_NAME[locale]} · {t('shell.title')}
            </Anchor>
          </Group>
          <Group gap="sm" wrap="nowrap">
            <Anchor href={listPath('home', locale)} visibleFrom="md" c="noksBlue.8">
              {t('shell.publicSite')}
            </Anchor>
            {lapse && (
              <>
                <Text fw={600} size="sm" role="status">
                  {t('session.signedOut')}
                </Text>
                <Button size="sm" onClick={() => showRenewalDialog(true)}>
                  {t('signIn.submit')}
                </Button>
              </>
            )}
            {'name' in user && (
              <Menu position="bottom-end" withinPortal>
                <Menu.Target>
                  <UnstyledButton>
                    <Group gap={6} wrap="nowrap">
                      <Text fw={600} size="sm">
                        {user.name}
                      </Text>
                      <Badge color="noksBlue.8" variant="filled" size="sm">
                        {t(`roles.${user.role}`)}
                      </Badge>
                    </Group>
                  </UnstyledButton>
                </Menu.Target>
                <Menu.Dropdown>
                  <Menu.Label c="gray.8">{user.email}</Menu.Label>
                  <Menu.Item onClick={() => setPasswordOpen(true)}>{t('password.change')}</Menu.Item>
                  <Menu.Item onClick={() => setTwoFactorOpen(true)}>{t('twoFactor.open')}</Menu.Item>
                  <Menu.Item onClick={() => setSessionsOpen(true)}>{t('sessions.open')}</Menu.Item>
                  <Menu.Item onClick={() => setNotificationsOpen(true)}>{t('notifications.open')}</Menu.Item>
                </Menu.Dropdown>
              </Menu>
            )}
            {!lapse && (
              <Button variant="outline" size="sm" onClick={handleSignOut}>
                {t('shell.signOut')}
              </Button>
            )}
          </Group>
        </Group>
      </AppShell.Header>
      {/* Folded off the window's edge, the sections take no keyboard focus either. */}
      <AppShell.Navbar component="nav" aria-label={t('shell.navigation')} p="sm" inert={!isNavOpen && !isNavBesideContent}>
        <VisuallyHidden component="h2">{t('shell.navigation')}</VisuallyHidden>
        <NavLink component={Link} to={dashboardPath(locale)} label={t('home.title')} variant="filled" active={section === null} aria-current={section === null ? 'page' : undefined} onClick={nav.close} />
        {sections.map((entry) => (
          <NavLink
            key={entry}
            component={Link}
            to={dashboardPath(locale, entry)}
            label={t(`sections.${entry}`)}
            variant="filled"
            active={section === entry}
            aria-current={section === entry ? 'page' : undefined}
            onClick={nav.close}
          />
        ))}
        <Anchor href={listPath('home', locale)} hiddenFrom="md" mt="md" px="sm" c="noksBlue.8">
          {t('shell.publicSite')}
        </Anchor>
      </AppShell.Navbar>
      <AppShell.Main id="main" component="main" tabIndex={-1}>
        {children}
      </AppShell.Main>
      <ChangePasswordModal opened={isPasswordOpen} onClose={() => setPasswordOpen(false)} />
      <SessionsModal opened={isSessionsOpen} onClose={() => setSessionsOpen(false)} />
      <TwoFactorModal opened={isTwoFactorOpen} onClose={() => setTwoFactorOpen(false)} />
      <NotificationsModal opened={isNotificationsOpen} onClose={() => setNotificationsOpen(false)} />
    </AppShell>
  );
}
