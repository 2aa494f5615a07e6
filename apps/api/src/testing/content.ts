import type { Database } from '@startupsetu/server-core/db/database';
import { insertBlog } from '../routes/blogs/blogs-repository';
import { insertVideo } from '../routes/videos/videos-repository';
import { bearer } from './api-test-server';
import { mp4Bytes, sendForm, type FileEntry } from './form-uploads';

export function videoFile(bytes: Buffer | string = mp4Bytes(), filename = 'clip.mp4', type = 'video/mp4'): FileEntry {
  return { bytes, filename, type };
}

export function uploadVideo(
  baseUrl: string,
  token: string,
  fields: { title?: string; description?: string; video?: FileEntry } = {},
) {
  return sendForm(
    baseUrl,
    '/api/userprofile/addvideo',
    [
      ['title', fields.title ?? 'My pitch'],
      ['description', fields.description ?? 'What we build'],
      ['video', fields.video ?? videoFile()],
    ],
    { token },
  );
}

let seeded = 0;

/** A video row without a real file behind it, for tests about lists, likes and comments. */
export async function seedVideo(db: Database, userId: string, title?: string): Promise<string> {
  seeded += 1;
  return insertVideo(db, {
    userId,
    title: title ?? `Video ${seeded}`,
    description: '',
    videoFile: `seeded${seeded}.mp4`,
    mimeType: 'video/mp4',
    sizeBytes: 0,
  });
}

export async function seedBlog(db: Database, userId: string, kind: 'blog' | 'talk' = 'blog', title?: string) {
  seeded += 1;
  const text = kind === 'blog' ? 'Some words' : '';
  return insertBlog(db, { kind, userId, title: title ?? `Post ${seeded}`, summary: text, content: text, coverImage: null });
}

export function getJson(baseUrl: string, path: string, token?: string): Promise<Response> {
  return fetch(baseUrl + path, { headers: token ? bearer(token) : {} });
}
