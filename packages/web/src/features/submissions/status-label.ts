/** A status value as the admin reads it: "contacted" → "Contacted". */
export const statusLabel = (status: string): string =>
  status.charAt(0).toUpperCase() + status.slice(1);
