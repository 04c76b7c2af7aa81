import type { TLang } from '@sunfleet/contract/lang';

/**
 * Every query key of the plants feature, from one factory. Two roots: `all` (`['plants']`) holds the
 * fleet list and map, which a create, transfer, share or delete invalidates; `detail(id)`
 * (`['plant', id]`) is the prefix of everything shown for one plant, here and in the weather,
 * events, devices and reports features, so an edit of the plant invalidates all of them at once.
 */
export const plantKeys = {
  all: ['plants'] as const,
  list: (query: object) => [...plantKeys.all, query] as const,
  markers: (query: object) => [...plantKeys.all, 'map', query] as const,
  detail: (plantId: string) => ['plant', plantId] as const,
  shareUsers: (plantId: string) => [...plantKeys.detail(plantId), 'share-users'] as const,
  generation: (plantId: string) => [...plantKeys.detail(plantId), 'generation'] as const,
  generationBars: (plantId: string, period: object) => [...plantKeys.generation(plantId), period] as const,
  income: (plantId: string) => [...plantKeys.detail(plantId), 'income'] as const,
  energyBars: (plantId: string, period: object) => [...plantKeys.detail(plantId), 'energy', period] as const,
  powerDays: (plantId: string) => [...plantKeys.detail(plantId), 'power-day'] as const,
  powerDay: (plantId: string, date: string) => [...plantKeys.powerDays(plantId), date] as const,
  flow: (plantId: string) => [...plantKeys.detail(plantId), 'flow'] as const,
  realtime: (plantId: string) => [...plantKeys.detail(plantId), 'realtime'] as const,
  sitePreparation: () => ['site-preparation'] as const,
  currencies: (lang: TLang) => ['dict', 'currencies', lang] as const,
  timeZones: (lang: TLang) => ['dict', 'timezones', lang] as const,
};
