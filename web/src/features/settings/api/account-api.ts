import type { MessageReply } from '@startupsetu/server-core/contract/reply-types';
import { apiRequest, apiRequestWithHeaders } from '../../../lib/api-client';
import { exportFileName } from '../export-file';

export interface DataDownload {
  fileName: string;
  text: string;
}

/** GET /api/account/export: everything of the signed-in user, as the file to save. */
export async function fetchMyData(): Promise<DataDownload> {
  const { data, headers } = await apiRequestWithHeaders<unknown>('/api/account/export');
  if (!data || typeof data !== 'object') throw new Error('Unexpected response format');
  return { fileName: exportFileName(headers.get('content-disposition')), text: JSON.stringify(data, null, 2) };
}

/** DELETE /api/account: the server ends every session and deletes the account with its data. */
export function deleteMyAccount(password: string): Promise<MessageReply> {
  return apiRequest('/api/account', { method: 'DELETE', json: { password } });
}
