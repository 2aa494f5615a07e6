/**
 * The worker asks an open window of the app to show one of its pages (a notification's click): the
 * app routes there itself, so nothing on the page is reloaded away. The page answers on the
 * message's port once it has; a window that does not answer within OPEN_PAGE_ANSWER_MS is
 * navigated instead.
 */
export const OPEN_PAGE = 'startupsetu:open-page';
export const OPEN_PAGE_ANSWER_MS = 1000;

export interface OpenPageMessage {
  type: typeof OPEN_PAGE;
  /** A path of this app, with its query and hash. */
  path: string;
}

export function isOpenPageMessage(data: unknown): data is OpenPageMessage {
  const message = data as Partial<OpenPageMessage> | null;
  return message?.type === OPEN_PAGE && typeof message.path === 'string' && message.path.startsWith('/') && !message.path.startsWith('//');
}
