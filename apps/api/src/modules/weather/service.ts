import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import type {
  TWeatherAuthInput,
  TWeatherAuthState,
  TWeatherForecast,
  TWeatherStationProduct,
} from '@sunfleet/contract/weather';
import type { TPlantRow } from '@sunfleet/db/telemetry-schema';
import { shippedDictionaries } from '@sunfleet/protocols/dictionaries/catalog';
import type { WeatherProvider } from '../../adapters/weather-provider.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError } from '../../plugins/envelope.ts';
import type { WeatherRepository } from './repository.ts';

/**
 * The provider's weather at a plant, with the key of the plant's company when it saved one, and
 * saving that key. The weather station models the portal reads come from the shipped dictionaries.
 */
export function createWeatherService({
  weather,
  provider,
}: {
  weather: WeatherRepository;
  provider: WeatherProvider;
}) {
  return {
    async forecast(plant: TPlantRow): Promise<TWeatherForecast> {
      if (plant.latitude === null || plant.longitude === null)
        return { available: false, provider: 'open-meteo', reason: 'noLocation' };
      return provider.forecast({
        latitude: plant.latitude,
        longitude: plant.longitude,
        timeZone: plant.timeZone,
        apiKey: await weather.apiKey(plant.companyId, 'open-meteo'),
      });
    },

    /** A company's staff save their company's key; nobody else has one to save. */
    async saveAuth(caller: TPrincipal, input: TWeatherAuthInput): Promise<TWeatherAuthState> {
      if (caller.kind !== 'company' || !caller.companyId) throw new AppError(ErrorCode.noPermission);
      return weather.saveApiKey(caller.companyId, caller.userId, input.provider, input.apiKey);
    },

    products(lang: TLang): TWeatherStationProduct[] {
      return shippedDictionaries
        .filter((dictionary) => dictionary.kind === 'weatherStation')
        .map((dictionary) => ({
          dictionaryId: dictionary.id,
          brand: dictionary.brand ?? '',
          model: dictionary.model,
          measurements: dictionary.entries
            .filter((entry) => entry.unit !== '')
            .map((entry) => ({
              key: entry.key,
              name: entry.names[lang] ?? entry.names.en,
              unit: entry.unit,
            })),
        }));
    },
  };
}
export type WeatherService = ReturnType<typeof createWeatherService>;
