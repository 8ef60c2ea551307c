import { useQuery } from '@tanstack/react-query';
import { Link } from '@tanstack/react-router';
import { ExternalLinkIcon, LogOutIcon, MenuIcon } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Button } from '../../../components/ui/button';
import { Dialog } from '../../../components/ui/dialog';
import { SITE } from '../../../site-config';
import { currentUserQuery } from './api';
import { ThemeToggle } from '../../../components/theme/theme-toggle';
import { AdminSearch } from '../search/admin-search';
import { ADMIN_NAV } from './nav';

const linkClass =
  'flex items-center gap-3 rounded-md px-3 py-2 text-sm font-medium text-muted-foreground hover:bg-muted hover:text-foreground';
const activeClass = 'bg-accent text-accent-foreground hover:bg-accent hover:text-accent-foreground';

function SidebarContent({ onChoose }: { onChoose?: () => void }) {
  const { data: user } = useQuery(currentUserQuery);
  return (
    <div className="flex h-full flex-col gap-6">
      <div>
        <p className="text-lg font-bold">{SITE.name} Admin</p>
        <p className="truncate text-sm text-muted-foreground" title={user?.email ?? user?.id}>
          {user?.email ?? user?.id}
        </p>
      </div>
      <nav aria-label="Admin" className="flex flex-col gap-1">
        {ADMIN_NAV.map(({ to, label, Icon }) => (
          <Link
            key={to}
            to={to}
            className={linkClass}
            activeProps={{ className: activeClass, 'aria-current': 'page' }}
            onClick={onChoose}
          >
            <Icon className="h-4 w-4" aria-hidden />
            {label}
          </Link>
        ))}
      </nav>
      <div className="mt-auto flex flex-col gap-1 border-t pt-4">
        <Link to="/" className={linkClass} onClick={onChoose}>
          <ExternalLinkIcon className="h-4 w-4" aria-hidden />
          View Website
        </Link>
        <a href="/api/logout" className={linkClass}>
          <LogOutIcon className="h-4 w-4" aria-hidden />
          Logout
        </a>
      </div>
    </div>
  );
}

/** The admin frame: a sidebar on desktop, a drawer on mobile. */
export function AdminLayout({ children }: { children: ReactNode }) {
  const [drawerOpen, setDrawerOpen] = useState(false);
  return (
    <div className="min-h-screen md:flex">
      <aside className="hidden w-64 shrink-0 border-r bg-card p-4 md:block">
        <div className="sticky top-4 h-[calc(100vh-2rem)]">
          <SidebarContent />
        </div>
      </aside>
      <header className="flex items-center justify-between border-b px-4 py-2 md:hidden">
        <Button
          variant="ghost"
          size="icon"
          aria-label="Open admin menu"
          aria-expanded={drawerOpen}
          onClick={() => setDrawerOpen(true)}
        >
          <MenuIcon className="h-6 w-6" aria-hidden />
        </Button>
        <span className="font-bold">{SITE.name} Admin</span>
        <ThemeToggle />
      </header>
      <Dialog
        open={drawerOpen}
        onOpenChange={setDrawerOpen}
        title="Admin menu"
        side="left"
        className="w-72"
      >
        <SidebarContent onChoose={() => setDrawerOpen(false)} />
      </Dialog>
      <main id="main" className="min-w-0 flex-1 p-4 md:p-8">
        <div className="mb-4 flex items-center justify-between gap-4">
          <AdminSearch />
          <div className="hidden md:block">
            <ThemeToggle />
          </div>
        </div>
        {children}
      </main>
    </div>
  );
}
