/** The workflow states an admin moves each kind of submission through (any value from any other). */
export const LEAD_STATUSES = ['new', 'contacted', 'qualified', 'closed'] as const;
export const CONTACT_STATUSES = ['new', 'contacted', 'closed'] as const;
export const WORKFLOW_STATUSES = ['new', 'contacted', 'qualified', 'converted', 'lost'] as const;

export type LeadStatus = (typeof LEAD_STATUSES)[number];
export type ContactStatus = (typeof CONTACT_STATUSES)[number];
export type WorkflowStatus = (typeof WORKFLOW_STATUSES)[number];
