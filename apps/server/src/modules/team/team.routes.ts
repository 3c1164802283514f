import { teamCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { sessionOf } from '../../plugins/session.ts';
import { type Caller, createTeamService } from './team.service.ts';

/** The company's users and roles (`/user` index, add, edit; `/role/index`), for administrators. */
export const teamRoutes: FastifyPluginAsync = async (app) => {
  const service = createTeamService({ db: app.db, passwords: app.passwords, sessions: app.sessions });
  const caller = (request: FastifyRequest): Caller => {
    const session = sessionOf(request);
    return { companyId: session.companyId, userId: session.userId };
  };

  addCall(app, teamCalls.userList, async (request) => service.listUsers(caller(request), request.query));
  addCall(app, teamCalls.userGet, async (request) => service.getUser(caller(request), request.query.id));
  addCall(app, teamCalls.userCreate, async (request) => service.createUser(caller(request), request.body));
  addCall(app, teamCalls.userEdit, async (request) => service.editUser(caller(request), request.body));
  addCall(app, teamCalls.userStatus, async (request) => service.setStatus(caller(request), request.body));
  addCall(app, teamCalls.userDelete, async (request) => {
    await service.deleteUser(caller(request), request.query.id);
    return null;
  });
  addCall(app, teamCalls.roleList, async (request) => service.listRoles(caller(request)));
  addCall(app, teamCalls.roleCreate, async (request) => service.createRole(caller(request), request.body));
  addCall(app, teamCalls.roleEdit, async (request) => service.editRole(caller(request), request.body));
  addCall(app, teamCalls.roleDelete, async (request) => {
    await service.deleteRole(caller(request), request.query.id);
    return null;
  });
};
