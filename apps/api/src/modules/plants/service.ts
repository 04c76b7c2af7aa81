import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang, TLocalized } from '@sunfleet/contract/lang';
import {
  plantAbilities,
  type TGatewayCredentials,
  type TPlantContacts,
  type TPlantCreate,
  type TPlantDetail,
  type TPlantIncome,
  type TPlantInfo,
  type TPlantRole,
  type TPlantUpdate,
  type TShareBody,
} from '@sunfleet/contract/plants';
import { verifyGatewayKey } from '@sunfleet/db/gateway-keys';
import { verifyPassword } from '@sunfleet/db/passwords';
import type { TPlantRow } from '@sunfleet/db/telemetry-schema';
import type { AppContext } from '../../context.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import type { TUpload } from '../../uploads.ts';
import { operatingStateOf, plantOperatingStateOf } from '../devices/device-readings.ts';
import type { MaintenanceLog } from '../logs/maintenance-log.ts';
import { createPlantPictures } from './pictures.ts';
import type { PlantsRepository, TPlantColumns } from './repository.ts';

const customerRefusal: TLocalized = {
  en: "Choose one of the plant company's customers",
  zh: '请选择电站所属公司的客户',
  es: 'Elija uno de los clientes de la empresa de la planta',
};

/** What a caller wants to do with a plant; each needs the matching ability of their role. */
export type TPlantAction = 'view' | 'edit' | 'delete' | 'transfer' | 'share';
/** A plant the caller may act on, and the caller's role on it (resolved by resource-access.ts). */
export type TPlantAccess = { plant: TPlantRow; role: TPlantRole };

const abilityOf: Record<Exclude<TPlantAction, 'view'>, keyof ReturnType<typeof plantAbilities>> = {
  edit: 'canEdit',
  delete: 'canDelete',
  transfer: 'canTransfer',
  share: 'canShare',
};

const infoColumns = (info: TPlantInfo): TPlantColumns => ({
  name: info.name,
  alias: info.alias,
  plantType: info.type,
  capacityKw: info.capacity,
  commissioningDate: info.commissioningDate,
  latitude: info.location.latitude,
  longitude: info.location.longitude,
  address: info.location.address,
  timeZone: info.location.timeZone,
  investment: info.investment,
  pictureUrl: info.picture,
});

const contactColumns = (contacts: TPlantContacts) => ({
  contact: contacts.contact,
  phone: contacts.phone,
  installer: contacts.installer,
});

function toDetail(
  plant: TPlantRow,
  role: TPlantRole,
  gateways: TPlantDetail['gateways'],
  ownerAccount: string | null,
  customer: TPlantDetail['customer'],
  inverterState: TPlantDetail['inverterState'],
): TPlantDetail {
  return {
    id: plant.id,
    name: plant.name,
    alias: plant.alias,
    type: plant.plantType,
    status: plant.status,
    inverterState,
    capacity: plant.capacityKw,
    commissioningDate: plant.commissioningDate,
    location: {
      latitude: plant.latitude,
      longitude: plant.longitude,
      address: plant.address,
      timeZone: plant.timeZone,
    },
    investment: plant.investment,
    picture: plant.pictureUrl,
    income: plant.income,
    contacts: { contact: plant.contact, phone: plant.phone, installer: plant.installer },
    gateways,
    role,
    ownerAccount,
    customer,
    createdAt: plant.createdAt.toISOString(),
  };
}

