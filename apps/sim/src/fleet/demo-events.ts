import { demoFleet, type TFleet } from '@sunfleet/contract/demo-fleet';
import { localTimeIn } from '../physics/local-time.ts';

/**
 * What goes wrong in the demo fleet over a day, so the alarm workflow can be seen: each entry is
 * raised through the simulator's fault injection (an alarm bit in the device's registers, or the
 * gateway losing its network) and cleared again, and Sunfleet sees it the way it sees hardware —
 * the ingest opens and closes the events from the uploaded frames and the gateway's status.
 */
export type DemoIncident = {
  /** Gateway of the plant (its local time schedules the incident). */
  gatewaySn: string;
  /** The device whose alarm is raised; absent: the gateway loses its network. */
  deviceSn?: string;
  /** Alarm code in the device's dictionary. */
  code?: string;
  /** Local time of day it starts, in hours (12.5 = 12:30). */
  localHour: number;
  minutes: number;
};

const deviceOf = (gatewaySn: string, kind: string) => {
  const plant = demoFleet.plants.find((candidate) => candidate.gateway.sn === gatewaySn);
  const device = plant?.gateway.devices.find((candidate) => candidate.kind.startsWith(kind));
  if (!device) throw new Error(`demo fleet: no ${kind} behind ${gatewaySn}`);
  return device.sn;
};

/** The demo's daily incidents, by each plant's local time. */
export const demoIncidents: DemoIncident[] = [
  // Sunny Balcony Flat: the micro inverter warns of grid over-voltage around noon (M01).
  {
    gatewaySn: 'SFGW25010044',
    deviceSn: deviceOf('SFGW25010044', 'inverter'),
    code: 'M01',
    localHour: 12,
    minutes: 25,
  },
  // Riverside Warehouse: a string fault (PV input current unbalanced, ID10) mid-morning.
  {
    gatewaySn: 'SFGW22060033',
    deviceSn: deviceOf('SFGW22060033', 'inverter'),
    code: 'ID10',
    localHour: 10.5,
    minutes: 20,
  },
  // Harbour View Residence: the battery warms up while charging after lunch (B03).
  {
    gatewaySn: 'SFGW24020022',
    deviceSn: deviceOf('SFGW24020022', 'battery'),
    code: 'B03',
    localHour: 14,
    minutes: 30,
  },
  // Lakeside School: the gateway's network drops for 20 minutes in the afternoon.
  { gatewaySn: 'SFGW23090055', localHour: 15, minutes: 20 },
];

/**
 * The incident right after a start, so someone opening the demo sees an alarm open and close in
 * its first minutes: Sunny Balcony's grid over-voltage warning from 45 s to 2 min 45 s. Sunfleet
 * sees it with the next upload (once a minute by default, on the start and every minute after
 * it): open at 1 min, cleared at 3 min — what the README promises.
 */
export const firstDemoIncident = {
  gatewaySn: 'SFGW25010044',
  deviceSn: deviceOf('SFGW25010044', 'inverter'),
  code: 'M01',
  afterMs: 45_000,
  forMs: 120_000,
};

const dayHours = 24;

/**
 * Whether a daily incident is on at an instant, and for how many more milliseconds (the plant's
 * local time of day within [localHour, localHour + minutes)).
 */
export function incidentRemainingMs(
  incident: DemoIncident,
  timeZone: string,
  at: number,
  toLocal = localTimeIn(timeZone),
): number {
  const { hour } = toLocal(new Date(at));
  const since = (((hour - incident.localHour) % dayHours) + dayHours) % dayHours;
  const remaining = incident.minutes / 60 - since;
  return remaining > 0 ? Math.round(remaining * 3_600_000) : 0;
}

/** The incidents whose gateway is in the fleet, with its plant's time zone. */
export function incidentsOf(fleet: TFleet): (DemoIncident & { timeZone: string })[] {
  return demoIncidents.flatMap((incident) => {
    const plant = fleet.plants.find((candidate) => candidate.gateway.sn === incident.gatewaySn);
    return plant ? [{ ...incident, timeZone: plant.timeZone }] : [];
  });
}
