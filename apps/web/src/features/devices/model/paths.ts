/** The battery detail page of an SN. */
export const batteryPath = (sn: string) => `/device/battery/${encodeURIComponent(sn)}`;
