import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import type { TLang } from '@sunfleet/contract/lang';
import type { TUiStrings } from './en.ts';

const htmlLangs: Record<TLang, string> = { en: 'en', zh: 'zh-CN', es: 'es' };

/** Dates in `locale`; dayjs loads here, so English start-up (dayjs's default) does without it. */
async function loadDayjsLocale(locale: 'zh-cn' | 'es') {
  const [{ default: dayjs }] = await Promise.all([
    import('dayjs'),
    locale === 'zh-cn' ? import('dayjs/locale/zh-cn') : import('dayjs/locale/es'),
  ]);
  dayjs.locale(locale);
}

/**
 * Everything one language needs. Only the stored language is loaded (a change reloads the page,
 * spec section 1), so the first screen does not carry the other two.
 */
const languagePacks: Record<TLang, () => Promise<{ strings: TUiStrings; antd?: Locale }>> = {
  // antd and dayjs speak English unless told otherwise, so English loads only its strings.
  en: async () => ({ strings: (await import('./en.ts')).en }),
  zh: async () => {
    const [{ zh }, antd] = await Promise.all([
      import('./zh.ts'),
      import('antd/locale/zh_CN'),
      loadDayjsLocale('zh-cn'),
    ]);
    return { strings: zh, antd: antd.default };
  },
  es: async () => {
    const [{ es }, antd] = await Promise.all([
      import('./es.ts'),
      import('antd/locale/es_ES'),
      loadDayjsLocale('es'),
    ]);
    return { strings: es, antd: antd.default };
  },
};

/** antd's texts of the started language (set by `startI18n`); none for English, antd's own. */
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
