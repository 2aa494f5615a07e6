import { INTEREST_AREAS, INVESTOR_TYPES } from '@startupsetu/server-core/contract/profile-choices';
import { MAX_FILTER_LENGTH } from '@startupsetu/server-core/contract/field-limits';
import { MAX_CHEQUE } from '@startupsetu/server-core/contract/investor-fields';
import { SECTORS, STAGES } from '@startupsetu/server-core/contract/startup-fields';
import type { Role } from '@startupsetu/server-core/db/schema';
import { requireUser } from '@startupsetu/server-core/http/auth-plugin';
import { withConnectionStates } from '@startupsetu/server-core/repositories/connections-repository';
import { withVisibleContacts } from '@startupsetu/server-core/repositories/contact-visibility';
import {
  DISCOVERY_CURSOR_PATTERN,
  listDiscoveryProfiles,
  type DiscoveryFilter,
} from '@startupsetu/server-core/repositories/discovery-repository';
import { hasInvestorFilters, listFilteredInvestors, type InvestorFilters } from '@startupsetu/server-core/repositories/investor-discovery';
import type { FastifyInstance } from 'fastify';
import { searchText, userListQuerystring, type UserListQuery } from '../../schemas/users';
import { HUSTLER_STAGES, UPDATE_STAGES } from './profile-forms';
import { discoverySchema } from './profile-schemas';

// The four "Find …" pages: one role each, profiles with a Username first, then newest first; `?q=`
// over that role's profile fields and filters on its fields. The caller is left out: you discover
// other people, not yourself. Only the co-founder cards show an email (spec §2), so only that list
// sends it. Each card says where the caller stands with that person (connection, requestId).
// Searches use the text index (db/text-search.ts); one it cannot serve reads a bounded stretch of the
// list per request, so its page may be short, even empty, while nextCursor goes on. The investor
// list's stage, sector, city and cheque filters walk investor_filters (investor-discovery.ts).

const text = { type: 'string', minLength: 1, maxLength: MAX_FILTER_LENGTH, pattern: '^[^\\u0000]*$' } as const;
const choice = (values: readonly string[]) => ({ type: 'string', enum: [...values] }) as const;

/** The stages a Hustler's profile may hold: the onboarding form's and the update form's (matched ignoring case). */
export const DISCOVERY_STAGES = [...HUSTLER_STAGES, ...UPDATE_STAGES];

interface FilterParam {
  name: string;
  schema: object;
  partial?: boolean;
  /** What founders look for in an investor (DESIGN §7.4): walked in investor_filters, not matched in filter_text. */
  investor?: boolean;
}

const LISTS: readonly { path: string; role: Role; showsEmail: boolean; filters: FilterParam[] }[] = [
  { path: '/cofounderprofile', role: 'Cofounder', showsEmail: true, filters: [{ name: 'skills', schema: text }] },
  {
    path: '/Hustlerprofile',
    role: 'Hustler',
    showsEmail: false,
    filters: [
      { name: 'stage', schema: choice(DISCOVERY_STAGES) },
      // The update form takes any skill, so this is text too (matched whole, ignoring case).
      { name: 'skills', schema: text },
    ],
  },
  {
    path: '/Investorprofile',
    role: 'Investor',
    showsEmail: false,
    filters: [
      { name: 'interestAreas', schema: choice(INTEREST_AREAS) },
      { name: 'investorType', schema: choice(INVESTOR_TYPES) },
      { name: 'stage', schema: choice(STAGES), investor: true },
      { name: 'sector', schema: choice(SECTORS), investor: true },
      { name: 'city', schema: text, investor: true },
      { name: 'cheque', schema: { type: 'integer', minimum: 1, maximum: MAX_CHEQUE, description: 'Rupees: investors whose cheque range holds it' }, investor: true },
    ],
  },
  {
    path: '/Jobseekerprofile',
    role: 'Jobseeker',
    showsEmail: false,
    filters: [{ name: 'desiredRole', schema: text, partial: true }],
  },
];

/** The query parameter `stage` filters the stored field `currentStage`; the others share their name. */
const STORED_FIELD: Record<string, string> = { stage: 'currentStage' };

type DiscoveryQuerystring = UserListQuery & Record<string, string | number | undefined>;

export default async function discoveryRoutes(app: FastifyInstance) {
  const { db } = app;

  for (const { path, role, showsEmail, filters } of LISTS) {
    const names = filters.map((filter) => filter.name);
    const summary = `${role} profiles, named ones first then newest; ?q= searches their profile fields; filters: ${names.join(', ')}. A search the text index cannot serve (e.g. of 1-2 characters) may answer a short or empty page with a nextCursor`;
    const querystring = {
      ...userListQuerystring,
      properties: {
        ...userListQuerystring.properties,
        cursor: { type: 'string', pattern: DISCOVERY_CURSOR_PATTERN },
        ...Object.fromEntries(filters.map((filter) => [filter.name, filter.schema])),
      },
    };
    const schema = { ...discoverySchema, summary, querystring };
    app.get<{ Querystring: DiscoveryQuerystring }>(path, { schema }, async (request) => {
      const caller = requireUser(request);
      const { limit, cursor } = request.query;
      const chosen: DiscoveryFilter[] = [];
      const investor: Record<string, string | number> = {};
      for (const filter of filters) {
        const value = request.query[filter.name];
        if (filter.investor && typeof value === 'number') investor[filter.name] = value;
        if (typeof value !== 'string' || !value.trim()) continue;
        if (filter.investor) investor[filter.name] = value;
        else chosen.push({ field: STORED_FIELD[filter.name] ?? filter.name, value, partial: filter.partial });
      }
      const listed = { excludeUserId: caller.id, limit, cursor, q: searchText(request.query), filters: chosen };
      const page = hasInvestorFilters(investor)
        ? await listFilteredInvestors(db, listed, investor as InvestorFilters)
        : await listDiscoveryProfiles(db, { role, ...listed });
      const cards = await withConnectionStates(db, caller.id, page.items);
      // The co-founder cards show an email (spec §2), where its owner shows it to the caller (DESIGN §7.4).
      const data = showsEmail ? await withVisibleContacts(db, caller.id, cards) : cards.map(({ email: _hidden, ...user }) => user);
      return { success: true, data, nextCursor: page.nextCursor };
    });
  }
}
