// The end-to-end suite drives Debian's Chromium (Playwright) and Firefox ESR (puppeteer-core over
// WebDriver BiDi, e2e/push-firefox.spec.ts); whichever is missing is installed with apt-get.
// Never a browser download (no `playwright install`, no puppeteer browser fetch).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const browsers = [
  { path: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium', pkg: 'chromium' },
  { path: process.env.FIREFOX_PATH ?? '/usr/bin/firefox-esr', pkg: 'firefox-esr' },
];
const missing = browsers.filter(({ path }) => !existsSync(path)).map(({ pkg }) => pkg);
if (missing.length > 0) {
  console.log(`${missing.join(' and ')} missing: installing Debian's packages with apt-get`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq ${missing.join(' ')}`, {
    stdio: 'inherit',
  });
}
