import { api } from './api.ts';
import { session } from './session.ts';

type TQuery = Record<string, string | number | undefined>;

/**
 * Downloads a file the api generates (an .xlsx) with the session's token and the user's language,
 * and hands it to the browser under the name the api gives it. An expired token is renewed once
 * through the api client, as every other call does.
 */
export async function downloadFile(path: string, query: TQuery, fallbackName: string): Promise<void> {
  const search = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) search.set(key, String(value));
  const send = () =>
    fetch(`${path}?${search.toString()}`, {
      headers: {
        Authorization: `Bearer ${session.tokens()?.access_token ?? ''}`,
        'Accept-Language': session.lang(),
      },
    });
  let response = await send();
  if (response.status === 401) {
    await api.get('/api/v1/user');
    response = await send();
  }
  if (!response.ok) throw new Error(`download failed (${response.status})`);
  const name = /filename="([^"]+)"/.exec(response.headers.get('content-disposition') ?? '')?.[1];
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name ?? fallbackName;
  link.click();
  URL.revokeObjectURL(url);
}
