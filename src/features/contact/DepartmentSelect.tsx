'use client'

import { type KeyboardEvent, type Ref, useEffect, useId, useState } from 'react'
import { ChevronIcon } from '@/components/ChevronIcon'
import type { ContactDepartment } from '@/lib/cms/contactDirectory'

/** Spec section 9: the department selector shows up to 15 options at once. */
export const visibleOptions = 15

type Props = {
  /** The form library focuses the combobox through this when the department is missing. */
  ref: Ref<HTMLDivElement>
  labelId: string
  options: ContactDepartment[]
  value: string
  placeholder: string
  onChange: (key: string) => void
  onBlur: () => void
  invalid: boolean
  describedBy: string | undefined
}

/**
 * A select-only combobox (WAI-ARIA APG): a native select cannot bound how many options its list
 * shows, this one shows at most 15 and scrolls the rest. Keyboard: arrows, Home, End, Page keys,
 * Enter or Space to choose, Escape to close, typing a letter to jump.
 */
export function DepartmentSelect({
  ref,
  labelId,
  options,
  value,
  placeholder,
  onChange,
  onBlur,
  invalid,
  describedBy,
}: Props) {
  const [open, setOpen] = useState(false)
  const [active, setActive] = useState(0)
  const listId = useId()
  const selected = options.find((option) => option.key === value)
  const optionId = (index: number) => `${listId}-${index}`

  useEffect(() => {
    if (open) document.getElementById(optionId(active))?.scrollIntoView({ block: 'nearest' })
  })

  const show = (index: number) => {
    setActive(Math.max(0, Math.min(options.length - 1, index)))
    setOpen(true)
  }
  const choose = (index: number) => {
    const option = options[index]
    if (option) onChange(option.key)
    setOpen(false)
  }
  const currentIndex = Math.max(
    0,
    options.findIndex((option) => option.key === value),
  )

  const jumpTo = (letter: string, from: number) => {
    const ordered = [...options.slice(from + 1), ...options.slice(0, from + 1)]
    const match = ordered.find((option) => option.name.toLocaleLowerCase().startsWith(letter.toLocaleLowerCase()))
    if (match) show(options.indexOf(match))
  }

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    const { key } = event
    if (!open) {
      if (['ArrowDown', 'ArrowUp', 'Enter', ' '].includes(key)) show(currentIndex)
      else if (key === 'Home') show(0)
      else if (key === 'End') show(options.length - 1)
      else if (key.length === 1 && /\S/.test(key)) jumpTo(key, currentIndex)
      else return
      event.preventDefault()
      return
    }
    const moves: Record<string, number> = {
      ArrowDown: active + 1,
      ArrowUp: active - 1,
      PageDown: active + 10,
      PageUp: active - 10,
      Home: 0,
      End: options.length - 1,
    }
    if (key in moves) show(moves[key] ?? active)
    else if (key === 'Enter' || key === ' ') choose(active)
    else if (key === 'Escape') {
      // Closes the list only, not the overlay around it.
      event.stopPropagation()
      setOpen(false)
    } else if (key === 'Tab') {
      setOpen(false)
      return
    } else if (key.length === 1 && /\S/.test(key)) jumpTo(key, active)
    else return
    event.preventDefault()
  }

  return (
    <div className="relative">
      <div
        ref={ref}
        role="combobox"
        tabIndex={0}
        aria-controls={listId}
        aria-expanded={open}
        aria-haspopup="listbox"
        aria-labelledby={labelId}
        aria-activedescendant={open ? optionId(active) : undefined}
        aria-invalid={invalid}
        aria-describedby={describedBy}
        onClick={() => (open ? setOpen(false) : show(currentIndex))}
        onKeyDown={onKeyDown}
        onBlur={() => {
          setOpen(false)
          onBlur()
        }}
        className={`flex min-h-11 w-full cursor-pointer items-center justify-between gap-2 rounded-lg border bg-white px-3 py-2 ${
          invalid ? 'border-red-700' : 'border-slate-400'
        }`}
      >
        <span className={selected ? 'text-ink' : 'text-muted'}>{selected?.name ?? placeholder}</span>
        <ChevronIcon open={open} />
      </div>
      <div
        id={listId}
        role="listbox"
        aria-labelledby={labelId}
        tabIndex={-1}
        hidden={!open}
        // Keeps focus on the combobox while an option is clicked.
        onMouseDown={(event) => event.preventDefault()}
        style={{ maxHeight: `${visibleOptions * 2.25}rem` }}
        className="absolute left-0 right-0 top-full z-10 mt-1 overflow-y-auto rounded-lg border border-slate-300 bg-white py-1 shadow-lg"
      >
        {options.map((option, index) => (
          // biome-ignore lint/a11y/useKeyWithClickEvents: the combobox handles the keyboard for its options
          <div
            key={option.key}
            id={optionId(index)}
            role="option"
            // Options are reached through the combobox's aria-activedescendant, never by Tab.
            tabIndex={-1}
            aria-selected={option.key === value}
            onClick={() => choose(index)}
            onMouseEnter={() => setActive(index)}
            className={`flex h-9 cursor-pointer items-center px-3 ${index === active ? 'bg-brand-100' : ''} ${
              option.key === value ? 'font-semibold' : ''
            }`}
          >
            {option.name}
          </div>
        ))}
      </div>
    </div>
  )
}
