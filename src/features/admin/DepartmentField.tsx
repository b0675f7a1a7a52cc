import { SelectField } from '@payloadcms/ui'
import type { SelectFieldClientProps, TextFieldServerComponent } from 'payload'
import { departmentOptions } from './departmentOptions'

/** The department a call to action preselects in the contact form, chosen from the contact directory. */
export const DepartmentField: TextFieldServerComponent = async ({ clientField, path, payload, req, readOnly }) => {
  const { docs } = await payload.find({
    collection: 'contact-directory',
    locale: req.locale ?? undefined,
    depth: 0,
    limit: 0,
    pagination: false,
    select: { key: true, market: true, displayName: true },
    req,
  })
  const field = { ...clientField, type: 'select', options: departmentOptions(docs) } as SelectFieldClientProps['field']
  return <SelectField field={field} path={path} readOnly={readOnly} />
}
