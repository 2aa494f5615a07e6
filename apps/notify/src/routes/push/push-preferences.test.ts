import { pushKinds } from '@startupsetu/server-core/contract/push-kinds';
import { describe, expect, it } from 'vitest';
import { fromRow } from './push-repository';

// A stored row of push preferences as the reply reads it (DESIGN §6.6: every kind on until turned off).

describe('fromRow', () => {
  it('reads 0 as off and 1 as on, for every kind job alerts included', () => {
    expect(fromRow({ messages: 1, connections: 0, ignites: 1, comments: 0, applications: 1, jobAlerts: 0 })).toEqual({
      messages: true,
      connections: false,
      ignites: true,
      comments: false,
      applications: true,
      jobAlerts: false,
    });
  });

  it('takes a kind the row does not have (stored before the kind existed) as on', () => {
    expect(fromRow({ messages: 1, connections: 0, ignites: 1, comments: 1 })).toEqual({
      messages: true,
      connections: false,
      ignites: true,
      comments: true,
      applications: true,
      jobAlerts: true,
    });
    expect(Object.keys(fromRow({}))).toEqual([...pushKinds]);
  });
});
