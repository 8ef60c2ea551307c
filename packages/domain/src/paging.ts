/** Rows per page of the admin lists (SPEC section 9): the screens ask for `default`, the API allows up to `max`. */
export const PAGE_SIZE = { default: 10, max: 100 } as const;
