export function createAlipayDriver(..._a: unknown[]): never { throw new Error('todo'); }
