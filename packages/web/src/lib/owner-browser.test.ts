// @vitest-environment happy-dom
import { OWNER_KEY } from '@leadline/tracker';
import { SIGNED_IN_COOKIE } from '@leadline/domain';
import { afterEach, describe, expect, it } from 'vitest';
import { isOwnersBrowser, markMine, markSignedIn, ownerMark } from './owner-browser';

const signIn = () => (document.cookie = `${SIGNED_IN_COOKIE}=1; path=/`);
const signOut = () =>
  (document.cookie = `${SIGNED_IN_COOKIE}=; path=/; expires=Thu, 01 Jan 1970 00:00:00 GMT`);

afterEach(() => {
  localStorage.clear();
  signOut();
});

describe("the owner's own browser", () => {
  it('is a visitor until someone signs in', () => {
    expect(isOwnersBrowser()).toBe(false);
    signIn();
    expect(isOwnersBrowser()).toBe(true);
  });

  it('is marked for the tracker while signed in, and a visitor again once signed out', () => {
    signIn();
    markSignedIn();
    expect(localStorage.getItem(OWNER_KEY)).toBe('admin');
    expect(isOwnersBrowser()).toBe(true);
    signOut();
    expect(isOwnersBrowser()).toBe(false);
    expect(ownerMark()).toBeNull();
  });

  it('marked as mine, stays untracked after the sign-out, until unmarked', () => {
    signIn();
    markSignedIn();
    markMine(true);
    markSignedIn();
    expect(ownerMark()).toBe('mine');
    signOut();
    expect(isOwnersBrowser()).toBe(true);
    expect(ownerMark()).toBe('mine');
    markMine(false);
    expect(ownerMark()).toBeNull();
    expect(isOwnersBrowser()).toBe(false);
  });

  it('unmarked while signed in, is still untracked until the sign-out', () => {
    signIn();
    markMine(true);
    markMine(false);
    expect(ownerMark()).toBe('admin');
    expect(isOwnersBrowser()).toBe(true);
  });

  it('works without storage: the sign-in cookie still counts', () => {
    const getItem = Storage.prototype.getItem;
    Storage.prototype.getItem = () => {
      throw new DOMException('denied', 'SecurityError');
    };
    try {
      expect(isOwnersBrowser()).toBe(false);
      signIn();
      expect(isOwnersBrowser()).toBe(true);
    } finally {
      Storage.prototype.getItem = getItem;
    }
  });
});
