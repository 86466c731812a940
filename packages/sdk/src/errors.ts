/** A rejected API call: the server's error object, or a transport failure with code 0. */
export class ApiError extends Error {
  readonly code: number;
  /** HTTP status, or 0 when no answer came (network error, timeout). */
  readonly status: number;
  readonly issues: ReadonlyArray<{ path: string; message: string }>;

  constructor(message: string, code: number, status: number, issues: ApiError['issues'] = []) {
    super(message);
    this.name = 'ApiError';
    this.code = code;
    this.status = status;
    this.issues = issues;
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}
