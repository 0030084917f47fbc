import '@mantine/core/styles.css';
import { Loader, MantineProvider } from '@mantine/core';
import { type ReactNode, Suspense, lazy, useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate, useRouteError } from 'react-router';
import { type DashboardSection, type EditableSection, type NonContentSection, type SignedOutScreen, matchPath } from '../../common/routes.js';
import { LoadingBar } from '../components/loading-bar.js';
import { DashboardShell } from '../features/dashboard/dashboard-shell.js';
import DashboardHome from '../features/dashboard/dashboard-home.js';
import { dashboardCssVariables, dashboardTheme } from '../features/dashboard/dashboard-theme.js';
import { ForbiddenScreen } from '../features/dashboard/placeholder-screens.js';
import SignInScreen from '../features/dashboard/sign-in-screen.js';
import { SessionRenewalDialog } from '../features/dashboard/session-renewal-dialog.js';
import TwoFactorEnrolmentScreen from '../features/dashboard/two-factor-enrolment-screen.js';
import AuditScreen from '../features/dashboard/audit-screen.js';
import UsersScreen from '../features/dashboard/users-screen.js';
import { importChunk } from '../lib/chunk-reload.js';
import { PageError } from '../lib/page-error.js';
import { useLocale } from '../lib/locale.js';
import { ADMIN_REQUIRED, SIGN_IN_REQUIRED, onSessionEnded, saveDashboardLocale } from '../lib/session.js';
import { useUiStore } from '../lib/ui-store.js';
import { LayoutError } from './route-error.js';

/**
 * The dashboard (admin layout of SPEC §6): its own chunk, with Mantine and its styles, loaded only
 * under /dashboard; nothing in the public part imports this file (bench/bundle-budget.mjs checks).
 */


// Each screen is its own chunk: the editor (TipTap) loads only with an edit screen.
const ContentListScreen = lazy(() => importChunk(() => import('../features/dashboard-lists/content-list-screen.js')));
const EditScreen = lazy(() => importChunk(() => import('../features/dashboard-edit/edit-screen.js')));
const FilesScreen = lazy(() => importChunk(() => import('../features/dashboard-files/files-screen.js')));
const MenuScreen = lazy(() => importChunk(() => import('../features/dashboard-menu/menu-screen.js')));
const QualificationsScreen = lazy(() => importChunk(() => import('../features/dashboard-lists/qualifications-screen.js')));
const ProvidersScreen = lazy(() => importChunk(() => import('../features/dashboard-lists/providers-screen.js')));
const TranslationStatusScreen = lazy(() => importChunk(() => import('../features/dashboard-translations/translation-status-screen.js')));
const GroupsScreen = lazy(() => importChunk(() => import('../features/dashboard-groups/groups-screen.js')));
const SubmissionsScreen = lazy(() => importChunk(() => import('../features/dashboard-submissions/submissions-screen.js')));
const SearchInsightsScreen = lazy(() => importChunk(() => import('../features/dashboard-search-insights/search-insights-screen.js')));
const ForgottenPasswordScreen = lazy(() => importChunk(() => import('../features/dashboard/forgotten-password-screen.js')));
const NewPasswordScreen = lazy(() => importChunk(() => import('../features/dashboard/new-password-screen.js')));
const InvitationScreen = lazy(() => importChunk(() => import('../features/dashboard/invitation-screen.js')));

const SIGNED_OUT_SCREEN_OF: Record<SignedOutScreen, typeof ForgottenPasswordScreen> = {
  'forgotten-password': ForgottenPasswordScreen,
  'new-password': NewPasswordScreen,
  invitation: InvitationScreen,
};

function DashboardProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={dashboardTheme} cssVariablesResolver={dashboardCssVariables} defaultColorScheme="light">
      <LoadingBar />
      {children}
    </MantineProvider>
  );
}

/** The dashboard part of the current path (the loader has already refused any other path). */
function useDashboardMatch(): { section: DashboardSection | null; id: string | null; signedOut?: SignedOutScreen | undefined } {
  const match = matchPath(useLocation().pathname);
  return match?.key === 'dashboard' ? match : { section: null, id: null };
}

