/**
 * Collections of personal data (reports, applications and CVs, contact messages, the outbox) take no edit locks
 * (`lockDocuments`): Payload's `payload-locked-documents` collection lets any staff role create, list and delete
 * a lock on any document, even one it may not read, and offers no access of its own to configure. These
 * documents are read far more than edited, and by one officer at a time.
 */
export const noEditLocks = false
