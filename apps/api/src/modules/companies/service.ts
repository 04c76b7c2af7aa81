import { randomUUID } from 'node:crypto';
import type {
  TAdminTransferBody,
  TCompanyAddBody,
  TCompanyEditBody,
  TCompanyLogoBody,
  TCompanyRole,
  TCompanyRoleBody,
} from '@sunfleet/contract/companies';
import { maxRolesPerCompany } from '@sunfleet/contract/companies';
import type { TCompanyUserAddBody, TCompanyUserEditBody } from '@sunfleet/contract/company-users';
import { ErrorCode } from '@sunfleet/contract/errors';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import { companyPermissions, permissionTree, type TPermissionNode } from '@sunfleet/contract/permissions';
import { isEmailAccount } from '@sunfleet/contract/account-rules';
import { uploadLimits } from '@sunfleet/contract/validators';
import { hashPassword, verifyPassword } from '@sunfleet/db/passwords';
import type { TUserRow } from '@sunfleet/db/schema';
import type { AppContext } from '../../context.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { acceptedImage, type TUpload } from '../../uploads.ts';
import type { CompanyRepository } from './company-repository.ts';
import type { CompanyUsersRepository } from './repository.ts';
import type { RoleRepository } from './role-repository.ts';

/** Each permission's chain of menus above it: a granted button brings the menus it sits in. */
const ancestorsOf = new Map<string, string[]>();
(function index(nodes: readonly TPermissionNode[], above: string[]) {
  for (const node of nodes) {
    ancestorsOf.set(node.permission, above);
    index(node.children ?? [], [...above, node.permission]);
  }
})(permissionTree, []);
const grantable = new Set<string>(companyPermissions);

const notFound = () => new AppError(ErrorCode.notFound);

/** The caller's own company; staff only (the platform and customers have none to manage). */
function ownCompanyOf(caller: TPrincipal): string {
  if (caller.kind !== 'company' || !caller.companyId) throw new AppError(ErrorCode.noPermission);
  return caller.companyId;
}

/**
 * Companies (spec sections 2, 6 and 7): information and look, staff, roles, the administrator's
 * hand-over, agents, and the platform's company creation.
 */
