import { describe, expect, it } from 'vitest';
import { workflowProgress } from './progress';

describe('workflowProgress', () => {
  it('is Complete when every step is done', () => {
    expect(workflowProgress(7, 7)).toEqual({ kind: 'complete', label: 'Complete' });
  });

  it('is Partial from 70% of the steps', () => {
    expect(workflowProgress(5, 7)).toEqual({ kind: 'partial', label: 'Partial (5/7)' });
    expect(workflowProgress(6, 7)).toEqual({ kind: 'partial', label: 'Partial (6/7)' });
    expect(workflowProgress(7, 10)).toEqual({ kind: 'partial', label: 'Partial (7/10)' });
  });

  it('is Incomplete below 70%', () => {
    expect(workflowProgress(4, 7)).toEqual({ kind: 'incomplete', label: 'Incomplete (4/7)' });
    expect(workflowProgress(0, 7)).toEqual({ kind: 'incomplete', label: 'Incomplete (0/7)' });
    expect(workflowProgress(69, 100).kind).toBe('incomplete');
  });

  it('does not call a questionnaire without steps complete', () => {
    expect(workflowProgress(0, 0)).toEqual({ kind: 'incomplete', label: 'Incomplete (0/0)' });
  });
});
