import type { LaunchOptions } from '@playwright/test';

// Debian's Chromium with the flags this machine needs (TOOLCHAIN.md): without the background
// networking flags Chromium keeps dialling hosts the closed network refuses.
export const chromiumLaunchOptions: LaunchOptions = {
  executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
  headless: true,
  args: [
    '--no-sandbox',
    '--disable-gpu',
    '--disable-quic',
    '--no-first-run',
    '--disable-background-networking',
    '--disable-component-update',
    '--disable-sync',
  ],
};
