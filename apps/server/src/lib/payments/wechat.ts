export function createWechatDriver(..._a: unknown[]): never { throw new Error('todo'); }
