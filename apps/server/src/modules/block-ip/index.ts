// The block-ip module's public entry: what other modules and app.ts may use of it.
export { listBlockedIps } from './block-ip.repository.ts';
export { blockIpRoutes } from './block-ip.routes.ts';
export { createBlockIpService } from './block-ip.service.ts';
