import type { Role } from '@startupsetu/server-core/db/schema';
import type { RouteSample, SampleRequest } from '@startupsetu/server-core/testing/authorization-matrix';
import type { Cast } from './authorization-cast';
import { mp4Bytes, pngBytes, type FormEntries } from './form-uploads';
import { jobRouteSamples } from './job-route-samples';
import { applicationRouteSamples } from './application-route-samples';
import { jobAlertRouteSamples } from './job-alert-route-samples';
import { appealRouteSamples } from './appeal-route-samples';
import { emailRouteSamples } from './email-route-samples';
import { verificationRouteSamples } from './verification-route-samples';
import { startupRouteSamples } from './startup-route-samples';
import { uploadRouteSamples } from './upload-route-samples';
import { messageRequestRouteSamples } from './message-request-route-samples';

// One valid request for every route of the api (the authorization matrices send each with every
// kind of bad token, and audit each reply to a valid caller). A route added to the api without a
// row here fails the matrices' coverage check.

export type ApiRouteSample = RouteSample<Role>;

function form(entries: FormEntries): () => FormData {
  return () => {
    const data = new FormData();
    for (const [name, value] of entries) {
      if (typeof value === 'string') data.append(name, value);
      else data.append(name, new Blob([value.bytes], { type: value.type ?? 'application/octet-stream' }), value.filename);
    }
    return data;
  };
}

let unique = 0;

const get = (path: string) => (): SampleRequest => ({ path });

