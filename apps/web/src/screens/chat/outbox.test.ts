import { describe, expect, it } from 'vitest';
import { newClientId, Outbox } from './outbox.ts';

function memoryStorage() {
  const data = new Map<string, string>();
  return {
    getItem: (key: string) => data.get(key) ?? null,
    setItem: (key: string, value: string) => void data.set(key, value),
    removeItem: (key: string) => void data.delete(key),
    data,
  };
}

describe('chat outbox', () => {
  it('keeps unsent messages across instances (a reload) until acknowledged', () => {
    const storage = memoryStorage();
    const box = new Outbox('chat:user:1', storage);
    box.add({ clientId: 'a', text: 'hola', createdAt: 1 });
    box.add({ clientId: 'b', text: 'otra', createdAt: 2 });
    box.mark('b', 'Upload Fail');
    const reloaded = new Outbox('chat:user:1', storage);
    expect(reloaded.all()).toEqual([
      { clientId: 'a', text: 'hola', createdAt: 1 },
      { clientId: 'b', text: 'otra', createdAt: 2, failed: 'Upload Fail' },
    ]);
    expect(reloaded.mark('b', undefined)[1]!.failed).toBeUndefined();
    reloaded.remove('a');
    reloaded.remove('b');
    expect(storage.data.size).toBe(0);
    expect(new Outbox('chat:user:2', storage).all()).toEqual([]);
  });

  it('survives garbage in storage and makes distinct client ids', () => {
    const storage = memoryStorage();
    storage.setItem('k', '{not json');
    expect(new Outbox('k', storage).all()).toEqual([]);
    storage.setItem('k', JSON.stringify([{ nope: 1 }, { clientId: 'x', createdAt: 0 }]));
    expect(new Outbox('k', storage).all()).toEqual([{ clientId: 'x', createdAt: 0 }]);
    const ids = new Set(Array.from({ length: 100 }, newClientId));
    expect(ids.size).toBe(100);
    expect([...ids][0]).toMatch(/^[0-9a-f]{24}$/);
  });
});
