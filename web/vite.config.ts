import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';
import { VitePWA } from 'vite-plugin-pwa';

const gateway = process.env.GATEWAY_URL ?? 'http://localhost:8080';

const COMPRESSIBLE = /\.(js|mjs|css|html|svg|webmanifest)$/;
const MIN_COMPRESSED_BYTES = 1024;

/**
 * Writes a .br and a .gz copy beside every text file of the build (after the service worker is
 * built), which the gateway sends to browsers that accept them: a phone on a slow network downloads
 * about a third of the bytes, with no compression work per request.
 */
function precompress(): Plugin {
  let outDir = '';
  return {
    name: 'startupsetu-precompress',
    apply: 'build',
    configResolved(config) {
      outDir = path.resolve(config.root, config.build.outDir);
    },
    closeBundle: {
      order: 'post',
      sequential: true,
      handler() {
        for (const entry of readdirSync(outDir, { recursive: true, withFileTypes: true })) {
          const file = path.join(entry.parentPath, entry.name);
          if (!entry.isFile() || !COMPRESSIBLE.test(entry.name) || file.includes(`${path.sep}.vite${path.sep}`)) continue;
          const bytes = readFileSync(file);
          if (bytes.length < MIN_COMPRESSED_BYTES) continue;
          writeFileSync(`${file}.gz`, gzipSync(bytes, { level: 9 }));
          writeFileSync(`${file}.br`, brotliCompressSync(bytes, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } }));
        }
      },
    },
  };
}

/** What main.tsx renders a first load of `/` with: the first page most visitors see. */
const LANDING_ROUTE = '/src/app/render-landing.tsx';

/**
 * The landing page is code-split like every route, so the browser would only learn of its chunk
 * after the entry has run. Preloading it (and its CSS) from index.html starts that download with the
 * entry's: one round trip less before the first paint on a slow network.
 */
function preloadLandingRoute(): Plugin {
  return {
    name: 'startupsetu-preload-landing-route',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        const chunk = Object.values(bundle ?? {}).find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(LANDING_ROUTE),
        );
        if (!chunk || chunk.type !== 'chunk') throw new Error(`No chunk for ${LANDING_ROUTE}: update LANDING_ROUTE in vite.config.ts`);
        // The chunk and everything it imports, however deep, less what index.html already loads.
        const files = new Set<string>();
        const visit = (file: string) => {
          const output = bundle?.[file];
          if (files.has(file) || output?.type !== 'chunk') return;
          files.add(file);
          output.imports.forEach(visit);
        };
        visit(chunk.fileName);
        const scripts = [...files].filter((file) => !html.includes(`/${file}"`));
        const styles = [...(chunk.viteMetadata?.importedCss ?? [])];
        return [
          ...scripts.map((file) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
          ...styles.map((file) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', crossorigin: true, href: `/${file}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

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
        globPatterns: ['**/*.{js,css,html,svg,webm,woff2}'],
      },
      manifest: {
        name: 'StartupSetu',
        short_name: 'StartupSetu',
        description: "India's startup community: pitch, find co-founders and investors, and grow together.",
        theme_color: '#0f766e',
        background_color: '#f8fafc',
        display: 'standalone',
        start_url: '/',
        scope: '/',
        icons: [
          { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
          { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
          { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
        ],
      },
    }),
    preloadLandingRoute(),
    precompress(),
  ],
  // The manifest (dist/.vite, never served) tells the size budgets in bench/ which chunks a page loads.
  build: { target: 'es2022', sourcemap: false, manifest: true },
  // `npm run dev:web` talks to a running gateway, like the built app does.
  server: {
    proxy: {
      '/api': gateway,
      '/media': gateway,
      '/socket.io': { target: gateway, ws: true },
    },
  },
});
