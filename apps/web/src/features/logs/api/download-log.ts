import { api } from '@/lib/api';
import { session } from '@/lib/session';
import type { TLogFilter } from '../model/log-filter.ts';

const downloadPath = '/api/v1/logger/download';

/**
 * `GET /api/v1/logger/download`: the log with the screen's filters as an .xlsx, saved by the
 * browser. A spreadsheet is not JSON, so this one call goes around the api client; an expired
 * token is renewed through the client (any call refreshes it) and the download tried once more.
 */
export async function downloadLog(log: 'maintenance' | 'communication' | 'debug', filter: TLogFilter) {
  const query = new URLSearchParams({ log });
  for (const [key, value] of Object.entries(filter))
    if (typeof value === 'string' && value !== '') query.set(key, value);
  const attempt = () =>
    fetch(`${downloadPath}?${query.toString()}`, {
      headers: {
        authorization: `Bearer ${session.tokens()?.access_token ?? ''}`,
        'accept-language': session.lang(),
      },
    });
  let response = await attempt();
  if (response.status === 401) {
    await api.get('/api/v1/user');
    response = await attempt();
  }
  if (!response.ok || !(response.headers.get('content-type') ?? '').includes('spreadsheetml'))
    throw new Error(`download failed (${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? `${log}-log.xlsx`;
  link.click();
  setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
