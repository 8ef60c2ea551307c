// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { createPopupFlagStore, POPUP_FLAGS_PREFIX } from './popup-flags';

afterEach(() => localStorage.clear());

describe('the popup flags', () => {
  it('are kept in localStorage per session id', () => {
    const store = createPopupFlagStore();
    expect(store.read('s-1')).toEqual({});
    store.record('s-1', 'shown');
    store.record('s-1', 'dismissed');
    expect(store.read('s-1')).toEqual({ shown: true, dismissed: true });
    expect(store.read('s-2')).toEqual({});
    expect(JSON.parse(localStorage.getItem(`${POPUP_FLAGS_PREFIX}s-1`)!)).toEqual({
      shown: true,
      dismissed: true,
    });
    // A later page load of the same session sees them.
    expect(createPopupFlagStore().read('s-1')).toEqual({ shown: true, dismissed: true });
  });

  it('ignore stored values that are not theirs', () => {
    localStorage.setItem(`${POPUP_FLAGS_PREFIX}s-1`, '{"shown":"yes","emailCaptured":true,"x":1}');
    expect(createPopupFlagStore().read('s-1')).toEqual({ emailCaptured: true });
    localStorage.setItem(`${POPUP_FLAGS_PREFIX}s-1`, 'not json');
    expect(createPopupFlagStore().read('s-1')).toEqual({});
  });

  it('fall back to memory when storage throws', () => {
    const broken = {
      getItem: () => {
        throw new Error('denied');
      },
      setItem: () => {
        throw new Error('full');
      },
    } as unknown as Storage;
    const store = createPopupFlagStore(() => broken);
    store.record('s-1', 'emailCaptured');
    expect(store.read('s-1')).toEqual({ emailCaptured: true });
  });
});
