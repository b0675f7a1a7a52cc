import { Writable } from 'node:stream'
import { pino } from 'pino'
import { describe, expect, it } from 'vitest'
import { siteLogger } from '@/config/logging'

/** The production logger of the site (JSON lines), writing into an array instead of stdout. */
function productionLogger() {
  const lines: Record<string, unknown>[] = []
  const destination = new Writable({
    write(chunk, _encoding, done) {
      lines.push(JSON.parse(String(chunk)))
      done()
    },
  })
  const config = siteLogger(true)
  if (typeof config !== 'object' || !('options' in config)) throw new Error('no logger options')
  return { logger: pino(config.options, destination), lines }
}

/** What Drizzle throws when a write fails: the query and every value it was given. */
function failedWrite() {
  const error = new Error(
    'Failed query: update "adverse_reaction_reports" set "reporter_name" = ? params: Reporter Rita,rita@example.com,SEVERE RASH',
  )
  error.name = 'DrizzleQueryError'
  return error
}

describe('the site’s log lines', () => {
  it('name the kind of a failed write that Payload logs, never its values', () => {
    const { logger, lines } = productionLogger()
    // As Payload logs an error of a request or a job (payload/dist/utilities/logError.js).
    logger.error({ err: failedWrite() })
    logger.error(failedWrite())
    logger.warn({ err: failedWrite(), job: 7 }, 'Job failed')
    const written = JSON.stringify(lines)
    expect(written).not.toMatch(/Rita|rita@|RASH|Failed query/)
    expect(lines.map(({ msg, err }) => [msg, err])).toEqual([
      ['DrizzleQueryError', 'DrizzleQueryError'],
      ['DrizzleQueryError', 'DrizzleQueryError'],
      ['Job failed', 'DrizzleQueryError'],
    ])
    expect(lines[2]).toMatchObject({ job: 7, level: 40, name: 'site' })
  })

  it('name the status of an error Payload answers with, and the message it shows the client of a 4xx', () => {
    const { logger, lines } = productionLogger()
    // Payload's errors as the build has them: minified class names, an HTTP status, `isPublic` for a 4xx.
    const refused = Object.assign(new Error('You are not allowed to perform this action.'), {
      name: 'o',
      status: 403,
      isPublic: true,
    })
    const failed = Object.assign(failedWrite(), { status: 500, isPublic: false })
    logger.error({ err: refused })
    logger.error({ err: failed })
    expect(lines.map(({ msg }) => msg)).toEqual([
      'o 403: You are not allowed to perform this action.',
      'DrizzleQueryError 500',
    ])
  })

  it('keep what the site writes itself', () => {
    const { logger, lines } = productionLogger()
    logger.info('Mail delivery stopped')
    logger.warn({ form: 'contact' }, 'Bot check unavailable (TypeError)')
    expect(lines.map(({ msg }) => msg)).toEqual(['Mail delivery stopped', 'Bot check unavailable (TypeError)'])
    expect(lines[1]).toMatchObject({ form: 'contact' })
  })
})
