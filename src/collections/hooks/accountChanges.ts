import { type CollectionBeforeChangeHook, type PayloadRequest, ValidationError } from 'payload'
import { isAdminUser } from '@/access/roles'
import { matchesStoredPassword } from '@/config/passwordHash'
import { processLoginThrottle } from '@/features/staffLogin/processThrottle'
import { type AdminTextKey, validationMessage } from '@/i18n/adminText'

/** The account screen's field for the current password (never stored: a virtual field). */
export const currentPasswordFieldName = 'currentPassword'

type AccountData = { email?: unknown; password?: unknown; [currentPasswordFieldName]?: unknown }

/** A refusal naming the field by its label in the admin's language (the admin's notice shows it). */
function refusal(
  req: PayloadRequest,
  path: string,
  key: AdminTextKey,
  values: Record<string, string> = {},
): ValidationError {
  const label = path === 'email' ? req.t('general:email') : validationMessage(req, 'account.currentPassword')
  return new ValidationError(
    { collection: 'users', errors: [{ path, label, message: validationMessage(req, key, values) }] },
    req.t,
  )
}

function sameAddress(a: unknown, b: unknown): boolean {
  return (
    String(a ?? '')
      .trim()
      .toLowerCase() ===
    String(b ?? '')
      .trim()
      .toLowerCase()
  )
}

async function matchesStoredHash(req: PayloadRequest, id: number | string, password: string): Promise<boolean> {
  // Payload's database read, as its login does: the salt and hash are hidden from every other read.
  const stored = await req.payload.db.findOne<{ id: number | string; salt?: unknown; hash?: unknown }>({
    collection: 'users',
    req,
    where: { id: { equals: id } },
  })
  return matchesStoredPassword(password, stored?.salt, stored?.hash)
}

/**
 * Checks the current password under the login throttle's count of wrong ones for the account (a stolen
 * session must not try passwords here at leisure): past the limit it refuses without checking; the right
 * password clears the count.
 */
async function checkCurrentPassword(req: PayloadRequest, id: number | string, password: string): Promise<void> {
  const throttle = processLoginThrottle()
  const account = String(id)
  const attempt = await throttle.currentPasswordAttempt(account)
  if (!attempt.allowed) {
    const minutes = String(Math.ceil(attempt.retryAfterSeconds / 60))
    throw refusal(req, currentPasswordFieldName, 'account.currentPasswordThrottled', { minutes })
  }
  if (!(await matchesStoredHash(req, id, password))) {
    throw refusal(req, currentPasswordFieldName, 'account.currentPasswordWrong')
  }
  await throttle.currentPasswordMatched(account)
}

/**
 * Changing one's own password or e-mail address takes the current password: a session left open or a stolen
 * token cannot take the account over. Only administrators change e-mail addresses, so a refusal tells no one
 * whether an address belongs to a colleague (an administrator sees every account anyway). An administrator
 * setting another account's password, and the forgot-password reset (which does not run this hook), need no
 * current password.
 */
export const requireCurrentPassword: CollectionBeforeChangeHook = async ({ data, originalDoc, operation, req }) => {
  const { [currentPasswordFieldName]: currentPassword, ...changes } = data as AccountData
  if (operation !== 'update' || !req.user || !originalDoc || String(req.user.id) !== String(originalDoc.id)) {
    return changes
  }
  const changesEmail = changes.email !== undefined && !sameAddress(changes.email, originalDoc.email)
  const changesPassword = typeof changes.password === 'string' && changes.password !== ''
  if (!changesEmail && !changesPassword) return changes
  if (changesEmail && !isAdminUser(req.user)) throw refusal(req, 'email', 'account.emailByAdmin')
  if (typeof currentPassword !== 'string' || currentPassword === '') {
    throw refusal(req, currentPasswordFieldName, 'account.currentPasswordMissing')
  }
  await checkCurrentPassword(req, originalDoc.id, currentPassword)
  return changes
}
