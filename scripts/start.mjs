// `npm start`: the embedded stack (gateway, api and notify in this one process, gateway/src/server.ts),
// built first unless the last build was made from the sources as they are now (scripts/build-inputs.mjs).
import { buildIsCurrent } from './build-inputs.mjs';

if (buildIsCurrent()) {
  console.log('The web app and the servers are built from these sources already (npm run build builds them again).');
} else {
  await import('./build.mjs');
}
await import('../gateway/dist/server.mjs');
