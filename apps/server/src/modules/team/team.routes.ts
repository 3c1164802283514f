import { invitationCalls, inviteCalls, teamCalls } from '@sitewright/contract';
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import { addCall } from '../../lib/route.ts';
import { requestLang } from '../../plugins/errors.ts';
import { sessionOf } from '../../plugins/session.ts';
import type { SignInLinks } from '../user/index.ts';
import { createInvitationService } from './invitation.service.ts';
import { type Caller, createTeamService } from './team.service.ts';

/** The company's users and roles (`/user` index, add, edit; `/role/index`), for administrators. */
export const teamRoutes: FastifyPluginAsync<{ signInLinks: SignInLinks }> = async (app, { signInLinks }) => {
  const service = createTeamService({
    db: app.db,
    config: app.config,
    passwords: app.passwords,
    sessions: app.sessions,
  });
  const invitations = createInvitationService({
    db: app.db,
    config: app.config,
    passwords: app.passwords,
    mail: app.mail,
    signInLinks,
  });
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

  addCall(app, inviteCalls.invite, async (request) =>
    invitations.invite(caller(request), request.body, {
      lang: requestLang(request),
      // The link must reach this server: PUBLIC_BASE_URL when set, else the address in use.
      origin: app.config.publicBaseUrlConfigured
        ? app.config.publicBaseUrl
        : `${request.protocol}://${request.host}`,
    }),
  );
  addCall(app, inviteCalls.invitationList, async (request) => invitations.list(caller(request)));
  addCall(app, inviteCalls.invitationRevoke, async (request) => {
    await invitations.revoke(caller(request), request.query.id);
    return null;
  });
  addCall(app, inviteCalls.subAuth, async (request) => service.subAuth(caller(request), request.body));
  addCall(app, inviteCalls.subAuthGet, async (request) =>
    service.subAuthGet(caller(request), request.query.id),
  );
  addCall(app, inviteCalls.subAccountSetting, async (request) => service.subAccountSetting(caller(request)));
  addCall(app, inviteCalls.subAccountSettingSave, async (request) =>
    service.saveSubAccountSetting(caller(request), request.body.suffix),
  );
  // Public: the invitee has no account yet; the link's token is what admits them.
  addCall(app, invitationCalls.invitationCheck, async (request) => invitations.check(request.body.token), {
    config: { public: true },
  });
  addCall(app, invitationCalls.invitationAccept, async (request) => invitations.accept(request.body), {
    config: { public: true, checkBrowserOrigin: true },
  });
};
