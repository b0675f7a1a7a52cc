import localFont from 'next/font/local'

// Source Sans 3 in two files: basic Latin, and the ten letters of Croatian, Slovenian and Bosnian beyond it
// (Č č Ć ć Đ đ Š š Ž ž). The CSS font stack names both, so each glyph comes from the file that has it. The
// second file is Fontsource's Latin Extended cut down to those letters (2.8 KiB instead of 59 KiB, which
// every page preloaded), made with Debian's fonttools:
//   pyftsubset node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-ext-wght-normal.woff2 \
//     --unicodes=U+0106-0107,U+010C-010D,U+0110-0111,U+0160-0161,U+017D-017E --layout-features='*' \
//     --flavor=woff2 --output-file=src/app/\(frontend\)/fonts/source-sans-3-south-slavic-wght-normal.woff2
// Other Latin Extended letters (in a name, say) come from the fallback font.
export const sansLatin = localFont({
  src: '../../../node_modules/@fontsource-variable/source-sans-3/files/source-sans-3-latin-wght-normal.woff2',
  variable: '--font-sans-latin',
  weight: '200 900',
  display: 'swap',
  declarations: [
    {
      prop: 'unicode-range',
      value:
        'U+0000-00FF, U+0131, U+0152-0153, U+02BB-02BC, U+02C6, U+02DA, U+02DC, U+2000-206F, U+20AC, U+2122, U+2212',
    },
  ],
})

export const sansLatinExtended = localFont({
  src: './fonts/source-sans-3-south-slavic-wght-normal.woff2',
  variable: '--font-sans-latin-ext',
  weight: '200 900',
  display: 'swap',
  declarations: [{ prop: 'unicode-range', value: 'U+0106-0107, U+010C-010D, U+0110-0111, U+0160-0161, U+017D-017E' }],
})
