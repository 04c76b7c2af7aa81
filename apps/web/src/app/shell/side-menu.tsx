import { useMemo, useState } from 'react';
import { Flex, Layout, Menu, Typography, type MenuProps } from 'antd';
import { useTranslation } from 'react-i18next';
import { useMatches, useNavigate } from 'react-router';
import type { TCurrentUser } from '@sunfleet/contract/users';
import { versionLabel } from '@sunfleet/contract/enums';
import { usePermissions } from '@/components/permissions';
import { SunfleetLogo } from '@/components/sunfleet-logo';
import { surfaceOf } from '@/lib/theme';
import { useThemeMode } from '@/lib/theme-mode';
import type { TRouteHandle } from '../navigation-frame.tsx';
import { menuRoutes } from '../route-access.ts';
import { appRoutes, type TAppRoute } from '../route-table.ts';
import { menuIcons } from './menu-icons.tsx';
import { menuLabelKeys } from './menu-label.ts';

type TMenuItem = Required<MenuProps>['items'][number];

/**
 * antd takes a submenu's label span as its title content without the class that ends a long label
 * with an ellipsis, so a long label (Spanish "Respuesta a la demanda") ran under the arrow. Hiding
 * the overflow moves an inline block's baseline to its bottom, and the collapsed menu lines the icon
 * up with it: aligned to the top, a group's icon sits centred like a page's.
 */
const menuLabelStyle = {
  flex: '1 1 auto',
  minWidth: 0,
  overflow: 'hidden',
  textOverflow: 'ellipsis',
  verticalAlign: 'top',
} as const;

/** The menu entry of the open page: overview, edit, add and settings pages light up Plants. */
function useSelectedMenuPath(): string | undefined {
  return useMatches()
    .map((match) => (match.handle as TRouteHandle | undefined)?.menuPath)
    .filter(Boolean)
    .at(-1);
}

/** The company logo (wide when expanded, icon when collapsed) or the Sunfleet mark. */
function MenuLogo({ company, isCollapsed }: { company: TCurrentUser['company']; isCollapsed: boolean }) {
  const image = isCollapsed ? (company?.iconUrl ?? company?.logoUrl) : company?.logoUrl;
  if (image) {
    return (
      <img
        src={image}
        alt={company?.name ?? ''}
        style={{ maxHeight: 40, maxWidth: isCollapsed ? 40 : 180, objectFit: 'contain' }}
        data-testid="company-logo"
      />
    );
  }
  return <SunfleetLogo collapsed={isCollapsed} size={32} />;
}

export function SideMenu({
  company,
  isCollapsed,
  onNarrowScreen,
}: {
  company: TCurrentUser['company'];
  isCollapsed: boolean;
  /** Tells the shell the screen became narrower than `lg` (collapse) or wider again. */
  onNarrowScreen: (isNarrow: boolean) => void;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const granted = usePermissions();
  const { mode } = useThemeMode();
  const selectedPath = useSelectedMenuPath();
  const menu = useMemo(() => menuRoutes(appRoutes, granted), [granted]);
  const groupOfSelected = menu.find((group) => group.children?.some((child) => child.path === selectedPath));
  const [openKeys, setOpenKeys] = useState<string[]>(groupOfSelected ? [groupOfSelected.path] : []);

  const toItem = (route: TAppRoute): TMenuItem => {
    const title = t(menuLabelKeys(route.title));
    return {
      key: route.path,
      icon: route.icon ? menuIcons[route.icon] : undefined,
      label: (
        <span data-testid={`menu-${route.id}`} title={title} style={menuLabelStyle}>
          {title}
        </span>
      ),
      children: route.children?.map(toItem),
    };
  };

  return (
    <Layout.Sider
      width={232}
      collapsedWidth={72}
      collapsed={isCollapsed}
      breakpoint="lg"
      onBreakpoint={onNarrowScreen}
      trigger={null}
      theme={mode}
      style={{
        borderRight: `1px solid ${surfaceOf(mode).border}`,
        height: '100vh',
        position: 'sticky',
        top: 0,
        overflow: 'auto',
      }}
      data-testid="side-menu"
    >
      <Flex vertical style={{ height: '100%' }}>
        <Flex
          align="center"
          justify={isCollapsed ? 'center' : 'flex-start'}
          style={{ height: 64, padding: '0 20px' }}
        >
          <MenuLogo company={company} isCollapsed={isCollapsed} />
        </Flex>
        <Menu
          mode="inline"
          theme={mode}
          items={menu.map(toItem)}
          selectedKeys={selectedPath ? [selectedPath] : []}
          openKeys={isCollapsed ? undefined : openKeys}
          onOpenChange={setOpenKeys}
          onClick={({ key }) => void navigate(key)}
          style={{ flex: 1, borderInlineEnd: 'none', background: 'transparent' }}
        />
        <Typography.Text
          type="secondary"
          style={{ textAlign: 'center', fontSize: 12, padding: '12px 0 16px', letterSpacing: 0.5 }}
          data-testid="version-label"
        >
          {versionLabel}
        </Typography.Text>
      </Flex>
    </Layout.Sider>
  );
}
