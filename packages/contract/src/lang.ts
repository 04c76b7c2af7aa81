/** The three languages of the portal. The spec stores `cn` for Chinese in places; it maps to `zh`. */
export const languages = ['en', 'zh', 'es'] as const;
export type TLang = (typeof languages)[number];

export const defaultLang: TLang = 'en';

export const languageNames: Record<TLang, string> = { en: 'English', zh: '中文', es: 'Español' };

/** Reads a language code from any source (query `lan`, stored `lang`, Accept-Language); unknown → default. */
export function parseLang(value: string | null | undefined): TLang {
  const code = (value ?? '').trim().toLowerCase().slice(0, 2);
  if (code === 'cn' || code === 'zh') return 'zh';
  if (code === 'es') return 'es';
  return code === 'en' ? 'en' : defaultLang;
}

export type TLocalized = Record<TLang, string>;

/** Fills `{name}` placeholders of a localized template. */
export function fillTemplate(template: string, params: Record<string, string | number> = {}): string {
  return template.replace(/\{(\w+)\}/g, (whole, name: string) =>
    name in params ? String(params[name]) : whole,
  );
}