/** The signed-in user's messages are written in the dashboard's language: the server is told when it changes. */
function useSavedDashboardLocale(): void {
  const locale = useLocale();
  const userLocale = useUiStore((state) => ('locale' in state.user ? state.user.locale : null));
  useEffect(() => {
    if (userLocale !== null && userLocale !== locale) void saveDashboardLocale(locale);
  }, [locale, userLocale]);
}

/** A screen for someone who cannot sign in, outside the dashboard's shell. */
function SignedOutScreenOf({ screen }: { screen: SignedOutScreen }) {
  const { t } = useTranslation('dashboard');
  const Screen = SIGNED_OUT_SCREEN_OF[screen];
  return (
    <Suspense fallback={<Loader aria-label={t('common.loading')} />}>
      <Screen />
    </Suspense>
  );
}

/**
 * When the session ends here (the user gave up signing in again in the dialog, or no screen could
 * ask), the same path loads again and its guards show the sign-in screen. NOTE: a navigation, not a
 * revalidation: React Router keeps an error boundary's error until the location changes.
 */
function useSessionEndedReload(): void {
  const navigate = useNavigate();
  const { pathname, search, hash } = useLocation();
  useEffect(() => onSessionEnded(() => void navigate(`${pathname}${search}${hash}`, { replace: true })), [navigate, pathname, search, hash]);
}

/** The screen of a section's list or of one of its items (the route table allows ids only where editable). */
function sectionScreen(section: Exclude<DashboardSection, NonContentSection>, id: string | null) {
  if (id !== null) return <EditScreen section={section as EditableSection} id={id} />;
  if (section === 'files') return <FilesScreen />;
  if (section === 'menu') return <MenuScreen />;
  if (section === 'qualifications') return <QualificationsScreen />;
  if (section === 'providers') return <ProvidersScreen />;
  return <ContentListScreen section={section} />;
}

/** The screens loaded with their own chunk: the lists and edit screens, and the admin screens that need more than a table. */
function lazyScreen(section: Exclude<DashboardSection, 'users' | 'audit'>, id: string | null) {
  if (section === 'translations') return <TranslationStatusScreen />;
  if (section === 'search-insights') return <SearchInsightsScreen />;
  if (section === 'submissions') return <SubmissionsScreen id={id} />;
  if (section === 'groups') return <GroupsScreen />;
  return sectionScreen(section, id);
}

function DashboardScreen({ section, id }: { section: DashboardSection | null; id: string | null }) {
  const { t } = useTranslation('dashboard');
  if (section === null) return <DashboardHome />;
  if (section === 'users') return <UsersScreen />;
  if (section === 'audit') return <AuditScreen />;
  const screen = lazyScreen(section, id);
  return <Suspense fallback={<Loader aria-label={t('common.loading')} />}>{screen}</Suspense>;
}

export default function AdminLayout() {
  const { section, id, signedOut } = useDashboardMatch();
  const mustEnrolTotp = useUiStore((state) => 'totpEnrolmentRequired' in state.user && state.user.totpEnrolmentRequired);
  useSessionEndedReload();
  useSavedDashboardLocale();
  if (signedOut) {
    return (
      <DashboardProviders>
        <SignedOutScreenOf screen={signedOut} />
      </DashboardProviders>
    );
  }
  return (
    <DashboardProviders>
      {mustEnrolTotp ? (
        <TwoFactorEnrolmentScreen />
      ) : (
        <DashboardShell section={section}>
          <DashboardScreen key={`${section}:${id}`} section={section} id={id} />
        </DashboardShell>
      )}
      <SessionRenewalDialog />
    </DashboardProviders>
  );
}

/** The guards' refusals shown inside the dashboard: sign-in (guard 'auth'), 403 (guard 'admin'). */
export function AdminErrorBoundary() {
  const error = useRouteError();
  const { section } = useDashboardMatch();
  useSessionEndedReload();
  const status = error instanceof PageError ? error.status : null;
  if (status === SIGN_IN_REQUIRED) {
    return (
      <DashboardProviders>
        <SignInScreen />
      </DashboardProviders>
    );
  }
  if (status === ADMIN_REQUIRED) {
    return (
      <DashboardProviders>
        <DashboardShell section={section}>
          <ForbiddenScreen />
        </DashboardShell>
      </DashboardProviders>
    );
  }
  return <LayoutError />;
}
