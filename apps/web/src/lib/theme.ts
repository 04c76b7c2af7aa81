import { theme as antdTheme, type ThemeConfig } from 'antd';
import { fallbackThemeColor, type TTheme } from '@sunfleet/contract/themes';

const hexColor = /^#(?:[0-9a-f]{3}){1,2}$/i;

/** The company theme colour when it is a valid hex colour, else the fallback green (spec section 1). */
export const primaryColorOf = (companyColor: string | null | undefined) =>
  companyColor && hexColor.test(companyColor) ? companyColor : fallbackThemeColor;

/**
 * Surfaces of the two looks: a deep navy control-room dark and a soft grey light. `map` is what a
 * map shows where no tile has loaded (no tile server, no network).
 */
const surfaces: Record<
  TTheme,
  { layout: string; container: string; sider: string; header: string; border: string; map: string }
> = {
  dark: {
    layout: '#0b1120',
    container: '#111a2e',
    sider: '#0d1526',
    header: '#0f1829',
    border: '#1e2a44',
    map: '#1b2740',
  },
  light: {
    layout: '#f3f5f9',
    container: '#ffffff',
    sider: '#ffffff',
    header: '#ffffff',
    border: '#e6e9f0',
    map: '#e4eaf2',
  },
};

export const surfaceOf = (mode: TTheme) => surfaces[mode];

export function buildTheme(mode: TTheme, primaryColor: string): ThemeConfig {
  const surface = surfaces[mode];
  return {
    algorithm: mode === 'dark' ? antdTheme.darkAlgorithm : antdTheme.defaultAlgorithm,
    token: {
      colorPrimary: primaryColor,
      colorInfo: primaryColor,
      colorBgLayout: surface.layout,
      colorBgContainer: surface.container,
      colorBgElevated: mode === 'dark' ? '#16213a' : '#ffffff',
      colorBorderSecondary: surface.border,
      borderRadius: 8,
      fontFamily:
        "Inter, 'Segoe UI', Roboto, 'Helvetica Neue', Arial, 'PingFang SC', 'Microsoft YaHei', sans-serif",
    },
    components: {
      Layout: {
        siderBg: surface.sider,
        headerBg: surface.header,
        bodyBg: surface.layout,
        headerPadding: '0 20px',
      },
      Menu: {
        darkItemBg: surface.sider,
        darkSubMenuItemBg: surface.sider,
        darkItemSelectedBg: primaryColor,
        itemBorderRadius: 8,
        itemMarginInline: 8,
      },
      Card: { headerFontSize: 15 },
    },
  };
}
