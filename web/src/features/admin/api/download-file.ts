// A console download (`GET /prime/admin/…` answering a file): fetched with the admin's token, then
// saved by the browser under the name the server gives it. Refusals come as the API's usual JSON.
import { API_PREFIX, messages } from '@prime/contract';
import { ApiError } from '../../../lib/api.ts';
import { clearAllStorage, getSession } from '../../../lib/session.ts';

export async function downloadAdminFile(
  path: string,
  query: Record<string, string | undefined>,
  fallbackName: string,
): Promise<void> {
  const session = getSession();
  let response: Response;
  try {
    const search = new URLSearchParams(
      Object.entries(query).filter((entry): entry is [string, string] => entry[1] !== undefined),
    );
    response = await fetch(`${API_PREFIX}/${path}?${search}`, {
      headers: session ? { Authorization: `Bearer ${session.token}` } : {},
    });
  } catch {
    throw new ApiError(messages.serverError, 0);
  }
  if (!response.ok) {
    // A token the server no longer accepts: the admin is sent to log in again.
    if (response.status === 401 && session) clearAllStorage();
    const body = (await response.json().catch(() => ({}))) as { message?: string; errors?: [] };
    throw new ApiError(body.message || messages.serverError, response.status, body.errors ?? []);
  }
  const name =
    /filename="?([^";]+)"?/.exec(response.headers.get('content-disposition') ?? '')?.[1] ?? fallbackName;
  const url = URL.createObjectURL(await response.blob());
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  document.body.append(link);
  link.click();
  link.remove();
  // After the click has handed the file to the browser's download.
  window.setTimeout(() => URL.revokeObjectURL(url), 10_000);
}
