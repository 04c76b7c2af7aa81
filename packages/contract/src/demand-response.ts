import { z } from 'zod';
import type { TLang } from './lang.ts';
import type { TPlantRole } from './plants.ts';
import {
  decimalInRange,
  integerInRange,
  plainText,
  ZEmail,
  ZSourceAccount,
  utilityAccountNumber,
} from './validators.ts';

/**
 * Demand-response enrolment (spec sections 3, 4, 5, 7 "Demand response"; issue 23; ADR 0048):
 * the four battery programmes, the enrolment form's rules and the states an enrolment moves
 * through. OpenADR 3 leaves enrolment to the implementer, so the states are Sunfleet's own.
 */

export const drProgramIds = [
  'capelightcompact-bat',
  'eversource-bat',
  'nationalgrid-ne-bat',
  'ri-energy-bat',
] as const;
export const ZDrProgramId = z.enum(drProgramIds);
export type TDrProgramId = z.infer<typeof ZDrProgramId>;

export const isDrProgramId = (value: string): value is TDrProgramId =>
  (drProgramIds as readonly string[]).includes(value);

/**
 * What a programme promises and asks, from the programme administrators' published pages
 * (../shared/research/demand-response.md §C, next-wave.md §B4, read 2026). Rates change year to
 * year: `rateSource` says where each figure comes from, so the terms PDF and the page can cite it.
 */
export type TDrProgram = {
  id: TDrProgramId;
  name: string;
  administrator: string;
  /** ISO 3166-2 subdivision the programme serves. */
  region: 'US-MA' | 'US-RI';
  timeZone: string;
  /** Season as month-day, inclusive. */
  season: { start: string; end: string };
  /** Event window, local time (HH:mm). */
  window: { start: string; end: string };
  events: { min: number; max: number };
  maxEventHours: number;
  /** US dollars per average kW delivered over all event hours of a season. */
  ratePerKw: number;
  rateLockSummers: number;
  rateSource: string;
  /** No event is called when severe weather is forecast, so the battery stays charged. */
  stormRule: boolean;
  /** A battery without PV may take part, but only discharges to the home's load. */
  batteryWithoutPv: string;
  sourceUrl: string;
};

const connectedSolutions = {
  timeZone: 'America/New_York',
  season: { start: '06-01', end: '09-30' },
  window: { start: '15:00', end: '20:00' },
  events: { min: 0, max: 60 },
  maxEventHours: 3,
  rateLockSummers: 5,
  stormRule: true,
  batteryWithoutPv: 'may take part but cannot export; discharge is limited to the home load',
} as const;

export const drPrograms: readonly TDrProgram[] = [
  {
    ...connectedSolutions,
    id: 'capelightcompact-bat',
    name: 'Cape Light Compact ConnectedSolutions (batteries)',
    administrator: 'Cape Light Compact',
    region: 'US-MA',
    events: { min: 30, max: 60 },
    ratePerKw: 275,
    rateSource: 'capelightcompact.org/enrollmybattery; Tesla 2025 ConnectedSolutions table',
    sourceUrl: 'https://www.capelightcompact.org/enrollmybattery',
  },
  {
    ...connectedSolutions,
    id: 'eversource-bat',
    name: 'Eversource ConnectedSolutions (batteries, Massachusetts)',
    administrator: 'Eversource',
    region: 'US-MA',
    ratePerKw: 275,
    rateSource: 'Tesla 2025 ConnectedSolutions table (Mass Save page still shows $225)',
    sourceUrl: 'https://www.masssave.com/en/saving/residential-rebates/connectedsolutions-batteries',
  },
  {
    ...connectedSolutions,
    id: 'nationalgrid-ne-bat',
    name: 'National Grid ConnectedSolutions (batteries, Massachusetts)',
    administrator: 'National Grid',
    region: 'US-MA',
    ratePerKw: 275,
    rateSource: 'nationalgridus.com MA battery programme ("per kW performed per summer")',
    sourceUrl: 'https://www.nationalgridus.com/MA-Home/Connected-Solutions/BatteryProgram',
  },
  {
    ...connectedSolutions,
    id: 'ri-energy-bat',
    name: 'Rhode Island Energy ConnectedSolutions (batteries)',
    administrator: 'Rhode Island Energy',
    region: 'US-RI',
    ratePerKw: 225,
    rateSource: 'rienergy.com battery programme; Tesla 2025 table (Enphase still shows $400)',
    sourceUrl: 'https://www.rienergy.com/site/ways-to-save/connectedsolutions/battery-program',
  },
];