/** `cast` is read only when a request is built, so the table exists before the suite seeds it. */
export function apiRouteSamples(cast: () => Cast): ApiRouteSample[] {
  const hustler = () => cast().members.Hustler;
  const investor = () => cast().members.Investor;
  const picture = { bytes: pngBytes(), filename: 'me.png', type: 'image/png' };
  const profileForm = (path: string, caller: Role, entries: FormEntries, method: 'POST' | 'PUT' = 'POST'): ApiRouteSample => ({
    method,
    path,
    access: 'user',
    caller,
    status: 200,
    request: () => ({ path, form: form([...entries, ['profilePic', picture]]) }),
  });
  const userGet = (path: string, extra: Partial<ApiRouteSample> = {}): ApiRouteSample => ({
    method: 'GET',
    path,
    access: 'user',
    status: 200,
    request: get(path),
    ...extra,
  });

  return [
    { method: 'GET', path: '/healthz', access: 'public', status: 200, request: get('/healthz') },
    { method: 'GET', path: '/readyz', access: 'public', status: 200, request: get('/readyz') },
    { method: 'GET', path: '/metrics', access: 'operator', status: 200, request: get('/metrics') },
    { method: 'GET', path: '/openapi.json', access: 'public', status: 200, documentsSchemas: true, request: get('/openapi.json') },
    { method: 'GET', path: '/media/:name', access: 'public', status: 200, request: () => ({ path: `/media/${cast().mediaName}` }) },
    {
      method: 'POST',
      path: '/api/auth/signup',
      access: 'public',
      status: 201,
      request: () => ({ path: '/api/auth/signup', json: { email: `matrix-${(unique += 1)}-${Date.now()}@example.com`, password: 'new account pw', role: 'Hustler' } }),
    },
    {
      method: 'POST',
      path: '/api/auth/signin',
      access: 'public',
      status: 200,
      request: () => ({ path: '/api/auth/signin', json: { email: hustler().email, password: hustler().password } }),
    },
    { method: 'PUT', path: '/api/user/verify', access: 'user', status: 200, request: get('/api/user/verify') },
    // Sessions (DESIGN §6.2). The valid calls that end a session end one of the hustler's spares, and
    // "everywhere else" is the cofounder's, who has no other session: every member stays signed in.
    { method: 'POST', path: '/api/auth/refresh', access: 'user', status: 200, request: get('/api/auth/refresh') },
    {
      method: 'POST',
      path: '/api/auth/signout',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      sentWith: () => cast().hustlerSpares[0]!.accessToken,
      request: get('/api/auth/signout'),
    },
    userGet('/api/auth/sessions'),
    {
      method: 'DELETE',
      path: '/api/auth/sessions/:id',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/auth/sessions/${cast().hustlerSpares[1]!.sessionId}` }),
    },
    { method: 'DELETE', path: '/api/auth/sessions', access: 'user', caller: 'Cofounder', status: 200, request: get('/api/auth/sessions') },
    // The caller's own password, set again. The job seeker: the change ends the caller's other
    // sessions, and other rows sign in as the hustler and use the hustler's spare sessions.
    {
      method: 'PUT',
      path: '/api/auth/password',
      access: 'user',
      caller: 'Jobseeker',
      status: 200,
      request: () => {
        const { password } = cast().members.Jobseeker;
        return { path: '/api/auth/password', json: { currentPassword: password, newPassword: password } };
      },
    },
    {
      method: 'POST',
      path: '/api/auth/forgot',
      access: 'public',
      status: 202,
      request: () => ({ path: '/api/auth/forgot', json: { email: investor().email } }),
    },
    {
      method: 'POST',
      path: '/api/auth/reset',
      access: 'public',
      status: 200,
      request: () => {
        const token = cast().resetTokens.pop();
        if (!token) throw new Error('the cast has no reset token left: raise RESET_TOKENS in authorization-cast.ts');
        return { path: '/api/auth/reset', json: { token, password: `matrix reset ${(unique += 1)}` } };
      },
    },
    // Account (DESIGN §6.3): the export shows the caller's own private fields; the valid delete
    // deletes an account outside the cast.
    userGet('/api/account/export', { showsOwnPrivateFields: true }),
    {
      method: 'DELETE',
      path: '/api/account',
      access: 'user',
      status: 200,
      sentWith: () => cast().leaver.accessToken,
      request: () => ({ path: '/api/account', json: { password: cast().leaver.password } }),
    },
    // Blocks (DESIGN §6.3): the hustler blocks and unblocks people outside the cast.
    {
      method: 'POST',
      path: '/api/blocks',
      access: 'user',
      caller: 'Hustler',
      status: 201,
      request: () => {
        const userId = cast().strangers.pop();
        if (!userId) throw new Error('the cast has no stranger left: raise STRANGERS in authorization-cast.ts');
        return { path: '/api/blocks', json: { userId } };
      },
    },
    {
      method: 'DELETE',
      path: '/api/blocks/:userId',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => {
        const userId = cast().blockedStrangers.pop();
        if (!userId) throw new Error('the cast has no blocked stranger left: raise STRANGERS in authorization-cast.ts');
        return { path: `/api/blocks/${userId}` };
      },
    },
    userGet('/api/blocks', { caller: 'Hustler' }),
    userGet('/api/settings/privacy'),
    {
      method: 'PUT',
      path: '/api/settings/privacy',
      access: 'user',
      status: 200,
      // Everyone as they were by default: the matrices' other rows read people as before.
      request: () => ({ path: '/api/settings/privacy', json: { emailVisibility: 'connections', phoneVisibility: 'connections' } }),
    },
    // The caller's own email, phone and contact email: the spec's /Profile and /Update_profile.
    userGet('/api/userprofile/getUser', { showsOwnPrivateFields: true }),
    // Feeds and the Hustler, Investor and Job Seeker lists carry no one else's email: the reply audit
    // refuses one unless a row says `showsOthersEmail`.
    userGet('/api/userprofile/getvideos'),
    userGet('/api/userprofile/getblogs'),
    // A blog's own page, like the blog list: signed in, every role.
    userGet('/api/blogs/:id', { request: () => ({ path: `/api/blogs/${cast().blogId}` }) }),
    userGet('/api/userprofile/Dashcontent'),
    // Findcofounder's cards show the email (spec §2).
    userGet('/api/userprofile/cofounderprofile', { showsOthersEmail: true }),
    userGet('/api/userprofile/Hustlerprofile'),
    // Filtered by what founders look for (DESIGN §7.4): a walk of investor_filters.
    userGet('/api/userprofile/Investorprofile', { request: get('/api/userprofile/Investorprofile?stage=seed&sector=Fintech&cheque=5000000') }),
    userGet('/api/userprofile/Jobseekerprofile'),
    profileForm('/api/userprofile/Hustler', 'Hustler', [['Username', 'Asha'], ['bio', 'Builder']]),
    profileForm('/api/userprofile/cofounder', 'Cofounder', [['skills', 'Sales,Ops']]),
    profileForm('/api/userprofile/Investor', 'Investor', [
      ['excitement', 'Climate'],
      ['firm', 'Matrix Capital'],
      ['chequeMin', '2500000'],
      ['chequeMax', '10000000'],
      ['stages', 'seed'],
      ['sectors', 'Fintech'],
      ['cities', 'Pune'],
      ['portfolio', JSON.stringify([{ name: 'Setu Pay', url: 'https://setupay.in' }])],
    ]),
    profileForm('/api/userprofile/Jobseeker', 'Jobseeker', [['aboutMe', 'Keen']]),
    profileForm('/api/usrprofile/Jobseeker', 'Jobseeker', [['desiredRole', 'Intern']]),
    profileForm('/api/userprofile/Update_H_profile', 'Hustler', [['project', 'Setu'], ['bio', 'Updated']], 'PUT'),
    // Any role, its own fields; the reply is the caller's own user (their phone too).
    { ...profileForm('/api/userprofile/me', 'Hustler', [['bio', 'Edited']], 'PUT'), caller: undefined, showsOwnPrivateFields: true },
    {
      method: 'POST',
      path: '/api/userprofile/addvideo',
      access: 'user',
      caller: 'Hustler',
      status: 201,
      request: () => ({
        path: '/api/userprofile/addvideo',
        form: form([['title', 'Matrix pitch'], ['description', 'd'], ['video', { bytes: mp4Bytes(), filename: 'p.mp4', type: 'video/mp4' }]]),
      }),
    },
    ...uploadRouteSamples(cast),
    {
      method: 'POST',
      path: '/api/userprofile/addblog',
      access: 'user',
      caller: 'Hustler',
      status: 201,
      request: () => ({ path: '/api/userprofile/addblog', form: form([['title', 'T'], ['summary', 'S'], ['content', 'C'], ['image', picture]]) }),
    },
    {
      method: 'POST',
      path: '/api/userprofile/addTalks',
      access: 'user',
      status: 201,
      request: () => ({ path: '/api/userprofile/addTalks', json: { title: 'Matrix talk' } }),
    },
    // "Talk to Others" names people by the part of the email before the at-sign (spec §2).
    userGet('/api/users', { showsOthersEmail: true }),
    // A profile shows no email (but a co-founder's); People to meet shows none.
    userGet('/api/users/suggestions'),
    // Finds the cast by name ('Investor 1', …) and their content ('A talk'), never an email.
    userGet('/api/search', { request: get('/api/search?q=o') }),
    userGet('/api/users/:userId', { request: () => ({ path: `/api/users/${investor().id}` }) }),
    {
      method: 'POST',
      path: '/api/contact',
      access: 'public',
      status: 201,
      request: () => ({ path: '/api/contact', json: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello' } }),
    },
    { method: 'GET', path: '/api/commentget/:videoId', access: 'public', status: 200, request: () => ({ path: `/api/commentget/${cast().videoId}` }) },
    {
      method: 'POST',
      path: '/api/videos/like',
      access: 'user',
      status: 200,
      request: () => ({ path: '/api/videos/like', json: { videoId: cast().videoId } }),
    },
    {
      method: 'POST',
      path: '/api/videos/comments',
      access: 'user',
      status: 201,
      request: () => ({ path: '/api/videos/comments', json: { videoId: cast().videoId, text: 'Matrix comment' } }),
    },
    // A talk's comments page like the talk lists: signed in, every role.
    userGet('/api/talks/:talkId/comments', { request: () => ({ path: `/api/talks/${cast().talkId}/comments` }) }),
    {
      method: 'POST',
      path: '/api/talks/:talkId/comments',
      access: 'user',
      status: 201,
      request: () => ({ path: `/api/talks/${cast().talkId}/comments`, json: { text: 'Matrix talk comment' } }),
    },
    // Owners edit and delete their content (DESIGN §6.3): the hustler's video and blog, the
    // investor's talk and comments; a valid DELETE removes one of the cast's disposable items.
    {
      method: 'PUT',
      path: '/api/videos/:id',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/videos/${cast().videoId}`, json: { title: 'Matrix pitch, edited', description: 'Edited' } }),
    },
    {
      method: 'DELETE',
      path: '/api/videos/:id',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/videos/${cast().disposable.video}` }),
    },
    {
      method: 'PUT',
      path: '/api/blogs/:id',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/blogs/${cast().blogId}`, json: { title: 'Blog, edited', content: 'New words' } }),
    },
    {
      method: 'DELETE',
      path: '/api/blogs/:id',
      access: 'user',
      caller: 'Hustler',
      status: 200,
      request: () => ({ path: `/api/blogs/${cast().disposable.blog}` }),
    },
    {
      method: 'PUT',
      path: '/api/talks/:talkId',
      access: 'user',
      caller: 'Investor',
      status: 200,
      request: () => ({ path: `/api/talks/${cast().talkId}`, json: { title: 'A talk, edited' } }),
    },
    {
      method: 'DELETE',
      path: '/api/talks/:talkId',
      access: 'user',
      caller: 'Investor',
      status: 200,
      request: () => ({ path: `/api/talks/${cast().disposable.talk}` }),
    },
    {
      method: 'DELETE',
      path: '/api/comments/:id',
      access: 'user',
      caller: 'Investor',
      status: 200,
      request: () => ({ path: `/api/comments/${cast().disposable.comment}` }),
    },
    {
      method: 'DELETE',
      path: '/api/talks/:talkId/comments/:commentId',
      access: 'user',
      caller: 'Investor',
      status: 200,
      request: () => ({ path: `/api/talks/${cast().talkId}/comments/${cast().disposable.talkComment}` }),
    },
    // 'Your Chats' shows each partner's email (spec §2).
    userGet('/api/messages', { showsOthersEmail: true }),
    {
      method: 'POST',
      path: '/api/messages',
      access: 'user',
      status: 201,
      request: () => ({ path: '/api/messages', json: { receiverId: investor().id, text: 'Matrix message' } }),
    },
    userGet('/api/messages/unread-count'),
    userGet('/api/messages/:userId', { request: () => ({ path: `/api/messages/${investor().id}` }) }),
    ...messageRequestRouteSamples(cast),
    {
      method: 'PUT',
      path: '/api/messages/:userId/read',
      access: 'user',
      status: 200,
      request: () => ({ path: `/api/messages/${investor().id}/read` }),
    },
    // Reports are open to every member; the moderation routes to moderators (the cast's Cofounder).
    {
      method: 'POST',
      path: '/api/reports',
      access: 'user',
      status: 201,
      request: () => ({ path: '/api/reports', json: { targetType: 'video', targetId: cast().reportTarget, category: 'spam', comment: 'Matrix report' } }),
    },
    // An author's appeal of a removal (DESIGN §7.4): the job seeker's, each of its own removed video.
    ...appealRouteSamples(cast),
    ...emailRouteSamples(cast),
    ...verificationRouteSamples(cast),
    userGet('/api/moderation/reports', { caller: 'Cofounder' }),
    {
      method: 'POST',
      path: '/api/moderation/reports/:id',
      access: 'user',
      caller: 'Cofounder',
      status: 200,
      request: () => ({ path: `/api/moderation/reports/${cast().openReport}`, json: { action: 'dismiss', note: 'Matrix decision' } }),
    },
    userGet('/api/moderation/log', { caller: 'Cofounder' }),
    userGet('/api/moderation/evidence/:name', { caller: 'Cofounder', request: () => ({ path: `/api/moderation/evidence/${cast().evidenceName}` }) }),
    ...startupRouteSamples(cast),
    ...jobRouteSamples(cast),
    ...applicationRouteSamples(cast),
    ...jobAlertRouteSamples(cast),
    // An item page's link preview, which the gateway asks for as it sends the page.
    {
      method: 'GET',
      path: '/api/link-previews',
      access: 'public',
      status: 200,
      request: () => ({ path: `/api/link-previews?path=${encodeURIComponent(`/startups/${cast().startup.slug}`)}` }),
    },
  ];
}
