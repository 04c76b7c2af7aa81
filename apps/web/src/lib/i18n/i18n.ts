import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import type { TLang } from '@sunfleet/contract/lang';
import type { TCoreStrings, TUiStrings } from './en.ts';

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
 * What one language needs before the first render: the strings of the first page and the frame
 * (its `*-core.ts`), and antd's and dayjs's texts. Only the stored language is loaded (a change
 * reloads the page, spec section 1), so the first screen does not carry the other two.
 */
const languagePacks: Record<TLang, () => Promise<{ strings: TCoreStrings; antd?: Locale }>> = {
  // antd and dayjs speak English unless told otherwise, so English loads only its strings.
  en: async () => ({ strings: (await import('./en-core.ts')).enCore }),
  zh: async () => {
    const [{ zhCore }, antd] = await Promise.all([
      import('./zh-core.ts'),
      import('antd/locale/zh_CN'),
      loadDayjsLocale('zh-cn'),
    ]);
    return { strings: zhCore, antd: antd.default };
  },
  es: async () => {
    const [{ esCore }, antd] = await Promise.all([
      import('./es-core.ts'),
      import('antd/locale/es_ES'),
      loadDayjsLocale('es'),
    ]);
    return { strings: esCore, antd: antd.default };
  },
};

/** Every string of a language, the features' namespaces with the core (about 10 KB compressed). */
const allStrings: Record<TLang, () => Promise<TUiStrings>> = {
  en: async () => (await import('./en.ts')).en,
  zh: async () => (await import('./zh.ts')).zh,
  es: async () => (await import('./es.ts')).es,
};

/** antd's texts of the started language (set by `startI18n`); none for English, antd's own. */
export const antdLocales: Partial<Record<TLang, Locale>> = {};

let startedLang: TLang | undefined;
let allStringsLoad: Promise<void> | undefined;

/** Starts i18next in the stored language; a language change reloads the page (spec section 1). */
export async function startI18n(lang: TLang) {
  const pack = await languagePacks[lang]();
  startedLang = lang;
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

/**
 * Adds the features' strings to the started language, once: every page but sign-in awaits this
 * with its own code (app/pages.ts), so no screen shows a key for want of its strings.
 */
export function loadAllUiStrings(): Promise<void> {
  const lang = startedLang;
  if (!lang) return Promise.reject(new Error('startI18n has not run'));
  allStringsLoad ??= allStrings[lang]().then((strings) => {
    i18next.addResourceBundle(lang, 'translation', strings, true, true);
  });
  return allStringsLoad;
}
