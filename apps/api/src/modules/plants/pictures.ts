import { randomUUID } from 'node:crypto';
import type { TLang } from '@sunfleet/contract/lang';
import { inputMessage } from '@sunfleet/contract/messages';
import { uploadLimits } from '@sunfleet/contract/validators';
import type { AppContext } from '../../context.ts';
import { fieldRefusal } from '../../plugins/envelope.ts';
import { acceptedImage, type TUpload } from '../../uploads.ts';
import { createPictureRepository } from './picture-repository.ts';

/**
 * Plant pictures belong to whoever uploaded them (`/plant/thumbnail`). A plant may point only at
 * an upload of the person setting it that no plant uses yet, or keep the one it has; the file is
 * removed only when the plant that owns it lets it go. Unused uploads are purged (modules/purge).
 */
export function createPlantPictures(context: Pick<AppContext, 'db' | 'fileStore' | 'config'>) {
  const repository = createPictureRepository(context.db);
  const { fileStore } = context;
  const { unusedPicturesPerUser } = context.config.throttles;

  /** Removes a plant's picture file, if the picture was that plant's. */
  async function release(plantId: string, picture: string) {
    if (await repository.release(picture, plantId)) await fileStore.remove(picture);
  }

  return {
    /** Stores a JPG, JPEG or PNG (by extension AND content, at most 10 MB) as the uploader's. */
    async upload(uploaderId: string, form: TUpload | undefined, lang: TLang) {
      const picture = await acceptedImage(form, uploadLimits.plantPicture, lang);
      if ((await repository.countUnused(uploaderId)) >= unusedPicturesPerUser) {
        throw picture.refuse(inputMessage('uploadQuota', lang));
      }
      const url = await fileStore.save(`plants/${randomUUID()}.${picture.extension}`, picture.content);
      await repository.insert(url, uploaderId);
      return { url };
    },

    /** Refuses (code 4 on `picture`) a picture the caller may not give this plant. */
    async assertUsable(callerId: string, picture: string | null, current: string | null, lang: TLang) {
      if (picture === null || picture === current) return;
      if (await repository.isUnusedUploadOf(picture, callerId)) return;
      throw fieldRefusal({ field: 'picture', message: inputMessage('illegal', lang) });
    },

    /** After a plant's write: the new picture becomes the plant's, a replaced one is removed. */
    async settle(plantId: string, picture: string | null, previous: string | null) {
      if (picture === previous) return;
      if (picture !== null) await repository.attach(picture, plantId);
      if (previous !== null) await release(plantId, previous);
    },

    release,
  };
}
