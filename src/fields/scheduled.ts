import type { UIField } from 'payload'
import { adminLabel } from '@/i18n/adminText'

/**
 * The list column that shows a document's next scheduled publication or withdrawal (nothing in the form: the
 * dialog behind the publish button lists them there).
 */
export const scheduledColumn = (): UIField => ({
  name: 'scheduled',
  type: 'ui',
  label: adminLabel('schedule.column'),
  admin: { components: { Cell: '/features/admin/scheduling/ScheduledCell#ScheduledCell' } },
})
