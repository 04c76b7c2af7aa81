import i18next from 'i18next';
import { initReactI18next } from 'react-i18next';
import type { Locale } from 'antd/es/locale';
import antdEnglish from 'antd/locale/en_US';
import antdChinese from 'antd/locale/zh_CN';
import antdSpanish from 'antd/locale/es_ES';
import dayjs from 'dayjs';
import 'dayjs/locale/zh-cn';
import 'dayjs/locale/es';
import type { TLang } from '@sunfleet/contract/lang';
import { en } from './en.ts';
import { zh } from './zh.ts';
import { es } from './es.ts';

export const antdLocales: Record<TLang, Locale> = { en: antdEnglish, zh: antdChinese, es: antdSpanish };
const dayjsLocales: Record<TLang, string> = { en: 'en', zh: 'zh-cn', es: 'es' };
const htmlLangs: Record<TLang, string> = { en: 'en', zh: 'zh-CN', es: 'es' };

/** Starts i18next in the stored language; a language change reloads the page (spec section 1). */
export async function startI18n(lang: TLang) {
  dayjs.locale(dayjsLocales[lang]);
  document.documentElement.lang = htmlLangs[lang];
  await i18next.use(initReactI18next).init({
    lng: lang,
    fallbackLng: 'en',
    resources: { en: { translation: en }, zh: { translation: zh }, es: { translation: es } },
    interpolation: { escapeValue: false },
    showSupportNotice: false,
  });
}
