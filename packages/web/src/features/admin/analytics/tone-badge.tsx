import type { ReactNode } from 'react';
import { cn } from '../../../lib/cn';

/** Dark text on a light tint, light text on a dark tint: AA contrast in both themes. */
const TONES = {
  success:
    'border-emerald-300 bg-emerald-50 text-emerald-800 dark:border-emerald-800 dark:bg-emerald-950 dark:text-emerald-200',
  neutral: 'border-border bg-muted text-muted-foreground',
  orange:
    'border-orange-300 bg-orange-100 text-orange-900 dark:border-orange-800 dark:bg-orange-950 dark:text-orange-200',
  yellow:
    'border-yellow-300 bg-yellow-100 text-yellow-900 dark:border-yellow-800 dark:bg-yellow-950 dark:text-yellow-200',
  blue: 'border-blue-300 bg-blue-100 text-blue-900 dark:border-blue-800 dark:bg-blue-950 dark:text-blue-200',
} as const;

export type Tone = keyof typeof TONES;

/** A badge in one of a few colours (the kit's Badge has one look). */
export function ToneBadge({
  tone,
  size = 'sm',
  className,
  children,
}: {
  tone: Tone;
  size?: 'sm' | 'md';
  className?: string;
  children: ReactNode;
}) {
  return (
    <span
      data-tone={tone}
      className={cn(
        'inline-flex items-center rounded-full border px-2.5 py-0.5',
        size === 'sm' ? 'text-xs font-semibold' : 'text-sm font-bold',
        TONES[tone],
        className,
      )}
    >
      {children}
    </span>
  );
}
