import { describe, expect, it } from 'vitest';
import { createSubmitGuard } from './submitGuard';

describe('createSubmitGuard', () => {
  it('ignores a submit while one is in flight, and takes the next one after it settled', async () => {
    const changes: boolean[] = [];
    const guard = createSubmitGuard((busy) => changes.push(busy));
    let finish!: (value: string) => void;
    let sent = 0;
    const send = () => {
      sent++;
      return new Promise<string>((resolve) => (finish = resolve));
    };
    const first = guard.run(send);
    const second = guard.run(send);
    const third = guard.run(send);
    expect(sent).toBe(1);
    expect(guard.busy()).toBe(true);
    finish('stored');
    await expect(first).resolves.toBe('stored');
    await expect(second).resolves.toBeUndefined();
    await expect(third).resolves.toBeUndefined();
    expect(guard.busy()).toBe(false);
    expect(changes).toEqual([true, false]);

    const again = guard.run(send);
    finish('stored again');
    await expect(again).resolves.toBe('stored again');
    expect(sent).toBe(2);
  });

  it('is free again after a task that failed', async () => {
    const guard = createSubmitGuard();
    await expect(guard.run(() => Promise.reject(new Error('offline')))).rejects.toThrow('offline');
    expect(guard.busy()).toBe(false);
    await expect(guard.run(() => 'sent')).resolves.toBe('sent');
  });
});
