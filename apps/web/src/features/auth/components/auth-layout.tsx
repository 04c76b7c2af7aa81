import type { ReactNode } from 'react';
import { Flex, theme } from 'antd';
// The hook alone: antd's `Grid` index brings `Row` and `Col` along.
import useBreakpoint from 'antd/es/grid/hooks/useBreakpoint';
import { CloudSyncOutlined, LineChartOutlined, TeamOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { LanguageSwitch } from '@/components/language-switch';
import { SunfleetLogo } from '@/components/sunfleet-logo';
import { useSiteLook } from '../api/get-site-look.ts';
import { HeroIllustration } from './hero-illustration.tsx';

function BrandMark() {
  const look = useSiteLook();
  if (!look.brand) return <SunfleetLogo size={36} />;
  return (
    <Flex align="center" gap={10}>
      <img src={look.iconUrl} alt="" width={36} height={36} style={{ borderRadius: 8 }} />
      <strong style={{ fontSize: 20, color: '#fff' }}>{look.title}</strong>
    </Flex>
  );
}

function Hero() {
  const { t } = useTranslation();
  const points = [
    { icon: <LineChartOutlined />, text: t('auth.heroPointMonitor') },
    { icon: <CloudSyncOutlined />, text: t('auth.heroPointRemote') },
    { icon: <TeamOutlined />, text: t('auth.heroPointTeam') },
  ];
  return (
    <Flex
      vertical
      justify="space-between"
      style={{
        flex: '1 1 55%',
        padding: '40px 56px',
        color: '#e6edf7',
        background:
          'radial-gradient(circle at 18% 12%, rgba(46,230,166,0.20), transparent 42%), linear-gradient(160deg, #0c1a34 0%, #070f1e 100%)',
      }}
    >
      <BrandMark />
      <Flex vertical gap={28} style={{ maxWidth: 560 }}>
        <h1 style={{ color: '#ffffff', margin: 0, fontSize: 40, lineHeight: 1.2, fontWeight: 600 }}>
          {t('auth.heroTitle')}
        </h1>
        <p style={{ color: '#a9b8d0', fontSize: 16, margin: 0 }}>{t('auth.heroText')}</p>
        <Flex vertical gap={14}>
          {points.map((point) => (
            <Flex key={point.text} align="center" gap={12}>
              <Flex
                align="center"
                justify="center"
                style={{
                  width: 34,
                  height: 34,
                  borderRadius: 10,
                  background: 'rgba(46,230,166,0.14)',
                  color: '#2ee6a6',
                }}
              >
                {point.icon}
              </Flex>
              <span style={{ color: '#d3dcea' }}>{point.text}</span>
            </Flex>
          ))}
        </Flex>
        <HeroIllustration />
      </Flex>
      <span style={{ color: '#6f809c', fontSize: 12 }}>
        {t('app.copyright', { year: new Date().getFullYear() })}
      </span>
    </Flex>
  );
}

/** The frame of the public pages: a hero on wide screens and the form card beside it. */
export function AuthLayout({ children, hasHero = true }: { children: ReactNode; hasHero?: boolean }) {
  const screens = useBreakpoint();
  const { token } = theme.useToken();
  const showsHero = hasHero && screens.lg;
  return (
    <Flex style={{ minHeight: '100vh', background: token.colorBgLayout }}>
      {showsHero && <Hero />}
      <Flex vertical style={{ flex: '1 1 45%', minWidth: 0 }}>
        <Flex
          justify={showsHero ? 'flex-end' : 'space-between'}
          align="center"
          style={{ padding: '20px 28px' }}
        >
          {!showsHero && <SunfleetLogo size={30} />}
          <LanguageSwitch />
        </Flex>
        <Flex flex={1} align="center" justify="center" style={{ padding: '12px 24px 48px' }}>
          <div style={{ width: '100%', maxWidth: hasHero ? 420 : 880 }}>{children}</div>
        </Flex>
      </Flex>
    </Flex>
  );
}

/**
 * Heading of an auth form card, in plain elements with antd's heading tokens: `Typography` brings
 * its editing and copying along, which the sign-in screen would load.
 */
export function AuthHeading({ title, hint }: { title: ReactNode; hint?: ReactNode }) {
  const { token } = theme.useToken();
  return (
    <div style={{ marginBottom: 28 }}>
      <h2
        style={{
          margin: 0,
          color: token.colorTextHeading,
          fontSize: token.fontSizeHeading2,
          lineHeight: token.lineHeightHeading2,
          fontWeight: token.fontWeightStrong,
        }}
      >
        {title}
      </h2>
      {hint && <span style={{ color: token.colorTextSecondary, fontSize: 15 }}>{hint}</span>}
    </div>
  );
}
