import { describe, expect, it } from 'vitest';
import { isMessage, MAX_MESSAGE_LENGTH, messageToSend } from './message-text';

describe('messageToSend', () => {
  it('sends nothing for empty or whitespace-only text', () => {
    expect(messageToSend('')).toBeNull();
    expect(messageToSend(' \n\t ')).toBeNull();
  });

  it('sends the trimmed text whole, up to the server limit', () => {
    expect(messageToSend('  Namaste!  ')).toBe('Namaste!');
    expect(messageToSend('x'.repeat(MAX_MESSAGE_LENGTH))).toHaveLength(MAX_MESSAGE_LENGTH);
  });

  it('sends nothing over the limit: the text waits whole, never cut', () => {
    expect(messageToSend('x'.repeat(MAX_MESSAGE_LENGTH + 5))).toBeNull();
  });
});

describe('isMessage', () => {
  it('accepts a message and nothing else', () => {
    expect(isMessage({ _id: '1', senderId: 'a', receiverId: 'b', text: 'hi', createdAt: '', readAt: null })).toBe(true);
    expect(isMessage({ _id: '1', senderId: 'a', text: 'hi' })).toBe(false);
    expect(isMessage(null)).toBe(false);
    expect(isMessage('hi')).toBe(false);
  });
});