export function drProgram(id: TDrProgramId): TDrProgram {
  return drPrograms.find((program) => program.id === id)!;
}

/** Where a programme's terms are served (only for the four ids; anything else is 404). */
export const drTermsUrl = (id: TDrProgramId) => `/assets/vpp/${id}.pdf`;

// --- States and actions ---------------------------------------------------------------------

export const drEnrollmentStates = ['invited', 'pending', 'accepted', 'rejected', 'unenrolled'] as const;
export const ZDrEnrollmentState = z.enum(drEnrollmentStates);
export type TDrEnrollmentState = z.infer<typeof ZDrEnrollmentState>;

/** States whose devices count as enrolled (a serial is in at most one of them). */
export const drLiveStates: readonly TDrEnrollmentState[] = ['invited', 'pending', 'accepted'];

/**
 * The spec's actions (join in, reject, opt in, opt out, unenroll, quit) plus `approve`, the
 * programme's answer to an application, which the spec's screens do not show (ADR 0048).
 */
export const drActions = ['join_in', 'reject', 'approve', 'opt_in', 'opt_out', 'unenroll', 'quit'] as const;
export const ZDrAction = z.enum(drActions);
export type TDrAction = z.infer<typeof ZDrAction>;

/** History rows also record how an enrolment began and its device changes. */
export type TDrHistoryAction = TDrAction | 'invite' | 'apply' | 'add_device' | 'remove_device';

/** Who takes an action: the customer (the owner, or the installer on their behalf) or the programme. */
export type TDrSide = 'customer' | 'programme';

type TTransition = { from: TDrEnrollmentState; action: TDrAction; to: TDrEnrollmentState; side: TDrSide };

/**
 * The whole state machine. Opt out and opt in keep an accepted enrolment accepted and toggle
 * whether events are dispatched to it (`optedOut`); the research found customers may opt out of
 * events at any time, paid on what they deliver.
 */
export const drTransitions: readonly TTransition[] = [
  { from: 'invited', action: 'join_in', to: 'pending', side: 'customer' },
  { from: 'invited', action: 'reject', to: 'rejected', side: 'customer' },
  { from: 'pending', action: 'approve', to: 'accepted', side: 'programme' },
  { from: 'pending', action: 'reject', to: 'rejected', side: 'programme' },
  { from: 'pending', action: 'quit', to: 'unenrolled', side: 'customer' },
  { from: 'accepted', action: 'opt_out', to: 'accepted', side: 'customer' },
  { from: 'accepted', action: 'opt_in', to: 'accepted', side: 'customer' },
  { from: 'accepted', action: 'unenroll', to: 'unenrolled', side: 'customer' },
];

export type TDrEnrollmentStatus = { state: TDrEnrollmentState; optedOut: boolean };

/** The transition an action takes from a status, or undefined when the status does not allow it. */
export function drTransition(status: TDrEnrollmentStatus, action: TDrAction): TTransition | undefined {
  const transition = drTransitions.find((t) => t.from === status.state && t.action === action);
  if (!transition) return undefined;
  if (action === 'opt_out' && status.optedOut) return undefined;
  if (action === 'opt_in' && !status.optedOut) return undefined;
  return transition;
}

