import type { FastifyInstance, FastifyRequest } from 'fastify';
import { insertContactMessage, type ContactMessage } from './contact-repository';

// No NUL anywhere (PostgreSQL text cannot hold it); lengths count after trimming.
const text = (maxLength: number) => ({ type: 'string', minLength: 1, maxLength, pattern: '^[^\\u0000]*$' }) as const;

const contactSchema = {
  body: {
    type: 'object',
    required: ['name', 'email', 'message'],
    properties: {
      name: text(100),
      email: { type: 'string', format: 'email', maxLength: 254 },
      message: text(5000),
    },
  },
  response: {
    201: { type: 'object', properties: { success: { type: 'boolean' }, message: { type: 'string' } } },
  },
} as const;

export default async function contactRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Body: ContactMessage }>(
    '/',
    { schema: contactSchema, config: { public: true }, preValidation: trimFields },
    async (request, reply) => {
      await insertContactMessage(db, request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Thank you for reaching out! We will get back to you soon.' });
    },
  );
}

// Trimmed, and a blank field counts as a missing one ("name is required").
async function trimFields(request: FastifyRequest) {
  const body = request.body;
  if (!body || typeof body !== 'object' || Array.isArray(body)) return;
  const fields = body as Record<string, unknown>;
  for (const key of ['name', 'email', 'message']) {
    const value = fields[key];
    if (typeof value !== 'string') continue;
    const trimmed = value.trim();
    if (trimmed) fields[key] = trimmed;
    else delete fields[key];
  }
}
