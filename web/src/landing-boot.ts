// landing.html's boot script (web/build/pages.ts; before it, the inline one that holds its taps,
// src/shell-boot.ts). The page arrives already rendered: its links, FAQ and videos work without any
// script, and main.tsx hydrates it once the visitor reaches for it (lib/boot-on-intent.ts). The
// header's 'Install app' (React) shows from then on: the browser's offer is kept until it does.
import { reflectBannerDismissal } from './features/landing/banner-dismissal';
import { bootOnIntent } from './lib/boot-on-intent';
import { reflectSession } from './lib/session';

// A signed-in visitor's header offers 'Dashboard' instead of 'Sign In' (components/site-header.tsx),
// and a phone's banner dismissed before stays hidden.
reflectSession();
reflectBannerDismissal();
bootOnIntent();
