import path from 'node:path'
import { currentMarketId, marketSiteUrl } from '@/markets'

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

let cached: ServerEnv | undefined

export function serverEnv(): ServerEnv {
  if (cached) return cached
  cached = {
    siteUrl: marketSiteUrl(currentMarketId()),
    databaseUrl: process.env.DATABASE_URL || 'file:./data/site.db',
    payloadSecret: required('PAYLOAD_SECRET', 'development-only-secret-change-me'),
    mediaDir: path.resolve(/* turbopackIgnore: true */ process.cwd(), process.env.MEDIA_DIR || 'media'),
  }
  return cached
}
