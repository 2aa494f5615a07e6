import { networkKeys } from '../entities/connection/connection-keys';
import { contentKeys } from '../entities/content/content-keys';
import { chatKeys } from '../entities/message/chat-keys';
import { notificationKeys } from '../entities/notification/notification-keys';
import { discoveryKeys, peopleKeys } from '../entities/person/person-keys';
import { currentUserKeys } from '../entities/session/current-user';
import { APPLICATIONS_KEY } from '../features/applications/api/application-keys';
import { jobKeys } from '../features/jobs/api/jobs-api';
import { startupKeys } from '../features/startups/api/startups-api';

/** The reads saved on the device for a repeat visit and offline (DESIGN §4), by their owners' keys. */
export const SAVED_READ_KEYS = [
  currentUserKeys.all,
  contentKeys.all,
  discoveryKeys.all,
  chatKeys.all,
  notificationKeys.all,
  networkKeys.all,
  peopleKeys.all,
  startupKeys.all,
  jobKeys.all,
  APPLICATIONS_KEY,
] as const;
