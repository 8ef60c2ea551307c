import { CalculatorIcon, CodeXmlIcon, MenuIcon, XIcon } from 'lucide-react';
import { useState } from 'react';
import { buttonClasses } from '../../../components/ui/button';
import { AppLink } from '../../../lib/app-link';
import { cn } from '../../../lib/cn';
import { usePageHref } from '../../../lib/page-location';
import { useHydrated } from '../../../lib/use-hydrated';
import { SITE } from '../../../site-config';
import { useCurrentUser } from './use-current-user';
import { isAdmin } from '../../../lib/current-user';
import { ThemeToggle } from '../../../components/theme/theme-toggle';
import { HEADER_LINKS } from './nav';

const navLinkClass = buttonClasses('ghost', 'sm');
const activeClass = 'bg-accent text-accent-foreground';

function AccountLinks({ onChoose }: { onChoose?: () => void }) {
  const user = useCurrentUser();
  const href = usePageHref();
  // The prerendered page cannot know the URL it will be served for (404s, query strings).
  const hydrated = useHydrated();
  if (!user) {
    const loginHref = hydrated ? `/api/login?returnTo=${encodeURIComponent(href)}` : '/api/login';
    return (
      <a href={loginHref} className={navLinkClass} onClick={onChoose}>
        Login
      </a>
    );
  }
  return (
    <>
      {isAdmin(user) && (
        <AppLink
          to="/admin/dashboard"
          className={navLinkClass}
          activeProps={{ className: activeClass }}
          onClick={onChoose}
        >
          Admin
        </AppLink>
      )}
      <a href="/api/logout" className={navLinkClass} onClick={onChoose}>
        Logout
      </a>
    </>
  );
}

function NavLinks({ onChoose }: { onChoose?: () => void }) {
  return (
    <>
      {HEADER_LINKS.map((link) => (
        <AppLink
          key={link.to}
          to={link.to}
          className={navLinkClass}
          activeOptions={{ exact: link.to === '/' }}
          activeProps={{ className: activeClass, 'aria-current': 'page' }}
          onClick={onChoose}
        >
          {link.label}
        </AppLink>
      ))}
    </>
  );
}

export function Header() {
  const [menuOpen, setMenuOpen] = useState(false);
  const close = () => setMenuOpen(false);

  return (
    <header className="sticky top-0 z-40 border-b bg-background/95 backdrop-blur">
      <div className="mx-auto flex h-16 max-w-6xl items-center gap-2 px-4">
        <AppLink
          to="/"
          className="mr-auto flex items-center gap-2 text-lg font-bold"
          onClick={close}
        >
          <CodeXmlIcon className="h-6 w-6 text-primary" aria-hidden />
          <span>{SITE.name}</span>
        </AppLink>
        <nav aria-label="Main" className="hidden items-center gap-1 lg:flex">
          <NavLinks />
          <ThemeToggle />
          <AccountLinks />
          <AppLink
            to="/calculator"
            className={cn(buttonClasses('primary', 'sm'), 'ml-2')}
            activeProps={{ 'aria-current': 'page' }}
          >
            <CalculatorIcon className="h-4 w-4" aria-hidden />
            Estimate Calculator
          </AppLink>
        </nav>
        <div className="flex items-center lg:hidden">
          <ThemeToggle />
          <button
            type="button"
            className={buttonClasses('ghost', 'icon')}
            aria-expanded={menuOpen}
            aria-controls="mobile-menu"
            aria-label={menuOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMenuOpen((open) => !open)}
          >
            {menuOpen ? (
              <XIcon className="h-6 w-6" aria-hidden />
            ) : (
              <MenuIcon className="h-6 w-6" aria-hidden />
            )}
          </button>
        </div>
      </div>
      {menuOpen && (
        <nav
          id="mobile-menu"
          aria-label="Mobile"
          className="flex flex-col gap-1 border-t px-4 py-3 lg:hidden [&>a]:justify-start"
        >
          <NavLinks onChoose={close} />
          <AccountLinks onChoose={close} />
          <AppLink to="/calculator" className={buttonClasses('primary', 'md')} onClick={close}>
            <CalculatorIcon className="h-4 w-4" aria-hidden />
            Estimate Calculator
          </AppLink>
        </nav>
      )}
    </header>
  );
}
