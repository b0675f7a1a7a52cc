/**
 * What kind of error happened, without its message: database and mail errors quote the values they were
 * given (names, addresses, health data), which never go into a log line.
 */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? `${error.name} ${code}` : error.name
}
