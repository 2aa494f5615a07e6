import { describe, expect, it, vi } from 'vitest';
import { createInProcessBus } from './in-process-bus';

const request = { userId: 'u1', type: 'comment', message: 'Hi', actorId: null } as const;

describe('the in-process bus', () => {
  it('hands a work message to its handler as a call: send resolves once the handler has done', async () => {
    const bus = createInProcessBus();
    const handled: unknown[] = [];
    await bus.handle('notification.requested', async (message) => void handled.push(message));
    await bus.send('notification.requested', request);
    expect(handled).toEqual([request]);
  });

  it("rejects a send as the handler does, and one that nothing in the process handles", async () => {
    const bus = createInProcessBus();
    await expect(bus.send('notification.requested', request)).rejects.toThrow(/nothing in this process handles notification.requested/);
    await bus.handle('notification.requested', async () => {
      throw new Error('User not found');
    });
    await expect(bus.send('notification.requested', request)).rejects.toThrow('User not found');
  });

  it('takes one handler per topic, and none after it stopped', async () => {
    const bus = createInProcessBus();
    const stop = await bus.handle('notification.requested', async () => {});
    await expect(bus.handle('notification.requested', async () => {})).rejects.toThrow(/has a handler/);
    stop();
    await expect(bus.send('notification.requested', request)).rejects.toThrow(/nothing in this process/);
  });

  it('publishes to every subscriber; one that throws is logged and keeps no other from hearing', async () => {
    const warn = vi.fn();
    const bus = createInProcessBus({ log: { warn } });
    const heard: string[] = [];
    await bus.subscribe('push.queued', () => {
      throw new Error('boom');
    });
    await bus.subscribe('push.queued', ({ count }) => void heard.push(`a${count}`));
    const stopB = await bus.subscribe('push.queued', ({ count }) => void heard.push(`b${count}`));
    await bus.publish('push.queued', { count: 1 });
    stopB();
    await bus.publish('push.queued', { count: 2 });
    expect(heard).toEqual(['a1', 'b1', 'a2']);
    expect(warn).toHaveBeenCalledWith(expect.objectContaining({ topic: 'push.queued' }), 'a subscriber of the notification bus failed');
  });

  it('is quiet once closed', async () => {
    const bus = createInProcessBus();
    const heard = vi.fn();
    await bus.subscribe('push.queued', heard);
    await bus.close();
    await bus.publish('push.queued', { count: 1 });
    expect(heard).not.toHaveBeenCalled();
    await expect(bus.send('notification.requested', request)).rejects.toThrow(/closed/);
  });
});
