import { useSyncExternalStore } from 'react'

/** The spec's interface state for the contact flow: formVisible, thankYouVisible, activeMailNameToSend. */
type ContactState = {
  formVisible: boolean
  thankYouVisible: boolean
  /** Key of the department the form preselects: chosen earlier on a page, a call to action or in the form. */
  department: string | null
}

/** Spec section 9: the thank-you overlay opens 499 ms after a successful send. */
const thankYouDelayMs = 499

/** sessionStorage key of the department chosen last in this tab: a reload keeps it, a new tab starts without. */
const departmentStorageKey = 'contact-department'

function storedDepartment(): string | null {
  try {
    return window.sessionStorage.getItem(departmentStorageKey)
  } catch {
    // Storage can be switched off; the choice then lasts as long as the page.
    return null
  }
}

function storeDepartment(department: string | null): void {
  try {
    if (department) window.sessionStorage.setItem(departmentStorageKey, department)
    else window.sessionStorage.removeItem(departmentStorageKey)
  } catch {
    // As above: without storage nothing is kept.
  }
}

const closed: ContactState = { formVisible: false, thankYouVisible: false, department: null }
let state = closed
const listeners = new Set<() => void>()

function update(change: Partial<ContactState>) {
  state = { ...state, ...change }
  for (const listener of listeners) listener()
}

/** Opens the contact form, preselecting the given department or else the one chosen earlier in this tab. */
export function openContactForm(department?: string): void {
  update({
    formVisible: true,
    thankYouVisible: false,
    department: department ?? state.department ?? storedDepartment(),
  })
}

export function closeContactForm(): void {
  if (state.formVisible) update({ formVisible: false })
}

/** Stores a department for the next time the form opens (e.g. the department page a visitor is on). */
export function rememberDepartment(department: string | null): void {
  storeDepartment(department)
  update({ department })
}

/** A successful send: the form closes, the department is forgotten, the thank-you follows after 499 ms. */
export function contactMessageSent(): void {
  storeDepartment(null)
  update({ formVisible: false, department: null })
  setTimeout(() => update({ thankYouVisible: true }), thankYouDelayMs)
}

export function closeThankYou(): void {
  update({ thankYouVisible: false })
}

function subscribe(listener: () => void) {
  listeners.add(listener)
  return () => {
    listeners.delete(listener)
  }
}

export function useContactState(): ContactState {
  return useSyncExternalStore(
    subscribe,
    () => state,
    () => closed,
  )
}
