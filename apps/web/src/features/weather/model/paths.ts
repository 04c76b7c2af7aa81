/** The weather station detail page of an SN. */
export const weatherStationPath = (sn: string) => `/device/weather/${encodeURIComponent(sn)}`;
