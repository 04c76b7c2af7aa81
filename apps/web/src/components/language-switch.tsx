import { lazy, Suspense, useState } from 'react';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languageNames, type TLang } from '@sunfleet/contract/lang';
import { session } from '@/lib/session';
import { useLang } from '@/lib/use-lang';
import { PlainButton } from './plain-button.tsx';

const LanguageMenu = lazy(() =>
  import('./language-menu.tsx').then((module) => ({ default: module.LanguageMenu })),
);

/**
 * Language choice (English, 中文, Español). The choice is stored as `lang` and the page reloads
 * (spec section 1); `onChosen` runs first, e.g. to save the choice on the server.
 */
export function LanguageSwitch({
  onChosen,
  isCompact = false,
}: {
  onChosen?: (lang: TLang) => Promise<unknown>;
  /** Only the globe icon, for narrow screens. */
  isCompact?: boolean;
}) {
  const { t } = useTranslation();
  const current = useLang();
  const [isMenuWanted, setIsMenuWanted] = useState(false);
  const choose = async (lang: TLang) => {
    if (lang === current) return;
    session.saveLang(lang);
    await onChosen?.(lang).catch(() => undefined);
    window.location.reload();
  };
  const button = (
    <PlainButton
      icon={<GlobalOutlined />}
      aria-label={t('shell.language')}
      data-testid="language-switch"
      onClick={() => setIsMenuWanted(true)}
    >
      {!isCompact && languageNames[current]}
    </PlainButton>
  );
  if (!isMenuWanted) return button;
  return (
    <Suspense fallback={button}>
      <LanguageMenu current={current} choose={(lang) => void choose(lang)}>
        {button}
      </LanguageMenu>
    </Suspense>
  );
}
