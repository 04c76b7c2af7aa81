import { defineDictionary } from '../dictionary.ts';
import { named } from './value-names.ts';

const input = { functionCode: 4 } as const;

/**
 * Sunfleet's reference weather station: plane-of-array irradiance, module and ambient
 * temperature, wind, humidity, its clock, firmware and serial number, in input registers as
 * common Modbus irradiance sensors lay them out.
 */
export const sunfleetWeather = defineDictionary({
  id: 'sunfleet_weather',
  kind: 'weatherStation',
  brand: 'Sunfleet',
  model: 'Reference weather station',
  blocks: [{ functionCode: 4, start: 0x0000, count: 0x10 }],
  entries: [
    {
      ...input,
      key: 'irradiance',
      names: { en: 'Irradiance', zh: '辐照度', es: 'Irradiancia' },
      start: 0x0000,
      count: 1,
      dataType: 'u16',
      unit: 'W/m²',
      role: 'irradiance',
      validation: { max: 2000 },
    },
    {
      ...input,
      key: 'moduleTemperature',
      names: { en: 'Module temperature', zh: '组件温度', es: 'Temperatura del módulo' },
      start: 0x0001,
      count: 1,
      dataType: 's16',
      scale: 0.1,
      unit: '°C',
      role: 'moduleTemperature',
    },
    {
      ...input,
      key: 'ambientTemperature',
      names: { en: 'Ambient temperature', zh: '环境温度', es: 'Temperatura ambiente' },
      start: 0x0002,
      count: 1,
      dataType: 's16',
      scale: 0.1,
      unit: '°C',
      role: 'ambientTemperature',
    },
    {
      ...input,
      key: 'windSpeed',
      names: { en: 'Wind speed', zh: '风速', es: 'Velocidad del viento' },
      start: 0x0003,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: 'm/s',
      role: 'windSpeed',
    },
    {
      ...input,
      key: 'windDirection',
      names: { en: 'Wind direction', zh: '风向', es: 'Dirección del viento' },
      start: 0x0004,
      count: 1,
      dataType: 'u16',
      unit: '°',
      validation: { min: 0, max: 360 },
    },
    {
      ...input,
      key: 'humidity',
      names: { en: 'Relative humidity', zh: '相对湿度', es: 'Humedad relativa' },
      start: 0x0005,
      count: 1,
      dataType: 'u16',
      scale: 0.1,
      unit: '%',
      validation: { min: 0, max: 100 },
    },
    {
      ...input,
      key: 'dailyIrradiation',
      names: { en: 'Irradiation today', zh: '当日辐照量', es: 'Irradiación de hoy' },
      start: 0x0006,
      count: 1,
      dataType: 'u16',
      scale: 0.01,
      unit: 'kWh/m²',
    },
    {
      ...input,
      key: 'sensorStatus',
      names: { en: 'Sensor status', zh: '传感器状态', es: 'Estado del sensor' },
      start: 0x0007,
      count: 1,
      dataType: 'u16',
      role: 'deviceStatus',
      lookup: [
        { value: 0, label: { en: 'Normal', zh: '正常', es: 'Normal' } },
        { value: 1, label: { en: 'Sensor fault', zh: '传感器故障', es: 'Fallo del sensor' } },
      ],
    },
    {
      ...input,
      key: 'clock',
      names: { en: 'Station clock', zh: '设备时钟', es: 'Reloj de la estación' },
      start: 0x0008,
      count: 3,
      dataType: 'datetime',
    },
    {
      ...input,
      ...named('firmwareVersion'),
      start: 0x000b,
      count: 1,
      dataType: 'version',
      role: 'firmwareVersion',
    },
    { ...input, ...named('serialNumber'), start: 0x000c, count: 4, dataType: 'ascii', role: 'serialNumber' },
  ],
});
