import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createRouter } from './router';
import './styles.css';

// As a transition, hydration yields to the browser between small slices of work instead of holding
// the main thread for the whole page: the prerendered page stays responsive while it comes alive.
startTransition(() => {
  hydrateRoot(document, <RouterClient router={createRouter()} />);
});
