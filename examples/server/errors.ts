/** Every failure answers `{message, error_status}` (plus `api_code` for bans); never a stack trace. */

export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly extra: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export const badRequest = (message: string) => new HttpError(400, message)
export const unauthorized = (message = 'You need to sign in first.') => new HttpError(401, message)
export const forbidden = (message: string, extra: Record<string, unknown> = {}) => new HttpError(403, message, extra)
export const notFound = (message: string) => new HttpError(404, message)
