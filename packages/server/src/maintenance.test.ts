import { afterEach, describe, expect, it, vi } from 'vitest';
import { createLogger } from './logger';
import { startMaintenance } from './maintenance';

afterEach(() => vi.useRealTimers());

const task = (name: string, run: () => Promise<number>) => ({ name, run: vi.fn(run) });

describe('startMaintenance', () => {
  it('runs every task at start and then every interval, until stopped', async () => {
    vi.useFakeTimers();
    const sessions = task('sessions', async () => 2);
    const counters = task('counters', async () => 0);
    const maintenance = startMaintenance(
      'hourly',
      [sessions, counters],
      createLogger('silent'),
      1000,
    );
    await vi.advanceTimersByTimeAsync(0);
    expect(sessions.run).toHaveBeenCalledTimes(1);
    expect(counters.run).toHaveBeenCalledTimes(1);
    await vi.advanceTimersByTimeAsync(2500);
    expect(sessions.run).toHaveBeenCalledTimes(3);
    maintenance.stop();
    await vi.advanceTimersByTimeAsync(5000);
    expect(sessions.run).toHaveBeenCalledTimes(3);
    expect(counters.run).toHaveBeenCalledTimes(3);
  });

  it('logs a task that fails and still runs the others, and tries again next time', async () => {
    vi.useFakeTimers();
    const logger = createLogger('silent');
    const warn = vi.spyOn(logger, 'warn');
    const failing = task('sessions', () => Promise.reject(new Error('database away')));
    const counters = task('counters', async () => 1);
    const maintenance = startMaintenance('hourly', [failing, counters], logger, 1000);
    await vi.advanceTimersByTimeAsync(1000);
    expect(counters.run).toHaveBeenCalledTimes(2);
    expect(failing.run).toHaveBeenCalledTimes(2);
    expect(warn).toHaveBeenCalledWith(expect.anything(), 'maintenance: could not purge sessions');
    maintenance.stop();
  });
});

describe('startMaintenance logging', () => {
  it('logs a task that answers what it removed per kind, even when it removed nothing', async () => {
    vi.useFakeTimers();
    const logger = createLogger('silent');
    const info = vi.spyOn(logger, 'info');
    const purge = { name: 'old sessions', run: vi.fn(async () => ({ sessions: 0, events: 0 })) };
    const idle = task('counters', async () => 0);
    const maintenance = startMaintenance('hourly', [purge, idle], logger, 1000);
    await vi.advanceTimersByTimeAsync(0);
    expect(info).toHaveBeenCalledTimes(1);
    expect(info).toHaveBeenCalledWith(
      { removed: { sessions: 0, events: 0 } },
      'maintenance: purged old sessions',
    );
    maintenance.stop();
  });

  it('names the runner in the line that says a run has finished', async () => {
    vi.useFakeTimers();
    const logger = createLogger('silent');
    const debug = vi.spyOn(logger, 'debug');
    const maintenance = startMaintenance('tally folding', [task('deltas', async () => 0)], logger);
    await vi.advanceTimersByTimeAsync(0);
    expect(debug).toHaveBeenCalledWith('maintenance: tally folding run finished');
    maintenance.stop();
  });
});
