import { type APIRequestContext, expect } from '@playwright/test'
import { cvFiles } from '../../fixtures/cvFiles'
import { botCheckToken } from './botCheck'

/** An open application with a PDF CV, sent as the careers form sends it (Croatian site). */
export async function sendApplication(request: APIRequestContext, { name, email }: { name: string; email: string }) {
  const sent = await request.post('/api/applications?locale=hr', {
    multipart: {
      name,
      email,
      message: 'Zanima me posao u skladištu.',
      privacyAccepted: 'true',
      botCheckToken: await botCheckToken(request),
      cv: { name: 'cv.pdf', mimeType: 'application/pdf', buffer: cvFiles.pdf() },
    },
  })
  expect(sent.status()).toBe(200)
}
