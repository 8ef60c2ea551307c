/**
 * Human words for stored values, as every screen, export and mail shows them: the wizard's own option
 * labels and statuses in sentence case. (A calculator estimate's features carry their own names: its
 * stored lines.)
 */
import { BUDGET_RANGES, CURRENT_TOOLS, PAIN_POINTS, TEAM_SIZES, TIMELINES } from './wizard';

/** What a missing answer shows. */
export const MISSING = '-';

type Options = readonly { value: string; label: string }[];

/** The option's label; an unknown value shows as stored, a missing one as a dash. */
export function labelFrom(options: Options, value: string | null | undefined): string {
  if (value === null || value === undefined || value === '') return MISSING;
  return options.find((option) => option.value === value)?.label ?? value;
}

export const painPointLabel = (value: string | null | undefined) => labelFrom(PAIN_POINTS, value);
export const teamSizeLabel = (value: string | null | undefined) => labelFrom(TEAM_SIZES, value);
export const timelineLabel = (value: string | null | undefined) => labelFrom(TIMELINES, value);
export const budgetLabel = (value: string | null | undefined) => labelFrom(BUDGET_RANGES, value);

/** The tools, by label, joined by commas. */
export function toolsLabel(values: readonly string[] | null | undefined): string {
  if (!values || values.length === 0) return MISSING;
  return values.map((value) => labelFrom(CURRENT_TOOLS, value)).join(', ');
}

/** 'new' → 'New', 'not_contacted' → 'Not contacted'. */
export const statusLabel = (status: string): string => {
  const words = status.replaceAll('_', ' ');
  return words.charAt(0).toUpperCase() + words.slice(1);
};

/** A hot lead's qualification reason as the admin reads it: 'visited_pricing' → 'visited pricing'. */
export const reasonLabel = (reason: string): string => reason.replaceAll('_', ' ');
