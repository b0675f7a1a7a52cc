import type { SeedNewsItem } from './types'

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
  },
]
