import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client';
import { actionDisabled, actionLabel, connectFailureText } from './card-action';

describe('card action buttons', () => {
  it("reads 'Request sent' after a connect request and stays disabled", () => {
    expect(actionLabel('Connect', 'idle')).toBe('Connect');
    expect(actionLabel('Connect', 'done')).toBe('Request sent');
    expect(actionDisabled('busy')).toBe(true);
    expect(actionDisabled('done')).toBe(true);
  });

  it("says 'Igniting...' while busy and shows how igniting went", () => {
    expect(actionLabel('Ignite Investor', 'idle')).toBe('Ignite Investor');
    expect(actionLabel('Ignite Investor', 'busy')).toBe('Igniting...');
    expect(actionLabel('Ignite Investor', 'done')).toBe('Ignited');
    expect(actionLabel('Ignite Investor', 'failed')).toBe('Ignite failed — try again');
  });

  it('says a request made offline is pending, and locks the button until it is sent', () => {
    expect(actionLabel('Connect', 'pending')).toBe('Request pending');
    expect(actionLabel('Ignite Investor', 'pending')).toBe('Ignite pending');
    expect(actionDisabled('pending')).toBe(true);
  });

  it('lets a failed request be tried again', () => {
    expect(actionDisabled('failed')).toBe(false);
    expect(actionDisabled('idle')).toBe(false);
    expect(actionLabel('Connect', 'failed')).toBe('Connect');
  });

  it("gives the server's reason for a failed connect request when it has one", () => {
    expect(connectFailureText(new ApiError(400, 'You cannot connect with yourself', null))).toBe('Request not sent: You cannot connect with yourself');
    expect(connectFailureText(new NetworkError(new TypeError('offline')))).toBe('Request not sent. Please try again.');
  });
});
