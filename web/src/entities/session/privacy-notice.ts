/**
 * The privacy notice a person agrees to at sign-up (DESIGN §7.4): the server records this version
 * with the time of consent, so it changes whenever /privacy-policy does.
 */
export const PRIVACY_NOTICE_VERSION = '2026-12';
