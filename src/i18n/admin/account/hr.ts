/** The account screen's texts (current password, e-mail changes) in Croatian, part of `hr.ts`. */
export const hrAccount = {
  'account.currentPassword': 'Trenutna lozinka',
  'account.currentPasswordHint': 'Potrebna samo za promjenu vaše lozinke ili e-adrese.',
  'account.currentPasswordMissing': 'Za promjenu lozinke ili e-adrese upišite svoju trenutnu lozinku.',
  'account.currentPasswordWrong': 'Trenutna lozinka nije točna.',
  'account.currentPasswordThrottled': 'Previše netočnih unosa trenutne lozinke. Pokušajte ponovno za {minutes} min.',
  'account.emailByAdmin': 'E-adresu računa mijenja administrator: zamolite ga da promijeni vašu.',
}
