import { readFile } from 'node:fs/promises';
import type { Database } from '@startupsetu/server-core/db/database';
import type { DatabaseSchema } from '@startupsetu/server-core/db/schema';
import type { MediaStorage } from '@startupsetu/server-core/media/media-storage';
import { BLOG_COVER_UPLOAD, POSTER_UPLOAD, VIDEO_UPLOAD } from '@startupsetu/server-core/media/media-types';
import { createNotification } from '@startupsetu/server-core/repositories/notification-rows';
import { insertBlog } from '../routes/blogs/blogs-repository';
import { insertVideoComment } from '../routes/comments/comments-repository';
import { insertMessage } from '../routes/messages/messages-repository';
import { insertTalkComment } from '../routes/talks/talks-repository';
import { insertVideo, setVideoLike } from '../routes/videos/videos-repository';
import { DEMO_BLOGS, DEMO_CHATS, DEMO_REQUESTS, DEMO_TALKS, DEMO_VIDEOS, type DemoComment } from './demo-community';
import { DEMO_PEOPLE } from './demo-people';
import { coverPng } from './demo-images';
import { seedDemoJobs } from './seed-demo-jobs';
import { seedPerson, storeMedia, type SeededPerson } from './seed-demo-people';
import { requestEvents, type RequestSeedContext, type SeedEvent } from './seed-demo-requests';

// `npm run seed:demo`: the demo community, through the repositories the services use. Each thing
// is looked up by what names it (an email, an author and a title, …) and made only when missing,
// so a second run changes nothing. Rows get the time the story gives them (hours before `now`),
// and are inserted oldest first so that ids, which order every list, agree with those times.

const DEMO_VIDEO_FILE = new URL('./demo-pitch.mp4', import.meta.url);

export interface SeedDemoSummary {
  people: number;
  newPeople: number;
  /** Rows this run added, by table. */
  added: Record<'videos' | 'blogs' | 'comments' | 'messages' | 'notifications' | 'requests' | 'connections' | 'startups' | 'jobs', number>;
}

type TimedTable = 'videos' | 'blogs' | 'video_comments' | 'talk_comments' | 'messages' | 'notifications';

function oldestFirst<T extends { hoursAgo: number }>(items: readonly T[]): T[] {
  return [...items].sort((a, b) => b.hoursAgo - a.hoursAgo);
}

