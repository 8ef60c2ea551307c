const DOLLARS = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  minimumFractionDigits: 0,
  maximumFractionDigits: 0,
});

/** Whole dollars with thousands separators: 6500 → "$6,500". */
export const formatDollars = (amount: number): string => DOLLARS.format(amount);
