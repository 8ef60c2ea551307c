import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { renderPolicyDoc, withPolicyDoc } from './policy-doc';

const docPath = fileURLToPath(new URL('../../../../docs/scoring.md', import.meta.url));

describe('docs/scoring.md', () => {
  it('shows the event policy table as it is (npm run docs:scoring -w @leadline/server)', () => {
    const doc = readFileSync(docPath, 'utf8');
    expect(doc).toContain(renderPolicyDoc());
    expect(withPolicyDoc(doc)).toBe(doc);
  });

  it('names every event type of the policy in its table', () => {
    const table = renderPolicyDoc();
    expect(table).toContain('`PAGE_VIEW` | Page view | 5 | once per page path');
    expect(table).toContain(
      '`CALCULATOR_SUBMITTED` | Calculator submitted | 30 | once per session | yes',
    );
  });
});
