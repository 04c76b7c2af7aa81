import { lazy, Suspense, useEffect, useMemo, useState, type ReactNode } from 'react';
import { ConfigProvider, theme as antdTheme } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import type { TTheme } from '@sunfleet/contract/enums';
import { connectApiFeedback } from '@/lib/api';
import type { TEarlyFeedback } from './api-feedback-view.tsx';
import { antdLocales } from '@/lib/i18n/i18n';
import { session, storageKeys } from '@/lib/session';
import { buildTheme, primaryColorOf } from '@/lib/theme';
import { ThemeModeContext } from '@/lib/theme-mode';
import { useLang } from '@/lib/use-lang';

const queryClient = new QueryClient({
  defaultOptions: {
    // The api client already reported a failure; a silent retry would report it twice.
    queries: { retry: false, refetchOnWindowFocus: false, staleTime: 30_000 },
    mutations: { retry: false },
  },
});

const ApiFeedbackView = lazy(() =>
  import('./api-feedback-view.tsx').then((module) => ({ default: module.ApiFeedbackView })),
);

/**
 * Collects api feedback until the view that shows it has loaded (on the first feedback); the view
 * sits inside the theme so toasts and the dialog look right, and then takes the feedback itself.
 */
function ApiFeedbackBridge() {
  const [early, setEarly] = useState<TEarlyFeedback | null>(null);
  useEffect(() => {
    const pending: TEarlyFeedback = { messages: [], hasNetworkError: false };
    connectApiFeedback({
      showMessage: (text) => {
        pending.messages.push(text);
        setEarly({ ...pending });
      },
      showNetworkError: () => {
        pending.hasNetworkError = true;
        setEarly({ ...pending });
      },
    });
  }, []);
  if (!early) return null;
  return (
    <Suspense fallback={null}>
      <ApiFeedbackView early={early} />
    </Suspense>
  );
}

/** The text style antd's `App` gives its children, without the modal and notification it brings. */
function AppText({ children }: { children: ReactNode }) {
  const { token } = antdTheme.useToken();
  return (
    <div
      style={{
        color: token.colorText,
        fontFamily: token.fontFamily,
        fontSize: token.fontSize,
        lineHeight: token.lineHeight,
      }}
    >
      {children}
    </div>
  );
}

export function AppProviders({ children }: { children: ReactNode }) {
  const lang = useLang();
  const [mode, setModeState] = useState<TTheme>(() => session.theme());
  const [companyColor, setCompanyColor] = useState<string | null>(
    () => session.readJson<{ themeColor?: string | null }>(storageKeys.company)?.themeColor ?? null,
  );
  const primaryColor = primaryColorOf(companyColor);

  useEffect(() => {
    document.body.classList.toggle('theme-light', mode === 'light');
  }, [mode]);

  const themeMode = useMemo(
    () => ({
      mode,
      primaryColor,
      setCompanyColor,
      setMode: (next: TTheme) => {
        session.saveTheme(next);
        setModeState(next);
      },
    }),
    [mode, primaryColor],
  );
  const theme = useMemo(() => buildTheme(mode, primaryColor), [mode, primaryColor]);

  return (
    <QueryClientProvider client={queryClient}>
      <ThemeModeContext.Provider value={themeMode}>
        <ConfigProvider theme={theme} locale={antdLocales[lang]}>
          <AppText>
            <ApiFeedbackBridge />
            {children}
          </AppText>
        </ConfigProvider>
      </ThemeModeContext.Provider>
    </QueryClientProvider>
  );
}
