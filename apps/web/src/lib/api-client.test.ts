import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, refusalText } from './api-client.ts';
import { createSession, type TKeyValueStore } from './session.ts';

/**
 * A small api on a real port that serves a few paths of the document its own way: `/oauth/token`
 * renews tokens (slowly, so requests pile up while a refresh is in flight); the others answer only
 * the current access token, and the echo paths answer what they received.
 */
const api = {
  validAccess: 'access-1',
  validRefresh: 'refresh-1',
  refreshCalls: 0,
  refuseRefresh: false,
  generation: 1,
};

const reply = (res: ServerResponse, status: number, body: unknown) => {
  res.writeHead(status, { 'Content-Type': 'application/json' });
  res.end(JSON.stringify(body));
};

async function readText(req: IncomingMessage): Promise<string> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text;
}

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  const text = await readText(req);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

/** What an echo path answers: the request as the server saw it. */
async function echo(req: IncomingMessage) {
  return {
    method: req.method,
    url: req.url,
    lang: req.headers['accept-language'],
    contentType: req.headers['content-type'] ?? null,
    body: await readText(req),
  };
}

const echoPaths = ['/api/v1/plants', '/api/v1/user/personalized', '/api/v1/user/u%2F1/avatar'];

async function handle(req: IncomingMessage, res: ServerResponse) {
  const path = new URL(req.url ?? '/', 'http://localhost').pathname;
  if (path === '/oauth/token') {
    const body = await readBody(req);
    api.refreshCalls += 1;
    await new Promise((resolve) => setTimeout(resolve, 80));
    if (api.refuseRefresh || body.grant_type !== 'refresh_token' || body.refresh_token !== api.validRefresh) {
      return reply(res, 401, { code: 401, msg: 'Token authentication failed.', data: null });
    }
    api.generation += 1;
    api.validAccess = `access-${api.generation}`;
    api.validRefresh = `refresh-${api.generation}`;
    return reply(res, 200, {
      code: 0,
      msg: 'success',
      data: {
        access_token: api.validAccess,
        refresh_token: api.validRefresh,
        token_type: 'bearer',
        expires_in: 60,
      },
    });
  }
  if (req.headers.authorization !== `Bearer ${api.validAccess}`) {
    return reply(res, 401, { code: 401, msg: 'Token authentication failed.', data: null });
  }
  if (echoPaths.includes(path)) return reply(res, 200, { code: 0, msg: 'success', data: await echo(req) });
  if (path === '/api/v1/user/u1/pwd')
    return reply(res, 200, { code: 108, msg: 'Old password error', data: null });
  if (path === '/api/v1/user') return reply(res, 200, { code: 102, msg: 'x', data: null });
  if (path === '/api/v1/plants/map') return reply(res, 500, { message: 'boom' });
  return reply(res, 404, { code: 3, msg: 'Not found', data: null });
}

let server: Server;
let baseUrl = '';

