import { describe, expect, it } from 'vitest';
import type { InfiniteData } from '@tanstack/react-query';
import type { Notification, NotificationPage } from './api/notification-types';
import { actorOf, answeredText, appealReportOf, idsToMarkRead, inviteAnsweredText, isNotification, markReadInCache, notificationsOf, prependNotification, startupSlugOf } from './notification-list';

const item = (id: string, isRead = false, type = 'connect'): Notification => ({
  _id: id,
  type,
  message: `message ${id}`,
  isRead,
  createdAt: '2025-05-01T10:00:00.000Z',
  actorId: null,
  link: null,
  requestId: null,
  requestStatus: null,
  actor: null,
});
const page = (items: Notification[], nextCursor: string | null = null): NotificationPage => ({ notifications: items, nextCursor });
const data = (...pages: NotificationPage[]): InfiniteData<NotificationPage> => ({ pages, pageParams: pages.map((_, i) => (i ? `c${i}` : null)) });
const ids = (items: Notification[] | undefined) => items?.map((n) => n._id);

describe('notificationsOf', () => {
  it('keeps the newest-first order of the pages and each notification once', () => {
    expect(ids(notificationsOf([page([item('5'), item('4')], 'c1'), page([item('4'), item('3')])]))).toEqual(['5', '4', '3']);
    expect(notificationsOf(undefined)).toEqual([]);
  });
});

describe('prependNotification', () => {
  it('puts a live notification first, once', () => {
    const before = data(page([item('2'), item('1')], 'c1'), page([item('0')]));
    const after = prependNotification(before, item('3'));
    expect(ids(notificationsOf(after?.pages))).toEqual(['3', '2', '1', '0']);
    expect(prependNotification(after, item('3'))).toBe(after);
    expect(prependNotification(after, item('0'))).toBe(after);
  });

  it('leaves a list that was never loaded alone', () => {
    expect(prependNotification(undefined, item('1'))).toBeUndefined();
  });
});

describe('idsToMarkRead', () => {
  it('takes the shown unread ones not sent already', () => {
    const shown = [item('4'), item('3', true), item('2'), item('1')];
    expect(idsToMarkRead(shown, new Set())).toEqual(['4', '2', '1']);
    expect(idsToMarkRead(shown, new Set(['4', '1']))).toEqual(['2']);
    expect(idsToMarkRead([item('9', true)], new Set())).toEqual([]);
  });
});

describe('markReadInCache', () => {
  it('marks only the given ids read', () => {
    const before = data(page([item('2'), item('1')]));
    const after = markReadInCache(before, ['2']);
    expect(notificationsOf(after?.pages).map((n) => n.isRead)).toEqual([true, false]);
    expect(markReadInCache(undefined, ['2'])).toBeUndefined();
  });
});

describe('isNotification', () => {
  it('accepts a notification and nothing else', () => {
    expect(isNotification(item('1', false, 'ignite'))).toBe(true);
    expect(isNotification({ _id: '1', message: 'x' })).toBe(false);
    expect(isNotification(undefined)).toBe(false);
  });
});

describe('request notifications', () => {
  it('offer an answer while pending, then say how it was answered', () => {
    expect(answeredText('pending', { connection: 'received' })).toBeUndefined();
    expect(answeredText('pending', { connection: 'connected' })).toBe('Accepted');
    expect(answeredText('pending', { connection: 'none' })).toBe('Declined');
    expect(answeredText('accepted', { connection: 'connected' })).toBe('Accepted');
    expect(answeredText('declined', { connection: 'none' })).toBe('Declined');
    expect(answeredText('withdrawn', { connection: 'none' })).toBe('Withdrawn');
    expect(answeredText('pending', { connection: 'received', waiting: 'accept' })).toBe('Accept pending');
  });

  it("name the actor from the notification, or only link to them when it has no name", () => {
    const base = { _id: 'n', type: 'connect', message: 'm', isRead: false, createdAt: '', link: null, requestId: null, requestStatus: null, actor: null };
    expect(actorOf({ ...base, actorId: 'u1', actor: { _id: 'u1', profiledetails: { Username: ' Asha ', profilePic: '/media/a.png' } } })).toEqual({
      id: 'u1',
      name: 'Asha',
      picture: '/media/a.png',
    });
    expect(actorOf({ ...base, actorId: 'u2' })).toEqual({ id: 'u2', name: undefined, picture: null });
    expect(actorOf({ ...base, actorId: null })).toBeNull();
  });
});

describe('startupSlugOf', () => {
  it("reads the startup a startup invitation's link opens, and nothing from other links", () => {
    expect(startupSlugOf('/startups/mandi-cool')).toBe('mandi-cool');
    for (const link of [null, '/startups/new/edit', '/people/u1', '/startups/Bad Slug', 'https://evil.example/startups/x']) expect(startupSlugOf(link)).toBeUndefined();
  });
});

describe('inviteAnsweredText', () => {
  it("says how a startup's invitation was answered, and nothing while it waits or when the server did not say", () => {
    expect(inviteAnsweredText('accepted')).toBe('Accepted');
    expect(inviteAnsweredText('declined')).toBe('Declined');
    expect(inviteAnsweredText('gone')).toBe('No longer open');
    expect(inviteAnsweredText('pending')).toBeUndefined();
    expect(inviteAnsweredText(null)).toBeUndefined();
  });
});

describe('appealReportOf', () => {
  it("reads the report a moderation notice's link appeals, and nothing from any other link", () => {
    expect(appealReportOf('/Notification?appeal=01a2b3')).toBe('01a2b3');
    for (const link of [null, '/Notification', '/Notification?appeal=', '/Notification?appeal=x/../y', '//evil.example/Notification?appeal=01', '/startups/acme']) {
      expect(appealReportOf(link)).toBeUndefined();
    }
  });
});
