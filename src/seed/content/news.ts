import type { SeedNewsCategory, SeedNewsItem } from './types'

export const newsItems: SeedNewsItem[] = [
  {
    slug: { hr: 'novi-distribucijski-centar', en: 'new-distribution-centre' },
    title: { hr: 'Otvoren novi distribucijski centar u Dugopolju', en: 'New distribution centre opens in Dugopolje' },
    excerpt: {
      hr: 'Novi distribucijski centar u Dugopolju udvostručuje skladišni prostor za južnu Hrvatsku i donosi zasebnu zonu za hladni lanac.',
      en: 'Our new distribution centre in Dugopolje doubles storage capacity for southern Croatia and adds a dedicated cold-chain zone.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Nakon godinu dana gradnje u Dugopolju je s radom započeo novi distribucijski centar. Zamjenjuje skladište u kojem smo radili od 1998. godine i gotovo udvostručuje prostor za opskrbu kupaca u Dalmaciji i na otocima.',
        },
        { type: 'h2', text: 'Što donosi novi centar' },
        {
          type: 'ul',
          items: [
            'zasebnu zonu za proizvode koji se čuvaju na 2 do 8 °C',
            'automatsko praćenje temperature i vlage u svim prostorima',
            'šest utovarnih rampi za vozila s kontroliranom temperaturom',
            'prostor za stomatološki izložbeni salon i servis',
          ],
        },
        {
          type: 'p',
          text: 'Za kupce se ništa ne mijenja osim brzine: narudžbe zaprimljene do podneva i dalje isporučujemo istoga dana, od ponedjeljka do petka između 8 i 20 sati.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'After a year of construction, our new distribution centre in Dugopolje is up and running. It replaces the warehouse we had used since 1998 and almost doubles the space available to supply customers in Dalmatia and on the islands.',
        },
        { type: 'h2', text: 'What the new centre brings' },
        {
          type: 'ul',
          items: [
            'a separate zone for products stored at 2–8 °C',
            'automatic temperature and humidity monitoring throughout',
            'six loading bays for temperature-controlled vehicles',
            'space for a dental showroom and service workshop',
          ],
        },
        {
          type: 'p',
          text: 'For customers the only change is speed: orders received by noon are still delivered the same day, Monday to Friday between 8 am and 8 pm.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-03-12',
    categories: ['logistika', 'tvrtka'],
    coverColours: ['#0b5a68', '#5fb3c2'],
    figure: {
      alt: {
        hr: 'Ilustracija: skladište novog distribucijskog centra u Dugopolju',
        en: 'Illustration: the warehouse of the new distribution centre in Dugopolje',
      },
      colours: ['#0a4854', '#d5ecef'],
    },
  },
  {
    slug: { hr: 'uspjesna-recertifikacija-iso', en: 'successful-iso-recertification' },
    title: {
      hr: 'Uspješno obnovljeni certifikati ISO 9001 i ISO 14001',
      en: 'ISO 9001 and ISO 14001 certificates renewed',
    },
    excerpt: {
      hr: 'Nezavisni auditori potvrdili su da naš sustav upravljanja kvalitetom i okolišem ispunjava zahtjeve normi ISO 9001:2015 i ISO 14001:2015.',
      en: 'Independent auditors have confirmed that our quality and environmental management systems meet ISO 9001:2015 and ISO 14001:2015.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Tijekom travnja certifikacijsko tijelo provelo je recertifikacijski audit na svim našim lokacijama u Hrvatskoj. Audit je završio bez ijedne nesukladnosti, a certifikati su obnovljeni na sljedeće trogodišnje razdoblje.',
        },
        {
          type: 'p',
          text: 'Auditori su posebno istaknuli sustav praćenja temperature u skladištima i vozilima te program smanjenja ambalažnog otpada u distribucijskim centrima.',
        },
        {
          type: 'p',
          text: 'Obnovljeni certifikati dostupni su na stranici s dokumentima, zajedno s politikama kvalitete i zaštite okoliša.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'In April the certification body carried out a recertification audit at all our locations in Croatia. The audit closed without a single nonconformity, and the certificates have been renewed for another three years.',
        },
        {
          type: 'p',
          text: 'The auditors singled out our temperature monitoring in warehouses and vehicles, and the programme to reduce packaging waste in our distribution centres.',
        },
        {
          type: 'p',
          text: 'The renewed certificates are available on the documents page, together with our quality and environmental policies.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-04-21',
    categories: ['kvaliteta'],
    coverColours: ['#1f4e79', '#8fb8de'],
  },
  {
    slug: { hr: 'stomatoloski-dani-rijeka-2026', en: 'dental-days-rijeka-2026' },
    title: { hr: 'Stomatološki dani u Rijeci', en: 'Dental Days in Rijeka' },
    excerpt: {
      hr: 'Pozivamo stomatologe i dentalne tehničare na dvodnevni stručni skup s radionicama, 19. i 20. lipnja 2026. u Rijeci.',
      en: 'Dentists and dental technicians are invited to a two-day meeting with hands-on workshops on 19 and 20 June 2026 in Rijeka.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Stomatološki dani okupljaju naše partnere iz ordinacija i zubotehničkih laboratorija. Ove godine program je usmjeren na digitalni tijek rada, od intraoralnog skeniranja do izrade nadomjestaka.',
        },
        { type: 'h2', text: 'Program' },
        {
          type: 'ul',
          items: [
            'petak, 19. lipnja – predavanja i izložba opreme dobavljača',
            'subota, 20. lipnja – praktične radionice u malim skupinama',
          ],
        },
        {
          type: 'p',
          text: 'Broj mjesta na radionicama je ograničen. Prijave zaprimamo do 10. lipnja putem kontaktnog obrasca, uz odabir stomatološkog centra u Rijeci.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'Dental Days bring together our partners from dental practices and laboratories. This year the programme focuses on the digital workflow, from intraoral scanning to the production of restorations.',
        },
        { type: 'h2', text: 'Programme' },
        {
          type: 'ul',
          items: [
            'Friday 19 June – lectures and an exhibition of supplier equipment',
            'Saturday 20 June – hands-on workshops in small groups',
          ],
        },
        {
          type: 'p',
          text: 'Workshop places are limited. Registrations are open until 10 June through the contact form; please select our dental centre in Rijeka.',
        },
      ],
    },
    type: 'event',
    publishedAt: '2026-05-28',
    categories: ['stomatologija', 'edukacije'],
    event: {
      start: '2026-06-19T09:00:00.000Z',
      end: '2026-06-20T15:00:00.000Z',
      place: { hr: 'Stomatološki centar Rijeka', en: 'Dental centre Rijeka' },
    },
    coverColours: ['#6b3fa0', '#c7a8e8'],
  },
  {
    slug: { hr: 'obnova-voznog-parka', en: 'fleet-renewal' },
    title: {
      hr: 'Dvanaest novih vozila s kontroliranom temperaturom',
      en: 'Twelve new temperature-controlled vehicles',
    },
    excerpt: {
      hr: 'Obnovili smo dio voznog parka: dvanaest novih dostavnih vozila zamijenilo je starija, a flota i dalje broji 81 vozilo.',
      en: 'We have renewed part of our fleet: twelve new delivery vans have replaced older ones, keeping the fleet at 81 vehicles.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Nova vozila imaju dvije temperaturne zone, pa u istoj vožnji mogu prevoziti proizvode na sobnoj temperaturi i proizvode iz hladnog lanca. Temperatura se bilježi svake minute i šalje u naš nadzorni sustav.',
        },
        {
          type: 'p',
          text: 'Vozila troše manje goriva od onih koja su zamijenila, što pridonosi ciljevima našeg sustava upravljanja okolišem.',
        },
        {
          type: 'p',
          text: 'S obnovljenim voznim parkom od 81 vozila nastavljamo dostavljati od ponedjeljka do petka, od 8 do 20 sati.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'The new vans have two temperature zones, so a single trip can carry both room-temperature and cold-chain products. Temperature is recorded every minute and sent to our monitoring system.',
        },
        {
          type: 'p',
          text: 'The vehicles use less fuel than the ones they replace, which supports the goals of our environmental management system.',
        },
        {
          type: 'p',
          text: 'With the renewed fleet of 81 vehicles we continue to deliver Monday to Friday, from 8 am to 8 pm.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-07-15',
    categories: ['logistika'],
    coverColours: ['#0e6f80', '#e0a526'],
  },
  {
    slug: { hr: 'veterinarski-strucni-skup-vukovar', en: 'veterinary-meeting-vukovar' },
    title: { hr: 'Veterinarski stručni skup u Vukovaru', en: 'Veterinary meeting in Vukovar' },
    excerpt: {
      hr: 'U petak, 16. listopada 2026., u Vukovaru održavamo stručni skup za veterinare posvećen zdravlju farmskih životinja.',
      en: 'On Friday 16 October 2026 we are hosting a professional meeting for veterinarians in Vukovar, focusing on farm animal health.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Skup je namijenjen veterinarima iz istočne Hrvatske koji rade s farmskim životinjama. Predavači iz prakse i s fakulteta govorit će o programima cijepljenja, biosigurnosti na farmama i odgovornoj primjeni antimikrobnih lijekova.',
        },
        {
          type: 'p',
          text: 'Dio programa posvećen je farmakovigilanciji: kako prepoznati i prijaviti sumnju na nuspojavu veterinarskog lijeka.',
        },
        {
          type: 'p',
          text: 'Sudjelovanje je besplatno. Prijave zaprimamo do 9. listopada putem kontaktnog obrasca, uz odabir službe za veterinu.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'The meeting is intended for veterinarians in eastern Croatia who work with farm animals. Speakers from practice and academia will cover vaccination programmes, farm biosecurity and the responsible use of antimicrobials.',
        },
        {
          type: 'p',
          text: 'Part of the programme is dedicated to pharmacovigilance: how to recognise and report a suspected side effect of a veterinary medicine.',
        },
        {
          type: 'p',
          text: 'Participation is free of charge. Registrations are open until 9 October through the contact form; please select the animal health department.',
        },
      ],
    },
    type: 'event',
    publishedAt: '2026-09-24',
    categories: ['veterina', 'edukacije'],
    event: { start: '2026-10-16T08:00:00.000Z', place: { hr: 'Prodajni centar Vukovar', en: 'Vukovar sales centre' } },
    coverColours: ['#3a7d44', '#b5dcb0'],
  },
  {
    slug: { hr: 'raspored-dostava-za-blagdane', en: 'holiday-delivery-schedule' },
    title: { hr: 'Raspored dostava tijekom blagdana', en: 'Delivery schedule over the holidays' },
    excerpt: {
      hr: 'Donosimo raspored dostava za kraj godine kako biste na vrijeme planirali narudžbe za ljekarne, ordinacije i bolnice.',
      en: 'Here is our end-of-year delivery schedule to help you plan orders for pharmacies, practices and hospitals in good time.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Tijekom prosinca dostave obavljamo prema uobičajenom rasporedu, od ponedjeljka do petka od 8 do 20 sati. Na blagdane i neradne dane dostava se ne obavlja.',
        },
        { type: 'h2', text: 'Preporuke za narudžbe' },
        {
          type: 'ul',
          items: [
            'narudžbe za razdoblje blagdana pošaljite najkasnije dva radna dana prije blagdana',
            'za proizvode iz hladnog lanca provjerite ima li netko na adresi da preuzme pošiljku',
            'za hitne slučajeve obratite se prodajnom centru najbližem vašoj lokaciji',
          ],
        },
        {
          type: 'p',
          text: 'Servis medicinske opreme radi 24/7 i tijekom blagdana, bez promjena.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'In December we deliver according to the usual schedule, Monday to Friday from 8 am to 8 pm. There are no deliveries on public holidays and non-working days.',
        },
        { type: 'h2', text: 'Ordering tips' },
        {
          type: 'ul',
          items: [
            'place orders for the holiday period no later than two working days before each holiday',
            'for cold-chain products, make sure someone is at the address to receive the delivery',
            'in urgent cases, contact the sales centre closest to you',
          ],
        },
        {
          type: 'p',
          text: 'Our medical equipment service remains available 24/7 over the holidays as usual.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-11-12',
    categories: ['logistika'],
    coverColours: ['#8a2c2c', '#f0b5a8'],
  },
  {
    slug: { hr: 'potvrdena-dobra-distribucijska-praksa', en: 'good-distribution-practice-confirmed' },
    title: {
      hr: 'Inspekcija potvrdila usklađenost s dobrom distribucijskom praksom',
      en: 'Inspection confirms compliance with Good Distribution Practice',
    },
    excerpt: {
      hr: 'Nadležna agencija pregledala je skladištenje i prijevoz lijekova te potvrdila da poslujemo u skladu sa smjernicama GDP-a.',
      en: 'The competent agency reviewed how we store and transport medicines and confirmed that we operate in line with the GDP guidelines.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Redovni inspekcijski nadzor obuhvatio je zaprimanje robe, skladištenje, komisioniranje i prijevoz lijekova do kupaca. Inspektori su provjerili i postupke povlačenja serija te obuku zaposlenika.',
        },
        {
          type: 'p',
          text: 'Nadzor je završio bez kritičnih i bez većih nalaza. Dvije manje preporuke, o označavanju karantenskog prostora i o arhiviranju zapisa o temperaturi, provest ćemo do kraja tromjesečja.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'The routine inspection covered goods receipt, storage, order picking and the transport of medicines to customers. The inspectors also checked our batch recall procedures and staff training.',
        },
        {
          type: 'p',
          text: 'The inspection closed with no critical and no major findings. We will act on two minor recommendations, on labelling the quarantine area and on archiving temperature records, by the end of the quarter.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-01-20',
    categories: ['kvaliteta', 'logistika'],
    coverColours: ['#24557a', '#a9d2e6'],
  },
  {
    slug: { hr: 'novi-cad-cam-izlozbeni-salon', en: 'new-cad-cam-showroom' },
    title: {
      hr: 'Novi izložbeni salon za digitalnu stomatologiju',
      en: 'New showroom for digital dentistry',
    },
    excerpt: {
      hr: 'U Svetoj Nedelji otvorili smo izložbeni salon u kojem stomatolozi i zubni tehničari mogu isprobati intraoralne skenere i glodalice.',
      en: 'Our new showroom in Sveta Nedelja lets dentists and dental technicians try intraoral scanners and milling units for themselves.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Salon je opremljen kao prava ordinacija i laboratorij: od stomatološke jedinice i intraoralnog skenera do glodalice i peći za sinteriranje. Posjetitelji mogu proći cijeli digitalni postupak na vlastitom slučaju.',
        },
        {
          type: 'p',
          text: 'Demonstracije vode naši stručni suradnici, a termin se dogovara putem kontaktnog obrasca uz odabir stomatološkog centra u Svetoj Nedelji.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'The showroom is fitted out like a real practice and laboratory, from a dental unit and an intraoral scanner to a milling unit and a sintering furnace. Visitors can run the whole digital workflow on a case of their own.',
        },
        {
          type: 'p',
          text: 'Demonstrations are led by our product specialists; book a slot through the contact form and choose our dental centre in Sveta Nedelja.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-02-10',
    categories: ['stomatologija', 'medicinska-oprema'],
    coverColours: ['#5b3a8c', '#e3d3f5'],
  },
  {
    slug: { hr: 'dan-otvorenih-vrata-za-studente', en: 'open-day-for-students' },
    title: { hr: 'Dan otvorenih vrata za studente', en: 'Open day for students' },
    excerpt: {
      hr: 'Studente farmacije, logistike i biomedicine pozivamo da upoznaju naš distribucijski centar i razgovaraju s budućim kolegama.',
      en: 'Students of pharmacy, logistics and biomedicine are invited to visit our distribution centre and meet their future colleagues.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Tijekom obilaska studenti će vidjeti kako narudžba ljekarne putuje od zaprimanja do isporuke, kako se čuvaju proizvodi iz hladnog lanca i kako radi služba za kvalitetu.',
        },
        {
          type: 'p',
          text: 'U drugom dijelu dana predstavit ćemo program stručne prakse i otvorena radna mjesta. Prijave za obilazak zaprimamo do 20. ožujka, a broj mjesta je ograničen na 40.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'During the tour, students will see how a pharmacy order travels from receipt to delivery, how cold-chain products are stored and how the quality department works.',
        },
        {
          type: 'p',
          text: 'In the second part of the day we will present our internship programme and open positions. Registrations are open until 20 March and places are limited to 40.',
        },
      ],
    },
    type: 'event',
    publishedAt: '2026-03-02',
    categories: ['tvrtka', 'edukacije'],
    event: {
      start: '2026-03-25T09:00:00.000Z',
      place: { hr: 'Distribucijski centar Sveta Nedelja', en: 'Sveta Nedelja distribution centre' },
    },
    coverColours: ['#0b5a68', '#f2c14e'],
  },
  {
    slug: { hr: 'prosiren-servisni-tim', en: 'service-team-expanded' },
    title: {
      hr: 'Proširen servisni tim za medicinsku opremu',
      en: 'Medical equipment service team expanded',
    },
    excerpt: {
      hr: 'Četiri nova servisna inženjera skraćuju vrijeme dolaska na intervenciju u bolnicama i laboratorijima diljem Hrvatske.',
      en: 'Four new service engineers shorten our response times for hospitals and laboratories across Croatia.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Servisni tim sada broji dvadeset inženjera raspoređenih u četiri regionalna centra. Svi su prošli obuku proizvođača za opremu koju održavaju, od laboratorijskih analizatora do operacijskih stolova.',
        },
        {
          type: 'p',
          text: 'Dežurna služba i dalje je dostupna 24 sata dnevno, svih 365 dana u godini. Preventivni pregledi planiraju se unaprijed i usklađuju s rasporedom rada ustanove.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'The service team now counts twenty engineers in four regional centres. All of them are trained by the manufacturers of the equipment they maintain, from laboratory analysers to operating tables.',
        },
        {
          type: 'p',
          text: 'Our on-call service remains available 24 hours a day, 365 days a year. Preventive maintenance is planned ahead and fitted around each institution’s schedule.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-05-05',
    categories: ['medicinska-oprema'],
    coverColours: ['#1d6f5f', '#9fd8c8'],
  },
  {
    slug: { hr: 'novi-asortiman-za-kucne-ljubimce', en: 'new-range-for-pets' },
    title: { hr: 'Novi asortiman za zdravlje kućnih ljubimaca', en: 'New pet health range' },
    excerpt: {
      hr: 'Veterinarskim ambulantama nudimo novu liniju dodataka prehrani i proizvoda za njegu pasa i mačaka.',
      en: 'Veterinary practices can now order a new line of supplements and care products for dogs and cats.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Nova linija obuhvaća dodatke prehrani za zglobove i probavu, proizvode za njegu kože i ušiju te dentalne grickalice. Svi proizvodi namijenjeni su prodaji u veterinarskim ambulantama uz stručni savjet.',
        },
        {
          type: 'p',
          text: 'Za naših 450 veterinarskih kupaca pripremili smo edukativne materijale i uzorke. Obratite se službi za veterinu za ponudu.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'The new line includes supplements for joints and digestion, skin and ear care products and dental chews. All of them are meant to be sold in veterinary practices, with professional advice.',
        },
        {
          type: 'p',
          text: 'We have prepared training material and samples for our 450 veterinary customers. Contact the animal health department for an offer.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-06-30',
    categories: ['veterina'],
    coverColours: ['#4a7c2f', '#e8d9a0'],
  },
  {
    slug: { hr: 'nova-poslovnica-trzin', en: 'new-office-trzin' },
    title: { hr: 'Preseljenje poslovnice u Trzin', en: 'Our Slovenian office moves to Trzin' },
    excerpt: {
      hr: 'Slovenska poslovnica preselila se u veće prostore u Trzinu, bliže kupcima u središnjoj Sloveniji.',
      en: 'Our Slovenian office has moved to larger premises in Trzin, closer to customers in central Slovenia.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Novi prostor ima skladište s kontroliranom temperaturom i prostoriju za edukacije. Telefonski brojevi i adrese e-pošte ostaju isti.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'The new premises include a temperature-controlled warehouse and a training room. Phone numbers and e-mail addresses stay the same.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-08-05',
    categories: ['tvrtka'],
    markets: ['slo'],
    coverColours: ['#2f5d8a', '#c9e0f2'],
  },
  {
    slug: { hr: 'radionica-hladni-lanac-u-ljekarni', en: 'cold-chain-workshop-for-pharmacies' },
    title: { hr: 'Radionica: hladni lanac u ljekarni', en: 'Workshop: the cold chain in the pharmacy' },
    excerpt: {
      hr: 'Mrežna radionica za farmaceute i farmaceutske tehničare o zaprimanju, čuvanju i izdavanju lijekova koji se čuvaju na 2 do 8 °C.',
      en: 'An online workshop for pharmacists and pharmacy technicians on receiving, storing and dispensing medicines kept at 2–8 °C.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Na radionici ćemo proći što provjeriti pri zaprimanju pošiljke, kako odabrati i kalibrirati hladnjak te kako postupiti kada temperatura izađe iz dopuštenog raspona.',
        },
        {
          type: 'ul',
          items: [
            'trajanje: 90 minuta, uključujući pitanja',
            'sudionici dobivaju predložak dnevnika temperature',
            'sudjelovanje je besplatno',
          ],
        },
      ],
      en: [
        {
          type: 'p',
          text: 'The workshop covers what to check when a delivery arrives, how to choose and calibrate a pharmacy refrigerator, and what to do when the temperature leaves the permitted range.',
        },
        {
          type: 'ul',
          items: [
            'duration: 90 minutes, including questions',
            'participants receive a temperature log template',
            'participation is free of charge',
          ],
        },
      ],
    },
    type: 'event',
    publishedAt: '2026-08-20',
    categories: ['logistika', 'edukacije'],
    event: { start: '2026-09-08T16:00:00.000Z', place: { hr: 'Online', en: 'Online' } },
    coverColours: ['#1b6d8f', '#d6f0fa'],
  },
  {
    slug: { hr: 'sajam-medicinske-opreme', en: 'medical-equipment-fair' },
    title: { hr: 'Posjetite nas na sajmu medicinske opreme', en: 'Visit us at the medical equipment fair' },
    excerpt: {
      hr: 'Na trodnevnom sajmu predstavljamo novu generaciju ultrazvučnih uređaja, monitora vitalnih funkcija i laboratorijske opreme.',
      en: 'At the three-day fair we present a new generation of ultrasound systems, patient monitors and laboratory equipment.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Na našem izložbenom prostoru bit će predstavnici 12 dobavljača medicinske opreme. Uređaje možete isprobati uz stručno vodstvo, a za bolničke timove organiziramo kraće prezentacije svakog punog sata.',
        },
        {
          type: 'p',
          text: 'Sastanak s našim timom možete unaprijed dogovoriti putem kontaktnog obrasca uz odabir službe za medicinsku opremu.',
        },
      ],
      en: [
        {
          type: 'p',
          text: 'Representatives of 12 medical equipment suppliers will join us at our stand. You can try the equipment with expert guidance, and we hold short presentations for hospital teams every hour on the hour.',
        },
        {
          type: 'p',
          text: 'To book a meeting with our team in advance, use the contact form and choose the medical equipment department.',
        },
      ],
    },
    type: 'event',
    publishedAt: '2026-09-10',
    categories: ['medicinska-oprema'],
    event: {
      start: '2026-10-07T09:00:00.000Z',
      end: '2026-10-09T17:00:00.000Z',
      place: { hr: 'Zagreb, Zagrebački velesajam', en: 'Zagreb Fair, Zagreb' },
    },
    coverColours: ['#0d4f6c', '#7cc6e0'],
  },
  {
    slug: { hr: 'akcija-darivanja-krvi' },
    title: { hr: 'Zaposlenici darivali krv u akciji Crvenog križa' },
    excerpt: {
      hr: 'Više od šezdeset kolegica i kolega odazvalo se akciji darivanja krvi koju smo organizirali u suradnji s Crvenim križem.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Akcija je održana istodobno u Svetoj Nedelji, Dugopolju i Vukovaru. Prikupljeno je 64 doze krvi, a devetero kolega darivalo je krv prvi put.',
        },
        {
          type: 'p',
          text: 'Zahvaljujemo svima koji su sudjelovali. Sljedeću akciju planiramo u proljeće.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-10-30',
    categories: ['tvrtka'],
    coverColours: ['#9b1c31', '#f7c6cf'],
  },
  {
    slug: { hr: 'rezultati-ankete-o-zadovoljstvu-kupaca', en: 'customer-satisfaction-survey-results' },
    title: { hr: 'Rezultati ankete o zadovoljstvu kupaca', en: 'Customer satisfaction survey results' },
    excerpt: {
      hr: 'Ljekarne, bolnice i ordinacije ocijenile su našu dostavu, prodaju i servis. Najbolje ocjene dobila je točnost isporuka.',
      en: 'Pharmacies, hospitals and practices rated our delivery, sales and service. Delivery accuracy received the best scores.',
    },
    body: {
      hr: [
        {
          type: 'p',
          text: 'Anketu je ispunilo 812 kupaca. Točnost isporuka ocijenjena je prosječnom ocjenom 4,7 od 5, a ljubaznost prodajnog osoblja ocjenom 4,6.',
        },
        {
          type: 'p',
          text: 'Kupci su predložili da ih ranije obavijestimo o kašnjenjima. Od siječnja ćemo zato slati poruku čim se vozilo zadrži dulje od 30 minuta.',
        },
      ],
      en: [
        {
          type: 'p',
          text: '812 customers took part in the survey. Delivery accuracy scored an average of 4.7 out of 5, and the courtesy of our sales staff 4.6.',
        },
        {
          type: 'p',
          text: 'Customers asked to hear about delays sooner. From January we will send a message as soon as a vehicle is held up for more than 30 minutes.',
        },
      ],
    },
    type: 'news',
    publishedAt: '2026-11-05',
    categories: ['tvrtka', 'kvaliteta'],
    coverColours: ['#22577a', '#ffd166'],
  },
]

/** Categories of news items and events (the spec's `postCategories`). */
export const newsCategories: SeedNewsCategory[] = [
  {
    slug: { hr: 'logistika', en: 'logistics' },
    name: { hr: 'Logistika i distribucija', en: 'Logistics and distribution' },
  },
  {
    slug: { hr: 'kvaliteta', en: 'quality' },
    name: { hr: 'Kvaliteta i certifikati', en: 'Quality and certification' },
  },
  { slug: { hr: 'stomatologija', en: 'dental-medicine' }, name: { hr: 'Stomatologija', en: 'Dental medicine' } },
  { slug: { hr: 'veterina', en: 'animal-health' }, name: { hr: 'Veterina', en: 'Animal health' } },
  {
    slug: { hr: 'medicinska-oprema', en: 'medical-equipment' },
    name: { hr: 'Medicinska oprema', en: 'Medical equipment' },
  },
  {
    slug: { hr: 'edukacije', en: 'education' },
    name: { hr: 'Edukacije i stručni skupovi', en: 'Education and meetings' },
  },
  { slug: { hr: 'tvrtka', en: 'company' }, name: { hr: 'Iz tvrtke', en: 'Company news' } },
]
