import { expect, type APIRequestContext } from '@playwright/test';
import { ports } from '../playwright.config.ts';

/** Where the browser tests' test VTN listens (playwright.config.ts starts it; the app api reads it). */
const testVtnUrl = `http://127.0.0.1:${ports.vtn}`;

/**
 * The programme's side of the test VTN (packages/openadr/src/test-vtn.ts), over its OpenADR 3.1
 * HTTP API with the business-logic credentials: it publishes the events Sunfleet's VEN then reads.
 */
export async function vtnBusinessLogic(request: APIRequestContext) {
  const token = await request.post(`${testVtnUrl}/auth/token`, {
    form: { grant_type: 'client_credentials', client_id: 'test-bl', client_secret: 'bl-secret' },
  });
  expect(token.status()).toBe(200);
  const headers = {
    authorization: `Bearer ${((await token.json()) as { access_token: string }).access_token}`,
  };
  return {
    /** Publishes a SIMPLE level-1 event ("discharge") of programme `programName` for `[start, start + minutes)`. */
    async publishEvent(programName: string, name: string, start: Date, minutes: number): Promise<string> {
      const programs = (await (await request.get(`${testVtnUrl}/programs`, { headers })).json()) as {
        id: string;
        programName: string;
      }[];
      const program = programs.find((each) => each.programName === programName);
      expect(program, `the test VTN runs programme ${programName}`).toBeTruthy();
      const created = await request.post(`${testVtnUrl}/events`, {
        headers,
        data: {
          programID: program!.id,
          eventName: name,
          payloadDescriptors: [{ objectType: 'EVENT_PAYLOAD_DESCRIPTOR', payloadType: 'SIMPLE' }],
          intervalPeriod: { start: start.toISOString(), duration: `PT${minutes}M` },
          intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [1] }] }],
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      return ((await created.json()) as { id: string }).id;
    },
  };
}
