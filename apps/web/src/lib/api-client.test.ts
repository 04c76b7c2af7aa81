import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, createApiClient, refusalText } from './api-client.ts';
import { createSession, type TKeyValueStore } from './session.ts';

/**
 * A small api on a real port: `/oauth/token` renews tokens (slowly, so requests pile up while a
 * refresh is in flight) and `/api/v1/echo` answers only the current access token.
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

async function readBody(req: IncomingMessage): Promise<Record<string, unknown>> {
  let text = '';
  for await (const chunk of req) text += String(chunk);
  return text ? (JSON.parse(text) as Record<string, unknown>) : {};
}

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
  if (path === '/api/v1/echo') return reply(res, 200, { code: 0, msg: 'success', data: { path: req.url } });
  if (path === '/api/v1/old-password')
    return reply(res, 200, { code: 108, msg: 'Old password error', data: null });
  if (path === '/api/v1/wrong-credentials') return reply(res, 200, { code: 102, msg: 'x', data: null });
  if (path === '/api/v1/crash') return reply(res, 500, { message: 'boom' });
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

describe('api client', () => {
  it('sends the bearer token and returns data of a code-0 reply', async () => {
    const { client } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    await expect(client.request('/api/v1/echo', { query: { lan: 'en', skip: undefined } })).resolves.toEqual({
      path: '/api/v1/echo?lan=en',
    });
    expect(api.refreshCalls).toBe(0);
  });

  it('refreshes an expired token exactly once while concurrent requests wait, then replays them', async () => {
    const { client, session } = setUp({ access_token: 'expired', refresh_token: api.validRefresh });
    const replies = await Promise.all(
      ['/api/v1/echo?n=1', '/api/v1/echo?n=2', '/api/v1/echo?n=3', '/api/v1/echo?n=4'].map((path) =>
        client.request<{ path: string }>(path),
      ),
    );
    expect(replies.map((reply) => reply.path)).toEqual([
      '/api/v1/echo?n=1',
      '/api/v1/echo?n=2',
      '/api/v1/echo?n=3',
      '/api/v1/echo?n=4',
    ]);
    expect(api.refreshCalls).toBe(1);
    expect(session.tokens()).toEqual({ access_token: api.validAccess, refresh_token: api.validRefresh });
  });

  it('drops the waiting requests, clears the session and ends it once when the refresh fails', async () => {
    api.refuseRefresh = true;
    const { client, session, events } = setUp({ access_token: 'expired', refresh_token: 'revoked' });
    const results = await Promise.allSettled([1, 2, 3].map((n) => client.request(`/api/v1/echo?n=${n}`)));
    expect(results.every((result) => result.status === 'rejected')).toBe(true);
    expect(api.refreshCalls).toBe(1);
    expect(events.sessionEnded).toBe(1);
    expect(session.tokens()).toBeNull();
  });

  it('shows the catalogue message of a non-zero code unless the call tolerates it', async () => {
    const { client, events } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    await expect(client.request('/api/v1/old-password')).rejects.toMatchObject({
      code: 108,
      isReported: true,
    });
    expect(events.messages).toEqual(['Old password error']);

    const tolerated = await client
      .request('/api/v1/old-password', { tolerate: [108] })
      .catch((e: unknown) => e);
    expect(tolerated).toBeInstanceOf(ApiError);
    expect(tolerated).toMatchObject({ code: 108, isReported: false });
    expect(events.messages).toHaveLength(1);
  });

  it('ends the session on code 102 except for calls that tolerate it', async () => {
    const { client, session, events } = setUp({
      access_token: api.validAccess,
      refresh_token: api.validRefresh,
    });
    await expect(client.request('/api/v1/wrong-credentials', { tolerate: [102] })).rejects.toMatchObject({
      code: 102,
    });
    expect(events.sessionEnded).toBe(0);
    await expect(client.request('/api/v1/wrong-credentials')).rejects.toMatchObject({ code: 102 });
    expect(events.sessionEnded).toBe(1);
    expect(session.tokens()).toBeNull();
  });

  it('opens the network dialog on HTTP 5xx and on an unreachable api', async () => {
    const { client, events } = setUp({ access_token: api.validAccess, refresh_token: api.validRefresh });
    await expect(client.request('/api/v1/crash')).rejects.toMatchObject({ code: 1 });
    const unreachable = createApiClient({
      baseUrl: 'http://127.0.0.1:1',
      session: createSession(memoryStore()),
      lang: () => 'en',
      onMessage: () => undefined,
      onNetworkError: () => (events.networkErrors += 1),
      onSessionEnded: () => undefined,
    });
    await expect(unreachable.request('/api/v1/echo', { isAnonymous: true })).rejects.toMatchObject({
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
