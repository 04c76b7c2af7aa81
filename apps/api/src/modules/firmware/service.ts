import { createHash, randomUUID } from 'node:crypto';
import { ErrorCode } from '@sunfleet/contract/errors';
import {
  compareFirmwareVersions,
  firmwareFields,
  type TFirmware,
  type TFirmwareCheckQuery,
  type TFirmwareFields,
  type TFirmwareKind,
  type TFirmwareProductBody,
  type TInverterTypeBody,
} from '@sunfleet/contract/firmware';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage, type TInputMessage } from '@sunfleet/contract/messages';
import { firmwareFileName, firstFailure, uploadLimits } from '@sunfleet/contract/validators';
import { fileTypeFromBuffer } from 'file-type';
import type { FileStore } from '../../adapters/file-store.ts';
import type { TPrincipal } from '../../plugins/authentication.ts';
import { AppError, fieldRefusal } from '../../plugins/envelope.ts';
import { tenancyOf, type TTenancy } from '../../tenancy.ts';
import { acceptedUpload, type TUpload } from '../../uploads.ts';
import type { GatewaysRepository } from '../gateways/repository.ts';
import type { UsersRepository } from '../users/repository.ts';
import { isCompatible, type TDeviceFirmware } from './compatibility.ts';
import { isIntelHex } from './intel-hex.ts';
import { ownerOf, type FirmwareRepository, type TFirmwareOwner } from './repository.ts';

/** An upload form as the route read it: the text fields and the file, if any. */
export type TFirmwareForm = { fields: Record<string, string>; upload: TUpload | undefined };

type TDeps = {
  repository: FirmwareRepository;
  gateways: Pick<GatewaysRepository, 'findVisibleBySn'>;
  users: Pick<UsersRepository, 'findWithCompany'>;
  fileStore: FileStore;
};

const refuse = (field: string, key: TInputMessage, lang: TLang, params?: Record<string, string>) =>
  fieldRefusal({ field, message: inputMessage(key, lang, params) });
const notFound = () => new AppError(ErrorCode.notFound);

/**
 * The firmware library's rules: uploads checked by size, extension, content, name and version;
 * a SHA-256 kept for every image; published images never change (their bytes and version, here
 * and in a database trigger); the inverter-type tree and products (ADR 0044).
 */