/** Plants: creation with gateway binding, edit, delete, sharing and transfer (spec sections 4–6). */
export function createPlantsService(
  context: Pick<AppContext, 'users' | 'db' | 'fileStore' | 'config'>,
  repository: PlantsRepository,
  maintenanceLog?: MaintenanceLog,
  /** Is the account a customer of the company? (customers module) */
  isCustomerOf: (userId: string, companyId: string) => Promise<boolean> = () => Promise.resolve(false),
) {
  const { users } = context;
  const pictures = createPlantPictures(context);

  /**
   * The plant if the caller sees it (700 otherwise, as if it did not exist) and may do `action`
   * on it (2 otherwise).
   */
  async function access(caller: TPrincipal, plantId: string, action: TPlantAction = 'view') {
    const found = await repository.findAccess(tenancyOf(caller), plantId);
    if (!found) throw new AppError(ErrorCode.plantMissing);
    if (action !== 'view' && !plantAbilities(found.role)[abilityOf[action]]) {
      throw new AppError(ErrorCode.noPermission);
    }
    return found;
  }

  /**
   * The customer a plant is built for: staff (company, platform) pick one of the plant company's
   * customers; code 4 on `customerId` otherwise.
   */
  async function assertCustomer(role: TPlantRole, companyId: string | null, customerId: string, lang: TLang) {
    const isStaff = role === 'company' || role === 'platform';
    if (!isStaff || !companyId || !(await isCustomerOf(customerId, companyId))) {
      throw fieldRefusal({ field: 'customerId', message: customerRefusal[lang] });
    }
  }

  /** A free gateway whose key matches (305 unknown, 300 wrong key, 301 already bound). */
  async function freeGateway({ sn, key }: TGatewayCredentials) {
    const gateway = await repository.findGatewayBySn(sn);
    if (!gateway) throw new AppError(ErrorCode.gatewayMissing);
    if (!verifyGatewayKey(gateway.keyHash, key)) throw new AppError(ErrorCode.gatewayKeyWrong);
    if (gateway.plantId) throw new AppError(ErrorCode.gatewayUsed);
    return gateway;
  }

  /** The detail of a plant the route resolved (resource-access.ts). */
  async function detail({ plant, role }: TPlantAccess): Promise<TPlantDetail> {
    const [gateways, ownerAccount, customer, inverters] = await Promise.all([
      repository.gatewaysOf(plant.id),
      repository.ownerAccount(plant),
      repository.customerOf(plant),
      repository.invertersOf(plant.id),
    ]);
    const inverterState = plantOperatingStateOf(inverters.map(operatingStateOf));
    return toDetail(plant, role, gateways, ownerAccount, customer, inverterState);
  }

  /** Reads the plant again after a write that changed more than the columns it set. */
  const reread = async (caller: TPrincipal, plantId: string) => detail(await access(caller, plantId));

  /**
   * Writes columns of a plant the route resolved for 'edit'. A new picture must be the caller's
   * own unused upload (see pictures.ts); a replaced one's file is removed.
   */
  async function edit(
    caller: TPrincipal,
    { plant, role }: TPlantAccess,
    columns: Partial<TPlantColumns>,
    lang: TLang = caller.lang,
  ) {
    const picture = columns.pictureUrl;
    if (picture !== undefined) await pictures.assertUsable(caller.userId, picture, plant.pictureUrl, lang);
    const updated = await repository.update(plant.id, columns);
    if (!updated) throw new AppError(ErrorCode.plantMissing);
    if (picture !== undefined) await pictures.settle(plant.id, picture, plant.pictureUrl);
    return detail({ plant: updated, role });
  }

  return {
    access,
    detail,
    list: (caller: TPrincipal, query: Parameters<typeof repository.list>[1]) =>
      repository.list(tenancyOf(caller), query),
    markers: (caller: TPrincipal, filter: Parameters<typeof repository.markers>[1]) =>
      repository.markers(tenancyOf(caller), filter),
    options: (caller: TPrincipal, filter: Parameters<typeof repository.options>[1]) =>
      repository.options(tenancyOf(caller), filter),
    /** Every plant the caller sees, by status. */
    statusCounts: (caller: TPrincipal) => repository.statusCounts(tenancyOf(caller)),
    /** The plants a user owns or is shared, by status, as far as the caller sees them. */
    userStatusCounts: (caller: TPrincipal, userId: string) =>
      repository.userStatusCounts(tenancyOf(caller), userId),

    /**
     * Creates a plant bound to its gateway. Staff create their company's plants; a customer owns
     * what they create, served by their installer company (or the gateway's company).
     */
    async create(caller: TPrincipal, body: TPlantCreate, lang: TLang): Promise<TPlantDetail> {
      await pictures.assertUsable(caller.userId, body.picture, null, lang);
      const gateway = await freeGateway(body.gateway);
      const isCustomer = caller.kind === 'customer';
      const companyId =
        caller.kind === 'company' ? caller.companyId : (caller.companyId ?? gateway.companyId);
      if (body.customerId) await assertCustomer(caller.kind, companyId, body.customerId, lang);
      const plant = await repository.insertWithGateway(
        {
          ...infoColumns(body),
          ...contactColumns(body.contacts),
          income: body.income,
          customerId: body.customerId,
          companyId,
          ownerUserId: isCustomer ? caller.userId : null,
          createdByUserId: caller.userId,
        },
        gateway.id,
      );
      if (!plant) throw new AppError(ErrorCode.gatewayUsed);
      await maintenanceLog?.record({
        actorUserId: caller.userId,
        action: 'bind',
        plantId: plant.id,
        gatewaySn: gateway.sn,
        detail: `Bound to the new plant ${body.name}`,
      });
      await pictures.settle(plant.id, body.picture, null);
      return reread(caller, plant.id);
    },

    async update(caller: TPrincipal, target: TPlantAccess, body: TPlantUpdate, lang: TLang) {
      const { customerId } = body;
      const isChanged = customerId !== undefined && customerId !== target.plant.customerId;
      if (isChanged && customerId)
        await assertCustomer(target.role, target.plant.companyId, customerId, lang);
      if (isChanged && !customerId && target.role !== 'company' && target.role !== 'platform') {
        throw fieldRefusal({ field: 'customerId', message: customerRefusal[lang] });
      }
      return edit(
        caller,
        target,
        {
          ...infoColumns(body),
          ...contactColumns(body.contacts),
          income: body.income,
          ...(isChanged ? { customerId } : {}),
        },
        lang,
      );
    },

    updateInfo: (caller: TPrincipal, target: TPlantAccess, info: TPlantInfo, lang: TLang) =>
      edit(caller, target, infoColumns(info), lang),

    updateIncome: (caller: TPrincipal, target: TPlantAccess, income: TPlantIncome) =>
      edit(caller, target, { income }),

    updateContacts: (caller: TPrincipal, target: TPlantAccess, contacts: TPlantContacts) =>
      edit(caller, target, contactColumns(contacts)),

    /** Whether a gateway may be bound to a plant (plant wizard, step 1): refuses 305, 300, 301. */
    async checkGateway(credentials: TGatewayCredentials): Promise<void> {
      await freeGateway(credentials);
    },

    /** Binds the new gateway, then unbinds the old one (spec section 4); the status may change. */
    async replaceGateway(caller: TPrincipal, { plant }: TPlantAccess, credentials: TGatewayCredentials) {
      const gateway = await freeGateway(credentials);
      const before = await repository.gatewaysOf(plant.id);
      if (!(await repository.replaceGateway(plant, gateway.id))) throw new AppError(ErrorCode.gatewayUsed);
      const old = before.map(({ sn }) => sn).filter((sn) => sn !== gateway.sn);
      await maintenanceLog?.record([
        {
          actorUserId: caller.userId,
          action: 'replace',
          plantId: plant.id,
          gatewaySn: gateway.sn,
          detail: old.length > 0 ? `Replaces ${old.join(', ')}` : 'Bound',
        },
        ...old.map((sn) => ({
          actorUserId: caller.userId,
          action: 'unbind' as const,
          plantId: plant.id,
          gatewaySn: sn,
          detail: `Replaced by ${gateway.sn}`,
        })),
      ]);
      return reread(caller, plant.id);
    },

    /** Deletes a plant the route resolved for 'delete'. */
    async delete({ plant }: TPlantAccess, caller: TPrincipal) {
      const bound = await repository.gatewaysOf(plant.id);
      await repository.delete(plant.id);
      await maintenanceLog?.record([
        {
          actorUserId: caller.userId,
          action: 'delete',
          plantId: plant.id,
          detail: `Plant ${plant.name} deleted`,
        },
        ...bound.map(({ sn }) => ({
          actorUserId: caller.userId,
          action: 'unbind' as const,
          plantId: plant.id,
          gatewaySn: sn,
          detail: `Unbound: plant ${plant.name} deleted`,
        })),
      ]);
      if (plant.pictureUrl) await pictures.release(plant.id, plant.pictureUrl);
    },

    /** Who the plant is shared with: for its owner, and for staff who serve it. */
    async shareUsers({ plant, role }: TPlantAccess) {
      if (role === 'visitor' || role === 'manager') throw new AppError(ErrorCode.noPermission);
      return repository.shareUsers(plant.id);
    },

    /**
     * Shares with a customer account as visitor or manager. A company plant is never shared (703);
     * only its creator — the owner — shares; never with yourself (701) or company staff (702).
     */
    async share(caller: TPrincipal, { plant, role }: TPlantAccess, body: TShareBody) {
      if (!plant.ownerUserId) throw new AppError(ErrorCode.shareCompanyPlant);
      if (!plantAbilities(role).canShare) throw new AppError(ErrorCode.noPermission);
      const receiver = await users.findByAccount(body.account);
      if (!receiver) throw new AppError(ErrorCode.accountNotRegistered);
      if (receiver.id === caller.userId) throw new AppError(ErrorCode.shareToSelf);
      if (receiver.kind !== 'customer') throw new AppError(ErrorCode.shareToCompanyUser);
      await repository.share(plant.id, receiver.id, body.role);
      return repository.shareUsers(plant.id);
    },

    /** Ends a share of a plant the route resolved for 'share'. */
    async cancelShare({ plant }: TPlantAccess, userId: string) {
      await repository.cancelShare(plant.id, userId);
      return repository.shareUsers(plant.id);
    },

    /**
     * Hands the plant to another customer account, who becomes its owner. Needs the caller's own
     * password. A wrong password (108) and a transfer to yourself (701) are told apart so the user
     * can correct them; any other refusal is 'Transfer failure' (704) and does not say whether the
     * account exists.
     */
    async transfer(caller: TPrincipal, { plant }: TPlantAccess, account: string, password: string) {
      const self = await users.findWithCompany(caller.userId);
      if (!self || !(await verifyPassword(self.passwordHash, password)))
        throw new AppError(ErrorCode.oldPasswordWrong);
      const receiver = await users.findByAccount(account);
      if (receiver?.id === caller.userId) throw new AppError(ErrorCode.shareToSelf);
      const isRefused =
        !receiver || receiver.id === plant.ownerUserId || receiver.kind !== 'customer' || receiver.disabled;
      if (isRefused) throw new AppError(ErrorCode.transferFailed);
      await repository.transfer(plant, { id: receiver.id, companyId: receiver.companyId });
    },

    savePicture: (caller: TPrincipal, form: TUpload | undefined, lang: TLang) =>
      pictures.upload(caller.userId, form, lang),
  };
}
export type PlantsService = ReturnType<typeof createPlantsService>;
