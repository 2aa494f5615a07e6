import type { Role } from '@startupsetu/server-core/db/schema';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { listPublicUsers } from '@startupsetu/server-core/repositories/users-repository';
import type { FastifyInstance } from 'fastify';
import { searchText, type UserListQuery } from '../../schemas/users';
import { discoverySchema } from './profile-schemas';

// The four "Find …" pages: one role each, newest first, `?q=` over that role's profile fields.
// The caller is left out: you discover other people, not yourself. Only the co-founder cards show
// an email (spec §2), so only that list sends it.
const LISTS: readonly { path: string; role: Role; showsEmail: boolean }[] = [
  { path: '/cofounderprofile', role: 'Cofounder', showsEmail: true },
  { path: '/Hustlerprofile', role: 'Hustler', showsEmail: false },
  { path: '/Investorprofile', role: 'Investor', showsEmail: false },
  { path: '/Jobseekerprofile', role: 'Jobseeker', showsEmail: false },
];

export default async function discoveryRoutes(app: FastifyInstance) {
  const { db } = app;

  for (const { path, role, showsEmail } of LISTS) {
    const summary = `${role} profiles, newest first; ?q= searches their profile fields`;
    app.get<{ Querystring: UserListQuery }>(path, { schema: { ...discoverySchema, summary } }, async (request) => {
      const caller = requireUser(request);
      const { limit, cursor } = request.query;
      const q = searchText(request.query);
      const page = await listPublicUsers(db, { role, excludeUserId: caller.id, limit, cursor, q, searchIn: 'profile' });
      const data = showsEmail ? page.items : page.items.map(({ email: _hidden, ...user }) => user);
      return { success: true, data, nextCursor: page.nextCursor };
    });
  }
}
