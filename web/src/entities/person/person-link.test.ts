import { describe, expect, it } from 'vitest';
import { messagesPath } from './person-link';

describe('person links', () => {
  it("links a Message button to the chat's address", () => {
    expect(messagesPath('abc123')).toBe('/messages?with=abc123');
  });
});
