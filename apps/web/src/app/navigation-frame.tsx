import { Suspense, useEffect, useState } from 'react';
import { theme } from 'antd';
import { useTranslation } from 'react-i18next';
import { Outlet, useLocation, useMatches, type Params } from 'react-router';
import { PageLoader } from '@/components/page-loader';
import { useSiteLook } from '@/features/auth/api/get-site-look';
import type { TRouteTitle } from './route-table.ts';

/** What each route object carries for the frame and the menu. */
export type TRouteHandle = {
  title: TRouteTitle;
  /** The document title when it depends on the path, e.g. `/{partner}-login`. */
  titleOf?: (params: Params) => TRouteTitle;
  menuPath?: string;
  isKeptAlive?: boolean;
};

/** How long the navigation overlay stays (spec section 9). */
export const navigationOverlayMs = 200;

/** The title of the deepest route that has one. */
function useRouteTitle(): TRouteTitle | undefined {
  const match = useMatches()
    .filter((candidate) => (candidate.handle as TRouteHandle | undefined)?.title)
    .at(-1);
  const handle = match?.handle as TRouteHandle | undefined;
  return match && handle && (handle.titleOf?.(match.params) ?? handle.title);
}

/** The page title follows the route; the favicon follows the site look. */
function useDocumentTitle() {
  const { t } = useTranslation();
  const look = useSiteLook();
  const title = useRouteTitle();
  useEffect(() => {
    document.title = title ? `${t(`route.${title}`)} - ${look.title}` : look.title;
  }, [title, look.title, t]);
  useEffect(() => {
    const icon = document.querySelector<HTMLLinkElement>('link[rel="icon"]');
    if (icon) icon.href = look.iconUrl;
  }, [look.iconUrl]);
}

/** A veil with a progress line that shows on every navigation and hides after 200 ms. */
function NavigationOverlay() {
  const { pathname } = useLocation();
  const { token } = theme.useToken();
  const [isVisible, setIsVisible] = useState(true);
  useEffect(() => {
    setIsVisible(true);
    const timer = setTimeout(() => setIsVisible(false), navigationOverlayMs);
    return () => clearTimeout(timer);
  }, [pathname]);
  if (!isVisible) return null;
  return (
    <div
      data-testid="navigation-overlay"
      aria-busy="true"
      style={{
        position: 'fixed',
        inset: 0,
        zIndex: 2000,
        background: 'rgba(8, 14, 28, 0.08)',
        cursor: 'progress',
      }}
    >
      <div
        style={{
          height: 3,
          background: `linear-gradient(90deg, transparent, ${token.colorPrimary})`,
          animation: `sunfleet-progress ${navigationOverlayMs}ms ease-out forwards`,
        }}
      />
      <style>{'@keyframes sunfleet-progress { from { width: 10%; } to { width: 100%; } }'}</style>
    </div>
  );
}

/** Wraps every route: overlay, document title and the loader while a lazy page arrives. */
export function NavigationFrame() {
  useDocumentTitle();
  return (
    <>
      <NavigationOverlay />
      <Suspense fallback={<PageLoader isFullScreen />}>
        <Outlet />
      </Suspense>
    </>
  );
}
