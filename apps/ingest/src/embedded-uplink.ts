import type { TReceiveUpload, TUplinkDelivery, Uplink } from './uplink.ts';

/** An upload the embedded broker holds until the ingest has committed it. */
type THeldUpload = { topic: string; payload: Buffer; accept: () => void };

/**
 * The embedded broker's uplink to the ingest in the same process: the broker hands over each
 * gateway upload without a network hop and answers it with PUBACK only when the ingest has
 * committed it, so an upload a gateway saw acknowledged is in the database even if the process
 * dies the next moment.
 *
 * While no ingest is started, uploads wait unacknowledged; those a stopped ingest did not
 * acknowledge go to the next one. If the process ends, their gateways send them again after
 * reconnecting (QoS 1). The broker reads a gateway's next packets only once the uploads before
 * have been answered, which is the back-pressure: `resume` has nothing to release.
 */
export class EmbeddedUplink implements Uplink {
  private receive: TReceiveUpload | undefined;
  /** Held uploads, in arrival order. */
  private readonly held = new Set<THeldUpload>();
  /** Increases with every start, so that an acknowledgement from a stopped ingest is ignored. */
  private run = 0;

  /** Uploads received and not yet acknowledged. */
  get heldCount(): number {
    return this.held.size;
  }

  /** A gateway's upload, authorized by the broker; `accept` lets the broker answer it. */
  hold(topic: string, payload: Buffer, accept: () => void): void {
    const upload = { topic, payload, accept };
    this.held.add(upload);
    this.handOver(upload);
  }

  /** Forgets every held upload unanswered (the broker closes): their gateways send them again. */
  release(): void {
    this.held.clear();
  }

  start(receive: TReceiveUpload): Promise<void> {
    this.receive = receive;
    this.run += 1;
    for (const upload of this.held) this.handOver(upload);
    return Promise.resolve();
  }

  resume(): void {}

  stop(): Promise<void> {
    this.receive = undefined;
    return Promise.resolve();
  }

  private handOver(upload: THeldUpload): void {
    const run = this.run;
    const delivery: TUplinkDelivery = {
      topic: upload.topic,
      payload: upload.payload,
      acknowledge: () => {
        if (run === this.run && this.held.delete(upload)) upload.accept();
      },
    };
    this.receive?.(delivery);
  }
}
