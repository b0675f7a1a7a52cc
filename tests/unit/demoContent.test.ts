import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { sourceFiles } from './support/importGraph'

/**
 * The demo content reads as a plausible company to a client's acceptance team: no "example street", no
 * zero-filled phone number, no "(example)" or "Name Surname" that a visitor would see.
 */
const placeholders = [
  /Ulica primjera|Primerna ulica|Example Street/i,
  /\+38[567] \d{1,2} 000 0{3,4}\b/,
  /\((?:primjer|primer|example)\)/i,
  /Ime Prezime|Ime in priimek|Name Surname/,
]

describe('the demo content', () => {
  it('shows visitors no placeholder address, phone number or name', () => {
    const found = sourceFiles('src/seed').flatMap((file) =>
      readFileSync(file, 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          placeholders.some((pattern) => pattern.test(line)) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(found).toEqual([])
  })
})
