// Who the viewer is to a startup, from its team as the startup's page reads it (the startups
// feature's reply; taken by its shape, features do not import each other).

export interface StartupTeam {
  name: string;
  members: ReadonlyArray<{ user: { _id: string }; role: string; status: string }>;
}

/** Whether `userId` is one of the startup's active members, and one of its active admins (who post jobs). */
export function teamRoleOf(startup: StartupTeam, userId: string | undefined): { isMember: boolean; isAdmin: boolean } {
  const own = userId ? startup.members.find((member) => member.user._id === userId) : undefined;
  const isMember = own?.status === 'active';
  return { isMember, isAdmin: isMember && own?.role === 'admin' };
}
