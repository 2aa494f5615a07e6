import { errorReplySchema } from '@startupsetu/server-core/http/openapi-plugin';
import { headerText, mediaFileReply } from '../../schemas/media-replies';

// GET /media/:name (media-routes.ts): the whole file, or the one byte range a Range header asks for
// (RFC 9110 §14), as browsers' <video> elements ask. The reply headers say their exact form.

const matching = (pattern: string, description: string) => ({ type: 'string', pattern, description }) as const;

const fileHeaders = {
  'Content-Length': matching('^\\d+$', 'The bytes in this reply'),
  'Accept-Ranges': { type: 'string', enum: ['bytes'], description: 'A Range request is answered with that part' },
  'Cache-Control': headerText('Kept for good (immutable): a name never changes its content'),
};

export const mediaSchema = {
  summary: 'An uploaded picture or video, by the name in its URL; supports Range requests (no token needed)',
  tags: ['Media'],
  params: { type: 'object', properties: { name: { type: 'string' } } },
  headers: {
    type: 'object',
    properties: {
      Range: headerText('One range, `bytes=start-end`, `bytes=start-` or `bytes=-suffix`; another unit, several ranges or a malformed one get the whole file'),
    },
  },
  response: {
    200: mediaFileReply('The whole file', fileHeaders),
    206: mediaFileReply('The range asked for', { ...fileHeaders, 'Content-Range': matching('^bytes \\d+-\\d+/\\d+$', 'bytes start-end/size') }),
    416: {
      ...errorReplySchema,
      description: 'The range lies wholly past the end of the file',
      headers: { 'Content-Range': matching('^bytes \\*/\\d+$', 'bytes */size: the size of the file') },
    },
  },
} as const;
