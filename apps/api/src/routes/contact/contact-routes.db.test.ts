import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { postJson, readJson, startApiTestServer, type ApiTestServer } from '../../testing/api-test-server';
import { sendForm } from '../../testing/form-uploads';

let server: ApiTestServer;

beforeAll(async () => {
  server = await startApiTestServer();
});

afterAll(async () => {
  await server.close();
});

const rows = () => server.db.selectFrom('contact_messages').selectAll().orderBy('id').execute();

describe('POST /api/contact', () => {
  it('stores the message without a token and thanks the sender', async () => {
    const response = await postJson(server.baseUrl, '/api/contact', {
      name: '  Anita Desai ',
      email: ' anita@example.com ',
      message: '  I would like to partner with you.  ',
    });
    expect(response.status).toBe(201);
    expect(await readJson(response)).toEqual({
      success: true,
      message: 'Thank you for reaching out! We will get back to you soon.',
    });
    expect(await rows()).toEqual([
      {
        id: expect.any(String),
        name: 'Anita Desai',
        email: 'anita@example.com',
        message: 'I would like to partner with you.',
        created_at: expect.any(String),
      },
    ]);
  });

  it('ignores fields it does not know (they never reach the database)', async () => {
    const response = await postJson(server.baseUrl, '/api/contact', { name: 'Ravi', email: 'ravi@example.com', message: 'Hi', isAdmin: '' });
    expect(response.status).toBe(201);
    expect((await rows()).find((row) => row.name === 'Ravi')).toEqual({
      id: expect.any(String),
      name: 'Ravi',
      email: 'ravi@example.com',
      message: 'Hi',
      created_at: expect.any(String),
    });
  });

  const valid = { name: 'A', email: 'a@example.com', message: 'Hello' };
  it.each([
    ['a malformed email', { ...valid, email: 'not-an-email' }, 'email must be a valid email address'],
    ['a blank message', { ...valid, message: '   ' }, 'message is required'],
    ['a missing message', { name: 'A', email: 'a@example.com' }, 'message is required'],
    ['a blank name', { ...valid, name: '\n\t ' }, 'name is required'],
    ['a name over 100 characters', { ...valid, name: 'n'.repeat(101) }, 'name must be at most 100 characters long'],
    ['a message over 5000 characters', { ...valid, message: 'm'.repeat(5001) }, 'message must be at most 5000 characters long'],
    ['a message with a NUL character', { ...valid, message: 'a\u0000b' }, 'message is not in the expected format'],
    ['a message that is not text', { ...valid, message: 42 }, 'message must be a string'],
  ])('answers 400 for %s and stores nothing', async (_case, body, message) => {
    const before = (await rows()).length;
    const response = await postJson(server.baseUrl, '/api/contact', body);
    expect(response.status).toBe(400);
    expect(await readJson(response)).toMatchObject({ success: false, message, error: 'Bad Request' });
    expect(await rows()).toHaveLength(before);
  });

  it('accepts 100 characters of name and 5000 of message', async () => {
    const response = await postJson(server.baseUrl, '/api/contact', { ...valid, name: 'n'.repeat(100), message: 'm'.repeat(5000) });
    expect(response.status).toBe(201);
  });

  it('answers 415 for a form instead of JSON', async () => {
    const response = await sendForm(server.baseUrl, '/api/contact', [['name', 'A'], ['email', 'a@example.com'], ['message', 'Hi']]);
    expect(response.status).toBe(415);
  });
});
