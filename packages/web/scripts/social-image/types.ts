/** What a social image says: the page's title and whose site it is. */
export interface SocialImageInput {
  /** The page's title, without the brand (the card shows the brand itself). */
  title: string;
  /** The brand. */
  siteName: string;
  ownerName: string;
  /** E.g. "Full-stack developer". */
  ownerRole?: string;
  /** The owner's photo: JPEG, PNG, WebP or anything else sharp reads. */
  photo?: Uint8Array;
}

/** Whose site it is: the part of the input that is the same on every page. */
export type SocialIdentity = Omit<SocialImageInput, 'title'>;
