import { useEffect, useMemo, useState, type ReactNode } from 'react';
import { App as AntdApp, ConfigProvider } from 'antd';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { TTheme } from '@sunfleet/contract/enums';
import { connectApiFeedback } from '@/lib/api';
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

/** Routes api feedback to antd's message and modal, which need the theme context to look right. */
function ApiFeedbackBridge() {
  const { message, modal } = AntdApp.useApp();
  const { t } = useTranslation();
  useEffect(() => {
    let isDialogOpen = false;
    connectApiFeedback({
      showMessage: (text) => void message.error(text),
      showNetworkError: () => {
        // One dialog however many requests fail at once.
        if (isDialogOpen) return;
        isDialogOpen = true;
        modal.confirm({
          title: t('network.title'),
          content: t('network.content'),
          okText: t('network.confirm'),
          cancelText: t('network.cancel'),
          okButtonProps: { 'data-testid': 'network-confirm' },
          afterClose: () => (isDialogOpen = false),
        });
      },
    });
  }, [message, modal, t]);
  return null;
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
          <AntdApp>
            <ApiFeedbackBridge />
            {children}
          </AntdApp>
        </ConfigProvider>
      </ThemeModeContext.Provider>
    </QueryClientProvider>
  );
}
