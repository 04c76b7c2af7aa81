import type { TDeviceListQuery } from '@sunfleet/contract/inverters';
import { session } from '@/lib/session';

/**
 * `GET /api/v1/inverters/download`: the list with the same filters as an .xlsx, saved by the
 * browser. A file is no envelope, so this one call goes around the api client.
 */
export async function downloadInverters(filters: Partial<Omit<TDeviceListQuery, 'page' | 'size'>>) {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) if (value) search.set(key, String(value));
  const token = session.tokens()?.access_token;
  const response = await fetch(`/api/v1/inverters/download?${search.toString()}`, {
    headers: { ...(token ? { Authorization: `Bearer ${token}` } : {}), 'Accept-Language': session.lang() },
  });
  if (!response.ok) throw new Error(`download failed (${response.status})`);
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = 'inverters.xlsx';
  link.click();
  URL.revokeObjectURL(url);
}
