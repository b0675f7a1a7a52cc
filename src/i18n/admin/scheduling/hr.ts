/** The scheduling dialog's and list's texts in Croatian, part of `hr.ts`. */
export const hrScheduling = {
  'schedule.pastTime':
    'Odabrano vrijeme je već prošlo: odaberite datum i vrijeme u budućnosti (po zagrebačkom vremenu).',
  'schedule.failed': 'Zakazivanje nije uspjelo; pokušajte ponovno.',
  'schedule.publishAt': 'Objava',
  'schedule.unpublishAt': 'Povlačenje',
  'schedule.column': 'Zakazano',
}
