import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { mailboxOf } from './mailbox';

describe('mailboxOf', () => {
  it('counts sub-addresses and case as one mailbox', () => {
    expect(mailboxOf(' Mailbox+1@Example.com ')).toBe('mailbox@example.com');
    expect(mailboxOf('mailbox+2@example.com')).toBe('mailbox@example.com');
    expect(mailboxOf('mailbox@example.com')).toBe('mailbox@example.com');
  });

  it("ignores Gmail's dots, and googlemail.com is Gmail", () => {
    expect(mailboxOf('j.o.h.n+x@gmail.com')).toBe('john@gmail.com');
    expect(mailboxOf('John@GoogleMail.com')).toBe('john@gmail.com');
  });

  it('keeps dots elsewhere, and an address that starts with + as it is', () => {
    expect(mailboxOf('j.doe@example.com')).toBe('j.doe@example.com');
    expect(mailboxOf('+tag@example.com')).toBe('+tag@example.com');
    expect(mailboxOf('not-an-address')).toBe('not-an-address');
  });

  it('is idempotent, and every +tag of an address is its mailbox', () => {
    fc.assert(
      fc.property(fc.emailAddress(), fc.stringMatching(/^[a-z0-9]{1,8}$/), (address, tag) => {
        const box = mailboxOf(address);
        expect(mailboxOf(box)).toBe(box);
        const at = address.lastIndexOf('@');
        const tagged = `${address.slice(0, at)}+${tag}${address.slice(at)}`;
        if (!address.slice(0, at).includes('+') && at > 0) expect(mailboxOf(tagged)).toBe(box);
      }),
    );
  });
});
