// The dashboard feed's cards drawn without React, for the first screen (src/dashboard-boot.ts). They
// are the DOM FeedCard renders (components/feed-card.tsx and what it holds), tag for tag and class
// for class: the app's drawing replaces them once it is ready, and lib/first-screen.ts finds each
// control's twin in it by that structure. A change to FeedCard's markup is made here too;
// e2e/first-screen.spec.ts checks that a tap and typed text reach their twins.
import { profileName } from '../../lib/profile-text';
import type { Uploader, Video } from './api/content-types';
import { likeCountText } from './content-text';
import { savedVideosSupported } from './saved-videos';

type Attributes = Record<string, string>;

function element(tag: string, attributes: Attributes = {}, ...children: (Node | string)[]): HTMLElement {
  const node = document.createElement(tag);
  for (const [name, value] of Object.entries(attributes)) node.setAttribute(name, value);
  node.append(...children);
  return node;
}

const AVATAR_SIZE = 40;

function uploaderLine(uploader: Uploader | null): HTMLElement {
  const name = uploader ? profileName(uploader) : 'Unknown User';
  const picture = uploader?.profiledetails?.profilePic;
  const size = `width: ${AVATAR_SIZE}px; height: ${AVATAR_SIZE}px;`;
  const avatar = picture
    ? element('img', { class: 'avatar', src: picture, alt: name, width: String(AVATAR_SIZE), height: String(AVATAR_SIZE), style: size })
    : element('span', { class: 'avatar avatar-empty', style: size, role: 'img', 'aria-label': `${name}: no picture` }, 'No Pic');
  const line = uploader
    ? element(
        'div',
        { class: 'content-uploader' },
        element('a', { href: `/people/${uploader._id}`, class: 'person-link' }, avatar),
        element('a', { href: `/people/${uploader._id}`, class: 'person-link content-uploader-name' }, name),
      )
    : element('div', { class: 'content-uploader' }, avatar, element('span', { class: 'content-uploader-name' }, name));
  if (uploader?.verified) line.append(element('span', { class: 'verified-badge', title: 'Verified' }, '✔ Verified'));
  return line;
}

function commentsBlock(video: Video): HTMLElement {
  const inputId = `first-screen-comment-${video._id}`;
  const form = element(
    'form',
    { class: 'content-comment-form' },
    element('label', { for: inputId }, 'Add a comment'),
    element(
      'div',
      { class: 'content-comment-row' },
      element('input', { id: inputId, type: 'text', maxlength: '1000', autocomplete: 'off' }),
      element('button', { type: 'submit' }, 'Comment'),
    ),
  );
  // Sent by the app once it has taken over (the button's tap is held until then).
  form.addEventListener('submit', (event) => event.preventDefault());
  return element(
    'div',
    { class: 'content-comments-block' },
    element('button', { type: 'button', class: 'content-comments-toggle', 'aria-expanded': 'false' }, 'Comments'),
    form,
  );
}

function feedCard(video: Video): HTMLElement {
  const headingId = `video-${video._id}`;
  const card = element(
    'article',
    { class: 'content-card', 'aria-labelledby': headingId },
    uploaderLine(video.uploadedBy),
    element('h2', { id: headingId, class: 'content-card-title' }, video.title),
    element('button', { type: 'button', class: 'content-video content-video-start' }, element('span', { class: 'visually-hidden' }, `Play ${video.title}`)),
  );
  if (savedVideosSupported()) {
    card.append(element('div', { class: 'saved-video-actions' }, element('button', { type: 'button' }, 'Save for offline')));
  }
  if (video.description) card.append(element('p', { class: 'content-card-text' }, video.description));
  card.append(
    element(
      'div',
      { class: 'content-likes' },
      element('button', { type: 'button', class: 'content-like', 'aria-pressed': String(video.userHasLiked) }, video.userHasLiked ? 'Unlike' : 'Like'),
      element('span', { class: 'content-like-count', 'aria-live': 'polite' }, likeCountText(video.likes)),
    ),
    commentsBlock(video),
  );
  return card;
}

/** Cards drawn at once: about a phone's screenful. */
const CARDS_AT_ONCE = 2;

/** Runs `run` in a task of its own, just after the next paint. */
const afterNextPaint = (run: () => void) => requestAnimationFrame(() => setTimeout(run));

/**
 * The feed's first page in `section` (the feed's section): its cards, or the empty-feed message,
 * and 'Load more' when there are more. Only the first screenful is drawn at once. The rest waits
 * until the visitor scrolls (a tap or a key brings the app instead, which draws them all), unless
 * those first cards leave part of the screen empty; then the cards come one per frame, so that
 * laying them out is not one long task that holds up a slow phone, and 'Load more' after the last.
 */
export function drawFeedCards(section: HTMLElement, videos: readonly Video[], hasMore: boolean): void {
  const addLoadMore = () => {
    if (hasMore) section.append(element('div', { class: 'content-more' }, element('button', { type: 'button' }, 'Load more')));
  };
  if (videos.length === 0) {
    section.replaceChildren(element('p', { class: 'content-message' }, 'No videos available.'));
    addLoadMore();
    return;
  }
  const list = element('ul', { class: 'content-feed-list' });
  const drawCard = (index: number) => list.append(element('li', {}, feedCard(videos[index]!)));
  for (let index = 0; index < Math.min(CARDS_AT_ONCE, videos.length); index += 1) drawCard(index);
  section.replaceChildren(list);
  if (videos.length <= CARDS_AT_ONCE) {
    addLoadMore();
    return;
  }
  const drawRest = (index: number) => {
    if (!list.isConnected) return;
    if (index >= videos.length) {
      addLoadMore();
      return;
    }
    drawCard(index);
    afterNextPaint(() => drawRest(index + 1));
  };
  // After the paint, the layout this reads is already done.
  afterNextPaint(() => {
    if (list.getBoundingClientRect().bottom < window.innerHeight) drawRest(CARDS_AT_ONCE);
    else window.addEventListener('scroll', () => drawRest(CARDS_AT_ONCE), { once: true, passive: true });
  });
}
