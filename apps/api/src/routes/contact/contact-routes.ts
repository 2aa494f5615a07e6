import { MAX_CONTACT_MESSAGE_LENGTH, MAX_CONTACT_NAME_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { messageReplySchema } from '@startupsetu/server-core/contract/status-replies';
import type { FastifyInstance } from 'fastify';
import { textField, trimBodyFields } from '../../schemas/text-fields';
import { insertContactMessage, type ContactMessage } from './contact-repository';

const contactSchema = {
  summary: 'Send a Contact Us message (no token needed)',
  tags: ['Contact'],
  body: {
    type: 'object',
    required: ['name', 'email', 'message'],
    properties: {
      name: textField(MAX_CONTACT_NAME_LENGTH),
      email: { type: 'string', format: 'email', maxLength: 254 },
      message: textField(MAX_CONTACT_MESSAGE_LENGTH),
    },
  },
  response: { 201: messageReplySchema },
} as const;

export default async function contactRoutes(app: FastifyInstance) {
  const { db } = app;

  app.post<{ Body: ContactMessage }>(
    '/',
    { schema: contactSchema, config: { public: true }, preValidation: trimBodyFields(['name', 'email', 'message']) },
    async (request, reply) => {
      await insertContactMessage(db, request.body);
      return reply
        .code(201)
        .send({ success: true, message: 'Thank you for reaching out! We will get back to you soon.' });
    },
  );
}
