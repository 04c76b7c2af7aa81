import { useTranslation } from 'react-i18next';
import type { TWeatherStationListItem } from '@sunfleet/contract/weather';
import { FleetDeviceList, withUnit } from '@/components/fleet-device-list';
import { useDeleteWeatherStation } from '../api/delete-weather-station.ts';
import { useWeatherStationCounts } from '../api/get-weather-station-counts.ts';
import { useWeatherStations } from '../api/get-weather-stations.ts';
import { weatherStationPath } from '../model/paths.ts';

/** `/device/weather`: every weather station the user sees, with irradiance, temperatures and wind now. */
export function WeatherStationsPage() {
  const { t } = useTranslation();
  const remove = useDeleteWeatherStation();
  return (
    <FleetDeviceList<TWeatherStationListItem>
      title={t('route.weatherStations')}
      testId="weather-station-list"
      useRows={useWeatherStations}
      useCounts={useWeatherStationCounts}
      detailPath={weatherStationPath}
      onDelete={(row) => remove.mutateAsync(row.sn)}
      readings={[
        {
          key: 'irradiance',
          title: t('devices.weather.irradiance'),
          render: (_, row) => withUnit(row.irradiance, 'W/m²', 0),
        },
        {
          key: 'module',
          title: t('devices.weather.moduleTemperature'),
          render: (_, row) => withUnit(row.moduleTemperature, '°C'),
        },
        {
          key: 'ambient',
          title: t('devices.weather.ambientTemperature'),
          render: (_, row) => withUnit(row.ambientTemperature, '°C'),
        },
        {
          key: 'wind',
          title: t('devices.weather.windSpeed'),
          render: (_, row) => withUnit(row.windSpeed, 'm/s'),
        },
      ]}
    />
  );
}
