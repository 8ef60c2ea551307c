/**
 * `vite dev` renders each page as the prerender does (src/entry-server.tsx), on every request, and the
 * router's entry hydrates it: an edit of the code or of the site folder shows on the next load. A
 * failing render (a mistake in the site folder) is shown as Vite's error overlay.
 */
import type { Plugin } from 'vite';

interface ServerEntry {
  render(url: string): Promise<{ status: number; html: string }>;
}

const CLIENT_ENTRY = '<script type="module" src="/src/entry-client.tsx"></script>';

export function devPages(): Plugin {
  return {
    name: 'leadline:dev-pages',
    apply: 'serve',
    // No index.html: the pages come from the middleware below.
    config: () => ({ appType: 'custom' }),
    configureServer(server) {
      // After Vite's own middlewares: modules, assets and the /api proxy are answered first.
      return () => {
        server.middlewares.use(async (req, res, next) => {
          const url = req.originalUrl ?? req.url ?? '/';
          if (req.method !== 'GET' || !req.headers.accept?.includes('text/html')) return next();
          try {
            const entry = (await server.ssrLoadModule('/src/entry-server.tsx')) as ServerEntry;
            const { status, html } = await entry.render(url);
            const page = await server.transformIndexHtml(
              url,
              html.replace('</head>', `${CLIENT_ENTRY}</head>`),
            );
            res.statusCode = status;
            res.setHeader('content-type', 'text/html; charset=utf-8');
            res.end(page);
          } catch (error) {
            if (error instanceof Error) server.ssrFixStacktrace(error);
            next(error);
          }
        });
      };
    },
  };
}
