import type { ScoreBand } from '@leadline/domain';

/**
 * The score bands' colours, as CSS variables set on the analytics page: each at least 4.5:1 against
 * the card in its theme (light: red-600, amber-700, blue-600, slate-500; dark: their 400 shades).
 */
export const BAND_PALETTE = [
  '[--band-hot:#dc2626] [--band-warm:#b45309] [--band-engaged:#2563eb] [--band-cold:#64748b]',
  'dark:[--band-hot:#f87171] dark:[--band-warm:#fbbf24] dark:[--band-engaged:#60a5fa] dark:[--band-cold:#94a3b8]',
].join(' ');

export const BAND_COLOR: Record<ScoreBand, string> = {
  hot: 'var(--band-hot)',
  warm: 'var(--band-warm)',
  engaged: 'var(--band-engaged)',
  cold: 'var(--band-cold)',
};
