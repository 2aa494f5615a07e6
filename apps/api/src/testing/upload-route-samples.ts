import type { ApiRouteSample } from './api-route-samples';
import type { Cast } from './authorization-cast';
import { mp4Bytes } from './form-uploads';
import { SAMPLE_UPLOAD_BYTES, TUS_CREATE_HEADERS, TUS_PATCH_HEADERS } from './tus-requests';

/** An upload of the cast's that no valid request has used yet. */
function next(uploads: string[], kind: string): string {
  const id = uploads.pop();
  if (!id) throw new Error(`the cast has no ${kind} upload left: raise UPLOADS in authorization-cast.ts`);
  return id;
}

/** The valid requests of resumable uploads (DESIGN §6.7), each PATCH, DELETE and publish on an upload of its own. */
export function uploadRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const hustler = { access: 'user', caller: 'Hustler' } as const;
  return [
    { ...hustler, method: 'POST', path: '/api/uploads', status: 201, request: () => ({ path: '/api/uploads', headers: TUS_CREATE_HEADERS }) },
    {
      ...hustler,
      method: 'PATCH',
      path: '/api/uploads/:id',
      status: 204,
      request: () => ({ path: `/api/uploads/${next(cast().uploads.patched, 'patched')}`, headers: TUS_PATCH_HEADERS, body: mp4Bytes(SAMPLE_UPLOAD_BYTES) }),
    },
    {
      ...hustler,
      method: 'DELETE',
      path: '/api/uploads/:id',
      status: 204,
      request: () => ({ path: `/api/uploads/${next(cast().uploads.abandoned, 'abandoned')}`, headers: TUS_PATCH_HEADERS }),
    },
    {
      ...hustler,
      method: 'POST',
      path: '/api/uploads/:id',
      status: 204,
      request: () => ({
        path: `/api/uploads/${next(cast().uploads.patched, 'patched')}`,
        headers: { ...TUS_PATCH_HEADERS, 'x-http-method-override': 'PATCH' },
        body: mp4Bytes(SAMPLE_UPLOAD_BYTES),
      }),
    },
    { access: 'public', method: 'OPTIONS', path: '/api/uploads', status: 204, request: () => ({ path: '/api/uploads' }) },
    { access: 'public', method: 'OPTIONS', path: '/api/uploads/:id', status: 204, request: () => ({ path: `/api/uploads/${cast().uploads.finished[0]}` }) },
    {
      ...hustler,
      method: 'POST',
      path: '/api/videos',
      status: 201,
      request: () => ({ path: '/api/videos', json: { title: 'Published pitch', uploadId: next(cast().uploads.finished, 'finished') } }),
    },
  ];
}
