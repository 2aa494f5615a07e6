import type { FromSchema } from 'json-schema-to-ts';

// A public page's link preview for one item (a startup, a job): what the gateway writes in that
// page's head (title, description, Open Graph and Twitter tags) for crawlers that run no script.

export const linkPreviewSchema = {
  type: 'object',
  additionalProperties: false,
  required: ['title', 'description', 'image'],
  properties: {
    title: { type: 'string', description: "The item's own title, without the site's name" },
    description: { type: 'string' },
    image: { type: ['string', 'null'], description: "A picture on this site (a /media path), or null for the page's own" },
  },
} as const;

/** `{ success, preview }`. */
export const linkPreviewReplySchema = {
  type: 'object',
  additionalProperties: false,
  required: ['success', 'preview'],
  properties: { success: { type: 'boolean' }, preview: linkPreviewSchema },
} as const;

export type LinkPreview = FromSchema<typeof linkPreviewSchema>;
export type LinkPreviewReply = FromSchema<typeof linkPreviewReplySchema>;
