// @vitest-environment happy-dom
import { cleanup, render, screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { fitOf } from '@leadline/domain';
import { LEAD_COLUMNS } from '../calculator-leads/leads-columns';
import { CONTACT_COLUMNS } from '../contact-messages/contacts-columns';
import { ContactCell } from './contact-cell';

afterEach(cleanup);

const headers = (columns: readonly { header?: unknown }[]) => columns.map(({ header }) => header);

describe('the calculator leads and contact messages columns', () => {
  it("are the spec's, with no column of their own for the score or the fit", () => {
    expect(headers(LEAD_COLUMNS)).toEqual([
      'Contact',
      'Features',
      'Cost',
      'Status',
      'Date',
      'Actions',
    ]);
    expect(headers(CONTACT_COLUMNS)).toEqual(['Contact', 'Message', 'Status', 'Date', 'Actions']);
  });
});

describe('ContactCell', () => {
  const cell = { rowId: 'lead-1', name: 'Lena Lead', email: 'lena@example.com' };

  it("shows the fit beside 'Has notes', and the session's score as small text", () => {
    render(
      <ContactCell
        {...cell}
        notes="Call back on Monday"
        score={55}
        fit={fitOf({ estimateTotal: 14_500 })}
      />,
    );
    expect(screen.getByRole('img', { name: 'Fit B: Estimate $14,500' }).textContent).toBe('Fit B');
    const badges = screen.getByText('Has notes').parentElement!;
    expect(within(badges).getByRole('img', { name: /^Fit B/ })).toBeTruthy();
    expect(within(badges).getByText('Score 55')).toBeTruthy();
    expect(badges.textContent).toBe('Has notesFit BScore 55');
  });

  it('says an address not graded yet, and shows no score without a tracked visit', () => {
    render(<ContactCell {...cell} notes={null} score={null} fit={fitOf({})} />);
    expect(screen.getByRole('img', { name: /^Fit not graded/ }).textContent).toBe('—');
    expect(screen.queryByText(/^Score/)).toBeNull();
  });

  it('shows neither without a person', () => {
    const { container } = render(<ContactCell {...cell} notes={null} score={null} fit={null} />);
    expect(screen.queryByRole('img')).toBeNull();
    expect(container.textContent).toBe('Lena Leadlena@example.com');
  });
});
