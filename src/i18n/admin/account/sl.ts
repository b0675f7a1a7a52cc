import type { hrAccount } from './hr'

/** The account screen's texts in Slovenian (keys: hr.ts), part of `sl.ts`. */
export const slAccount: Record<keyof typeof hrAccount, string> = {
  'account.currentPassword': 'Trenutno geslo',
  'account.currentPasswordHint': 'Potrebno samo za spremembo vašega gesla ali e-naslova.',
  'account.currentPasswordMissing': 'Za spremembo gesla ali e-naslova vpišite svoje trenutno geslo.',
  'account.currentPasswordWrong': 'Trenutno geslo ni pravilno.',
  'account.currentPasswordThrottled': 'Preveč napačnih vnosov trenutnega gesla. Poskusite znova čez {minutes} min.',
  'account.emailByAdmin': 'E-naslov računa spremeni skrbnik: prosite ga, naj spremeni vašega.',
}
