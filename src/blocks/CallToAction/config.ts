import type { Block, TextFieldSingleValidation } from 'payload'
import { linkField } from '@/fields/link'
import { validationMessage } from '@/i18n/adminText'

/** A key the contact directory has, in some market; the field's choices come from there. */
const departmentInDirectory: TextFieldSingleValidation = async (value, { req }) => {
  if (!value) return true
  const { totalDocs } = await req.payload.count({
    collection: 'contact-directory',
    where: { key: { equals: value } },
    req,
  })
  return totalDocs > 0 || validationMessage(req, 'validation.department', { value })
}

export const CallToActionBlock: Block = {
  slug: 'callToAction',
  interfaceName: 'CallToActionBlock',
  fields: [
    { name: 'heading', type: 'text', required: true },
    { name: 'text', type: 'textarea' },
    { name: 'buttonLabel', type: 'text', required: true },
    {
      name: 'action',
      type: 'radio',
      required: true,
      defaultValue: 'contact',
      options: ['contact', 'link'],
      admin: { layout: 'horizontal' },
    },
    {
      name: 'department',
      type: 'text',
      admin: {
        description: 'The department the contact form opens with; none when empty.',
        condition: (_, sibling) => sibling?.action === 'contact',
        components: { Field: '/features/admin/DepartmentField#DepartmentField' },
      },
      validate: departmentInDirectory,
    },
    { ...linkField(), admin: { condition: (_, sibling) => sibling?.action === 'link' } },
  ],
}
