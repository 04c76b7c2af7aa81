import type { TDeviceKind } from '@sunfleet/protocols/dictionary';

/**
 * Where each device's detail page is: inverters and meters here, batteries and weather stations
 * in their own screens (`/device/battery/{sn}`, `/device/weather/{sn}`). Every detail page links
 * back to its plant's overview and its gateway.
 */
export function devicePath(kind: TDeviceKind, sn: string): string {
  const id = encodeURIComponent(sn);
  switch (kind) {
    case 'inverterSinglePhaseHybrid':
    case 'inverterThreePhaseHybrid':
    case 'inverterString':
    case 'inverterMicro':
      return `/device/inverter/${id}`;
    case 'meter':
      return `/device/meter/${id}`;
    case 'batteryBms':
      return `/device/battery/${id}`;
    case 'weatherStation':
      return `/device/weather/${id}`;
  }
}

/** A plant's overview; `plant` stands for its type, which the page reads from the plant. */
export const plantPath = (plantId: string) => `/plants/overview/${encodeURIComponent(plantId)}/plant`;

/** A gateway's detail page (the gateways screen). */
export const gatewayPath = (sn: string) => `/device/gateway/${encodeURIComponent(sn)}`;
