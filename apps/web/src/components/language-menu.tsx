import { useState, type ReactElement } from 'react';
import { Dropdown } from 'antd';
import { languageNames, languages, type TLang } from '@sunfleet/contract/lang';

/**
 * The open menu of the language switch. Loaded on the first click, so the sign-in screen does not
 * ship antd's menu and dropdown for a choice most visitors never make.
 */
export function LanguageMenu({
  current,
  choose,
  children,
}: {
  current: TLang;
  choose: (lang: TLang) => void;
  children: ReactElement;
}) {
  // Opens at once: it mounts in answer to the click that asked for it.
  const [isOpen, setIsOpen] = useState(true);
  return (
    <Dropdown
      trigger={['click']}
      open={isOpen}
      onOpenChange={setIsOpen}
      menu={{
        selectable: true,
        selectedKeys: [current],
        items: languages.map((lang) => ({
          key: lang,
          label: languageNames[lang],
          'data-testid': `lang-${lang}`,
        })),
        onClick: ({ key }) => choose(key as TLang),
      }}
    >
      {children}
    </Dropdown>
  );
}
