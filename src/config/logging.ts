import { type Config, defaultLoggerOptions } from 'payload'

/**
 * What kind of error happened, without its message: database and mail errors quote the values they were
 * given (names, addresses, health data), which never go into a log line.
 */
export function errorKind(error: unknown): string {
  if (!(error instanceof Error)) return typeof error
  const code = (error as { code?: unknown }).code
  return typeof code === 'string' ? `${error.name} ${code}` : error.name
}

type LogArguments = unknown[]

/**
 * How a log line names an error: its kind and the HTTP status it answers with, and for one Payload shows the
 * client anyway (a 4xx: access refused, a field invalid) its message too, since the build minifies the names of
 * Payload's error classes.
 */
function loggedError(err: Error): string {
  const { status, isPublic } = err as { status?: unknown; isPublic?: unknown }
  if (typeof status !== 'number') return errorKind(err)
  const kind = `${errorKind(err)} ${status}`
  return isPublic === true && status < 500 ? `${kind}: ${err.message}` : kind
}

/**
 * A log call's arguments with each error reduced to its kind (`loggedError`). Payload logs a failed request or job as
 * `logger.error({ err })`, and pino would print the error's message (and a database error's `params`: a report's
 * contents, a visitor's message) as the line's text: the kind becomes the text instead.
 */
function withoutErrorDetails([first, ...rest]: LogArguments): LogArguments {
  const fields = first instanceof Error ? { err: first } : first
  const err = fields && typeof fields === 'object' ? (fields as { err?: unknown }).err : undefined
  if (!(err instanceof Error)) return [first, ...rest]
  const kind = loggedError(err)
  return [{ ...(fields as object), err: kind }, ...(rest.length > 0 ? rest : [kind])]
}

/**
 * Payload's logger for the site: one JSON object per line in production, for log collectors; readable coloured
 * lines in development (Payload's own). In both, no error's message reaches a line (`withoutErrorDetails`).
 */
export function siteLogger(production: boolean): NonNullable<Config['logger']> {
  return {
    options: {
      name: 'site',
      level: 'info',
      hooks: {
        logMethod(args, log) {
          log.apply(this, withoutErrorDetails(args) as Parameters<typeof log>)
        },
      },
    },
    destination: production ? undefined : defaultLoggerOptions,
  }
}
