// @vitest-environment happy-dom
import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { WEBHOOK_FORMAT_LABELS } from '@leadline/domain';
import type { EndpointInput } from './api';
import { EndpointForm } from './endpoint-form';
import { FORMAT_HELP } from './formats';

afterEach(cleanup);

const renderForm = (initial?: EndpointInput) => {
  const onSubmit = vi.fn<(input: EndpointInput) => void>();
  render(
    <EndpointForm
      initial={initial}
      submitLabel="Add endpoint"
      pending={false}
      errors={{}}
      onSubmit={onSubmit}
      onCancel={() => undefined}
    />,
  );
  return onSubmit;
};

describe('the endpoint form', () => {
  it('offers every format by name, standard first and chosen, with its hint', () => {
    renderForm();
    const group = screen.getByRole('group', { name: 'Format' });
    const radios = screen.getAllByRole('radio');
    expect(radios.map((radio) => radio.closest('label')?.textContent)).toEqual(
      Object.values(WEBHOOK_FORMAT_LABELS),
    );
    expect(screen.getByRole('radio', { name: 'Standard webhook (signed JSON)' })).toHaveProperty(
      'checked',
      true,
    );
    const hint = document.getElementById(group.getAttribute('aria-describedby')!);
    expect(hint?.textContent).toBe(FORMAT_HELP.standard.hint);
  });

  it('tells where a Slack URL comes from and sends the format chosen', () => {
    const onSubmit = renderForm();
    fireEvent.click(screen.getByRole('radio', { name: 'Slack' }));
    const group = screen.getByRole('group', { name: 'Format' });
    expect(document.getElementById(group.getAttribute('aria-describedby')!)?.textContent).toMatch(
      /Incoming Webhooks/,
    );
    const url = screen.getByLabelText('Endpoint URL');
    expect(url.getAttribute('placeholder')).toBe('https://hooks.slack.com/services/...');
    fireEvent.change(url, { target: { value: ' https://hooks.slack.com/services/T/B/x ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Add endpoint' }));
    expect(onSubmit).toHaveBeenCalledWith(
      expect.objectContaining({ url: 'https://hooks.slack.com/services/T/B/x', format: 'slack' }),
    );
  });

  it('keeps the format of the endpoint it edits', () => {
    renderForm({
      url: 'https://ntfy.sh/x',
      events: ['hot_lead.created'],
      format: 'ntfy',
      description: null,
    });
    expect(screen.getByRole('radio', { name: 'ntfy' })).toHaveProperty('checked', true);
  });
});
