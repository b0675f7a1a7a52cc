/** The largest id a PostgreSQL `serial` column holds. */
const largestId = 2 ** 31 - 1

/** Whether an id, as a request writes it, is one a document can have (on SQLite and PostgreSQL alike). */
export const isDocumentId = (id: string) => /^\d{1,10}$/.test(id) && Number(id) <= largestId
