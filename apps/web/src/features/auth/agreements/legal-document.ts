import type { TLocalized } from '@sunfleet/contract/lang';

/** A legal text in the three languages of the portal. */
export type TLegalDocument = {
  title: TLocalized;
  effective: string;
  sections: { heading: TLocalized; body: TLocalized }[];
};
