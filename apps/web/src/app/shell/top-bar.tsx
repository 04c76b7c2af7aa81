import { useState } from 'react';
import { Avatar, Button, Dropdown, Flex, Grid, Layout, Tag, Tooltip, Typography, type MenuProps } from 'antd';
import {
  DownOutlined,
  LogoutOutlined,
  MenuFoldOutlined,
  MenuUnfoldOutlined,
  MoonOutlined,
  NotificationOutlined,
  SunOutlined,
  UserOutlined,
} from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { TCurrentUser } from '@sunfleet/contract/users';
import { LanguageSwitch } from '@/components/language-switch';
import { surfaceOf } from '@/lib/theme';
import { useThemeMode } from '@/lib/theme-mode';
import { signOut } from '@/features/auth/api/sign-out';
import { updatePersonalized } from '@/features/users/api/update-personalized';
import { WhatsNewDialog } from '@/features/versions/components/whats-new';
import { PageBreadcrumb } from './page-breadcrumb.tsx';

function UserMenu({ user, isCompact }: { user: TCurrentUser; isCompact: boolean }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isWhatsNewOpen, setIsWhatsNewOpen] = useState(false);
  const items: MenuProps['items'] = [
    ...(user.readOnly
      ? []
      : [
          {
            key: 'settings',
            icon: <UserOutlined />,
            label: <span data-testid="menu-personal-settings">{t('shell.personalSettings')}</span>,
          },
          { type: 'divider' as const },
        ]),
    {
      key: 'whats-new',
      icon: <NotificationOutlined />,
      label: <span data-testid="menu-whats-new">{t('versions.whatsNew')}</span>,
    },
    { type: 'divider' as const },
    {
      key: 'sign-out',
      icon: <LogoutOutlined />,
      label: <span data-testid="menu-sign-out">{t('shell.signOut')}</span>,
    },
  ];
  const onClick: MenuProps['onClick'] = ({ key }) => {
    if (key === 'settings') void navigate('/edit');
    if (key === 'whats-new') setIsWhatsNewOpen(true);
    if (key === 'sign-out') void signOut();
  };
  const name = user.nickname || user.account;
  return (
    <>
      {isWhatsNewOpen && <WhatsNewDialog onClose={() => setIsWhatsNewOpen(false)} />}
      <Dropdown menu={{ items, onClick }} trigger={['click']} placement="bottomRight">
        <Button
          type="text"
          aria-label={t('shell.userMenu')}
          data-testid="user-menu"
          style={{ height: 44, paddingInline: 8 }}
        >
          <Flex align="center" gap={10}>
            <Avatar size={30} src={user.avatar ?? undefined} style={{ flex: 'none' }}>
              {name.slice(0, 1).toUpperCase()}
            </Avatar>
            {!isCompact && (
              <Flex vertical align="flex-start" style={{ lineHeight: 1.2 }}>
                <Typography.Text strong style={{ maxWidth: 160 }} ellipsis data-testid="user-name">
                  {name}
                </Typography.Text>
                {user.company && (
                  <Typography.Text type="secondary" style={{ fontSize: 12, maxWidth: 160 }} ellipsis>
                    {user.company.name}
                  </Typography.Text>
                )}
              </Flex>
            )}
            {user.readOnly && <Tag>{t('shell.readOnly')}</Tag>}
            <DownOutlined style={{ fontSize: 10 }} />
          </Flex>
        </Button>
      </Dropdown>
    </>
  );
}

export function TopBar({
  user,
  isCollapsed,
  onToggleCollapsed,
}: {
  user: TCurrentUser;
  isCollapsed: boolean;
  onToggleCollapsed: () => void;
}) {
  const { t } = useTranslation();
  const { mode, setMode } = useThemeMode();
  const isCompact = !Grid.useBreakpoint().md;
  const nextMode = mode === 'dark' ? 'light' : 'dark';
  const switchTheme = () => {
    setMode(nextMode);
    void updatePersonalized({ theme: nextMode }).catch(() => undefined);
  };
  return (
    <Layout.Header
      style={{
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'space-between',
        borderBottom: `1px solid ${surfaceOf(mode).border}`,
        position: 'sticky',
        top: 0,
        zIndex: 10,
      }}
      data-testid="top-bar"
    >
      <Flex align="center" gap={12}>
        <Button
          type="text"
          icon={isCollapsed ? <MenuUnfoldOutlined /> : <MenuFoldOutlined />}
          onClick={onToggleCollapsed}
          aria-label={isCollapsed ? t('shell.expand') : t('shell.collapse')}
          data-testid="menu-collapse"
        />
        {!isCompact && <PageBreadcrumb />}
      </Flex>
      <Flex align="center" gap={4}>
        <Tooltip title={nextMode === 'light' ? t('shell.themeLight') : t('shell.themeDark')}>
          <Button
            type="text"
            icon={mode === 'dark' ? <SunOutlined /> : <MoonOutlined />}
            onClick={switchTheme}
            aria-label={t('shell.switchTheme')}
            data-testid="theme-switch"
          />
        </Tooltip>
        <LanguageSwitch isCompact={isCompact} onChosen={(lang) => updatePersonalized({ lang })} />
        <UserMenu user={user} isCompact={isCompact} />
      </Flex>
    </Layout.Header>
  );
}
