import { useTranslation } from 'react-i18next';
import { parseLang, type TLang } from '@sunfleet/contract/lang';

/** The current UI language as a contract language code (for catalogue and validator messages). */
export function useLang(): TLang {
  const { i18n } = useTranslation();
  return parseLang(i18n.language);
}
