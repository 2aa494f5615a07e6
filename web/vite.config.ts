import { defineConfig } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';
import { codeSplitting, filesToPreload } from './build/code-splitting';
import { LANDING_BOOT, SHELL_BOOT, pages } from './build/pages';
import { precompress } from './build/precompress';
import { webManifest } from './build/web-manifest';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

export default defineConfig({
  plugins: [
    react(),
    VitePWA({
      strategies: 'injectManifest',
      srcDir: '../sw/src',
      filename: 'sw.ts',
      registerType: 'prompt',
      injectRegister: false,
      injectManifest: {
        // png and the manifest are added by the plugin itself (TOOLCHAIN.md: listing them precaches twice).
        // The landing's guides (web/public/guides: webm, vtt, webp) are played on demand, never precached.
        globPatterns: ['**/*.{js,css,html,svg,woff2}'],
        // /moderation's own files: only moderators run them, online (web/build/code-splitting.ts).
        // The signed-in pages' shells speed a first load only: offline, index.html answers (build/pages.ts).
        // The tus client runs only to send a pitch, which needs the network (features/content/api/tus-upload.ts).
        // The shells' boot script is written in them (build/pages.ts), never fetched.
        globIgnores: ['**/node_modules/**', 'assets/moderation-*', 'assets/tus-client-*', 'assets/shell-boot-*', 'shells/**'],
      },
      manifest: webManifest,
    }),
    pages(),
    precompress(),
  ],
  // The manifest (dist/.vite, never served) tells the size budgets in bench/ which chunks a page loads.
  build: {
    target: 'es2022',
    sourcemap: false,
    manifest: true,
    // No polyfill of <link rel="modulepreload">: every browser the app runs in (es2022: Chrome 94,
    // Firefox 115, Safari 17) has it; the polyfill was 0.7 kB in every first load's entry.
    modulePreload: { polyfill: false, resolveDependencies: filesToPreload },
    rollupOptions: {
      input: { index: 'index.html', 'landing-boot': LANDING_BOOT, 'shell-boot': SHELL_BOOT },
      output: { codeSplitting },
    },
  },
  // `npm run dev:web` talks to a running gateway, like the built app does.
  server: {
    proxy: {
      '/api': gateway,
      '/media': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
});
