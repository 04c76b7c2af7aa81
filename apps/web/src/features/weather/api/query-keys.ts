import { plantKeys } from '@/features/plants/api/query-keys';

/**
 * Every query key of the weather feature, from one factory: `stations` holds the station list and
 * its counts, `station(sn)` one station's views; a plant's weather sits under the plant's key.
 */
export const weatherKeys = {
  stations: ['weatherStations'] as const,
  stationList: (query: object) => [...weatherKeys.stations, query] as const,
  stationCounts: () => [...weatherKeys.stations, 'count'] as const,
  station: (sn: string) => ['weatherStation', sn] as const,
  stationInfo: (sn: string) => [...weatherKeys.station(sn), 'info'] as const,
  stationRealtime: (sn: string) => [...weatherKeys.station(sn), 'realtime'] as const,
  stationDay: (sn: string, date: string) => [...weatherKeys.station(sn), 'day', date] as const,
  plantWeather: (plantId: string) => [...plantKeys.detail(plantId), 'weather'] as const,
  forecast: (plantId: string) => [...plantKeys.detail(plantId), 'forecast'] as const,
};
