/**
 * Corrections of Payload's own admin texts (its `@payloadcms/translations` and the rich-text editor's), where
 * they are wrong in Croatian or Slovenian: a typo, a broken placeholder, a word that means something else
 * ("Brava" is a door lock), a case that reads wrong before a label (an empty list cell said "<Nema Zadužen/a>";
 * now "(prazno)", "(empty)" in English), a label object written as "[object Object]". Merged over Payload's in
 * `payload.config.ts` (`i18n.translations`) and `config/richText.ts` (the editor's own).
 */
export const payloadTextCorrections = {
  hr: {
    fields: {
      block: 'Blok',
      internalLink: 'Interna poveznica',
      linkType: 'Vrsta poveznice',
      addNewLabel: 'Dodaj novi zapis',
    },
    general: {
      creatingNewLabel: 'Novi zapis: {{label}}',
      // As the site and our own admin texts write it.
      email: 'E-mail',
      lock: 'Zaključaj',
      noLabel: '(prazno)',
      searchBy: 'Pretraži: {{label}}',
      sortByLabelDirection: 'Poredaj: {{direction}}',
    },
    localization: { localeToPublish: 'Jezik za objavu' },
    version: { lastSavedAgo: 'Zadnji put spremljeno prije {{distance}}' },
  },
  sl: {
    fields: { addNewLabel: 'Dodaj nov zapis' },
    general: {
      creatingNewLabel: 'Nov zapis: {{label}}',
      noLabel: '(prazno)',
      schedulePublishFor: 'Načrtujte objavo za {{title}}',
      searchBy: 'Išči: {{label}}',
      sortByLabelDirection: 'Razvrsti: {{direction}}',
    },
    localization: { localeToPublish: 'Jezik za objavo' },
  },
  // Where Payload fills these with a label in every language (the list's sort buttons, a picker's "add new"),
  // they read "[object Object]": said without the label, which the column or field beside them gives.
  en: {
    fields: { addNewLabel: 'Add new' },
    general: { noLabel: '(empty)', sortByLabelDirection: 'Sort {{direction}}' },
  },
}

/** Corrections of the rich-text editor's texts (its own namespace, `lexical`). */
export const lexicalTextCorrections = {
  hr: {
    lexical: { orderedList: { label: 'Numerirani popis' }, unorderedList: { label: 'Popis s grafičkim oznakama' } },
  },
  sl: { lexical: { orderedList: { label: 'Oštevilčen seznam' }, unorderedList: { label: 'Seznam z oznakami' } } },
}
