// @vitest-environment happy-dom
import { afterEach, describe, expect, it } from 'vitest';
import { appPathOf } from './links';

function clickOn(html: string, init: MouseEventInit = {}): ReturnType<typeof appPathOf> {
  document.body.innerHTML = html;
  const target = document.querySelector('[data-target]') ?? document.body.firstElementChild;
  if (!target) throw new Error('nothing to click');
  let found: ReturnType<typeof appPathOf>;
  document.addEventListener(
    'click',
    (event) => {
      found = appPathOf(event);
      event.preventDefault(); // no navigation of the test's document
    },
    { once: true },
  );
  target.dispatchEvent(new MouseEvent('click', { bubbles: true, cancelable: true, ...init }));
  return found;
}

afterEach(() => {
  document.body.innerHTML = '';
});

describe('appPathOf', () => {
  it('takes a link to a page of the site, from anywhere inside it', () => {
    expect(clickOn('<a href="/services"><span data-target>Services</span></a>')?.href).toBe(
      '/services',
    );
    expect(clickOn(`<a href="${location.origin}/blog/a?b=1#c">x</a>`)?.href).toBe('/blog/a?b=1#c');
  });

  it("leaves the browser what isn't a client-side navigation", () => {
    for (const html of [
      '<a href="https://example.com/">x</a>',
      '<a href="/api/login?returnTo=%2F">x</a>',
      '<a href="/api/logout">x</a>',
      '<a href="/rss.xml">x</a>',
      '<a href="/services" target="_blank">x</a>',
      '<a href="/services" download>x</a>',
      '<a href="mailto:me@example.com">x</a>',
      '<a>no href</a>',
      '<span>not a link</span>',
      `<a href="${location.pathname}${location.search}#main">skip</a>`,
    ]) {
      expect(clickOn(html), html).toBeUndefined();
    }
  });

  it('leaves a click with a modifier key or another button to the browser', () => {
    for (const init of [{ ctrlKey: true }, { metaKey: true }, { shiftKey: true }, { button: 1 }]) {
      expect(clickOn('<a href="/services">x</a>', init), JSON.stringify(init)).toBeUndefined();
    }
  });

  it("takes a pointer moving over a link as an intent (a pointer event's button is -1)", () => {
    document.body.innerHTML = '<a href="/blog"><img alt="x"></a>';
    let found: ReturnType<typeof appPathOf>;
    document.addEventListener('pointerover', (event) => (found = appPathOf(event)), { once: true });
    document
      .querySelector('img')
      ?.dispatchEvent(new MouseEvent('pointerover', { bubbles: true, button: -1 }));
    expect(found?.href).toBe('/blog');
  });
});
