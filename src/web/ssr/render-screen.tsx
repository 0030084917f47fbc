import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { renderToString } from 'react-dom/server';
import { I18nextProvider } from 'react-i18next';
import { type LoaderFunctionArgs, type StaticHandler, StaticRouterProvider, createStaticHandler, createStaticRouter } from 'react-router';
import { type RenderScreen, type RouteErrors, screenRequests } from '../../common/initial-data.js';
import { type PublicRouteKey, matchPath } from '../../common/routes.js';
import { type RouteBindings, createRoutes, screenOfPath, screenRouteId } from '../app/routes.js';
import ArticleScreen from '../features/article/article-screen.js';
import CategoryScreen from '../features/category/category-screen.js';
import FilesScreen from '../features/files/files-screen.js';
import HomeScreen from '../features/home/home-screen.js';
import InspireScreen from '../features/inspire/inspire-screen.js';
import LevelGuideScreen from '../features/guide/guide-screen.js';
import LevelScreen from '../features/level/level-screen.js';
import LevelsScreen from '../features/levels/levels-screen.js';
import PageScreen from '../features/page/page-screen.js';
import PresentationScreen from '../features/presentation/presentation-screen.js';
import QualificationScreen from '../features/qualification/qualification-screen.js';
import RegisterScreen from '../features/qualifications/qualifications-screen.js';
import SearchScreen from '../features/search/search-screen.js';
import TagScreen from '../features/tag/tag-screen.js';
import StandardsScreen from '../features/standards/standards-screen.js';
import StandardScreen from '../features/standard/standard-screen.js';
import OpenDataScreen from '../features/open-data/open-data-screen.js';
import ProvidersScreen from '../features/providers/providers-screen.js';
import ProviderScreen from '../features/provider/provider-screen.js';
import CouncilsScreen from '../features/councils/councils-screen.js';
import CouncilScreen from '../features/council/council-screen.js';
import InitiativeScreen from '../features/initiative/initiative-screen.js';
import QuestionScreen from '../features/question/question-screen.js';
import SubmissionScreen from '../features/submission/submission-screen.js';
import AlertSignupScreen from '../features/alerts/alerts-screen.js';
import AlertConfirmScreen from '../features/alert-confirm/alert-confirm-screen.js';
import AlertSettingsScreen from '../features/alert-settings/alert-settings-screen.js';
import { recordFormattedTexts } from '../features/shared/format.js';
import { DEFAULT_ERROR_STATUS, PageError, describeRouteError, notFoundError } from '../lib/page-error.js';
import { apiQueryKey } from '../lib/query.js';
import { SharedPartRendererContext } from '../lib/shared-markup.js';
import { serverI18n } from './server-i18n.js';
import { keptPartRenderer } from './shared-parts.js';

/**
 * The server's renderer of the public screens: the browser's route tree and components, given
 * the responses the server already read, rendered to the markup the browser then hydrates.
 */

const SCREENS: Record<PublicRouteKey, () => React.JSX.Element> = {
  home: HomeScreen,
  search: SearchScreen,
  files: FilesScreen,
  article: ArticleScreen,
  category: CategoryScreen,
  presentation: PresentationScreen,
  page: PageScreen,
  inspire: InspireScreen,
  levels: LevelsScreen,
  level: LevelScreen,
  qualifications: RegisterScreen,
  qualification: QualificationScreen,
  guide: LevelGuideScreen,
  tag: TagScreen,
  standards: StandardsScreen,
  standard: StandardScreen,
  'open-data': OpenDataScreen,
  providers: ProvidersScreen,
  provider: ProviderScreen,
  councils: CouncilsScreen,
  council: CouncilScreen,
  initiative: InitiativeScreen,
  question: QuestionScreen,
  submission: SubmissionScreen,
  alerts: AlertSignupScreen,
  'alert-confirm': AlertConfirmScreen,
  'alert-settings': AlertSettingsScreen,
};

interface RenderContext {
  failures: Record<string, number>;
}

/**
 * The error of an address that is no screen: not found, unless the server gave the address itself
 * another status (a file linked from a page that failed, which the server answers with this page).
 */
function addressError({ request, context }: LoaderFunctionArgs): PageError {
  const status = (context as unknown as RenderContext).failures[new URL(request.url).pathname];
  return status && status !== 404 ? new PageError(status, `Status ${status}`) : notFoundError();
}

/** The screen's requests the server could not answer decide its error, as the browser's loader would. */
function checkResponses(args: LoaderFunctionArgs): null {
  const { request, context } = args;
  const { failures } = context as unknown as RenderContext;
  const url = new URL(request.url);
  const match = matchPath(url.pathname);
  if (!match || match.key === 'dashboard') throw addressError(args);
  // A failed search shows the search screen's own message, not the error page.
  if (match.key === 'search') return null;
  for (const { path } of screenRequests(match, url.searchParams)) {
    const status = failures[path];
    if (status === 404) throw notFoundError();
    if (status) throw new PageError(status, '');
  }
  return null;
}

const SERVER_BINDINGS: RouteBindings = {
  screen: (key) => ({ Component: SCREENS[key] }),
  loadScreen: checkResponses,
  loadNotFound: (args) => {
    throw addressError(args);
  },
  otherRoutes: [],
};

/** Origin of the requests the router is given; never shown: every link the screens render is a path. */
const ORIGIN = 'http://portal.invalid';

const handlers = new Map<string, StaticHandler>();

/**
 * The router of a page: the route tree with only the screen the route table matches (none for an
 * unknown path: the not-found route answers). React Router flattens and ranks every route of its
 * tree on each request, which cost more than the rest of its work; the markup is the same, as the
 * browser's full tree matches the same route. One handler is kept per screen and locale.
 */
function handlerFor(url: URL): StaticHandler {
  const screen = screenOfPath(url.pathname);
  const name = screenRouteId(screen);
  let handler = handlers.get(name);
  if (!handler) handlers.set(name, (handler = createStaticHandler(createRoutes(SERVER_BINDINGS, screen ? [screen] : []))));
  return handler;
}

function serializeErrors(errors: Record<string, unknown> | null): RouteErrors {
  const serialized: RouteErrors = {};
  for (const [routeId, error] of Object.entries(errors ?? {})) {
    serialized[routeId] = { status: describeRouteError(error).status ?? DEFAULT_ERROR_STATUS };
  }
  return serialized;
}

export const renderScreen: RenderScreen = async ({ url, data, failures }) => {
  const queryClient = new QueryClient({ defaultOptions: { queries: { staleTime: Infinity, retry: false } } });
  for (const [path, response] of Object.entries(data.responses)) queryClient.setQueryData(apiQueryKey(path, data.locale), response);
  const location = new URL(url, ORIGIN);
  const handler = handlerFor(location);
  const context = await handler.query(new Request(location), { requestContext: { failures } satisfies RenderContext });
  if (context instanceof Response) throw new Error(`The route of ${url} answered a redirect, which the server decides before rendering`);
  const router = createStaticRouter(handler.dataRoutes, context);
  const { result: html, formattedTexts } = recordFormattedTexts(() =>
    renderToString(
      <StrictMode>
        <QueryClientProvider client={queryClient}>
          <I18nextProvider i18n={serverI18n(data.locale)}>
            <SharedPartRendererContext.Provider value={keptPartRenderer}>
              <StaticRouterProvider router={router} context={context} hydrate={false} />
            </SharedPartRendererContext.Provider>
          </I18nextProvider>
        </QueryClientProvider>
      </StrictMode>,
    ),
  );
  queryClient.clear();
  return { html, routeErrors: serializeErrors(context.errors), formattedTexts };
};
