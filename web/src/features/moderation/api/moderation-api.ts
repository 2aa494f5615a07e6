import { infiniteQueryOptions, type InfiniteData, type QueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, NetworkError, noteReply, tokenFor } from '../../../lib/api-client';
import type { ReportReply, LogPage, ModerationAction, QueueItem, QueuePage, ReportStatus } from '@startupsetu/server-core/contract/reply-types';
import { JUST_READ_MS } from '../../../lib/query-client';

// The moderators' queue and audit log (DESIGN §6.3). Keys start with 'moderation', which is never
// saved for offline use: evidence stays on the server.

export type { LogEntry, ModerationAction, QueueItem, ReportStatus } from '@startupsetu/server-core/contract/reply-types';

export interface QueueFilter {
  category: string;
  status: ReportStatus;
}

export const QUEUE_PAGE_SIZE = 20;

export const moderationKeys = {
  all: ['moderation'] as const,
  queues: () => ['moderation', 'queue'] as const,
  queue: ({ category, status }: QueueFilter) => ['moderation', 'queue', status, category] as const,
  log: () => ['moderation', 'log'] as const,
};

function withParams(path: string, params: Record<string, string | number | null | undefined>): string {
  const search = new URLSearchParams();
  for (const [name, value] of Object.entries(params)) if (value !== null && value !== undefined && value !== '') search.set(name, String(value));
  const query = search.toString();
  return query ? `${path}?${query}` : path;
}

export function queueUrl({ category, status }: QueueFilter, cursor: string | null): string {
  return withParams('/api/moderation/reports', { category, status, limit: QUEUE_PAGE_SIZE, cursor });
}

export function queueOptions(filter: QueueFilter) {
  return infiniteQueryOptions({
    queryKey: moderationKeys.queue(filter),
    queryFn: ({ pageParam, signal }) => apiRequest<QueuePage>(queueUrl(filter, pageParam), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_READ_MS,
  });
}

export function logOptions() {
  return infiniteQueryOptions({
    queryKey: moderationKeys.log(),
    queryFn: ({ pageParam, signal }) => apiRequest<LogPage>(withParams('/api/moderation/log', { limit: QUEUE_PAGE_SIZE, cursor: pageParam }), { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor ?? undefined,
    staleTime: JUST_READ_MS,
  });
}

export function moderate(reportId: string, action: ModerationAction, note: string): Promise<ReportReply> {
  const text = note.trim();
  return apiRequest(`/api/moderation/reports/${encodeURIComponent(reportId)}`, { method: 'POST', json: { action, ...(text ? { note: text } : {}) } });
}

/** The queue without every report on the item just decided (they were all decided with it). */
export function withoutTarget(
  data: InfiniteData<QueuePage> | undefined,
  { targetType, targetId }: Pick<QueueItem, 'targetType' | 'targetId'>,
): InfiniteData<QueuePage> | undefined {
  return data && { ...data, pages: data.pages.map((page) => ({ ...page, items: page.items.filter((item) => item.targetType !== targetType || item.targetId !== targetId) })) };
}

export const OPEN_QUEUE: QueueFilter = { category: '', status: 'open' };

/** The route's loader: the open queue, read while the page's code loads. */
export async function loadModerationQueue(queryClient: QueryClient): Promise<void> {
  await queryClient.ensureInfiniteQueryData(queueOptions(OPEN_QUEUE)).catch(() => undefined);
}

/**
 * A media file kept as evidence: only moderators read it, with their token (GET
 * /api/moderation/evidence/:name), so it is fetched as a blob rather than linked.
 */
export async function evidenceBlob(name: string, signal?: AbortSignal): Promise<Blob> {
  const path = `/api/moderation/evidence/${encodeURIComponent(name)}`;
  const token = tokenFor(path);
  let response: Response;
  try {
    response = await fetch(path, { headers: token ? { Authorization: `Bearer ${token}` } : {}, signal });
  } catch (error) {
    throw new NetworkError(error);
  }
  noteReply(response.status, token);
  if (!response.ok) throw new ApiError(response.status, response.status === 404 ? 'The file was not kept.' : 'The file could not be loaded.', null);
  return response.blob();
}
