// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { CONSENT_KEY, createConsentStore } from './consent';

beforeEach(() => localStorage.clear());

describe('the consent store', () => {
  it('in off mode allows analytics at once and never shows the banner', () => {
    const store = createConsentStore('off');
    expect(store.get()).toMatchObject({ allowed: true, bannerOpen: false, choice: undefined });
    store.reopen();
    expect(store.get().bannerOpen).toBe(false);
    expect(store.serverState.allowed).toBe(true);
  });

  it('in opt-in mode allows nothing and shows the banner until the visitor accepts', () => {
    const store = createConsentStore('opt-in');
    expect(store.get()).toMatchObject({ allowed: false, bannerOpen: true });
    expect(store.serverState).toMatchObject({ allowed: false, bannerOpen: false });
    const listener = vi.fn();
    store.subscribe(listener);
    store.choose('granted');
    expect(listener).toHaveBeenCalledOnce();
    expect(store.get()).toMatchObject({ allowed: true, bannerOpen: false, choice: 'granted' });
    expect(localStorage.getItem(CONSENT_KEY)).toBe('granted');
  });

  it('remembers a refusal across page loads, and reopens on request', () => {
    createConsentStore('opt-in').choose('denied');
    const nextPage = createConsentStore('opt-in');
    expect(nextPage.get()).toMatchObject({ allowed: false, bannerOpen: false, choice: 'denied' });
    nextPage.reopen();
    expect(nextPage.get().bannerOpen).toBe(true);
    nextPage.dismiss();
    expect(nextPage.get()).toMatchObject({ bannerOpen: false, choice: 'denied' });
  });

  it('cannot dismiss the first question without an answer', () => {
    const store = createConsentStore('opt-in');
    store.dismiss();
    expect(store.get().bannerOpen).toBe(true);
  });

  it('ignores a stored value it does not know, and keeps the choice when storage is blocked', () => {
    localStorage.setItem(CONSENT_KEY, 'maybe');
    expect(createConsentStore('opt-in').get().choice).toBeUndefined();
    vi.spyOn(Storage.prototype, 'setItem').mockImplementation(() => {
      throw new Error('blocked');
    });
    const store = createConsentStore('opt-in');
    store.choose('granted');
    expect(store.get().allowed).toBe(true);
    vi.restoreAllMocks();
  });

  it('hands useSyncExternalStore the same object until something changes', () => {
    const store = createConsentStore('opt-in');
    expect(store.get()).toBe(store.get());
    const before = store.get();
    store.reopen();
    expect(store.get()).not.toBe(before);
  });
});
