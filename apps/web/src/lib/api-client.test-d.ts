/**
 * Type tests, checked by `tsc -p apps/web` and never run: each `@ts-expect-error` proves that a call
 * the api does not serve fails the type check (the line errs, or the unused directive does).
 */
import { api } from './api.ts';

export async function callsTheDocumentAllows() {
  const plant = await api.get('/api/v1/plant/{id}', { path: { id: 'p1' } });
  const name: string = plant.name;
  const plants = await api.get('/api/v1/plants', { query: { page: 1, status: 'fault' } });
  const total: number = plants.total;
  await api.post('/api/v1/user/{id}/avatar', { path: { id: 'u1' }, body: new FormData() });
  await api.post('/api/v1/user/personalized', { body: { theme: 'dark' }, isQuiet: true });
  const look = await api.get('/anonymous/look', { isAnonymous: true });
  return [name, total, look.title];
}

export async function callsTheDocumentRefuses() {
  // @ts-expect-error a misspelt path
  await api.get('/api/v1/plant/{id}/realtme', { path: { id: 'p1' } });
  // @ts-expect-error a path the api serves only with POST
  await api.get('/api/v1/plant/{id}/delete', { path: { id: 'p1' } });
  // @ts-expect-error a path parameter left out
  await api.get('/api/v1/plant/{id}');
  // @ts-expect-error a path parameter the path does not have
  await api.get('/api/v1/plant/{id}', { path: { plantId: 'p1' } });
  // @ts-expect-error a query parameter the api does not read
  await api.get('/api/v1/plants', { query: { pageSize: 10 } });
  // @ts-expect-error a query value of the wrong kind
  await api.get('/api/v1/plants', { query: { status: 'broken' } });
  // @ts-expect-error a body field the api does not accept
  await api.post('/api/v1/user/personalized', { body: { colour: 'dark' } });
  // @ts-expect-error a required body left out
  await api.post('/api/v1/user/{id}/pwd', { path: { id: 'u1' } });
  // @ts-expect-error a body on a GET
  await api.get('/api/v1/user', { body: new FormData() });
  const plant = await api.get('/api/v1/plant/{id}', { path: { id: 'p1' } });
  // @ts-expect-error a reply field the api does not send
  void plant.nmae;
}