export function createCompaniesService(
  context: Pick<AppContext, 'fileStore' | 'users' | 'sessions'>,
  repositories: { companies: CompanyRepository; staff: CompanyUsersRepository; roles: RoleRepository },
) {
  const { companies, staff, roles } = repositories;
  const { fileStore } = context;

  /** A company the caller may manage: their own, or any for the platform; otherwise not found. */
  async function manageable(caller: TPrincipal, companyId: string) {
    if (caller.kind === 'customer') throw new AppError(ErrorCode.noPermission);
    if (caller.kind === 'company' && caller.companyId !== companyId) throw notFound();
    const company = await companies.find(companyId);
    if (!company) throw notFound();
    return company;
  }

  /** 106 for an account of another company, 104 for any other registered account. */
  async function assertAccountFree(account: string, ownCompanyId: string | null) {
    const existing = await staff.findByAccount(account);
    if (!existing) return;
    if (existing.kind === 'company' && existing.companyId !== ownCompanyId)
      throw new AppError(ErrorCode.accountInOtherCompany);
    throw new AppError(ErrorCode.accountExists);
  }

  async function assertRoleOf(companyId: string, roleId: string, lang: TLang) {
    if (!(await roles.find(companyId, roleId)))
      throw fieldRefusal({ field: 'roleId', message: inputMessage('invalid', lang) });
  }

  /** A staff member of the caller's company (another company's is not found). */
  async function memberOf(caller: TPrincipal, userId: string) {
    const companyId = ownCompanyOf(caller);
    const member = await staff.find({ scope: 'company', companyId }, userId);
    if (!member) throw notFound();
    return { companyId, member };
  }

  /** The permissions a role is saved with: known, grantable, within the caller's own, menus added. */
  function normalisedPermissions(caller: TPrincipal, permissions: string[], lang: TLang) {
    const result = new Set<string>();
    for (const permission of permissions) {
      if (!grantable.has(permission))
        throw fieldRefusal({ field: 'permissions', message: inputMessage('invalid', lang) });
      for (const granted of [...(ancestorsOf.get(permission) ?? []), permission]) result.add(granted);
    }
    // Nobody hands out more than they hold.
    for (const permission of result)
      if (!caller.permissions.has(permission)) throw new AppError(ErrorCode.noPermission);
    return companyPermissions.filter((permission) => result.has(permission));
  }

  async function ownRoleId(caller: TPrincipal) {
    return (await context.users.findWithCompany(caller.userId))?.roleId ?? null;
  }

  async function releaseImage(companyId: string, url: string | null) {
    if (url && (await companies.releaseUpload(url, companyId))) await fileStore.remove(url);
  }

  return {
    // -- company ---------------------------------------------------------------------------

    async info(caller: TPrincipal, companyId?: string) {
      const id = companyId ?? ownCompanyOf(caller);
      await manageable(caller, id);
      const info = await companies.info(id);
      if (!info) throw notFound();
      return info;
    },

    /** Whether a company name is free; 203 when another company has it. */
    async checkName(name: string, exceptId?: string) {
      if (await companies.isNameTaken(name, exceptId)) throw new AppError(ErrorCode.duplicateCompanyName);
      return { available: true };
    },

    async edit(caller: TPrincipal, companyId: string, body: TCompanyEditBody) {
      await manageable(caller, companyId);
      if (await companies.isNameTaken(body.name, companyId))
        throw new AppError(ErrorCode.duplicateCompanyName);
      await companies.update(companyId, body);
      return this.info(caller, companyId);
    },

    async setThemeColor(caller: TPrincipal, companyId: string, themeColor: string) {
      await manageable(caller, companyId);
      await companies.update(companyId, { themeColor });
      return { themeColor };
    },

    /** Stores a JPG, JPEG, GIF or PNG (by extension AND content) as the uploader's, unused yet. */
    async uploadLogo(caller: TPrincipal, upload: TUpload | undefined, lang: TLang) {
      const image = await acceptedImage(upload, uploadLimits.companyLogo, lang);
      const url = await fileStore.save(`logos/${randomUUID()}.${image.extension}`, image.content);
      await companies.insertUpload(url, caller.userId);
      return { url };
    },

    /**
     * Sets the expanded logo and the collapsed icon: each null (the default), the one the company
     * has, or an unused upload of the caller's. A replaced image's file is removed.
     */
    async setLogo(caller: TPrincipal, companyId: string, body: TCompanyLogoBody, lang: TLang) {
      const company = await manageable(caller, companyId);
      const current = [company.logoUrl, company.iconUrl];
      for (const [field, url] of [
        ['logoUrl', body.logoUrl],
        ['iconUrl', body.iconUrl],
      ] as const) {
        if (url === null || current.includes(url)) continue;
        if (!(await companies.isUnusedUploadOf(url, caller.userId)))
          throw fieldRefusal({ field, message: inputMessage('illegal', lang) });
      }
      await companies.update(companyId, { logoUrl: body.logoUrl, iconUrl: body.iconUrl });
      const kept = [body.logoUrl, body.iconUrl];
      for (const url of kept) if (url && !current.includes(url)) await companies.attachUpload(url, companyId);
      for (const url of new Set(current)) if (url && !kept.includes(url)) await releaseImage(companyId, url);
      return { logoUrl: body.logoUrl, iconUrl: body.iconUrl };
    },

    /** The platform creates a company with its administrator (203, 104, 106). */
    async add(body: TCompanyAddBody) {
      if (await companies.isNameTaken(body.name)) throw new AppError(ErrorCode.duplicateCompanyName);
      await assertAccountFree(body.adminAccount, null);
      const { adminAccount, adminPassword, adminName, ...fields } = body;
      return companies.insertWithAdmin(fields, {
        account: adminAccount,
        email: isEmailAccount(adminAccount) ? adminAccount : null,
        passwordHash: await hashPassword(adminPassword),
        nickname: adminName || adminAccount,
      });
    },

    /** The administrator hands the company to a staff member and becomes staff (108 wrong password). */
    async transferAdmin(caller: TPrincipal, companyId: string, body: TAdminTransferBody, lang: TLang) {
      await manageable(caller, companyId);
      if (!caller.isCompanyAdmin) throw new AppError(ErrorCode.noPermission);
      const self = await context.users.findWithCompany(caller.userId);
      if (!self || !(await verifyPassword(self.passwordHash, body.password)))
        throw new AppError(ErrorCode.oldPasswordWrong);
      const { member } = await memberOf(caller, body.userId);
      if (member.id === caller.userId)
        throw fieldRefusal({ field: 'userId', message: inputMessage('illegal', lang) });
      await staff.transferAdmin(companyId, caller.userId, member.id, member.roleId);
      return this.info(caller, companyId);
    },

    // -- staff -----------------------------------------------------------------------------

    async checkAccount(caller: TPrincipal, account: string) {
      await assertAccountFree(account, caller.companyId);
      return { available: true };
    },

    async addMember(caller: TPrincipal, body: TCompanyUserAddBody, lang: TLang) {
      const companyId = ownCompanyOf(caller);
      await assertAccountFree(body.account, companyId);
      await assertRoleOf(companyId, body.roleId, lang);
      const id = await staff.insert({
        account: body.account,
        email: isEmailAccount(body.account) ? body.account : null,
        passwordHash: await hashPassword(body.password),
        nickname: body.nickname,
        companyId,
        roleId: body.roleId,
        readOnly: body.readOnly,
      });
      const added = await staff.find({ scope: 'company', companyId }, id);
      if (!added) throw notFound();
      return added;
    },

    /**
     * Edits a member: name, role, disabled, read-only, password. The administrator keeps every
     * permission (no role, never disabled); nobody changes their own role or disables themself (802).
     */
    async editMember(caller: TPrincipal, userId: string, body: TCompanyUserEditBody, lang: TLang) {
      const { companyId, member } = await memberOf(caller, userId);
      const changes: Partial<
        Pick<TUserRow, 'nickname' | 'roleId' | 'disabled' | 'readOnly' | 'passwordHash'>
      > = { nickname: body.nickname };
      if (member.isCompanyAdmin) {
        if (body.disabled || body.readOnly) throw new AppError(ErrorCode.noPermission);
      } else {
        if (
          member.id === caller.userId &&
          (body.roleId !== member.roleId || body.disabled || body.readOnly !== member.readOnly)
        )
          throw new AppError(ErrorCode.ownRoleLocked);
        await assertRoleOf(companyId, body.roleId, lang);
        Object.assign(changes, { roleId: body.roleId, disabled: body.disabled, readOnly: body.readOnly });
      }
      if (body.password) changes.passwordHash = await hashPassword(body.password);
      await staff.update(member.id, changes);
      if (body.password || body.disabled) await context.sessions.endAllFor(member.id);
      const edited = await staff.find({ scope: 'company', companyId }, member.id);
      if (!edited) throw notFound();
      return edited;
    },

    /** Deletes a member; never the administrator nor oneself. */
    async deleteMember(caller: TPrincipal, userId: string) {
      const { member } = await memberOf(caller, userId);
      if (member.isCompanyAdmin || member.id === caller.userId) throw new AppError(ErrorCode.noPermission);
      await staff.remove(member.id);
    },

    // -- roles -----------------------------------------------------------------------------

    async roles(caller: TPrincipal): Promise<TCompanyRole[]> {
      const [list, ownId] = await Promise.all([roles.list(ownCompanyOf(caller)), ownRoleId(caller)]);
      return list.map((role) => ({ ...role, isOwn: role.id === ownId }));
    },

    async role(caller: TPrincipal, roleId: string): Promise<TCompanyRole> {
      const role = await roles.find(ownCompanyOf(caller), roleId);
      if (!role) throw notFound();
      return { ...role, isOwn: role.id === (await ownRoleId(caller)) };
    },

    async checkRoleName(caller: TPrincipal, name: string, exceptId?: string) {
      if (await roles.isNameTaken(ownCompanyOf(caller), name, exceptId))
        throw new AppError(ErrorCode.roleExists);
      return { available: true };
    },

    /** A new role (800 when the company has 5, 801 when the name is taken). */
    async addRole(caller: TPrincipal, body: TCompanyRoleBody, lang: TLang) {
      const companyId = ownCompanyOf(caller);
      const permissions = normalisedPermissions(caller, body.permissions, lang);
      if ((await roles.count(companyId)) >= maxRolesPerCompany) throw new AppError(ErrorCode.roleLimit);
      if (await roles.isNameTaken(companyId, body.name)) throw new AppError(ErrorCode.roleExists);
      const id = await roles.insert(companyId, body.name, permissions, maxRolesPerCompany);
      if (!id) throw new AppError(ErrorCode.roleLimit);
      return this.role(caller, id);
    },

    /** Changes a role; it holds on each member's next request, on every process (802 for one's own). */
    async editRole(caller: TPrincipal, roleId: string, body: TCompanyRoleBody, lang: TLang) {
      const role = await this.role(caller, roleId);
      if ((await ownRoleId(caller)) === role.id) throw new AppError(ErrorCode.ownRoleLocked);
      const permissions = normalisedPermissions(caller, body.permissions, lang);
      if (await roles.isNameTaken(ownCompanyOf(caller), body.name, role.id))
        throw new AppError(ErrorCode.roleExists);
      await roles.update(role.id, body.name, permissions);
      return this.role(caller, role.id);
    },

    /** Deletes a role no member holds (802 for one's own). */
    async deleteRole(caller: TPrincipal, roleId: string, lang: TLang) {
      const role = await this.role(caller, roleId);
      if ((await ownRoleId(caller)) === role.id) throw new AppError(ErrorCode.ownRoleLocked);
      if (role.members > 0)
        throw fieldRefusal({
          field: 'id',
          message: inputMessage('roleInUse', lang, { count: role.members }),
        });
      await roles.remove(role.id);
    },

    // -- agents ----------------------------------------------------------------------------

    agents: (caller: TPrincipal) => companies.agents(ownCompanyOf(caller)),

    /**
     * Adds the company whose administrator `account` is as the caller's agent: 105 unknown, 900
     * oneself, 901 one's own staff, 902 not a company administrator, 903 another's agent, 202
     * already ours; a company above the caller's cannot (the hierarchy has no cycles).
     */
    async addAgent(caller: TPrincipal, account: string, lang: TLang) {
      const companyId = ownCompanyOf(caller);
      const user = await staff.findByAccount(account);
      if (!user) throw new AppError(ErrorCode.accountNotRegistered);
      if (user.companyId === companyId && user.kind === 'company')
        throw new AppError(user.isCompanyAdmin ? ErrorCode.agentSelf : ErrorCode.agentEmployee);
      if (user.kind !== 'company' || !user.isCompanyAdmin || !user.companyId)
        throw new AppError(ErrorCode.agentNotAdmin);
      const agentCompanyId = user.companyId;
      const assertFree = async () => {
        const upper = await companies.upperOf(agentCompanyId);
        if (upper === companyId) throw new AppError(ErrorCode.agentExists);
        if (upper !== null) throw new AppError(ErrorCode.agentOfOthers);
      };
      await assertFree();
      if (await companies.isSelfOrAbove(agentCompanyId, companyId))
        throw fieldRefusal({ field: 'account', message: inputMessage('agentCycle', lang) });
      if (!(await companies.addAgent(companyId, agentCompanyId))) await assertFree();
      return companies.agents(companyId);
    },

    async removeAgent(caller: TPrincipal, agentCompanyId: string) {
      if (!(await companies.removeAgent(ownCompanyOf(caller), agentCompanyId))) throw notFound();
    },
  };
}
export type CompaniesService = ReturnType<typeof createCompaniesService>;
