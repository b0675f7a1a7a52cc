/**
 * Corrections of Payload's own admin texts (its `@payloadcms/translations` and the rich-text editor's), where
 * they are wrong in Croatian or Slovenian: a typo, a broken placeholder, a word that means something else
 * ("Brava" is a door lock), a case that reads wrong before a label. Merged over Payload's in
 * `payload.config.ts` (`i18n.translations`) and `config/richText.ts` (the editor's own).
 */
export const payloadTextCorrections = {
  hr: {
    fields: {
      block: 'Blok',
      internalLink: 'Interna poveznica',
      linkType: 'Vrsta poveznice',
    },
    general: {
      creatingNewLabel: 'Novi zapis: {{label}}',
      lock: 'Zaključaj',
      searchBy: 'Pretraži: {{label}}',
    },
    localization: { localeToPublish: 'Jezik za objavu' },
    version: { lastSavedAgo: 'Zadnji put spremljeno prije {{distance}}' },
  },
  sl: {
    general: {
      creatingNewLabel: 'Nov zapis: {{label}}',
      schedulePublishFor: 'Načrtujte objavo za {{title}}',
      searchBy: 'Išči: {{label}}',
    },
    localization: { localeToPublish: 'Jezik za objavo' },
  },
}

/** Corrections of the rich-text editor's texts (its own namespace, `lexical`). */
export const lexicalTextCorrections = {
  hr: {
    lexical: { orderedList: { label: 'Numerirani popis' }, unorderedList: { label: 'Popis s grafičkim oznakama' } },
  },
  sl: { lexical: { orderedList: { label: 'Oštevilčen seznam' }, unorderedList: { label: 'Seznam z oznakami' } } },
}
