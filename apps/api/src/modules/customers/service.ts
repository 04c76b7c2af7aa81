import { randomBytes } from 'node:crypto';
import {
  customerTypeTree,
  type TCustomerCheck,
  type TCustomerCreate,
  type TCustomerListQuery,
  type TCustomerTypeBody,
  type TCustomerUpdate,
} from '@sunfleet/contract/customers';
import { ErrorCode } from '@sunfleet/contract/errors';
import { fillTemplate, type TLang, type TLocalized } from '@sunfleet/contract/lang';
import { customerPermissions, grantedTree } from '@sunfleet/contract/permissions';
import { isEmailAccount } from '@sunfleet/contract/account-rules';
import type { TUserRow } from '@sunfleet/db/schema';
import { hashPassword } from '@sunfleet/db/passwords';
import type { AppContext } from '../../context.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { tenancyOf } from '../../tenancy.ts';
import type { CustomersRepository } from './repository.ts';

const refusals = {
  typeUnknown: {
    en: 'Choose one of your customer types',
    zh: '请选择本公司的客户类型',
    es: 'Elija uno de sus tipos de cliente',
  },
  typeNameTaken: {
    en: 'A customer type of this name exists',
    zh: '已存在同名客户类型',
    es: 'Ya existe un tipo de cliente con este nombre',
  },
  parentInside: {
    en: 'A type cannot sit below itself or its own sub-types',
    zh: '类型不能放在自身或其子类型之下',
    es: 'Un tipo no puede quedar bajo sí mismo ni bajo sus subtipos',
  },
  inviteNeedsEmail: {
    en: 'This phone account is not registered; invite the customer by e-mail address',
    zh: '该手机号未注册，请用邮箱地址邀请客户',
    es: 'Esta cuenta de teléfono no está registrada; invite al cliente por correo electrónico',
  },
} satisfies Record<string, TLocalized>;

const invitation = {
  subject: {
    en: '{company} added you as a customer on Sunfleet',
    zh: '{company} 已将您添加为 Sunfleet 客户',
    es: '{company} le ha añadido como cliente en Sunfleet',
  },
  text: {
    en: '{company} created a Sunfleet account for you ({account}) to follow the plants they build for you. To sign in, open Sunfleet, choose "Forgot password" and set your password with the code you will be sent.',
    zh: '{company} 为您创建了 Sunfleet 账号（{account}），用于查看为您建设的电站。登录前，请打开 Sunfleet，选择“忘记密码”，用收到的验证码设置密码。',
    es: '{company} ha creado una cuenta de Sunfleet para usted ({account}) para seguir las plantas que construye para usted. Para entrar, abra Sunfleet, elija "¿Olvidó su contraseña?" y establezca su contraseña con el código que recibirá.',
  },
} satisfies Record<string, TLocalized>;

