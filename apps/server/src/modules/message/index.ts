// The message module's public entry: what other modules and app.ts may use of it.
export { messageRoutes } from './message.routes.ts';
export { type Audience, type Notice, notify } from './message.service.ts';
