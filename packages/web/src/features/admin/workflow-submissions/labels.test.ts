import { describe, expect, it } from 'vitest';
import {
  budgetLabel,
  isWorkflowStatus,
  MISSING,
  painPointLabel,
  statusLabel,
  teamSizeLabel,
  textOrDash,
  timelineLabel,
  toolsLabel,
  WORKFLOW_STATUS_OPTIONS,
} from './labels';

describe('questionnaire labels', () => {
  it("uses the wizard's option labels", () => {
    expect(painPointLabel('data_entry')).toBe('Manual data entry');
    expect(teamSizeLabel('2-5')).toBe('2-5 people');
    expect(timelineLabel('1-2_months')).toBe('In 1-2 months');
    expect(budgetLabel('30k+')).toBe('$30,000+');
    expect(toolsLabel(['excel', 'slack'])).toBe('Excel / Google Sheets, Slack');
  });

  it('shows a dash for a missing answer and an unknown value as stored', () => {
    expect(painPointLabel(null)).toBe(MISSING);
    expect(budgetLabel('')).toBe(MISSING);
    expect(toolsLabel([])).toBe(MISSING);
    expect(toolsLabel(null)).toBe(MISSING);
    expect(textOrDash('  ')).toBe(MISSING);
    expect(textOrDash('Invoices')).toBe('Invoices');
    expect(timelineLabel('someday')).toBe('someday');
  });

  it('names the five statuses', () => {
    expect(statusLabel('qualified')).toBe('Qualified');
    expect(WORKFLOW_STATUS_OPTIONS.map((option) => option.label)).toEqual([
      'New',
      'Contacted',
      'Qualified',
      'Converted',
      'Lost',
    ]);
    expect(isWorkflowStatus('lost')).toBe(true);
    expect(isWorkflowStatus('closed')).toBe(false);
  });
});