/** Who may act for each side, by relation to the plant (spec section 6; issue 23 item 5). */
export function drSides(relation: TPlantRole): ReadonlySet<TDrSide> {
  switch (relation) {
    case 'owner':
    case 'company':
      return new Set(['customer']);
    case 'platform':
      // The platform runs the fleet's VEN and relays the programme's answer.
      return new Set(['customer', 'programme']);
    case 'manager':
    case 'visitor':
    case 'customer':
    case 'principal':
      // Shares, the customer a plant is built for and a principal company only look (issue 23 item 5).
      return new Set();
  }
}

/** May this relation create an enrolment for the plant or change its devices? */
export const mayEnrol = (relation: TPlantRole) => drSides(relation).has('customer');

/** The actions a relation may take on an enrolment now (what the page offers). */
export function drAvailableActions(status: TDrEnrollmentStatus, relation: TPlantRole): TDrAction[] {
  const sides = drSides(relation);
  return drActions.filter((action) => {
    const transition = drTransition(status, action);
    return transition !== undefined && sides.has(transition.side);
  });
}

/** An enrolment made by the owner starts as an application; one made for them, as an invitation. */
export const drInitialState = (relation: TPlantRole): TDrEnrollmentState =>
  relation === 'owner' ? 'pending' : 'invited';

// --- Input ----------------------------------------------------------------------------------

export const ZDrAddress = z.object({
  country: plainText(64, { required: true }),
  region: plainText(64, { required: true }),
  locality: plainText(64, { required: true }),
  extendedAddress: plainText(128).default(''),
  streetAddress: plainText(128, { required: true }),
  postalCode: plainText(16, { required: true }),
});
export type TDrAddress = z.infer<typeof ZDrAddress>;

const isoDate = z.string().refine((v) => /^\d{4}-\d{2}-\d{2}$/.test(v) && !Number.isNaN(Date.parse(v)), {
  message: 'date',
});

export const ZDrDevice = z.object({
  sn: plainText(64, { required: true }),
  manufacturer: plainText(64, { required: true }),
  model: plainText(64, { required: true }),
  installDate: isoDate,
  chargeKw: decimalInRange(0, 10000, 2),
  dischargeKw: decimalInRange(0, 10000, 2),
  storageKwh: decimalInRange(0, 100000, 2),
});
export type TDrDevice = z.infer<typeof ZDrDevice>;
export type TDrDeviceInput = z.input<typeof ZDrDevice>;

/** Serial numbers may not repeat within one list (spec section 5). */
function serialsUnique(devices: readonly { sn: string }[], ctx: z.RefinementCtx, path: string[]) {
  const seen = new Set<string>();
  devices.forEach((device, index) => {
    if (seen.has(device.sn))
      ctx.addIssue({ code: 'custom', message: 'serialRepeated', path: [...path, index, 'sn'] });
    seen.add(device.sn);
  });
}

const ZDrDevices = z
  .array(ZDrDevice)
  .refine((list) => list.length >= 1, { message: 'minItems', params: { min: 1 } })
  .refine((list) => list.length <= 50, { message: 'maxItems', params: { max: 50 } })
  .superRefine((list, ctx) => serialsUnique(list, ctx, []));

/** `POST /oadr/enrollment`: the enrolment form, its utility-account limit in the reader's language. */
export function drEnrollmentInput(lang: TLang) {
  return z.object({
    programId: ZDrProgramId,
    plantId: z.uuid(),
    sourceAccount: ZSourceAccount,
    utilityAccount: utilityAccountNumber(lang),
    firstName: plainText(40, { required: true }),
    lastName: plainText(40, { required: true }),
    email: ZEmail,
    serviceAddress: ZDrAddress,
    mailingAddress: ZDrAddress,
    devices: ZDrDevices,
    participationLevel: integerInRange(1, 100).default(100),
    termsAccepted: z.literal(true, { message: 'terms' }),
  });
}
export type TDrEnrollmentInput = z.infer<ReturnType<typeof drEnrollmentInput>>;
export type TDrEnrollmentForm = z.input<ReturnType<typeof drEnrollmentInput>>;

