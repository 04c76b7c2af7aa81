import { drProgramIds } from '@sunfleet/contract/demand-response';
import { startTestVtn } from './test-vtn.ts';

/**
 * The test VTN as a process, for browser tests and demonstrations (never production): the four
 * programmes, and with `--event-in-minutes N --event-minutes M` one SIMPLE level-1 event for the
 * first programme. The VEN's credentials are sunfleet-ven / ven-secret. `PORT` sets the port.
 *   OPENADR3_DIR=… PORT=8292 node --import tsx packages/openadr/src/test-vtn-main.ts --event-in-minutes 1
 */
const flag = (name: string) => {
  const index = process.argv.indexOf(`--${name}`);
  return index < 0 ? undefined : Number(process.argv[index + 1]);
};

const vtn = await startTestVtn({ port: Number(process.env.PORT ?? 0) });
const programIds: string[] = [];
for (const programName of drProgramIds) {
  const created = await vtn.asBusinessLogic('POST', '/programs', { programName });
  programIds.push((created.body as { id: string }).id);
}
const inMinutes = flag('event-in-minutes');
if (inMinutes !== undefined) {
  const start = new Date(Math.ceil((Date.now() + inMinutes * 60_000) / 1000) * 1000);
  await vtn.asBusinessLogic('POST', '/events', {
    programID: programIds[1],
    eventName: 'Summer peak',
    payloadDescriptors: [{ objectType: 'EVENT_PAYLOAD_DESCRIPTOR', payloadType: 'SIMPLE' }],
    intervalPeriod: { start: start.toISOString(), duration: `PT${flag('event-minutes') ?? 30}M` },
    intervals: [{ id: 0, payloads: [{ type: 'SIMPLE', values: [1] }] }],
  });
}
console.log(`test VTN at ${vtn.baseUrl}`);
const stop = () => void vtn.close().then(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
