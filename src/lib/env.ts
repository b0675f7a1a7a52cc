import path from 'node:path'
import { currentMarketId } from '@/markets'

/**
 * Settings read at start. A missing or wrong one stops the server with a message that names it.
 * Each setting is described in .env.example.
 */
export type ServerEnv = {
  siteUrl: string
  databaseUrl: string
  payloadSecret: string
  mediaDir: string
}

function required(name: string, fallbackForDevelopment: string): string {
  const value = process.env[name]
  if (value) return value
  if (process.env.NODE_ENV === 'production') {
    throw new Error(`${name} must be set in production (see .env.example).`)
  }
  return fallbackForDevelopment
}

function validUrl(name: string, value: string): string {
  try {
    return new URL(value).toString().replace(/\/$/, '')
  } catch {
    throw new Error(`${name} must be an absolute URL; got "${value}".`)
  }
}

let cached: ServerEnv | undefined

export function serverEnv(): ServerEnv {
  if (cached) return cached
  currentMarketId()
  cached = {
    siteUrl: validUrl('SITE_URL', process.env.SITE_URL || `http://localhost:${process.env.PORT || 3029}`),
    databaseUrl: process.env.DATABASE_URL || 'file:./data/site.db',
    payloadSecret: required('PAYLOAD_SECRET', 'development-only-secret-change-me'),
    mediaDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.MEDIA_DIR || 'media'),
  }
  return cached
}