/** `POST /oadr/enrollment/{id}/devices`: devices added to an enrolment. */
export const ZDrDevicesInput = z.object({ devices: ZDrDevices });

/** `POST /oadr/enrollment/{id}/state`: one action of the state machine, with a note for the history. */
export const ZDrActionInput = z.object({ action: ZDrAction, note: plainText(200).default('') });

// --- Replies --------------------------------------------------------------------------------

export const ZDrEnrollmentDevice = z.object({
  sn: z.string(),
  deviceId: z.string().nullable(),
  manufacturer: z.string(),
  model: z.string(),
  installDate: z.string(),
  chargeKw: z.number(),
  dischargeKw: z.number(),
  storageKwh: z.number(),
});
export type TDrEnrollmentDevice = z.infer<typeof ZDrEnrollmentDevice>;

export const ZDrHistoryEntry = z.object({
  fromState: ZDrEnrollmentState.nullable(),
  toState: ZDrEnrollmentState,
  action: z.string(),
  /** Name or account of who acted; null once the user is gone. */
  actor: z.string().nullable(),
  at: z.string(),
  note: z.string(),
});
export type TDrHistoryEntry = z.infer<typeof ZDrHistoryEntry>;

export const ZDrEnrollment = z.object({
  id: z.string(),
  programId: ZDrProgramId,
  plantId: z.string(),
  plantName: z.string(),
  state: ZDrEnrollmentState,
  optedOut: z.boolean(),
  participationLevel: z.number().int(),
  sourceAccount: z.string(),
  utilityAccount: z.string(),
  firstName: z.string(),
  lastName: z.string(),
  email: z.string(),
  serviceAddress: ZDrAddress,
  mailingAddress: ZDrAddress,
  devices: z.array(ZDrEnrollmentDevice),
  /** What the caller may do now (buttons), from `drAvailableActions`. */
  actions: z.array(ZDrAction),
  /** May the caller add or remove devices? */
  mayEditDevices: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type TDrEnrollment = z.infer<typeof ZDrEnrollment>;

export const ZDrEnrollmentDetail = ZDrEnrollment.extend({ history: z.array(ZDrHistoryEntry) });
export type TDrEnrollmentDetail = z.infer<typeof ZDrEnrollmentDetail>;

/** `GET /oadr/listProgram`: the catalogue with each programme's terms link. */
export const ZDrProgramItem = z.object({
  id: ZDrProgramId,
  name: z.string(),
  administrator: z.string(),
  region: z.string(),
  timeZone: z.string(),
  season: z.object({ start: z.string(), end: z.string() }),
  window: z.object({ start: z.string(), end: z.string() }),
  events: z.object({ min: z.number(), max: z.number() }),
  maxEventHours: z.number(),
  ratePerKw: z.number(),
  rateLockSummers: z.number(),
  rateSource: z.string(),
  stormRule: z.boolean(),
  batteryWithoutPv: z.string(),
  sourceUrl: z.string(),
  termsUrl: z.string(),
});

/** `GET /oadr/userStationList/{id}`: a plant the user may see, with whether they may enrol it. */
export const ZDrStation = z.object({
  id: z.string(),
  name: z.string(),
  timeZone: z.string(),
  mayEnrol: z.boolean(),
});

/** `GET /oadr/stationMasterDevice/{stationId}`: the plant's master battery device, if any. */
export const ZDrMasterDevice = z
  .object({
    sn: z.string(),
    deviceId: z.string(),
    kind: z.string(),
    manufacturer: z.string(),
    model: z.string(),
    installDate: z.string().nullable(),
    chargeKw: z.number().nullable(),
    dischargeKw: z.number().nullable(),
    storageKwh: z.number().nullable(),
  })
  .nullable();
export type TDrMasterDevice = z.infer<typeof ZDrMasterDevice>;
