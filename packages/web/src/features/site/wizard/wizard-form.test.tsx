// @vitest-environment happy-dom
import { QueryClientProvider } from '@tanstack/react-query';
import { cleanup, fireEvent, render, screen, waitFor } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createQueryClient } from '../../../lib/query-client';
import { toasts } from '../../../components/toasts/toast-store';
import { WizardForm } from './wizard-form';

const { trackedSessionId } = vi.hoisted(() => ({
  trackedSessionId: vi.fn<() => string | undefined>(),
}));
vi.mock('../tracking/tracker', () => ({ trackedSessionId }));

let fetchMock: ReturnType<typeof vi.fn>;
const respond = (status: number, body: unknown) =>
  new Response(JSON.stringify(body), { status, headers: { 'content-type': 'application/json' } });

const bodies = () =>
  fetchMock.mock.calls.map(([, init]) => JSON.parse((init as RequestInit).body as string));

function renderForm(onSubmitted = vi.fn()) {
  render(
    <QueryClientProvider client={createQueryClient()}>
      <WizardForm onSubmitted={onSubmitted} />
    </QueryClientProvider>,
  );
  return onSubmitted;
}

const next = () => screen.getByRole('button', { name: /next/i });
const back = () => screen.getByRole('button', { name: /back/i });
const heading = () => screen.getByRole('heading', { level: 2 });

/** Answers the current step with `answer`, then presses Next. */
function answerAndNext(answer: () => void) {
  answer();
  fireEvent.click(next());
}

function walkToLastStep() {
  answerAndNext(() => fireEvent.click(screen.getByLabelText('Reporting takes forever')));
  answerAndNext(() => {
    fireEvent.click(screen.getByLabelText('QuickBooks'));
    fireEvent.click(screen.getByLabelText('Excel / Google Sheets'));
  });
  answerAndNext(() => {});
  answerAndNext(() => fireEvent.click(screen.getByLabelText('2-5 people')));
  answerAndNext(() =>
    fireEvent.change(screen.getByLabelText('What success looks like'), {
      target: { value: 'Reports in one click' },
    }),
  );
  answerAndNext(() => {
    fireEvent.click(screen.getByLabelText('As soon as possible'));
    fireEvent.click(screen.getByLabelText('$5,000-$15,000'));
  });
}

