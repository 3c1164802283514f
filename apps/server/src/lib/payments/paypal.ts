export function createPaypalDriver(..._a: unknown[]): never { throw new Error('todo'); }
