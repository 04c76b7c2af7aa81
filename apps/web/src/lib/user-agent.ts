/** Browsers by the token that names them, most specific first (Edge and Opera also say Chrome). */
const browsers: [RegExp, string][] = [
  [/Edg(?:e|A|iOS)?\/(\d+)/, 'Edge'],
  [/OPR\/(\d+)/, 'Opera'],
  [/SamsungBrowser\/(\d+)/, 'Samsung Internet'],
  [/(?:Firefox|FxiOS)\/(\d+)/, 'Firefox'],
  [/(?:Chrome|CriOS)\/(\d+)/, 'Chrome'],
  [/Version\/(\d+).*Safari\//, 'Safari'],
];
const systems: [RegExp, string][] = [
  [/iPhone/, 'iPhone'],
  [/iPad/, 'iPad'],
  [/Android/, 'Android'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/CrOS/, 'ChromeOS'],
  [/Linux/, 'Linux'],
];

/**
 * A browser's User-Agent as a person reads it ("Firefox 133", "Linux"), for the screen that
 * approves a scan-code sign-in; the raw text when nothing is recognised, empty when there is none.
 */
export function describeBrowser(userAgent: string): { browser: string; system: string } {
  const browserMatch = browsers.find(([pattern]) => pattern.test(userAgent));
  const version = browserMatch ? browserMatch[0].exec(userAgent)?.[1] : undefined;
  const browser = browserMatch ? `${browserMatch[1]}${version ? ` ${version}` : ''}` : userAgent.slice(0, 80);
  const system = systems.find(([pattern]) => pattern.test(userAgent))?.[1] ?? '';
  return { browser, system };
}
