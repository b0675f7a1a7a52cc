import type { hrAccount } from './hr'

/** The account screen's texts in English (keys: hr.ts), part of `en.ts`. */
export const enAccount: Record<keyof typeof hrAccount, string> = {
  'account.currentPassword': 'Current password',
  'account.currentPasswordHint': 'Needed only to change your own password or e-mail address.',
  'account.currentPasswordMissing': 'Enter your current password to change your password or e-mail address.',
  'account.currentPasswordWrong': 'The current password is not correct.',
  'account.currentPasswordThrottled': 'Too many wrong current passwords. Try again in {minutes} min.',
  'account.emailByAdmin': "An administrator changes an account's e-mail address: ask one to change yours.",
}
