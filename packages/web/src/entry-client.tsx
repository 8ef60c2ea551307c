import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createRouter } from './router';
import './styles.css';

// Loaded after the prerendered page's first paint (scripts/prerender.ts). As a transition, hydration
// yields to the browser between small slices of work instead of holding the main thread.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={createRouter()} />);
});
