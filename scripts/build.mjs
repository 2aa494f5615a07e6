// `npm run build`: the web app (web/dist), then each server's bundle (scripts/build-servers.mjs), and
// a record of the sources they were built from, which lets `npm start` skip the build next time.
import { spawnSync } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { forgetBuild, inputsFingerprint, recordBuild } from './build-inputs.mjs';

const run = (command, args) => {
  const { status } = spawnSync(command, args, { stdio: 'inherit' });
  if (status !== 0) process.exit(status ?? 1);
};

forgetBuild();
const fingerprint = inputsFingerprint();
run('npm', ['run', 'build', '-w', '@startupsetu/web']);
run(process.execPath, [fileURLToPath(new URL('build-servers.mjs', import.meta.url))]);
recordBuild(fingerprint);