export async function seedDemo(db: Database, media: MediaStorage, { now = new Date() } = {}): Promise<SeedDemoSummary> {
  const at = (hoursAgo: number) => new Date(now.getTime() - hoursAgo * 3_600_000).toISOString();
  const backdate = async (table: TimedTable, id: string, hoursAgo: number) => {
    await db.updateTable(table as keyof DatabaseSchema as 'videos').set({ created_at: at(hoursAgo) }).where('id', '=', id).execute();
  };
  const added: SeedDemoSummary['added'] = { videos: 0, blogs: 0, comments: 0, messages: 0, notifications: 0, requests: 0, connections: 0, startups: 0, jobs: 0 };

  const people = new Map<string, SeededPerson>();
  let newPeople = 0;
  for (const person of DEMO_PEOPLE) {
    const seeded = await seedPerson(db, media, person);
    people.set(person.key, seeded);
    if (seeded.created) newPeople += 1;
  }
  const person = (key: string) => {
    const found = people.get(key);
    if (!found) throw new Error(`The demo data names an unknown person: ${key}`);
    return found;
  };

  // Notifications are what notify would have made: the same types, wording and links.
  const notify: RequestSeedContext['notify'] = async (input, hoursAgo, read) => {
    const existing = await db
      .selectFrom('notifications')
      .select('id')
      .where('user_id', '=', input.userId)
      .where('type', '=', input.type)
      .where('actor_id', '=', input.actorId)
      .where('message', '=', input.message)
      .executeTakeFirst();
    if (existing) return false;
    const created = await createNotification(db, input);
    await backdate('notifications', created._id, hoursAgo);
    if (read) await db.updateTable('notifications').set({ is_read: 1 }).where('id', '=', created._id).execute();
    added.notifications += 1;
    return true;
  };

  // Videos, then their likes and comments (and the owner's comment notifications).
  const videoBytes = await readFile(DEMO_VIDEO_FILE);
  const videoIds = new Map<string, string>();
  for (const video of oldestFirst(DEMO_VIDEOS)) {
    const author = person(video.author);
    const found = await db
      .selectFrom('videos')
      .select('id')
      .where('user_id', '=', author.id)
      .where('title', '=', video.title)
      .executeTakeFirst();
    let id = found?.id;
    if (!id) {
      const file = await storeMedia(media, videoBytes, VIDEO_UPLOAD);
      const poster = await storeMedia(media, coverPng(video.title, 640, 360), POSTER_UPLOAD);
      id = await insertVideo(db, {
        userId: author.id,
        title: video.title,
        description: video.description,
        videoFile: file.name,
        mimeType: file.mimeType,
        sizeBytes: file.size,
        posterFile: poster.name,
      });
      await backdate('videos', id, video.hoursAgo);
      added.videos += 1;
    }
    videoIds.set(video.title, id);
    for (const liker of video.likedBy) await setVideoLike(db, { userId: person(liker).id, videoId: id, liked: true });
  }
  const videoComments = DEMO_VIDEOS.flatMap((video) => video.comments.map((comment) => ({ ...comment, video })));
  for (const comment of oldestFirst(videoComments)) {
    await addComment('video_comments', videoIds.get(comment.video.title)!, comment);
  }

  // A comment, unless that person already wrote that text there.
  async function addComment(table: 'video_comments' | 'talk_comments', targetId: string, comment: DemoComment) {
    const userId = person(comment.by).id;
    const found =
      table === 'video_comments'
        ? await db.selectFrom('video_comments').select('id').where('video_id', '=', targetId).where('user_id', '=', userId).where('text', '=', comment.text).executeTakeFirst()
        : await db.selectFrom('talk_comments').select('id').where('talk_id', '=', targetId).where('user_id', '=', userId).where('text', '=', comment.text).executeTakeFirst();
    if (found) return;
    const created =
      table === 'video_comments'
        ? await insertVideoComment(db, { videoId: targetId, userId, text: comment.text })
        : await insertTalkComment(db, { talkId: targetId, userId, text: comment.text });
    if (!created) throw new Error(`The demo ${table === 'video_comments' ? 'video' : 'talk'} ${targetId} is missing`);
    await backdate(table, created._id, comment.hoursAgo);
    added.comments += 1;
  }

  // Blogs (with covers) and talks share the blogs table; talks keep their text as the title.
  const posts = [
    ...DEMO_BLOGS.map((blog) => ({ ...blog, kind: 'blog' as const })),
    ...DEMO_TALKS.map((talk) => ({ author: talk.author, title: talk.text, summary: '', content: '', hoursAgo: talk.hoursAgo, kind: 'talk' as const })),
  ];
  const talkIds = new Map<string, string>();
  for (const post of oldestFirst(posts)) {
    const author = person(post.author);
    const found = await db
      .selectFrom('blogs')
      .select('id')
      .where('user_id', '=', author.id)
      .where('kind', '=', post.kind)
      .where('title', '=', post.title)
      .executeTakeFirst();
    let id = found?.id;
    if (!id) {
      const coverImage = post.kind === 'blog' ? (await storeMedia(media, coverPng(post.title), BLOG_COVER_UPLOAD)).name : null;
      id = await insertBlog(db, { ...post, userId: author.id, coverImage });
      await backdate('blogs', id, post.hoursAgo);
      added.blogs += 1;
    }
    if (post.kind === 'talk') talkIds.set(post.title, id);
  }
  const talkComments = DEMO_TALKS.flatMap((talk) => talk.comments.map((comment) => ({ ...comment, talk })));
  for (const comment of oldestFirst(talkComments)) {
    await addComment('talk_comments', talkIds.get(comment.talk.text)!, comment);
  }

  // Chats: all read but each chat's last `unread` messages.
  const messages = DEMO_CHATS.flatMap((chat) =>
    chat.messages.map((message, index) => ({
      ...message,
      to: chat.between[0] === message.from ? chat.between[1] : chat.between[0],
      read: index < chat.messages.length - (chat.unread ?? 0),
    })),
  );
  for (const message of oldestFirst(messages)) {
    const senderId = person(message.from).id;
    const receiverId = person(message.to).id;
    const found = await db
      .selectFrom('messages')
      .select('id')
      .where('sender_id', '=', senderId)
      .where('receiver_id', '=', receiverId)
      .where('text', '=', message.text)
      .executeTakeFirst();
    if (found) continue;
    const stored = await insertMessage(db, { senderId, receiverId, text: message.text });
    if (!stored) throw new Error('A demo person is missing');
    await backdate('messages', stored._id, message.hoursAgo);
    if (message.read) await db.updateTable('messages').set({ read_at: at(message.hoursAgo - 0.5) }).where('id', '=', stored._id).execute();
    added.messages += 1;
  }

  // Notifications, oldest first: comments on someone else's video, connect requests and ignites
  // (real requests, some accepted).
  const events: SeedEvent[] = [
    ...videoComments
      .filter((comment) => comment.by !== comment.video.author)
      .map((comment) => ({
        hoursAgo: comment.hoursAgo,
        async run() {
          const by = person(comment.by);
          await notify(
            {
              userId: person(comment.video.author).id,
              type: 'comment',
              message: `${by.name} commented on your video "${comment.video.title}"`,
              actorId: by.id,
              link: `/videos#video-${videoIds.get(comment.video.title)}`,
            },
            comment.hoursAgo,
            comment.hoursAgo > 24,
          );
        },
      })),
    ...requestEvents({ db, person, at, notify, added }, DEMO_REQUESTS),
  ];
  for (const event of oldestFirst(events)) await event.run();

  // Two founders' startups and their open jobs (DESIGN §7.3), some saved by the job seekers.
  Object.assign(added, await seedDemoJobs(db, { person, now }));

  return { people: people.size, newPeople, added };
}
