import type { components, operations } from './openadr3.generated.ts';

/** The official 3.1.0 shapes Sunfleet's VEN reads and writes (openadr3.generated.ts). */
type TSchemas = components['schemas'];

/**
 * A VTN object: its request shape plus the metadata the VTN adds. Written out because
 * openapi-typescript adds a lower-case discriminator (`objectType: 'event'`) that the official
 * metadata's upper-case `objectType` contradicts, which would make every object `never`.
 */
type TVtnObject<TRequest, TType extends string> = TRequest & {
  id: string;
  createdDateTime: string;
  modificationDateTime: string;
  objectType: TType;
};
export type TOadrProgram = TVtnObject<TSchemas['programRequest'], 'PROGRAM'>;
export type TOadrEvent = TVtnObject<TSchemas['eventRequest'], 'EVENT'>;
export type TOadrEventRequest = TSchemas['eventRequest'];
export type TOadrReport = TVtnObject<TSchemas['reportRequest'], 'REPORT'>;
export type TOadrReportRequest = TSchemas['reportRequest'];
export type TOadrSubscription = TVtnObject<TSchemas['subscriptionRequest'], 'SUBSCRIPTION'> & {
  clientID: string;
};
export type TOadrSubscriptionRequest = TSchemas['subscriptionRequest'];
/** A VTN's notification; its `object` written out for the same discriminator reason. */
export type TOadrNotification = Omit<TSchemas['notification'], 'object'> & {
  object: TOadrProgram | TOadrEvent | TOadrReport | TOadrSubscription;
};
export type TOadrInterval = TSchemas['interval'];
export type TOadrIntervalPeriod = TSchemas['intervalPeriod'];
export type TOadrValuesMap = TSchemas['valuesMap'];
export type TOadrProblem = TSchemas['problem'];
export type TOadrTokenResponse = TSchemas['clientCredentialResponse'];
export type TOadrOperationId = keyof operations;
