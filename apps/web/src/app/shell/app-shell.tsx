import { Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, Button, Layout, Result, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { permissionSet } from '@sunfleet/contract/permissions';
import type { TCurrentUser } from '@sunfleet/contract/users';
import { PageLoader } from '@/components/page-loader';
import { PermissionsProvider } from '@/components/permissions';
import { session, storageKeys } from '@/lib/session';
import { useThemeMode } from '@/lib/theme-mode';
import { useLang } from '@/lib/use-lang';
import { useCurrentUser } from '@/features/users/api/get-current-user';
import { usePermissionTree } from '@/features/users/api/get-permissions';
import { KeptOutlet } from './kept-outlet.tsx';
import { SideMenu } from './side-menu.tsx';
import { TopBar } from './top-bar.tsx';

/** Keeps the session keys of spec section 3 in step with the signed-in user. */
function rememberUser(user: TCurrentUser) {
  session.saveJson(storageKeys.userInfo, {
    userid: { id: user.id },
    account: user.account,
    nickname: user.nickname,
    avatar: user.avatar,
    kind: user.kind,
  });
  session.saveJson(storageKeys.company, user.company);
  session.saveReadOnly(user.readOnly);
}

/**
 * The frame of every signed-in page: side menu built from the permission tree, top bar, content
 * and footer. `children` replaces the routed page (the 404 of an unknown single-segment path).
 */
export function AppShell({ children }: { children?: ReactNode }) {
  const { t } = useTranslation();
  const lang = useLang();
  const user = useCurrentUser();
  const tree = usePermissionTree(lang);
  const { setCompanyColor, setMode } = useThemeMode();
  const [isCollapsed, setIsCollapsed] = useState(false);
  const granted = useMemo(() => permissionSet(tree.data ?? []), [tree.data]);

  useEffect(() => {
    if (!user.data) return;
    rememberUser(user.data);
    setCompanyColor(user.data.company?.themeColor ?? null);
    // A browser that never chose takes the user's saved choices (personalized settings).
    if (!session.has(storageKeys.theme)) setMode(user.data.theme);
    if (!session.has(storageKeys.lang) && user.data.lang !== lang) {
      session.saveLang(user.data.lang);
      window.location.reload();
    }
  }, [user.data, setCompanyColor, setMode, lang]);

  if (user.isError || tree.isError) {
    return (
      <Result
        status="warning"
        title={t('network.content')}
        extra={
          <Button type="primary" onClick={() => window.location.reload()}>
            {t('network.confirm')}
          </Button>
        }
      />
    );
  }
  if (!user.data || !tree.data) return <PageLoader isFullScreen />;

  // antd's App (message, modal, notification hooks) lives here and on the public pages that use
  // it, not at the root: the sign-in screen would otherwise load the modal.
  return (
    <AntdApp>
      <PermissionsProvider granted={granted}>
        <Layout style={{ minHeight: '100vh' }} data-testid="app-shell">
          <SideMenu company={user.data.company} isCollapsed={isCollapsed} onNarrowScreen={setIsCollapsed} />
          <Layout>
            <TopBar
              user={user.data}
              isCollapsed={isCollapsed}
              onToggleCollapsed={() => setIsCollapsed((collapsed) => !collapsed)}
            />
            <Layout.Content style={{ padding: 24 }}>
              <Suspense fallback={<PageLoader />}>{children ?? <KeptOutlet />}</Suspense>
            </Layout.Content>
            <Layout.Footer style={{ textAlign: 'center', padding: '16px 24px', background: 'transparent' }}>
              <Typography.Text type="secondary" style={{ fontSize: 12 }} data-testid="footer">
                {t('app.copyright', { year: new Date().getFullYear() })}
              </Typography.Text>
            </Layout.Footer>
          </Layout>
        </Layout>
      </PermissionsProvider>
    </AntdApp>
  );
}
