/** HTTP errors: small factories with a status and a stable id; the error middleware renders them. */
export class HttpError extends Error {
  override name = 'HttpError';
  constructor(
    readonly status: number,
    readonly id: string,
    message: string,
    readonly fields?: Record<string, string>,
    readonly headers?: Record<string, string>,
  ) {
    super(message);
  }
}

export const badRequest = (message: string, fields?: Record<string, string>) =>
  new HttpError(400, 'bad_request', message, fields);

export const validationFailed = (fields: Record<string, string>) => {
  const messages = Object.values(fields);
  const message =
    messages.length === 1 && messages[0]
      ? messages[0]
      : `Some fields are invalid: ${Object.keys(fields).join(', ')}.`;
  return new HttpError(400, 'validation_failed', message, fields);
};

export const notFound = (message = 'Not found') => new HttpError(404, 'not_found', message);

export const methodNotAllowed = (method: string, path: string) =>
  new HttpError(405, 'method_not_allowed', `${method} is not allowed on ${path}`);

export const conflict = (message: string) => new HttpError(409, 'conflict', message);

export const payloadTooLarge = (limit: string) =>
  new HttpError(413, 'payload_too_large', `The request body is larger than ${limit}`);

export const unsupportedMediaType = (
  message = 'The request body must be JSON (Content-Type: application/json)',
) => new HttpError(415, 'unsupported_media_type', message);

/** RFC 9110 §15.5.16: a 415 for a content coding names the codings that would have been read. */
export const unsupportedContentEncoding = (accepted: readonly string[]) =>
  new HttpError(
    415,
    'unsupported_media_type',
    `The request body's Content-Encoding is not supported: send it uncompressed, or as ${accepted.slice(0, -1).join(', ')} or ${accepted.at(-1)}`,
    undefined,
    { 'Accept-Encoding': accepted.join(', ') },
  );

export const tooManyRequests = (retryAfterSeconds: number) =>
  new HttpError(
    429,
    'rate_limited',
    `Too many requests; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );

export const serviceUnavailable = (
  retryAfterSeconds: number,
  message = 'The service is briefly unavailable',
) =>
  new HttpError(
    503,
    'service_unavailable',
    `${message}; try again in ${retryAfterSeconds} second${retryAfterSeconds === 1 ? '' : 's'}`,
    undefined,
    { 'Retry-After': String(retryAfterSeconds) },
  );
