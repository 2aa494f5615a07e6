import { describe, expect, it } from 'vitest';
import { connectionAfterRequest, offersIgnite } from './connections';

describe('connections', () => {
  it('offers Ignite only to a Hustler viewing an Investor', () => {
    expect(offersIgnite('Hustler', 'Investor')).toBe(true);
    for (const viewer of ['Investor', 'Cofounder', 'Jobseeker', undefined]) expect(offersIgnite(viewer, 'Investor')).toBe(false);
    expect(offersIgnite('Hustler', 'Cofounder')).toBe(false);
  });

  it('reads a mutual request as connected, any other as sent', () => {
    const request = { _id: 'r', kind: 'connect', requesterId: 'a', targetId: 'b', createdAt: '', updatedAt: '', note: null } as const;
    expect(connectionAfterRequest({ success: true, message: 'You are now connected', request: { ...request, status: 'accepted' } })).toBe('connected');
    expect(connectionAfterRequest({ success: true, message: 'Request sent', request: { ...request, status: 'pending' } })).toBe('sent');
  });
});
