/** Which offer is on screen, if any: the hot-lead popup and the exit-intent offer never open together. */
export type OfferName = 'hot-lead' | 'exit';

let current: OfferName | undefined;

export const openOffer = (): OfferName | undefined => current;

/** Marks `name` as on screen; returns the function that clears it. */
export function holdOffer(name: OfferName): () => void {
  current = name;
  return () => {
    if (current === name) current = undefined;
  };
}
