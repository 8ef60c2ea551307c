/** The one way the app calls its API: JSON, cookies included, and errors that read "status: body". */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    readonly body: string,
  ) {
    super(`${status}: ${body}`);
    this.name = 'HttpError';
  }

  /** The server's `error` message when the body is our JSON error shape, else the raw text. */
  get serverMessage(): string {
    try {
      const parsed = JSON.parse(this.body) as { error?: unknown };
      if (typeof parsed.error === 'string') return parsed.error;
    } catch {
      // Not JSON: the text is the message.
    }
    return this.body;
  }

  /** Per-field messages from a 400 answer, when there are any. */
  get fieldErrors(): Record<string, string> {
    try {
      const parsed = JSON.parse(this.body) as { fields?: unknown };
      if (parsed.fields && typeof parsed.fields === 'object') {
        return parsed.fields as Record<string, string>;
      }
    } catch {
      // No fields.
    }
    return {};
  }
}

export async function request<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    credentials: 'include',
    headers: body === undefined ? undefined : { 'content-type': 'application/json' },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
  if (!response.ok) {
    throw new HttpError(response.status, (await response.text()) || response.statusText);
  }
  if (response.status === 204) return undefined as T;
  return (await response.json()) as T;
}

export const getJson = <T>(path: string) => request<T>('GET', path);
export const postJson = <T>(path: string, body: unknown) => request<T>('POST', path, body);
export const patchJson = <T>(path: string, body: unknown) => request<T>('PATCH', path, body);
