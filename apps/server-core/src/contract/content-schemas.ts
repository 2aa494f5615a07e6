import { badgeSchema } from './person-schemas';
import { COUNT_DESCRIPTION } from './field-limits';

// Reply schemas of the content routes, shared by the api and the web (whose types are derived from
// them). The api serializes only the properties listed (`additionalProperties: false` says so), so
// a column added to a query never leaks into a reply; `required` lists what every reply carries.

/** The name and picture a person is shown with beside what they did. */
export const shownDetailsSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['profilePic'],
  properties: { Username: { type: 'string' }, profilePic: { type: ['string', 'null'] } },
} as const;

export const uploaderSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'verified', 'profiledetails'],
  properties: {
    _id: { type: 'string' },
    verified: { type: 'boolean' },
    badges: { type: 'array', items: badgeSchema, description: 'What was proven about them (DESIGN §7.4); left out when nothing was' },
    profiledetails: shownDetailsSchema,
  },
} as const;

export const commentSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'text', 'createdAt', 'commentedBy'],
  properties: {
    _id: { type: 'string' },
    text: { type: 'string' },
    createdAt: { type: 'string' },
    commentedBy: {
      type: 'object',
      additionalProperties: false,
      required: ['_id', 'profiledetails'],
      properties: {
        _id: { type: 'string' },
        verified: { type: 'boolean', description: 'Whether an operator or a badge verified the commenter' },
        badges: { type: 'array', items: badgeSchema, description: 'What was proven about the commenter (DESIGN §7.4); left out when nothing was' },
        profiledetails: { type: 'object', additionalProperties: false, properties: { Username: { type: 'string' } } },
      },
    },
  },
} as const;

export const videoSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'title', 'description', 'videoUrl', 'posterUrl', 'likes', 'userHasLiked', 'commentCount', 'createdAt', 'uploadedBy'],
  properties: {
    _id: { type: 'string' },
    title: { type: 'string' },
    description: { type: 'string' },
    videoUrl: { type: 'string' },
    posterUrl: { type: ['string', 'null'], description: 'A frame of the video shown before it plays (null: none)' },
    likes: { type: 'integer' },
    userHasLiked: { type: 'boolean', description: 'Whether the caller has liked it' },
    commentCount: { type: 'integer', description: `Its comments the caller may see. ${COUNT_DESCRIPTION}` },
    createdAt: { type: 'string' },
    uploadedBy: uploaderSchema,
  },
} as const;

export const postKinds = ['blog', 'talk'] as const;

/** A blog or a talk (a talk's text is its title; its summary and content are ''). */
export const blogSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['_id', 'kind', 'title', 'summary', 'content', 'coverImageUrl', 'createdAt', 'uploadedBy', 'comments', 'commentCount'],
  properties: {
    _id: { type: 'string' },
    kind: { type: 'string', enum: postKinds },
    title: { type: 'string' },
    summary: { type: 'string' },
    content: { type: 'string' },
    coverImageUrl: { type: ['string', 'null'] },
    createdAt: { type: 'string' },
    uploadedBy: uploaderSchema,
    comments: { type: 'array', items: commentSchema, description: "A talk's newest three comments, oldest first; [] for a blog" },
    commentCount: {
      type: 'integer',
      description: `A talk's comments the caller may see; 0 for a blog. ${COUNT_DESCRIPTION}`,
    },
  },
} as const;

/** Lists are newest first; the cursor of the next page, null on the last. */
export const nextCursorSchema = { type: ['string', 'null'] } as const;
