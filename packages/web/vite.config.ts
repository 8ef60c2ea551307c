import tailwindcss from '@tailwindcss/vite';
import { tanstackRouter } from '@tanstack/router-plugin/vite';
import react from '@vitejs/plugin-react';
import { defineConfig, type UserConfig } from 'vite';
import { markdownHtml } from './markdown-plugin';

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
      markdownHtml(),
      tailwindcss(),
    ],
    // The site's settings: VITE_* as usual, and the privacy settings under the server's own names, so
    // that one CONSENT_MODE and one RETENTION_DAYS configure both (domain/privacy.ts).
    envPrefix: ['VITE_', 'CONSENT_MODE', 'RETENTION_DAYS'],
    // Our workspace packages from their TypeScript sources, in the browser build and the prerender build.
    resolve: { conditions: ['source'] },
    ssr: { resolve: { conditions: ['source'], externalConditions: ['source'] } },
    server: { proxy: { '/api': 'http://localhost:3000' } },
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
