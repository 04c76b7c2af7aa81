import { compareFirmwareVersions, type TFirmware } from '@sunfleet/contract/firmware';

/** What the library needs to know of a device to offer it images. */
export type TDeviceFirmware = {
  /** The device's model as the images name it (`productName`); empty when unknown. */
  model: string;
  hardwareVersion: string;
  /** The version the device reports now; empty when it has not reported one. */
  currentVersion: string;
};

const sameText = (a: string, b: string) => a.toLowerCase() === b.toLowerCase();

/**
 * Whether an enabled image may be offered to a device: made for its model and hardware (an image
 * that names none fits any), the device's current version within the image's from-version range,
 * and the image newer than what runs — older only when the image allows downgrades, the same
 * never (nothing to do). A device that reports no version can only check model and hardware.
 */
export function isCompatible(image: TFirmware, device: TDeviceFirmware): boolean {
  if (!image.enabled) return false;
  if (image.productName && !sameText(image.productName, device.model)) return false;
  if (image.hardwareVersion && !sameText(image.hardwareVersion, device.hardwareVersion)) return false;
  const current = device.currentVersion;
  if (!current) return true;
  if (image.fromVersionMin && compareFirmwareVersions(current, image.fromVersionMin) < 0) return false;
  if (image.fromVersionMax && compareFirmwareVersions(current, image.fromVersionMax) > 0) return false;
  const order = compareFirmwareVersions(image.softwareVersion, current);
  return order > 0 || (order < 0 && image.allowDowngrade);
}
