// A fixed VAPID pair for test clusters (scaled mode requires one, the same on every notify), and a
// subject on a public domain (scaled mode refuses a local one). Never used outside tests.
export const TEST_VAPID_KEYS = {
  VAPID_PUBLIC_KEY: 'BOwTZ173R9skhIqDU4WOej9mFZdfPxcJUqlwHvwVJrYe36OpxW406vcgs5WyHTsaO37FkLEnsfX6KKj3KXxxfeQ',
  VAPID_PRIVATE_KEY: 'P3mhZmKI40z2DgCojZRte4xXHayPc_a1qe8r749OgzE',
  VAPID_SUBJECT: 'mailto:push-ops@startupsetu.in',
};
