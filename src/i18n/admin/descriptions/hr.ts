/** The admin's field and collection descriptions in Croatian, part of `hr.ts` (the English entry reads as the config's text). */
export const hrDescriptions = {
  'description.adverse-reaction-reports.deadline':
    '15 dana za ozbiljan slučaj u ljudi, 90 za ostale, 30 za veterinarsku prijavu.',
  'description.callToAction.department': 'Odjel s kojim se otvara obrazac za kontakt; nijedan ako je prazno.',
  'description.link': 'Puna adresa, npr. https://…',
  'description.collection.adverse-reaction-reports':
    'Poredano po roku; otvorena prijava kojoj je rok prošao označena je kao zakašnjela.',
  'description.collection.certificates': 'Certifikati (ISO 9001, ISO 14001, GMP, GDP…) s poveznicom ili dokumentom.',
  'description.collection.company-information':
    'Registrirani podaci tvrtke za svako tržište, prikazani na zaslonu s podacima o tvrtki.',
  'description.collection.distributor-links': 'Poveznice na distributere i partnerske trgovine.',
  'description.collection.history-entries': 'Vremenska crta povijesti tvrtke, poredana po godini.',
  'description.collection.job-applications':
    'Brišu se zajedno sa životopisom kad istekne razdoblje čuvanja zadano za web (180 dana ako nije drukčije postavljeno).',
  'description.collection.locations': 'Lokacije tvrtke, prikazane blokom lokacija (popis i oznake na karti).',
  'description.collection.memberships': 'Udruge i komore kojih je tvrtka članica.',
  'description.collection.search-entries':
    'Web ga sam održava iz objavljenih stranica, zaslona, novosti, oglasa za posao i dokumenata; ovdje se ne uređuje.',
  'description.collection.search-synonyms':
    'Riječi i izrazi jednog jezika koji posjetitelju znače isto (npr. kolačići, cookies): pretraga jednog pronalazi i ostale.',
  'description.collection.search-misses':
    'Pretrage iz zadnjih 30 dana koje nisu ništa pronašle ili čije rezultate nitko nije otvorio, prebrojane po danu: dodajte za njih sadržaj ili sinonime. Anonimno: bez adrese i kolačića.',
  'description.company-information.court': 'Registarski sud.',
  'description.company-information.registrationNumber': 'Matični broj (Slovenija) ili JIB (Bosna i Hercegovina).',
  'description.contact-directory.key': 'Stalni naziv unosa, npr. veterina; jedinstven unutar svog tržišta.',
  'description.contact-messages.departmentName': 'Naziv odjela kako ga je posjetitelj vidio.',
  'description.figures.value': 'npr. "6000+" ili "24/7"',
  'description.hero.linkLabel': 'Tekst gumba; bez gumba ako je prazno.',
  'description.adverse-reaction-reports.notes':
    'Samo za farmakovigilanciju i administratore: prijavitelju se nikad ne šalju.',
  'description.meddra': 'Reakcija kodirana u MedDRA-i; E2B izvoz sadrži verziju i LLT kôd.',
  'description.job-applications.notes': 'Samo za ljudske potencijale i administratore: kandidatu se nikad ne šalju.',
  'description.job-applications.postingTitle': 'Oglas kako ga je kandidat vidio; prazno za otvorenu prijavu.',
  'description.job-postings.closingDate': 'Zadnji dan za prijavu; oglas nestaje s weba dan poslije.',
  'description.job-postings.location': 'Lokacija istog tržišta.',
  'description.job-postings.requirements': 'Jedan uvjet po retku; prikazuje se kao popis.',
  'description.slug': 'Dio adrese na ovom jeziku; piše se iz naslova do prve objave.',
  'description.job-postings.summary': 'Jedna ili dvije rečenice za popis.',
  'description.locations.latitude':
    'Stupnjevi sjeverne širine, npr. 45.8150 (Zagreb); bez nje lokacija nema oznaku na karti.',
  'description.locations.longitude': 'Stupnjevi istočne dužine, npr. 15.9819 (Zagreb).',
  'description.locations.tel1': 'Kako se prikazuje, npr. +385 1 000 0000',
  'description.locations.tel1_link': 'Kako se bira, npr. +38510000000',
  'description.navigation.footer':
    'Poveznice u podnožju: kolačići, uvjeti korištenja, podaci o tvrtki, pravila privatnosti.',
  'description.navigation.markets': 'Tržišta na kojima se ova poveznica nudi, na ovom jeziku.',
  'description.navigation.offerings': 'Padajući izbornik ponude (odjela) u zaglavlju.',
  'description.navigation.primary': 'Poveznice uz padajuće izbornike: O nama, Karijere, Novosti i događanja.',
  'description.navigation.services': 'Padajući izbornik usluga u zaglavlju.',
  'description.news.cover': 'Prikazuje se na popisu, u članku i u pregledima poveznica (oko 16:9).',
  'description.news.eventEnd': 'Ostavite prazno za jednodnevno događanje.',
  'description.markets': 'Tržišta na kojima se ovo nudi.',
  'description.news.place': 'Mjesto održavanja događanja.',
  'description.pages.lead': 'Uvod ispod naslova.',
  'description.pages.offeredIn':
    'Tržišta na kojima se stranica nudi na bilo kojem jeziku (iz polja Tržišta); po njemu se filtrira popis.',
  'description.pages.path': 'Slaže se od adrese nadređene stranice i sluga.',
  'description.redirects.from': 'Javna putanja, npr. /en/sluzbe/marketing-zastupstva/galderma/daylong',
  'description.redirects.to': 'Putanja ili puna adresa.',
  'description.redirects.markets': 'Tržišta na kojima preusmjeravanje vrijedi; sva tržišta kada nijedno nije odabrano.',
  'description.site-settings.anniversaryLogo':
    'Prikazuje se uz logotip na tržištima koja prikazuju obljetnicu; inače nacrtana značka.',
  'description.site-settings.reportLegalNotice':
    'Pravna osnova i nadležno tijelo koje obrazac za prijavu nuspojava navodi u zadnjem koraku, na svakom jeziku tržišta.',
} as const
