import { Button, Dropdown } from 'antd';
import { GlobalOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { languageNames, languages, type TLang } from '@sunfleet/contract/lang';
import { session } from '@/lib/session';
import { useLang } from '@/lib/use-lang';

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
  const choose = async (lang: TLang) => {
    if (lang === current) return;
    session.saveLang(lang);
    await onChosen?.(lang).catch(() => undefined);
    window.location.reload();
  };
  return (
    <Dropdown
      trigger={['click']}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((lang) => ({
          key: lang,
          label: languageNames[lang],
          'data-testid': `lang-${lang}`,
        })),
        onClick: ({ key }) => void choose(key as TLang),
      }}
    >
      <Button
        type="text"
        icon={<GlobalOutlined />}
        aria-label={t('shell.language')}
        data-testid="language-switch"
      >
        {!isCompact && languageNames[current]}
      </Button>
    </Dropdown>
  );
}
