import { lazy, type ComponentType } from 'react';
import { Navigate, createBrowserRouter, useParams, type RouteObject } from 'react-router';
import { usePermissions } from '@/components/permissions';
import { loadAllUiStrings } from '@/lib/i18n/i18n';
import { RedirectSignedIn, RequireSignIn } from './guards.tsx';
import { NavigationFrame, type TRouteHandle } from './navigation-frame.tsx';
import { publicPages, signedInPages } from './pages.ts';
import {
  canOpen,
  firstMenuPage,
  isPartnerLogin,
  menuRoutes,
  redirectTarget,
  resolveRoutes,
  segmentTitle,
  type TResolvedRoute,
} from './route-access.ts';
import { appRoutes } from './route-table.ts';

// Visitors on /login never load the shell, the menu or the result pages.
const AppShell = lazy(() =>
  Promise.all([import('./shell/app-shell.tsx'), loadAllUiStrings()]).then(([module]) => ({
    default: module.AppShell,
  })),
);
const NoAccessResult = lazy(() =>
  import('@/components/result-pages').then((module) => ({ default: module.NoAccessResult })),
);
const NotFoundResult = lazy(() =>
  import('@/components/result-pages').then((module) => ({ default: module.NotFoundResult })),
);

/** A signed-in route: the page when the user holds its permissions, else the no-access page. */
function RouteGate({ route, Page }: { route: TResolvedRoute; Page?: ComponentType }) {
  const granted = usePermissions();
  if (!canOpen(route, granted)) return <NoAccessResult />;
  if (!Page) {
    const target = redirectTarget(route, appRoutes, granted);
    return target ? <Navigate to={target} replace /> : <NoAccessResult />;
  }
  return <Page />;
}

/** `/` leads to plants, or to the first page a user without plants may open. */
function HomeRedirect() {
  const target = firstMenuPage(menuRoutes(appRoutes, usePermissions()));
  return target ? <Navigate to={target} replace /> : <NoAccessResult />;
}

/** `/{partner}-login` is the sign-in screen; any other unknown single segment is a 404. */
function PartnerLoginOrNotFound() {
  const { segment = '' } = useParams();
  const Login = publicPages.login;
  if (isPartnerLogin(segment)) {
    return (
      <RedirectSignedIn>
        <Login />
      </RedirectSignedIn>
    );
  }
  return (
    <RequireSignIn>
      <AppShell>
        <NotFoundResult />
      </AppShell>
    </RequireSignIn>
  );
}

function signedInRoute(route: TResolvedRoute): RouteObject {
  const Page = signedInPages[route.id];
  const isRedirect = Boolean(route.children ?? route.redirectTo);
  if (!Page && !isRedirect) throw new Error(`route ${route.path} has no page`);
  const handle: TRouteHandle = {
    title: route.title,
    menuPath: route.menuPath ?? route.path,
    isKeptAlive: route.isKeptAlive,
  };
  return {
    path: route.path,
    handle,
    element: <RouteGate route={route} Page={isRedirect ? undefined : Page} />,
  };
}

const publicRoute = (path: string, title: TRouteHandle['title'], Page: ComponentType): RouteObject => ({
  path,
  handle: { title } satisfies TRouteHandle,
  element: <Page />,
});

const LoginPage = publicPages.login;

export const routes: RouteObject[] = [
  {
    element: <NavigationFrame />,
    children: [
      {
        path: '/login',
        handle: { title: 'login' } satisfies TRouteHandle,
        element: (
          <RedirectSignedIn>
            <LoginPage />
          </RedirectSignedIn>
        ),
      },
      publicRoute('/reg', 'register', publicPages.register),
      publicRoute('/forget', 'forget', publicPages.forget),
      publicRoute('/agreement', 'agreement', publicPages.privacyPolicy),
      publicRoute('/agreementen', 'agreement', publicPages.privacyPolicyEnglish),
      publicRoute('/register/userAgreement', 'userAgreement', publicPages.userAgreement),
      publicRoute('/resetSuccessful', 'resetSuccessful', publicPages.resetSuccessful),
      publicRoute('/app/download', 'appDownload', publicPages.appDownload),
      publicRoute('/firmwareLogging', 'firmwareLogging', publicPages.firmwareLogging),
      publicRoute('/403', 'noAccess', NoAccessResult),
      {
        path: '/:segment',
        handle: {
          title: 'notFound',
          titleOf: (params) => segmentTitle(params.segment ?? ''),
        } satisfies TRouteHandle,
        element: <PartnerLoginOrNotFound />,
      },
      {
        element: (
          <RequireSignIn>
            <AppShell />
          </RequireSignIn>
        ),
        children: [
          { index: true, element: <HomeRedirect /> },
          ...resolveRoutes(appRoutes).map(signedInRoute),
          { path: '*', handle: { title: 'notFound' } satisfies TRouteHandle, element: <NotFoundResult /> },
        ],
      },
    ],
  },
];

export const createAppRouter = () => createBrowserRouter(routes);
