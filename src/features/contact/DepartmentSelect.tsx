import type { ComponentProps } from 'react'
import type { ContactDepartment } from '@/lib/cms/contactDirectory'

type Props = ComponentProps<'select'> & { options: ContactDepartment[]; placeholder: string }

/**
 * A native select: the browser gives it its keyboard (arrows, typing a letter, Enter or Space to open),
 * its role and its value. Where the browser lets a select's list be styled (`appearance: base-select`,
 * `.department-select` in globals.css), the list shows up to 15 options at once (spec section 9) and
 * scrolls the rest; elsewhere the system's own list shows.
 */
export function DepartmentSelect({ options, placeholder, className = '', ...select }: Props) {
  return (
    <select className={`department-select ${className}`} {...select}>
      {/* Shown until a department is chosen; the list does not offer it. */}
      <option value="" hidden>
        {placeholder}
      </option>
      {options.map((option) => (
        <option key={option.key} value={option.key}>
          {option.name}
        </option>
      ))}
    </select>
  )
}
