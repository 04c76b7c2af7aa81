import {
  drAvailableActions,
  drInitialState,
  drPrograms,
  drSides,
  drTermsUrl,
  drTransition,
  mayEnrol,
  type TDrAction,
  type TDrDevice,
  type TDrEnrollment,
  type TDrEnrollmentDetail,
  type TDrEnrollmentInput,
  type TDrMasterDevice,
} from '@sunfleet/contract/demand-response';
import { drLiveStates } from '@sunfleet/contract/demand-response';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import type { TPlantRole } from '@sunfleet/contract/plants';
import { firstFailure, utilityAccountNumber } from '@sunfleet/contract/validators';
import { inputMessage } from '@sunfleet/contract/messages';
import { findShippedDictionary } from '@sunfleet/protocols/dictionaries/catalog';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import type { TPlantAccess } from '../plants/service.ts';
import type { EnrolmentsRepository, TEnrollmentRecord } from './enrolments.repository.ts';

type TDeps = {
  repository: EnrolmentsRepository;
  /** The caller's role on a plant they see, or null (plants/repository.ts `findAccess`). */
  plantRole: (caller: TPrincipal, plantId: string) => Promise<TPlantRole | null>;
};

/** An enrolment the caller sees, with their role on its plant. */
type TResolved = { record: TEnrollmentRecord; role: TPlantRole };

/** Read-only accounts and roles without the enrol permission see but never change (spec sections 3, 6). */
const mayAct = (caller: TPrincipal) => !caller.readOnly && caller.permissions.has('energyhub.enroll');
const mayChange = (caller: TPrincipal, role: TPlantRole) => mayAct(caller) && mayEnrol(role);

/**
 * Demand-response enrolment (issue 23 items 1 and 5; ADR 0048): the programmes, the enrolment
 * form's rules, the state machine of the contract, and who may do what.
 */