beforeEach(() => {
  trackedSessionId.mockReturnValue('session-abc');
  fetchMock = vi.fn(async () => respond(201, { id: 'row-1', completedSteps: 1 }));
  vi.stubGlobal('fetch', fetchMock);
});

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('WizardForm', () => {
  it('starts on step 1 of 7 with Back disabled and Next gated on a pain point', () => {
    renderForm();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuenow')).toBe('14');
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 1 of 7');
    expect(heading().textContent).toMatch(/slowing your business down/);
    expect(back()).toHaveProperty('disabled', true);
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Manual data entry'));
    expect(next()).toHaveProperty('disabled', false);
  });

  it('gates each step as the spec says, saving the answers so far on every Next', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Manual data entry'));
    fireEvent.click(next());

    // Step 2: at least one tool.
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 2 of 7');
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Slack'));
    expect(next()).toHaveProperty('disabled', false);
    fireEvent.click(screen.getByLabelText('Slack'));
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Stripe'));
    fireEvent.click(next());

    // Step 3: optional.
    expect(next()).toHaveProperty('disabled', false);
    fireEvent.click(next());

    // Step 4: team size.
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Just me'));
    fireEvent.click(next());

    // Step 5: success vision, not blank.
    const vision = screen.getByLabelText('What success looks like');
    fireEvent.change(vision, { target: { value: '   ' } });
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.change(vision, { target: { value: 'No more copy and paste' } });
    fireEvent.click(next());

    // Step 6: both timeline and budget.
    fireEvent.click(screen.getByLabelText('Just exploring'));
    expect(next()).toHaveProperty('disabled', true);
    fireEvent.click(screen.getByLabelText('Not sure yet'));
    fireEvent.click(next());

    // Step 7: the submit replaces Next.
    expect(screen.queryByRole('button', { name: /next/i })).toBeNull();
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 7 of 7');

    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    expect(fetchMock.mock.calls[0]![0]).toBe('/api/workflow-wizard');
    expect(bodies().map((body) => body.completedSteps)).toEqual([1, 2, 3, 4, 5, 6]);
    expect(bodies()[0]).toEqual({
      painPoint: 'data_entry',
      completedSteps: 1,
      totalSteps: 7,
      sessionId: 'session-abc',
    });
    expect(bodies()[5]).toEqual({
      painPoint: 'data_entry',
      currentTools: ['stripe'],
      teamSize: 'just_me',
      successVision: 'No more copy and paste',
      timeline: 'exploring',
      budgetRange: 'unsure',
      completedSteps: 6,
      totalSteps: 7,
      sessionId: 'session-abc',
    });
  });

  it('goes back without saving, keeping the answers, and focuses each new question', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Inventory tracking'));
    fireEvent.click(next());
    expect(document.activeElement).toBe(heading());
    expect(back()).toHaveProperty('disabled', false);
    fireEvent.click(back());
    expect(document.activeElement).toBe(heading());
    expect(screen.getByLabelText('Inventory tracking')).toHaveProperty('checked', true);
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
  });

  it('skips the save after Back when nothing changed, and saves again once something did', async () => {
    renderForm();
    fireEvent.click(screen.getByLabelText('Inventory tracking'));
    fireEvent.click(next());
    fireEvent.click(back());
    fireEvent.click(next());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    fireEvent.click(back());
    fireEvent.click(screen.getByLabelText('Something else'));
    fireEvent.click(next());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    expect(bodies()[1]).toMatchObject({ painPoint: 'other', completedSteps: 1 });
  });

  it('does not let a failed partial save stop the visitor', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    fetchMock.mockImplementation(async () => respond(500, { error: 'down' }));
    renderForm();
    fireEvent.click(screen.getByLabelText('Scheduling and bookings'));
    fireEvent.click(next());
    expect(screen.getByRole('progressbar').getAttribute('aria-valuetext')).toBe('Step 2 of 7');
    await waitFor(() => expect(warn).toHaveBeenCalled());
    expect(toasts.getSnapshot().filter((toast) => toast.open)).toEqual([]);
  });

  it('submits everything with completedSteps 7 once name and a valid e-mail are in', async () => {
    const onSubmitted = renderForm();
    walkToLastStep();
    const submit = screen.getByRole('button', { name: 'Submit' });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@' } });
    expect(submit).toHaveProperty('disabled', true);
    fireEvent.blur(screen.getByLabelText('Email'));
    expect(screen.getByText('Please enter a valid email address.')).toBeTruthy();
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.change(screen.getByLabelText('Company (Optional)'), { target: { value: 'Acme' } });
    fireEvent.click(submit);

    await waitFor(() => expect(onSubmitted).toHaveBeenCalled());
    expect(bodies().find((body) => body.completedSteps === 7)).toEqual({
      painPoint: 'reporting',
      currentTools: ['excel', 'quickbooks'],
      teamSize: '2-5',
      successVision: 'Reports in one click',
      timeline: 'asap',
      budgetRange: '5k-15k',
      name: 'Ada',
      email: 'ada@example.com',
      company: 'Acme',
      completedSteps: 7,
      totalSteps: 7,
      sessionId: 'session-abc',
    });
    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: "Perfect! We'll be in touch soon.",
      description: "I'll review your workflow and reach out within 24 hours.",
    });
  });

  it('shows the failure toast and the server field errors when the submit fails', async () => {
    const onSubmitted = renderForm();
    walkToLastStep();
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(6));
    fetchMock.mockImplementation(async () =>
      respond(400, { error: 'Invalid input', fields: { email: 'That address bounced.' } }),
    );
    fireEvent.change(screen.getByLabelText('Name'), { target: { value: 'Ada' } });
    fireEvent.change(screen.getByLabelText('Email'), { target: { value: 'ada@example.com' } });
    fireEvent.click(screen.getByRole('button', { name: 'Submit' }));

    await waitFor(() => expect(screen.getByText('That address bounced.')).toBeTruthy());
    expect(onSubmitted).not.toHaveBeenCalled();
    expect(toasts.getSnapshot()[0]).toMatchObject({
      title: "Couldn't save that",
      description: 'Please try again or email directly.',
      variant: 'destructive',
    });
    expect(screen.getByRole('button', { name: 'Submit' })).toHaveProperty('disabled', false);
  });

  it('gives an untracked visitor (Do Not Track) one id of its own for all its saves', async () => {
    trackedSessionId.mockReturnValue(undefined);
    renderForm();
    fireEvent.click(screen.getByLabelText('Manual data entry'));
    fireEvent.click(next());
    fireEvent.click(screen.getByLabelText('Slack'));
    fireEvent.click(next());
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(2));
    const [first, second] = bodies();
    expect(first.sessionId).toMatch(/^wizard-[A-Za-z0-9_-]+$/);
    expect(second.sessionId).toBe(first.sessionId);
  });
});
