import type { ManifestOptions } from 'vite-plugin-pwa';

// The installed app's manifest. Its share_target is the service worker's (sw/src/offline-store/shared-videos.ts:
// the path and the file's field; web-manifest.test.ts holds them together).
export const webManifest: Partial<ManifestOptions> = {
  name: 'StartupSetu',
  short_name: 'StartupSetu',
  description: "India's startup community: pitch, find co-founders and investors, and grow together.",
  theme_color: '#0f766e',
  background_color: '#f8fafc',
  display: 'standalone',
  id: '/',
  // The installed app opens on the user's dashboard (the route redirects by role, or to /signin).
  start_url: '/dashboard',
  scope: '/',
  shortcuts: [
    { name: 'Messages', url: '/messages', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
    { name: 'Notifications', url: '/Notification', icons: [{ src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' }] },
  ],
  // A video shared from the phone's gallery: the service worker keeps it and opens the upload popup with it (sw/src/share-target.ts).
  share_target: {
    action: '/share-video',
    method: 'POST',
    enctype: 'multipart/form-data',
    params: { title: 'title', text: 'text', files: [{ name: 'video', accept: ['video/mp4', 'video/mpeg', 'video/quicktime', 'video/x-msvideo', '.mp4', '.mpeg', '.mov', '.avi'] }] },
  },
  icons: [
    { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png' },
    { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png' },
    { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
  ],
};
