import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { devPages } from './site-plugin/dev-pages.ts';
import { siteContent } from './site-plugin/index.ts';

// One config for the browser build (dist/, served as is) and the prerender build (`--ssr`).
export default defineConfig(({ command, isSsrBuild }) => {
  // A build is always the production build, whatever NODE_ENV the shell (or `npm start`, or a test
  // runner) has: Vite reads NODE_ENV after loading this file, and with NODE_ENV=development it would
  // bundle React's development build. (Vite's documented way: set it in the config.)
  if (command === 'build') process.env.NODE_ENV = 'production';
  return config(isSsrBuild === true);
});

function config(isSsrBuild: boolean): UserConfig {
  return {
    plugins: [
      tanstackRouter({ target: 'react', autoCodeSplitting: true, quoteStyle: 'single' }),
      react(),
      // The owner's content and identity, from the site folder (SITE_DIR).
      siteContent(),
      devPages(),
      tailwindcss(),
    ],
    // The privacy settings under the server's own names, so that one CONSENT_MODE and one
    // RETENTION_DAYS configure both (domain/privacy.ts). Everything the owner says is in the site folder.
    envPrefix: ['CONSENT_MODE', 'RETENTION_DAYS'],
    // Our workspace packages from their TypeScript sources, in the browser build and the prerender build.
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
    server: {
      proxy: { '/api': 'http://localhost:3000' },
      // The builds beside the sources (the browser tests' sites) are no reason to reload the page.
      watch: { ignored: ['**/build/**', '**/dist/**'] },
    },
    build: isSsrBuild
      ? { outDir: 'build/prerender', emptyOutDir: true, copyPublicDir: false }
      : {
          outDir: 'dist',
          emptyOutDir: true,
          manifest: true,
          rollupOptions: { input: ['src/entry-client.tsx', 'src/entry-light.tsx'] },
        },
  };
}
