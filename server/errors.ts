/** An expected failure with the HTTP status it maps to; the error handler answers {"error": message}. */
export class AppError extends Error {
  constructor(
    readonly status: number,
    message: string,
    readonly issues?: { field: string; message: string }[],
  ) {
    super(message);
  }
}

export const notFound = (message: string) => new AppError(404, message);
export const badRequest = (message: string, issues?: { field: string; message: string }[]) =>
  new AppError(400, message, issues);
export const conflict = (message: string) => new AppError(409, message);
export const forbidden = (message: string) => new AppError(403, message);
