import { readFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { TDeviceInfo } from '@sunfleet/contract/fleet-devices';
import type { TPage } from '@sunfleet/contract/paging';
import type { TStatusCounts } from '@sunfleet/contract/plants';
import type {
  TPlantWeather,
  TWeatherAuthState,
  TWeatherForecast,
  TWeatherStationListItem,
  TWeatherStationProduct,
} from '@sunfleet/contract/weather';
import { weatherProviderCredentials } from '@sunfleet/db/telemetry-schema';
import { sunfleetWeather } from '@sunfleet/protocols/dictionaries/sunfleet-weather';
import { createTestApp, envelopeOf, type TestApp } from '../../testing.ts';
import { createDeviceCast, createReportingDevice } from '../devices/fleet-testing.ts';

const recordedReply = readFileSync(
  new URL('../../adapters/fixtures/open-meteo-forecast.json', import.meta.url),
  'utf8',
);

/** A stand-in for Open-Meteo on this machine: it serves the recorded reply and notes each request. */
function startProvider(status = 200, body = recordedReply) {
  const requests: URL[] = [];
  const server = createServer((request, response) => {
    requests.push(new URL(request.url ?? '/', 'http://provider'));
    response.writeHead(status, { 'content-type': 'application/json' }).end(body);
  });
  return new Promise<{ server: Server; url: string; requests: URL[] }>((resolve) =>
    server.listen(0, '127.0.0.1', () =>
      resolve({ server, url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, requests }),
    ),
  );
}

describe('weather stations and the forecast', () => {
  let t: TestApp;
  let provider: Awaited<ReturnType<typeof startProvider>>;
  let customerProvider: Awaited<ReturnType<typeof startProvider>>;
  let cast: Awaited<ReturnType<typeof createDeviceCast>>;
  let station: { id: string; sn: string };

  beforeAll(async () => {
    provider = await startProvider();
    customerProvider = await startProvider();
    t = await createTestApp({
      weather: { apiUrl: provider.url, customerApiUrl: customerProvider.url, timeoutMs: 2000 },
    });
    cast = await createDeviceCast(t);
    station = await createReportingDevice(
      t,
      cast,
      sunfleetWeather,
      { irradiance: 812, moduleTemperature: 41.5, ambientTemperature: 22.5, windSpeed: 3.4 },
      { irradiance: 812, moduleTemperature: 41.5, ambientTemperature: 22.5, windSpeed: 3.4 },
    );
  }, 60_000);
  afterAll(async () => {
    await t.close();
    provider.server.close();
    customerProvider.server.close();
  });

  const get = <T>(url: string, headers = cast.installer) =>
    t.app.inject({ url: `/api/v1${url}`, headers }).then((reply) => envelopeOf<T>(reply));
  const post = <T>(url: string, payload: object, headers = cast.installer) =>
    t.app
      .inject({ method: 'POST', url: `/api/v1${url}`, headers, payload })
      .then((reply) => envelopeOf<T>(reply));

  it('lists, counts and shows a weather station to those who see its plant only', async () => {
    const list = await get<TPage<TWeatherStationListItem>>('/meteorological');
    expect(list.data.infos).toEqual([
      expect.objectContaining({ sn: station.sn, irradiance: 812, moduleTemperature: 41.5, windSpeed: 3.4 }),
    ]);
    expect((await get<TStatusCounts>('/meteorological/status/count')).data).toMatchObject({
      all: 1,
      normal: 1,
    });
    const realtime = await get<TPlantWeather>(`/meteorological/${station.sn}/realtime`);
    expect(realtime.data).toMatchObject({ sn: station.sn, irradiance: 812, ambientTemperature: 22.5 });
    const info = await get<TDeviceInfo>(`/getWeatherStationInfo?sn=${station.sn}`);
    expect(info.data).toMatchObject({ sn: station.sn, model: 'Reference weather station' });
    expect((await get(`/meteorological/${station.sn}/day?date=2026-04-02`)).code).toBe(0);
    expect((await get(`/meteorological/${station.sn}/realtime`, cast.visitor)).code).toBe(0);

    for (const url of [
      `/meteorological/${station.sn}/realtime`,
      `/meteorological/${station.sn}/day?date=2026-04-02`,
      `/getWeatherStationInfo?sn=${station.sn}`,
    ]) {
      expect((await get(url, cast.outsider)).code, url).toBe(3);
    }
    expect((await get<TPage<unknown>>('/meteorological', cast.outsider)).data.total).toBe(0);
    expect((await post(`/meteorological/${station.sn}/alias`, { alias: 'x' }, cast.outsider)).code).toBe(3);
    expect((await post(`/meteorological/${station.sn}/delete`, {}, cast.outsider)).code).toBe(3);
  });

  it('names a station within 32 bytes for who may edit the plant', async () => {
    expect((await post(`/meteorological/${station.sn}/alias`, { alias: 'Roof sensor' })).code).toBe(0);
    expect((await get<TDeviceInfo>(`/getWeatherStationInfo?sn=${station.sn}`)).data.alias).toBe(
      'Roof sensor',
    );
    const tooLong = await post(`/meteorological/${station.sn}/alias`, { alias: '日'.repeat(11) });
    expect(tooLong.code).toBe(4);
    expect((await post(`/meteorological/${station.sn}/alias`, { alias: 'Mine' }, cast.visitor)).code).toBe(2);
  });

  it('lists the weather station models with what they measure', async () => {
    const products = await get<TWeatherStationProduct[]>('/getWeatherStationProduct?lan=es');
    expect(products.data.map((product) => product.dictionaryId)).toEqual(['sunfleet_weather']);
    expect(products.data[0]?.measurements).toContainEqual({
      key: 'irradiance',
      name: 'Irradiancia',
      unit: 'W/m²',
    });
  });

  it("reads the provider's forecast at the plant's location, in m/s and kWh/m²", async () => {
    const forecast = await get<TWeatherForecast>(`/weather?plantId=${cast.plant.id}`);
    expect(forecast.data).toMatchObject({
      available: true,
      now: { temperature: 13.4, windSpeed: 3.2, irradiance: 412, weatherCode: 2 },
    });
    if (!forecast.data.available) throw new Error('unavailable');
    expect(forecast.data.days).toHaveLength(7);
    expect(forecast.data.days[0]).toEqual({
      date: '2026-11-25',
      weatherCode: 2,
      temperatureMax: 14.1,
      temperatureMin: 4.2,
      precipitation: 0,
      irradiation: 2.73,
    });
    const asked = provider.requests.at(-1);
    expect(asked?.pathname).toBe('/v1/forecast');
    expect(asked?.searchParams.get('latitude')).toBe('40.4168');
    expect(asked?.searchParams.get('timezone')).toBe('Europe/Madrid');
    expect(asked?.searchParams.get('wind_speed_unit')).toBe('ms');
    expect(asked?.searchParams.has('apikey')).toBe(false);
    expect((await get(`/weather?plantId=${cast.plant.id}`, cast.outsider)).code).toBe(700);
  });

  it("saves the company's key without ever sending it back, and asks the commercial host with it", async () => {
    const saved = await post<TWeatherAuthState>('/saveAuthInfo', {
      provider: 'open-meteo',
      apiKey: 'k-123secret',
    });
    expect(saved.code).toBe(0);
    expect(saved.data).toMatchObject({ provider: 'open-meteo', hasKey: true });
    expect(JSON.stringify(saved)).not.toContain('k-123secret');
    const [row] = await t.database.db.select().from(weatherProviderCredentials);
    expect(row).toMatchObject({ companyId: cast.company.id, apiKey: 'k-123secret' });

    await get(`/weather?plantId=${cast.plant.id}`);
    expect(customerProvider.requests.at(-1)?.searchParams.get('apikey')).toBe('k-123secret');
    expect((await post('/saveAuthInfo', { apiKey: 'x' }, cast.visitor)).code).toBe(2);
    expect((await post('/saveAuthInfo', { apiKey: 'with space' })).code).toBe(4);
    expect((await post('/saveAuthInfo', { provider: 'other', apiKey: 'abc' })).code).toBe(4);
  });
});

describe('the forecast when the provider is unavailable', () => {
  it.each([
    ['unreachable', 'http://127.0.0.1:9', undefined],
    ['refused', undefined, 401],
    ['badReply', undefined, 200],
  ] as const)(
    'answers available: false with the reason %s',
    async (reason, url, status) => {
      const provider = await startProvider(
        status ?? 200,
        status === 200 ? '{"unexpected":true}' : '{"error":true}',
      );
      const base = url ?? provider.url;
      const t = await createTestApp({ weather: { apiUrl: base, customerApiUrl: base, timeoutMs: 2000 } });
      try {
        const cast = await createDeviceCast(t);
        const reply = envelopeOf<TWeatherForecast>(
          await t.app.inject({ url: `/api/v1/weather?plantId=${cast.plant.id}`, headers: cast.installer }),
        );
        expect(reply).toMatchObject({ code: 0, data: { available: false, reason } });
      } finally {
        await t.close();
        provider.server.close();
      }
    },
    60_000,
  );
});
