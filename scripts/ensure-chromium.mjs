// The end-to-end suite drives Debian's Chromium; it is installed with apt-get when missing.
// Never a browser download (no `playwright install`).
import { existsSync } from 'node:fs';
import { execSync } from 'node:child_process';

const chromium = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
if (!existsSync(chromium)) {
  console.log(`${chromium} is missing: installing Debian's chromium with apt-get`);
  const sudo = process.getuid?.() === 0 ? '' : 'sudo ';
  execSync(`${sudo}apt-get update -qq && ${sudo}env DEBIAN_FRONTEND=noninteractive apt-get install -y -qq chromium`, {
    stdio: 'inherit',
  });
}
