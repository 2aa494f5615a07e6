import { runService } from '@startupsetu/server-core/process/run-service';
import { buildApiApp } from './app';

await runService('api', buildApiApp, (config) => config.apiPort);
