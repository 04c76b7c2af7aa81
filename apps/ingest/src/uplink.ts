/** An upload handed to the ingest, with its PUBACK, which the ingest sends once it is committed. */
export type TUplinkDelivery = {
  topic: string;
  payload: Buffer;
  acknowledge: () => void;
};

/**
 * Takes an upload; answers whether it takes the next one now. When it answers no, the uplink holds
 * further uploads until `resume` is called.
 */
export type TReceiveUpload = (delivery: TUplinkDelivery) => boolean;

/**
 * Where the ingest's uploads come from: the embedded broker in the same process
 * (`EmbeddedUplink`) or a subscription on an external broker (`MqttUplink`). Each gateway's
 * uploads arrive in the order it sent them, and an upload never acknowledged comes again, to this
 * ingest or the next.
 */
export interface Uplink {
  start(receive: TReceiveUpload): Promise<void>;
  resume(): void;
  /** Stops delivering; uploads not yet acknowledged stay with the broker. */
  stop(): Promise<void>;
}

/**
 * Where commands go to gateways (`down/cmd`): the embedded broker, or the ingest's own connection
 * to the external broker. Resolves once the broker took the message (QoS 1).
 */
export interface Downlink {
  publish(topic: string, payload: string): Promise<void>;
}