export function createFirmwareService({ repository, gateways, users, fileStore }: TDeps) {
  /**
   * The bytes of an upload if they may be an image: within 1.5 MB, `.bin` or `.hex`, and the
   * content agreeing — a `.hex` must be Intel HEX, a `.bin` must not be a file of a known other
   * type (a picture, an archive, a document renamed).
   */
  async function acceptedImage(upload: TUpload | undefined, lang: TLang) {
    const accepted = acceptedUpload(upload, uploadLimits.firmware, lang);
    const isContentRight =
      accepted.content.length > 0 &&
      (accepted.extension === 'hex'
        ? isIntelHex(accepted.content)
        : (await fileTypeFromBuffer(accepted.content)) === undefined);
    if (!isContentRight) throw refuse('file', 'firmwareContent', lang);
    return accepted;
  }

  function parseFields(form: TFirmwareForm, lang: TLang): TFirmwareFields {
    const parsed = firmwareFields(lang).safeParse(form.fields);
    if (!parsed.success) throw fieldRefusal(firstFailure(parsed.error, lang));
    return parsed.data;
  }

  function checkFileName(fileName: string, lang: TLang) {
    const parsed = firmwareFileName(lang).safeParse(fileName);
    if (!parsed.success) throw fieldRefusal({ ...firstFailure(parsed.error, lang), field: 'fileName' });
  }

  /**
   * 4000 when the owner has a live image of that file name; 4002 when the product line had the
   * version; code 4 on `softwareVersion` when it is not above the line's latest (versions only
   * go up: "downgrading by upgrading", the research note's advice).
   */
  async function checkFree(
    owner: TFirmwareOwner,
    image: {
      kind: TFirmwareKind;
      fileName?: string;
      softwareVersion?: string;
      productName: string;
      hardwareVersion: string;
    },
    lang: TLang,
    exceptId?: string,
  ) {
    if (image.fileName && (await repository.isFileNameTaken(owner, image.kind, image.fileName, exceptId))) {
      throw new AppError(ErrorCode.firmwareNameDuplicate);
    }
    const version = image.softwareVersion;
    if (!version) return;
    const versions = await repository.lineVersions(owner, image, exceptId);
    if (versions.some((taken) => taken.toLowerCase() === version.toLowerCase())) {
      throw new AppError(ErrorCode.firmwareVersionDuplicate);
    }
    const latest = versions.sort(compareFirmwareVersions).at(-1);
    if (latest && compareFirmwareVersions(version, latest) <= 0) {
      throw refuse('softwareVersion', 'firmwareVersionOrder', lang, { latest });
    }
  }

  async function checkType(tenancy: TTenancy, typeId: string, lang: TLang) {
    if (typeId && !(await repository.findType(tenancy, typeId, 'read')))
      throw refuse('typeId', 'illegal', lang);
  }

  const metadataOf = (fields: TFirmwareFields) => ({
    brand: fields.brand,
    productName: fields.productName,
    epn: fields.epn,
    typeId: fields.typeId || null,
    hardwareVersion: fields.hardwareVersion,
    upgradeMode: fields.upgradeMode,
    changeLog: fields.changeLog,
    fromVersionMin: fields.fromVersionMin,
    fromVersionMax: fields.fromVersionMax,
    allowDowngrade: fields.allowDowngrade,
  });

  const sha256Of = (content: Buffer) => createHash('sha256').update(content).digest('hex');
  const storeImage = (content: Buffer, extension: string) =>
    fileStore.save(`firmware/${randomUUID()}.${extension}`, content);

  async function find(caller: TPrincipal, kind: TFirmwareKind, id: string): Promise<TFirmware> {
    const found = await repository.find(tenancyOf(caller), id);
    if (!found || found.firmware.kind !== kind) throw notFound();
    return found.firmware;
  }

  async function create(caller: TPrincipal, kind: TFirmwareKind, form: TFirmwareForm, lang: TLang) {
    const tenancy = tenancyOf(caller);
    const owner = ownerOf(tenancy);
    const fields = parseFields(form, lang);
    const file = await acceptedImage(form.upload, lang);
    const fileName = fields.fileName ?? file.filename;
    checkFileName(fileName, lang);
    const line = { kind, productName: fields.productName, hardwareVersion: fields.hardwareVersion };
    await checkFree(owner, { ...line, fileName, softwareVersion: fields.softwareVersion }, lang);
    await checkType(tenancy, fields.typeId, lang);
    const creator = await users.findWithCompany(caller.userId);
    const fileUrl = await storeImage(file.content, file.extension);
    const id = await repository.insert({
      ...metadataOf(fields),
      companyId: owner.companyId,
      kind,
      softwareVersion: fields.softwareVersion,
      fileName,
      fileUrl,
      size: file.content.length,
      sha256: sha256Of(file.content),
      enabled: fields.enabled,
      publishedAt: fields.enabled ? new Date() : null,
      creatorUserId: caller.userId,
      creatorName: creator?.nickname || creator?.account || '',
    });
    if (!id) {
      // A concurrent upload took the name or version between the checks and the insert.
      await fileStore.remove(fileUrl);
      await checkFree(owner, { ...line, fileName, softwareVersion: fields.softwareVersion }, lang);
      throw new AppError(ErrorCode.firmwareVersionDuplicate);
    }
    return find(caller, kind, id);
  }

  /**
   * Edits an image. Before publication anything may change, the bytes too; after it, the bytes,
   * the version and the product line it answers for are the release's and a change is refused —
   * the change log, labels, brand, EPN and compatibility bounds stay editable.
   */
  async function edit(caller: TPrincipal, kind: TFirmwareKind, id: string, form: TFirmwareForm, lang: TLang) {
    const tenancy = tenancyOf(caller);
    // The form first: a broken one is bad input (4) whichever image it names.
    const fields = parseFields(form, lang);
    const found = await repository.find(tenancy, id, 'write');
    if (!found || found.row.kind !== kind) throw notFound();
    const { row } = found;
    const hasFile = form.upload !== undefined;
    if (row.publishedAt) {
      const fixed = {
        file: hasFile,
        softwareVersion: fields.softwareVersion !== row.softwareVersion,
        productName: fields.productName !== row.productName,
        hardwareVersion: fields.hardwareVersion !== row.hardwareVersion,
        fileName: fields.fileName !== undefined && fields.fileName !== row.fileName,
      };
      const changed = Object.entries(fixed).find(([, isChanged]) => isChanged);
      if (changed) throw refuse(changed[0], 'firmwarePublished', lang);
    }
    const file = hasFile ? await acceptedImage(form.upload, lang) : undefined;
    const fileName = fields.fileName ?? file?.filename ?? row.fileName;
    checkFileName(fileName, lang);
    const owner = { companyId: row.companyId };
    await checkFree(
      owner,
      {
        kind,
        fileName,
        softwareVersion: row.publishedAt ? undefined : fields.softwareVersion,
        productName: fields.productName,
        hardwareVersion: fields.hardwareVersion,
      },
      lang,
      id,
    );
    await checkType(tenancy, fields.typeId, lang);
    const bytes = file
      ? {
          fileUrl: await storeImage(file.content, file.extension),
          size: file.content.length,
          sha256: sha256Of(file.content),
        }
      : {};
    await repository.update(id, {
      ...metadataOf(fields),
      ...(row.publishedAt ? {} : { softwareVersion: fields.softwareVersion, fileName }),
      ...bytes,
    });
    if (bytes.fileUrl) await fileStore.remove(row.fileUrl);
    return find(caller, kind, id);
  }

  return {
    find,
    create,
    edit,

    /** `/firmware/save`: an inverter image, new or (with an `id` field) edited. */
    async saveInverterImage(caller: TPrincipal, form: TFirmwareForm, lang: TLang) {
      const id = form.fields.id;
      if (!id) return create(caller, 'inverter', form, lang);
      if (!/^[0-9a-f-]{36}$/i.test(id)) throw refuse('id', 'illegal', lang);
      return edit(caller, 'inverter', id, form, lang);
    },

    async check(caller: TPrincipal, query: TFirmwareCheckQuery, lang: TLang) {
      const owner = ownerOf(tenancyOf(caller));
      if (query.fileName !== undefined) checkFileName(query.fileName, lang);
      await checkFree(owner, query, lang, query.id);
      return { available: true };
    },

    /**
     * 4001 when the gateway already runs the newest enabled image for its hardware (or none is
     * newer); otherwise that image. 305 for a gateway the caller cannot see.
     */
    async checkGateway(caller: TPrincipal, sn: string) {
      const tenancy = tenancyOf(caller);
      const gateway = await gateways.findVisibleBySn(tenancy, sn);
      if (!gateway) throw new AppError(ErrorCode.gatewayMissing);
      const images = await repository.enabled(tenancy, 'gateway', gateway.hardwareVersion ?? undefined);
      const newest = images.sort((a, b) => compareFirmwareVersions(b.softwareVersion, a.softwareVersion))[0];
      const current = gateway.softwareVersion ?? '';
      if (!newest || (current && compareFirmwareVersions(current, newest.softwareVersion) >= 0)) {
        throw new AppError(ErrorCode.gatewayFirmwareCurrent);
      }
      return newest;
    },

    /**
     * The enabled images the caller may offer a device, newest first: its model and hardware,
     * its current version within each image's from-range, downgrades only where allowed
     * (`compatibility.ts`). The upgrade flow's picker and its re-check before sending use it.
     */
    async compatibleImages(caller: TPrincipal, kind: TFirmwareKind, device: TDeviceFirmware) {
      const images = await repository.enabled(tenancyOf(caller), kind, device.hardwareVersion || undefined);
      return images
        .filter((image) => isCompatible(image, device))
        .sort((a, b) => compareFirmwareVersions(b.softwareVersion, a.softwareVersion));
    },

    /** Enables or disables after the page's confirmation; the first enable publishes the image. */
    async changeEnable(caller: TPrincipal, id: string, enabled: boolean | undefined) {
      const found = await repository.find(tenancyOf(caller), id, 'write');
      if (!found) throw notFound();
      await repository.setEnabled(id, enabled ?? !found.row.enabled);
      return (await repository.find(tenancyOf(caller), id))!.firmware;
    },

    /**
     * Deletes images the caller owns, all or none: an enabled one must be disabled first. A
     * published image is archived with its bytes (the release log and upgrades still name it).
     */
    async remove(caller: TPrincipal, ids: string[], lang: TLang) {
      const tenancy = tenancyOf(caller);
      const found = await Promise.all(ids.map((id) => repository.find(tenancy, id, 'write')));
      if (found.some((image) => !image)) throw notFound();
      if (found.some((image) => image?.row.enabled)) throw refuse('ids', 'firmwareEnabled', lang);
      const urls = await repository.remove(ids);
      for (const url of urls) await fileStore.remove(url);
    },

    // The inverter-type tree: primary labels and the secondary labels under them.

    async addType(caller: TPrincipal, body: TInverterTypeBody, lang: TLang) {
      const tenancy = tenancyOf(caller);
      const owner = ownerOf(tenancy);
      if (body.parentId) {
        const parent = await repository.findType(tenancy, body.parentId, 'write');
        if (!parent || parent.parentId) throw refuse('parentId', 'selectPrimary', lang);
      }
      const key = body.parentId ? 'secondaryExists' : 'typeExists';
      if (await repository.isTypeNameTaken(owner, body.name, body.parentId)) throw refuse('name', key, lang);
      const id = await repository.insertType(owner, body.name, body.parentId);
      if (!id) throw refuse('name', key, lang);
      return { id };
    },

    async checkType(
      caller: TPrincipal,
      query: { name: string; parentId?: string; id?: string },
      lang: TLang,
    ) {
      const owner = ownerOf(tenancyOf(caller));
      if (await repository.isTypeNameTaken(owner, query.name, query.parentId ?? null, query.id)) {
        throw refuse('name', query.parentId ? 'secondaryExists' : 'typeExists', lang);
      }
      return { available: true };
    },

    async renameType(caller: TPrincipal, id: string, name: string, lang: TLang) {
      const type = await repository.findType(tenancyOf(caller), id, 'write');
      if (!type) throw notFound();
      if (await repository.isTypeNameTaken({ companyId: type.companyId }, name, type.parentId, id)) {
        throw refuse('name', type.parentId ? 'secondaryExists' : 'typeExists', lang);
      }
      await repository.updateType(id, { name });
      return { id };
    },

    /** Moves a secondary label under another primary one of the same owner. */
    async moveType(caller: TPrincipal, id: string, parentId: string, lang: TLang) {
      const tenancy = tenancyOf(caller);
      const type = await repository.findType(tenancy, id, 'write');
      if (!type) throw notFound();
      const target = await repository.findType(tenancy, parentId, 'write');
      if (!type.parentId || !target || target.parentId || target.companyId !== type.companyId) {
        throw refuse('parentId', 'selectPrimary', lang);
      }
      if (await repository.isTypeNameTaken({ companyId: type.companyId }, type.name, parentId, id)) {
        throw refuse('parentId', 'secondaryExists', lang);
      }
      await repository.updateType(id, { parentId });
      return { id };
    },

    async removeType(caller: TPrincipal, id: string, lang: TLang) {
      const type = await repository.findType(tenancyOf(caller), id, 'write');
      if (!type) throw notFound();
      const usage = await repository.typeUsage(id);
      if (usage.children > 0) throw refuse('id', 'typeHasSubtype', lang);
      if (usage.users > 0) throw refuse('id', 'typeInUse', lang);
      await repository.removeType(id);
    },

    // Products images are made for.

    async saveProduct(caller: TPrincipal, kind: TFirmwareKind, body: TFirmwareProductBody, lang: TLang) {
      const tenancy = tenancyOf(caller);
      const existing = body.id ? await repository.findProduct(tenancy, kind, body.id, 'write') : undefined;
      if (body.id && !existing) throw notFound();
      const owner = existing ? { companyId: existing.companyId } : ownerOf(tenancy);
      if (await repository.isProductNameTaken(owner, kind, body.name, body.id)) {
        throw refuse('name', 'productExists', lang);
      }
      if (body.typeId) await checkType(tenancy, body.typeId, lang);
      const values = {
        brand: body.brand,
        name: body.name,
        epn: body.epn,
        typeId: body.typeId,
        hardwareVersions: body.hardwareVersions,
      };
      if (body.id) {
        await repository.updateProduct(body.id, values);
        return (await repository.findProduct(tenancy, kind, body.id, 'read'))!.product;
      }
      const id = await repository.insertProduct({ ...values, kind, companyId: owner.companyId });
      if (!id) throw refuse('name', 'productExists', lang);
      return (await repository.findProduct(tenancy, kind, id, 'read'))!.product;
    },

    async checkProduct(
      caller: TPrincipal,
      kind: TFirmwareKind,
      name: string,
      id: string | undefined,
      lang: TLang,
    ) {
      if (await repository.isProductNameTaken(ownerOf(tenancyOf(caller)), kind, name, id)) {
        throw refuse('name', 'productExists', lang);
      }
      return { available: true };
    },

    async removeProduct(caller: TPrincipal, kind: TFirmwareKind, id: string) {
      if (!(await repository.findProduct(tenancyOf(caller), kind, id, 'write'))) throw notFound();
      await repository.removeProduct(id);
    },
  };
}
export type FirmwareService = ReturnType<typeof createFirmwareService>;
