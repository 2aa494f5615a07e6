// Kept apart from applications-api.ts: the app saves these reads on the device (app/saved-read-keys.ts),
// and a dashboard visit should load nothing else of applications.

/** Every applications read is under this key: the caller's own and each job's pipeline. */
export const APPLICATIONS_KEY = ['applications'] as const;
