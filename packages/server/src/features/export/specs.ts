import type { ExportSpec } from './columns';
import { contactsExport } from './contacts';
import { hotLeadsExport } from './hot-leads';
import { leadsExport } from './leads';
import { subscribersExport } from './subscribers';
import { warmLeadsExport } from './warm-leads';
import { workflowSubmissionsExport } from './workflow-submissions';

export const EXPORT_KINDS = [
  'leads',
  'contacts',
  'workflow-submissions',
  'hot-leads',
  'warm-leads',
  'subscribers',
] as const;
export type ExportKind = (typeof EXPORT_KINDS)[number];

export const SPECS: Record<ExportKind, ExportSpec> = {
  leads: leadsExport,
  contacts: contactsExport,
  'workflow-submissions': workflowSubmissionsExport,
  'hot-leads': hotLeadsExport,
  'warm-leads': warmLeadsExport,
  subscribers: subscribersExport,
};