/** Customers and customer types of the caller's company (issue 15; ADR 0033). */
export function createCustomersService(
  context: Pick<AppContext, 'users' | 'mailer'>,
  repository: CustomersRepository,
) {
  const { users, mailer } = context;

  /** The caller's company: customers and types are a company's (the platform manages none). */
  function companyOf(caller: TPrincipal): string {
    if (caller.kind !== 'company' || !caller.companyId) throw new AppError(ErrorCode.noPermission);
    return caller.companyId;
  }

  async function assertType(caller: TPrincipal, typeId: string | null, lang: TLang) {
    if (typeId === null) return;
    const type = await repository.findType(tenancyOf(caller), typeId);
    if (!type || type.companyId !== caller.companyId) {
      throw fieldRefusal({ field: 'typeId', message: refusals.typeUnknown[lang] });
    }
  }

  /**
   * What adding `account` would do: link an unattached customer account (0), invite a new one
   * (105), or refuse — a company administrator is added as an agent instead (202), this company's
   * customer already (207), another company's customer or staff (106), this company's staff (104).
   */
  function classify(companyId: string, user: TUserRow | null) {
    if (!user) return ErrorCode.accountNotRegistered;
    if (user.kind === 'customer') {
      if (user.companyId === companyId) return ErrorCode.alreadyCustomer;
      return user.companyId ? ErrorCode.accountInOtherCompany : ErrorCode.ok;
    }
    if (user.kind === 'company' && user.isCompanyAdmin && user.companyId !== companyId) {
      return ErrorCode.agentExists;
    }
    if (user.kind === 'company' && user.companyId === companyId) return ErrorCode.accountExists;
    return ErrorCode.accountInOtherCompany;
  }

  async function invite(companyName: string, body: TCustomerCreate, lang: TLang) {
    if (!isEmailAccount(body.account)) {
      throw fieldRefusal({ field: 'account', message: refusals.inviteNeedsEmail[lang] });
    }
    // Nobody knows this password: the customer sets theirs through "forgot password".
    const created = await users.insertCustomer({
      account: body.account,
      email: null,
      passwordHash: await hashPassword(randomBytes(24).toString('base64url')),
      nickname: body.name || body.account.split('@')[0] || body.account,
      lang,
    });
    const params = { company: companyName, account: body.account };
    await mailer.send({
      to: body.account,
      subject: fillTemplate(invitation.subject[lang], params),
      text: fillTemplate(invitation.text[lang], params),
    });
    return created;
  }

  return {
    list: (caller: TPrincipal, query: TCustomerListQuery) => repository.list(tenancyOf(caller), query),

    async find(caller: TPrincipal, customerId: string) {
      const found = await repository.find(tenancyOf(caller), customerId);
      if (!found) throw new AppError(ErrorCode.notFound);
      return found;
    },

    async check(caller: TPrincipal, account: string): Promise<TCustomerCheck> {
      const user = await users.findByAccount(account);
      const code = classify(companyOf(caller), user);
      if (code !== ErrorCode.ok || !user) throw new AppError(code);
      return { exists: true, account: user.account, nickname: user.nickname };
    },

    /** Links an existing customer account, or creates and invites a new one by e-mail. */
    async create(caller: TPrincipal, body: TCustomerCreate, lang: TLang) {
      const companyId = companyOf(caller);
      await assertType(caller, body.typeId, lang);
      let user = await users.findByAccount(body.account);
      const code = classify(companyId, user);
      if (code !== ErrorCode.ok && code !== ErrorCode.accountNotRegistered) throw new AppError(code);
      const invited = !user;
      if (!user) {
        const company = await users.findWithCompany(caller.userId);
        user = await invite(company?.company?.name ?? '', body, lang);
      }
      const profile = { name: body.name, typeId: body.typeId, remark: body.remark, invited };
      // Another company (or a second request) linked it meanwhile.
      if (!(await repository.link(user.id, companyId, profile)))
        throw new AppError(ErrorCode.alreadyCustomer);
      return this.find(caller, user.id);
    },

    async update(caller: TPrincipal, customerId: string, body: TCustomerUpdate, lang: TLang) {
      companyOf(caller);
      await this.find(caller, customerId);
      await assertType(caller, body.typeId, lang);
      await repository.updateProfile(customerId, body);
      return this.find(caller, customerId);
    },

    async remove(caller: TPrincipal, customerId: string) {
      const companyId = companyOf(caller);
      await this.find(caller, customerId);
      await repository.unlink(customerId, companyId);
    },

    /** `GET /role/{customerId}`: what the customer holds (the customer permission set). */
    async role(caller: TPrincipal, customerId: string, lang: TLang) {
      await this.find(caller, customerId);
      return grantedTree(new Set(customerPermissions), lang);
    },

    /** Is `customerId` the customer of the plant's company? (for a plant built for them) */
    isCustomerOf: (customerId: string, companyId: string) => repository.isCustomerOf(customerId, companyId),

    types: (caller: TPrincipal) => repository.types(tenancyOf(caller)).then(customerTypeTree),
    flatTypes: (caller: TPrincipal) => repository.types(tenancyOf(caller)),

    async findType(caller: TPrincipal, typeId: string) {
      const found = await repository.findType(tenancyOf(caller), typeId);
      if (!found) throw new AppError(ErrorCode.notFound);
      return found;
    },

    async createType(caller: TPrincipal, body: TCustomerTypeBody, lang: TLang) {
      const companyId = companyOf(caller);
      await assertType(caller, body.parentId, lang);
      if (await repository.typeNameTaken(companyId, body.name)) {
        throw fieldRefusal({ field: 'name', message: refusals.typeNameTaken[lang] });
      }
      return this.findType(caller, await repository.insertType(companyId, body));
    },

    async updateType(caller: TPrincipal, typeId: string, body: TCustomerTypeBody, lang: TLang) {
      const companyId = companyOf(caller);
      await this.findType(caller, typeId);
      await assertType(caller, body.parentId, lang);
      if (body.parentId && (await repository.subtreeIds(typeId)).includes(body.parentId)) {
        throw fieldRefusal({ field: 'parentId', message: refusals.parentInside[lang] });
      }
      if (await repository.typeNameTaken(companyId, body.name, typeId)) {
        throw fieldRefusal({ field: 'name', message: refusals.typeNameTaken[lang] });
      }
      await repository.updateType(typeId, body);
      return this.findType(caller, typeId);
    },

    /** A type with customers (209) or sub-types (208) stays: its customers would lose their type. */
    async deleteType(caller: TPrincipal, typeId: string) {
      companyOf(caller);
      const type = await this.findType(caller, typeId);
      // Sub-types first (208): a parent type's own customers are then the next thing to move.
      if ((await repository.subtreeIds(typeId)).length > 1) throw new AppError(ErrorCode.typeHasSubtypes);
      if (type.customerCount > 0) {
        throw new AppError(ErrorCode.typeHasCustomers, { count: type.customerCount });
      }
      if (!(await repository.deleteType(typeId))) throw new AppError(ErrorCode.typeHasSubtypes);
    },
  };
}
export type CustomersService = ReturnType<typeof createCustomersService>;
