import { runService } from '@startupsetu/server-core/process/run-service';
import { buildNotifyApp } from './app';

await runService('notify', buildNotifyApp, (config) => config.notifyPort);
