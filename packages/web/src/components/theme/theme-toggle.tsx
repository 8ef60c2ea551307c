import { MoonIcon, SunIcon } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Button } from '../ui/button';
import { applyTheme, readTheme, type Theme } from './theme';

// The boot script sets the class before hydration; the server cannot know it, so it renders null.
function subscribe(onChange: () => void) {
  const observer = new MutationObserver(onChange);
  observer.observe(document.documentElement, { attributes: true, attributeFilter: ['class'] });
  return () => observer.disconnect();
}
const serverTheme = (): Theme | null => null;

export function ThemeToggle() {
  const theme = useSyncExternalStore<Theme | null>(subscribe, readTheme, serverTheme);
  const next: Theme = theme === 'dark' ? 'light' : 'dark';
  return (
    <Button
      variant="ghost"
      size="icon"
      aria-label={theme ? `Switch to ${next} theme` : 'Toggle theme'}
      onClick={() => applyTheme(readTheme() === 'dark' ? 'light' : 'dark')}
    >
      <SunIcon className="hidden h-5 w-5 dark:block" aria-hidden />
      <MoonIcon className="h-5 w-5 dark:hidden" aria-hidden />
    </Button>
  );
}
