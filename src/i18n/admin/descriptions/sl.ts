import type { hrDescriptions } from './hr'

/** The admin's field and collection descriptions in Slovenian (keys: hr.ts), part of `sl.ts`. */
export const slDescriptions: Record<keyof typeof hrDescriptions, string> = {
  'description.adverse-reaction-reports.deadline':
    '15 dni za resen primer pri ljudeh, 90 za druge, 30 za veterinarsko prijavo.',
  'description.callToAction.department': 'Oddelek, s katerim se odpre obrazec za stik; nobeden, če je prazno.',
  'description.link': 'Polni naslov, npr. https://…',
  'description.collection.adverse-reaction-reports':
    'Razvrščeno po roku; odprta prijava, ki ji je rok potekel, je označena kot zamujena.',
  'description.collection.certificates': 'Certifikati (ISO 9001, ISO 14001, GMP, GDP…) s povezavo ali dokumentom.',
  'description.collection.company-information':
    'Registrirani podatki podjetja za vsak trg, prikazani na zaslonu s podatki o podjetju.',
  'description.collection.distributor-links': 'Povezave do distributerjev in partnerskih trgovin.',
  'description.collection.history-entries': 'Časovnica zgodovine podjetja, razvrščena po letu.',
  'description.collection.job-applications':
    'Izbrišejo se skupaj z življenjepisom, ko poteče obdobje hrambe, nastavljeno za spletno mesto (180 dni, če ni nastavljeno drugače).',
  'description.collection.locations': 'Lokacije podjetja, prikazane z blokom lokacij (seznam in oznake na zemljevidu).',
  'description.collection.memberships': 'Združenja in zbornice, katerih članica je podjetje.',
  'description.collection.search-entries':
    'Spletno mesto ga samo vzdržuje iz objavljenih strani, zaslonov, novic, zaposlitvenih oglasov in dokumentov; tu se ne ureja.',
  'description.collection.search-synonyms':
    'Besede in besedne zveze enega jezika, ki obiskovalcu pomenijo isto (npr. piškotki, cookies): iskanje ene najde tudi druge.',
  'description.collection.search-misses':
    'Iskanja zadnjih 30 dni, ki niso našla ničesar ali katerih rezultatov ni nihče odprl, prešteta po dnevih: zanje dodajte vsebino ali sopomenke. Anonimno: brez naslova in piškotkov.',
  'description.company-information.court': 'Registrsko sodišče.',
  'description.company-information.registrationNumber': 'Matična številka (Slovenija) ali JIB (Bosna in Hercegovina).',
  'description.contact-directory.key': 'Stalno ime vnosa, npr. veterina; edinstveno znotraj svojega trga.',
  'description.contact-messages.departmentName': 'Ime oddelka, kot ga je videl obiskovalec.',
  'description.figures.value': 'npr. "6000+" ali "24/7"',
  'description.hero.linkLabel': 'Besedilo gumba; brez gumba, če je prazno.',
  'description.adverse-reaction-reports.notes':
    'Samo za farmakovigilanco in skrbnike: poročevalcu se nikoli ne pošljejo.',
  'description.meddra': 'Reakcija, kodirana v MedDRA; izvoz E2B vsebuje različico in kodo LLT.',
  'description.job-applications.notes': 'Samo za kadrovsko službo in skrbnike: kandidatu se nikoli ne pošljejo.',
  'description.job-applications.postingTitle': 'Oglas, kot ga je videl kandidat; prazno za odprto prijavo.',
  'description.job-postings.closingDate': 'Zadnji dan za prijavo; oglas izgine s spletnega mesta dan pozneje.',
  'description.job-postings.location': 'Lokacija istega trga.',
  'description.job-postings.requirements': 'En pogoj na vrstico; prikazan kot seznam.',
  'description.slug': 'Del naslova v tem jeziku; izpelje se iz naslova do prve objave.',
  'description.job-postings.summary': 'Ena ali dve povedi za seznam.',
  'description.locations.latitude':
    'Stopinje severne širine, npr. 45.8150 (Zagreb); brez nje lokacija nima oznake na zemljevidu.',
  'description.locations.longitude': 'Stopinje vzhodne dolžine, npr. 15.9819 (Zagreb).',
  'description.locations.tel1': 'Kot je prikazana, npr. +385 1 000 0000',
  'description.locations.tel1_link': 'Kot se kliče, npr. +38510000000',
  'description.navigation.footer':
    'Povezave v nogi strani: piškotki, pogoji uporabe, podatki o podjetju, pravilnik o zasebnosti.',
  'description.navigation.markets': 'Trgi, na katerih je ta povezava na voljo, v tem jeziku.',
  'description.navigation.offerings': 'Spustni meni ponudbe (oddelkov) v glavi strani.',
  'description.navigation.primary': 'Povezave ob spustnih menijih: O nas, Kariera, Novice in dogodki.',
  'description.navigation.services': 'Spustni meni storitev v glavi strani.',
  'description.news.cover': 'Prikazana na seznamu, v članku in v predogledih povezav (približno 16:9).',
  'description.news.eventEnd': 'Pustite prazno za enodnevni dogodek.',
  'description.markets': 'Trgi, na katerih je to na voljo.',
  'description.news.place': 'Kraj dogodka.',
  'description.pages.lead': 'Uvod pod naslovom.',
  'description.pages.offeredIn':
    'Trgi, na katerih je stran na voljo v katerem koli jeziku (iz polja Trgi); po njem filtrirate seznam.',
  'description.pages.path': 'Sestavljena iz poti nadrejene strani in sluga.',
  'description.redirects.from': 'Javna pot, npr. /en/sluzbe/marketing-zastupstva/galderma/daylong',
  'description.redirects.to': 'Pot ali polni naslov.',
  'description.redirects.markets': 'Trgi, na katerih preusmeritev velja; vsi trgi, kadar ni izbran noben.',
  'description.site-settings.anniversaryLogo':
    'Prikazan ob logotipu na trgih, ki prikazujejo obletnico; sicer narisana značka.',
  'description.site-settings.reportLegalNotice':
    'Pravna podlaga in pristojni organ, ki ju obrazec za prijavo neželenih učinkov navaja v zadnjem koraku, v vsakem jeziku trga.',
}