beforeAll(async () => {
  server = createServer((req, res) => void handle(req, res));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

function memoryStore(): TKeyValueStore & { size(): number } {
  const map = new Map<string, string>();
  return {
    getItem: (key) => map.get(key) ?? null,
    setItem: (key, value) => void map.set(key, value),
    removeItem: (key) => void map.delete(key),
    size: () => map.size,
  };
}

function setUp(tokens: { access_token: string; refresh_token: string }) {
  const store = memoryStore();
  const session = createSession(store);
  session.saveTokens(tokens);
  const events = { messages: [] as string[], networkErrors: 0, sessionEnded: 0 };
  const client = createApiClient({
    baseUrl,
    session,
    lang: () => 'en',
    onMessage: (text) => events.messages.push(text),
    onNetworkError: () => (events.networkErrors += 1),
    onSessionEnded: () => (events.sessionEnded += 1),
  });
  return { client, session, events };
}

afterEach(() => {
  api.refreshCalls = 0;
  api.refuseRefresh = false;
});

/** The echo paths answer the request, not the document's reply. */
const echoed = (reply: unknown) => reply as Awaited<ReturnType<typeof echo>>;

describe('api client', () => {
  it('sends the bearer token and the language, and returns data of a code-0 reply', async () => {
    const { client } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    const reply = await client.get('/api/v1/plants', { query: { keyword: 'sun', status: undefined } });
    expect(echoed(reply)).toMatchObject({ method: 'GET', url: '/api/v1/plants?keyword=sun', lang: 'en' });
    expect(api.refreshCalls).toBe(0);
  });

  it('fills the path parameters in, encoded', async () => {
    const { client } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    const reply = await client.post('/api/v1/user/{id}/avatar', { path: { id: 'u/1' } });
    expect(echoed(reply)).toMatchObject({ method: 'POST', url: '/api/v1/user/u%2F1/avatar' });
  });

  it('sends a plain object as JSON and FormData as multipart', async () => {
    const { client } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    const json = echoed(await client.post('/api/v1/user/personalized', { body: { theme: 'dark' } }));
    expect(json).toMatchObject({ contentType: 'application/json', body: '{"theme":"dark"}' });

    const form = new FormData();
    form.append('file', new Blob(['picture']), 'avatar.png');
    const multipart = echoed(
      await client.post('/api/v1/user/{id}/avatar', { path: { id: 'u/1' }, body: form }),
    );
    expect(multipart.contentType).toMatch(/^multipart\/form-data; boundary=/);
    expect(multipart.body).toContain('picture');
  });

  it('refreshes an expired token exactly once while concurrent requests wait, then replays them', async () => {
    const { client, session } = setUp({ access_token: 'expired', refresh_token: api.validRefresh });
    const replies = await Promise.all(
      [1, 2, 3, 4].map((page) => client.get('/api/v1/plants', { query: { page } })),
    );
    expect(replies.map((reply) => echoed(reply).url)).toEqual([
      '/api/v1/plants?page=1',
      '/api/v1/plants?page=2',
      '/api/v1/plants?page=3',
      '/api/v1/plants?page=4',
    ]);
    expect(api.refreshCalls).toBe(1);
    expect(session.tokens()).toEqual({ access_token: api.validAccess, refresh_token: api.validRefresh });
  });

  it('replays a JSON body and a FormData body after the refresh', async () => {
    const { client } = setUp({ access_token: 'expired', refresh_token: api.validRefresh });
    const form = new FormData();
    form.append('file', new Blob(['picture']), 'avatar.png');
    const [json, multipart] = await Promise.all([
      client.post('/api/v1/user/personalized', { body: { theme: 'dark' } }),
      client.post('/api/v1/user/{id}/avatar', { path: { id: 'u/1' }, body: form }),
    ]);
    expect(echoed(json).body).toBe('{"theme":"dark"}');
    expect(echoed(multipart).body).toContain('picture');
    expect(api.refreshCalls).toBe(1);
  });

  it('drops the waiting requests, clears the session and ends it once when the refresh fails', async () => {
    api.refuseRefresh = true;
    const { client, session, events } = setUp({ access_token: 'expired', refresh_token: 'revoked' });
    const results = await Promise.allSettled(
      [1, 2, 3].map((page) => client.get('/api/v1/plants', { query: { page } })),
    );
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(api.refreshCalls).toBe(1);
    expect(events.sessionEnded).toBe(1);
    expect(session.tokens()).toBeNull();
  });

  it('shows the catalogue message of a non-zero code unless the call tolerates it', async () => {
    const { client, events } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    const body = { old: 'old-pass1', new: 'new-pass1', confirm: 'new-pass1' };
    await expect(client.post('/api/v1/user/{id}/pwd', { path: { id: 'u1' }, body })).rejects.toMatchObject({
      code: 108,
      isReported: true,
    });
    expect(events.messages).toEqual(['Old password error']);

    const tolerated = await client
      .post('/api/v1/user/{id}/pwd', { path: { id: 'u1' }, body, tolerate: [108] })
      .catch((e: unknown) => e);
    expect(tolerated).toBeInstanceOf(ApiError);
    expect(tolerated).toMatchObject({ code: 108, isReported: false });
    expect(events.messages).toHaveLength(1);
  });

  it('keeps a quiet call from showing its message', async () => {
    const { client, events } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    const body = { old: 'old-pass1', new: 'new-pass1', confirm: 'new-pass1' };
    await expect(
      client.post('/api/v1/user/{id}/pwd', { path: { id: 'u1' }, body, isQuiet: true }),
    ).rejects.toMatchObject({ code: 108, isReported: false });
    expect(events.messages).toEqual([]);
  });

  it('ends the session on code 102 except for calls that tolerate it', async () => {
    const { client, session, events } = setUp({
      access_token: api.validAccess,
      refresh_token: api.validRefresh,
    });
    await expect(client.get('/api/v1/user', { tolerate: [102] })).rejects.toMatchObject({ code: 102 });
    expect(events.sessionEnded).toBe(0);
    await expect(client.get('/api/v1/user')).rejects.toMatchObject({ code: 102 });
    expect(events.sessionEnded).toBe(1);
    expect(session.tokens()).toBeNull();
  });

  it('opens the network dialog on HTTP 5xx and on an unreachable api', async () => {
    const { client, events } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    await expect(client.get('/api/v1/plants/map')).rejects.toMatchObject({ code: 1 });
    const unreachable = createApiClient({
      baseUrl: 'http://127.0.0.1:1',
      session: createSession(memoryStore()),
      lang: () => 'en',
      onMessage: () => undefined,
      onNetworkError: () => (events.networkErrors += 1),
      onSessionEnded: () => undefined,
    });
    await expect(unreachable.get('/api/v1/plants', { isAnonymous: true })).rejects.toMatchObject({
      code: 1,
    });
    expect(events.networkErrors).toBe(2);
  });

  it('shows the field message of a code-4 refusal, else the catalogue text', () => {
    const refused = new ApiError(4, 'Parameters validation error', false, {
      field: 'file',
      message: 'The file is not valid YAML (line 9, column 15).',
    });
    expect(refusalText(refused)).toBe('The file is not valid YAML (line 9, column 15).');
    expect(refusalText(new ApiError(5000, 'Code is exist', false))).toBe('Code is exist');
  });
});
