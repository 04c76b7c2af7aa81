import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import dayjs from 'dayjs';
import type { TLang } from '@sunfleet/contract/lang';
import type { TUiStrings } from './en.ts';

const htmlLangs: Record<TLang, string> = { en: 'en', zh: 'zh-CN', es: 'es' };

/**
 * Everything one language needs. Only the stored language is loaded (a change reloads the page,
 * spec section 1), so the first screen does not carry the other two.
 */
const languagePacks: Record<TLang, () => Promise<{ strings: TUiStrings; antd: Locale }>> = {
  en: async () => {
    const [{ en }, antd] = await Promise.all([import('./en.ts'), import('antd/locale/en_US')]);
    return { strings: en, antd: antd.default };
  },
  zh: async () => {
    const [{ zh }, antd] = await Promise.all([
      import('./zh.ts'),
      import('antd/locale/zh_CN'),
      import('dayjs/locale/zh-cn'),
    ]);
    dayjs.locale('zh-cn');
    return { strings: zh, antd: antd.default };
  },
  es: async () => {
    const [{ es }, antd] = await Promise.all([
      import('./es.ts'),
      import('antd/locale/es_ES'),
      import('dayjs/locale/es'),
    ]);
    dayjs.locale('es');
    return { strings: es, antd: antd.default };
  },
};

/** antd's texts of the started language (set by `startI18n`). */
export const antdLocales: Partial<Record<TLang, Locale>> = {};

/** Starts i18next in the stored language; a language change reloads the page (spec section 1). */
export async function startI18n(lang: TLang) {
  const pack = await languagePacks[lang]();
  antdLocales[lang] = pack.antd;
  document.documentElement.lang = htmlLangs[lang];
  await i18next.use(initReactI18next).init({
    lng: lang,
    // Every language has every key (the type checks it), so nothing falls back.
    fallbackLng: false,
    resources: { [lang]: { translation: pack.strings } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
}
