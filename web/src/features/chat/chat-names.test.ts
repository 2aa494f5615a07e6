import { describe, expect, it } from 'vitest';
import type { User } from '../../types/api';
import type { ChatSummary } from './api/chat-types';
import { chatName, lastText, partnerFromChat, partnerFromUser, uniqueUsers } from './chat-names';

const user = (id: string, Username?: string): User => ({
  _id: id,
  email: `${id}.k@example.in`,
  role: 'Investor',
  verified: false,
  profiledetails: { Username, profilePic: Username ? '/media/p.png' : null },
});
const summary = (Username: string | null, text: string | null = null): ChatSummary => ({
  _id: 'u1',
  email: 'meera.s@example.in',
  Username,
  role: 'Hustler',
  profilePic: null,
  text,
  lastAt: '',
  unread: 0,
  deleted: false,
});

describe('names on the messages screen', () => {
  it('uses the Username, else the part of the email before @', () => {
    expect(chatName(summary('Meera'))).toBe('Meera');
    expect(chatName(summary(null))).toBe('meera.s');
    expect(chatName(summary('   '))).toBe('meera.s');
    expect(partnerFromUser(user('asha', 'Asha Rao'))).toEqual({ _id: 'asha', name: 'Asha Rao', profilePic: '/media/p.png', verified: false });
    expect(partnerFromUser(user('ravi'))).toEqual({ _id: 'ravi', name: 'ravi.k', profilePic: null, verified: false });
    expect(partnerFromChat(summary(null))).toEqual({ _id: 'u1', name: 'meera.s', profilePic: null });
  });

  it("names a deleted account 'Deleted user', whatever else the entry holds, and marks the partner deleted", () => {
    const gone = { ...summary('Old name'), email: '', deleted: true };
    expect(chatName(gone)).toBe('Deleted user');
    expect(partnerFromChat({ ...gone, profilePic: '/media/old.png' })).toEqual({ _id: 'u1', name: 'Deleted user', profilePic: null, deleted: true });
    expect(partnerFromChat({ ...summary('Meera'), deleted: false })).toEqual({ _id: 'u1', name: 'Meera', profilePic: null });
  });

  it("shows '[No Message]' for a chat without a last text", () => {
    expect(lastText(summary(null, null))).toBe('[No Message]');
    expect(lastText(summary(null, '  '))).toBe('[No Message]');
    expect(lastText(summary(null, 'See you'))).toBe('See you');
  });

  it('lists each user once across pages', () => {
    expect(uniqueUsers([user('a'), user('b'), user('a'), user('c')]).map((u) => u._id)).toEqual(['a', 'b', 'c']);
    expect(uniqueUsers(undefined)).toEqual([]);
  });
});
