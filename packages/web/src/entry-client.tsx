import { RouterClient } from '@tanstack/react-router/ssr/client';
import { startTransition } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { createRouter } from './router';
import './styles.css';

function hydrate() {
  // As a transition, hydration yields to the browser between small slices of work instead of
  // holding the main thread for the whole page.
  startTransition(() => {
    hydrateRoot(document, <RouterClient router={createRouter()} />);
  });
}

// The prerendered page is complete: let the browser paint it first, then bring it to life.
requestAnimationFrame(() => setTimeout(hydrate, 0));