export function createEnrolmentsService({ repository, plantRole }: TDeps) {
  async function resolve(caller: TPrincipal, id: string): Promise<TResolved> {
    const record = await repository.find(tenancyOf(caller), id);
    const role = record && (await plantRole(caller, record.plantId));
    if (!record || !role) throw new AppError(ErrorCode.drEnrollmentMissing);
    return { record, role };
  }

  /** The enrolment for changing its devices: the caller may enrol, and it is still live. */
  async function resolveForDevices(caller: TPrincipal, id: string): Promise<TResolved> {
    const resolved = await resolve(caller, id);
    if (!mayChange(caller, resolved.role)) throw new AppError(ErrorCode.noPermission);
    if (!drLiveStates.includes(resolved.record.state))
      throw new AppError(ErrorCode.drStateRefused, { state: resolved.record.state });
    return resolved;
  }

  function shape(
    caller: TPrincipal,
    { record, role }: TResolved,
    devices: TDrEnrollment['devices'],
  ): TDrEnrollment {
    const { plantName, createdBy: _createdBy, termsAcceptedAt: _terms, ...rest } = record;
    return {
      ...rest,
      plantName,
      devices,
      actions: mayAct(caller) ? drAvailableActions(record, role) : [],
      mayEditDevices: mayChange(caller, role) && drLiveStates.includes(record.state),
      createdAt: record.createdAt.toISOString(),
      updatedAt: record.updatedAt.toISOString(),
    };
  }

  async function detail(caller: TPrincipal, id: string): Promise<TDrEnrollmentDetail> {
    const resolved = await resolve(caller, id);
    const devices = await repository.devices([id]);
    return {
      ...shape(caller, resolved, devices.get(id) ?? []),
      history: await repository.history(id),
    };
  }

  /** 5004 when a serial is in another live enrolment. */
  async function assertSerialsFree(list: TDrDevice[], exceptEnrollmentId?: string) {
    const used = await repository.serialsInUse(
      list.map((device) => device.sn),
      exceptEnrollmentId,
    );
    if (used.length > 0) throw new AppError(ErrorCode.drDeviceUsed);
  }

  const actor = (caller: TPrincipal) => caller.userId;

  return {
    programs: () => drPrograms.map((program) => ({ ...program, termsUrl: drTermsUrl(program.id) })),

    timezones: () => Intl.supportedValuesOf('timeZone'),

    async list(caller: TPrincipal): Promise<TDrEnrollment[]> {
      const records = await repository.list(tenancyOf(caller));
      const devices = await repository.devices(records.map((record) => record.id));
      const roles = new Map<string, TPlantRole | null>();
      for (const plantId of new Set(records.map((record) => record.plantId)))
        roles.set(plantId, await plantRole(caller, plantId));
      return records.flatMap((record) => {
        const role = roles.get(record.plantId);
        return role ? [shape(caller, { record, role }, devices.get(record.id) ?? [])] : [];
      });
    },

    detail,

    /**
     * `POST /oadr/enrollment`: the owner applies (pending) or the installer invites them (invited).
     * The route's schema took the widest account limit; the caller's language sets the real one.
     */
    async create(caller: TPrincipal, input: TDrEnrollmentInput, lang: TLang) {
      const account = utilityAccountNumber(lang).safeParse(input.utilityAccount);
      if (!account.success)
        throw fieldRefusal({ ...firstFailure(account.error, lang), field: 'utilityAccount' });
      const role = await plantRole(caller, input.plantId);
      if (!role) throw new AppError(ErrorCode.plantMissing);
      if (!mayChange(caller, role)) throw new AppError(ErrorCode.noPermission);
      await assertSerialsFree(input.devices);
      if (await repository.isAccountBound(input.programId, input.utilityAccount))
        throw new AppError(ErrorCode.drAccountBound);
      const state = drInitialState(role);
      const { devices, termsAccepted: _terms, ...fields } = input;
      const id = await repository.create({ ...fields, state, createdBy: caller.userId }, devices, {
        fromState: null,
        toState: state,
        action: state === 'invited' ? 'invite' : 'apply',
        actor: actor(caller),
      });
      return detail(caller, id);
    },

    /**
     * `POST /oadr/enrollment/{id}/state` (and its alias, the spec's `GET …/state?action=`): takes
     * `action` first (5006 when the state does not allow it, 2 when the caller's side may not take
     * it); without one (the GET) only reads. Answers the state, what the caller may do and the history.
     */
    async state(caller: TPrincipal, id: string, action: TDrAction | undefined, note = '') {
      if (action) await act(caller, id, action, note);
      const { state, optedOut, actions, history } = await detail(caller, id);
      return { state, optedOut, actions, history };
    },

    async unenroll(caller: TPrincipal, id: string, note = '') {
      await act(caller, id, 'unenroll', note);
      return detail(caller, id);
    },

    async addDevices(caller: TPrincipal, id: string, list: TDrDevice[]) {
      const { record } = await resolveForDevices(caller, id);
      const current = await repository.devices([id]);
      const present = new Set((current.get(id) ?? []).map((device) => device.sn));
      if (list.some((device) => present.has(device.sn))) throw new AppError(ErrorCode.drDeviceExists);
      await assertSerialsFree(list, id);
      await repository.addDevices(record, list, {
        fromState: record.state,
        toState: record.state,
        action: 'add_device',
        actor: actor(caller),
        note: list.map((device) => device.sn).join(', '),
      });
      return detail(caller, id);
    },

    /** Removes one device; the last one stays (an enrolment has at least one device). */
    async removeDevice(caller: TPrincipal, id: string, sn: string, lang: TLang) {
      const { record } = await resolveForDevices(caller, id);
      const current = (await repository.devices([id])).get(id) ?? [];
      if (!current.some((device) => device.sn === sn)) throw new AppError(ErrorCode.drDeviceMissing);
      if (current.length === 1)
        throw fieldRefusal({ field: 'sn', message: inputMessage('minItems', lang, { min: 1 }) });
      const removed = await repository.removeDevice(id, sn, {
        fromState: record.state,
        toState: record.state,
        action: 'remove_device',
        actor: actor(caller),
        note: sn,
      });
      if (!removed) throw new AppError(ErrorCode.drDeviceMissing);
      return detail(caller, id);
    },

    stations: async (caller: TPrincipal, userId: string) => {
      const rows = await repository.stations(tenancyOf(caller), userId, userId === caller.userId);
      const result = [];
      for (const row of rows) {
        const role = await plantRole(caller, row.id);
        result.push({ ...row, mayEnrol: role !== null && mayChange(caller, role) });
      }
      return result;
    },

    async masterDevice({ plant }: TPlantAccess): Promise<TDrMasterDevice> {
      const row = await repository.masterDevice(plant.id);
      if (!row) return null;
      const dictionary = findShippedDictionary(row.dictionaryId);
      return {
        sn: row.sn,
        deviceId: row.id,
        kind: row.kind,
        manufacturer: dictionary?.brand ?? '',
        model: dictionary?.model ?? row.dictionaryId,
        installDate: row.commissioningDate,
        chargeKw: row.ratedPowerKw,
        dischargeKw: row.ratedPowerKw,
        // Sunfleet keeps no battery capacity per device; the form asks for it.
        storageKwh: null,
      };
    },
  };

  /** Takes an action of the contract's state machine and records it. */
  async function act(caller: TPrincipal, id: string, action: TDrAction, note: string) {
    const { record, role } = await resolve(caller, id);
    // Who may not act at all hears so before what the state allows.
    if (!mayAct(caller) || drSides(role).size === 0) throw new AppError(ErrorCode.noPermission);
    const transition = drTransition(record, action);
    if (!transition) throw new AppError(ErrorCode.drStateRefused, { state: record.state });
    if (!drAvailableActions(record, role).includes(action)) throw new AppError(ErrorCode.noPermission);
    const optedOut = action === 'opt_out' ? true : action === 'opt_in' ? false : record.optedOut;
    const moved = await repository.transition(
      id,
      { from: record.state, to: transition.to, optedOut },
      { fromState: record.state, toState: transition.to, action, actor: actor(caller), note },
    );
    if (!moved) throw new AppError(ErrorCode.drStateRefused, { state: record.state });
  }
}
export type EnrolmentsService = ReturnType<typeof createEnrolmentsService>;
