/** Items per page of the news list. */
export const newsPageSize = 9
