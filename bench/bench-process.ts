/**
 * A helper process of a benchmark (simulated gateways, receivers): forked so that its CPU is not
 * counted as Sunfleet's, and asked over IPC — a request out, the answer of an expected kind back.
 */
import { fork } from 'node:child_process';

type TKinded = { kind: string };

export function forkBenchProcess<TRequest extends TKinded, TAnswer extends TKinded>(script: URL) {
  const child = fork(script, { execArgv: ['--import', 'tsx'] });
  child.on('error', () => undefined);
  /** Sends `request` and resolves with the process's next answer of `kind`. */
  const ask = <K extends TAnswer['kind']>(request: TRequest, kind: K) =>
    new Promise<Extract<TAnswer, { kind: K }>>((resolve, reject) => {
      if (!child.connected) return reject(new Error(`${script.pathname} has ended`));
      const onExit = (code: number | null) => reject(new Error(`${script.pathname} ended (${code})`));
      const onMessage = (message: TAnswer) => {
        if (message.kind !== kind) return;
        child.off('message', onMessage);
        child.off('exit', onExit);
        resolve(message as Extract<TAnswer, { kind: K }>);
      };
      child.on('message', onMessage);
      child.once('exit', onExit);
      child.send(request);
    });
  return { ask };
}
