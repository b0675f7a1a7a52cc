import type { SeedScreen } from './types'

const home: SeedScreen = {
  screen: 'home',
  title: { hr: 'Poslovni partner prvog izbora', en: 'Your first-choice business partner' },
  metaTitle: { hr: 'Demo Medika', en: 'Demo Medika' },
  lead: {
    hr: 'Već 35 godina opskrbljujemo ljekarne, bolnice, laboratorije te stomatološke i veterinarske ordinacije lijekovima, medicinskim proizvodima i opremom.',
    en: 'For 35 years we have supplied pharmacies, hospitals, laboratories, dental practices and veterinary clinics with medicines, medical devices and equipment.',
  },
  description: {
    hr: 'Demo Medika – veleprodaja i distribucija lijekova, medicinskih proizvoda i opreme za više od 6000 kupaca u Hrvatskoj i regiji.',
    en: 'Demo Medika – wholesale and distribution of medicines, medical devices and equipment for more than 6000 customers in Croatia and the region.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Od proizvođača do pacijenta' },
          {
            type: 'p',
            text: 'Demo Medika povezuje više od 400 dobavljača s tisućama zdravstvenih ustanova. Lijekove, medicinske proizvode i opremu skladištimo, prevozimo i isporučujemo tako da stignu na vrijeme i u besprijekornom stanju.',
          },
          {
            type: 'p',
            text: 'Uz veleprodaju nudimo usluge koje proizvođačima i kupcima olakšavaju posao: registracije, sekundarno opremanje, logistiku kliničkih studija i servis opreme koji radi 24/7.',
          },
        ],
        en: [
          { type: 'h2', text: 'From manufacturer to patient' },
          {
            type: 'p',
            text: 'Demo Medika connects more than 400 suppliers with thousands of healthcare providers. We store, transport and deliver medicines, medical devices and equipment so that they arrive on time and in perfect condition.',
          },
          {
            type: 'p',
            text: 'Alongside wholesale we offer services that make work easier for manufacturers and customers: regulatory affairs, repackaging, clinical trial logistics and an equipment service available 24/7.',
          },
        ],
      },
    },
    {
      blockType: 'figures',
      heading: { hr: 'Demo Medika u brojkama', en: 'Demo Medika in figures' },
      items: [
        { value: '6000+', label: { hr: 'kupaca', en: 'customers' } },
        { value: '400+', label: { hr: 'dobavljača', en: 'suppliers' } },
        { value: '473', label: { hr: 'zaposlenika', en: 'employees' } },
        { value: '81', label: { hr: 'vozilo s kontroliranom temperaturom', en: 'temperature-controlled vehicles' } },
        { value: '24/7', label: { hr: 'servis tijekom cijele godine', en: 'service all year round' } },
        { value: '1200+', label: { hr: 'stomatoloških partnera', en: 'dental partners' } },
        { value: '450', label: { hr: 'veterinarskih kupaca', en: 'veterinary customers' } },
        { value: '35', label: { hr: 'godina poslovanja', en: 'years in business' } },
      ],
    },
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Pouzdanost koju možete provjeriti' },
          {
            type: 'p',
            text: 'Naš sustav kvalitete potvrđuju certifikati ISO 9001:2015, ISO 14001:2015, GMP i GDP. Dostave obavljamo od ponedjeljka do petka, od 8 do 20 sati, vlastitim voznim parkom s kontroliranom temperaturom.',
          },
          {
            type: 'p',
            text: 'Trebate ponudu, savjet ili podršku? Odaberite službu u kontaktnom obrascu i javit ćemo vam se u najkraćem roku.',
          },
        ],
        en: [
          { type: 'h2', text: 'Reliability you can check' },
          {
            type: 'p',
            text: 'Our quality system is certified to ISO 9001:2015 and ISO 14001:2015 and meets GMP and GDP requirements. We deliver Monday to Friday from 8 am to 8 pm with our own temperature-controlled fleet.',
          },
          {
            type: 'p',
            text: 'Need a quote, advice or support? Choose a department in the contact form and we will get back to you as soon as possible.',
          },
        ],
      },
    },
  ],
}

const file: SeedScreen = {
  screen: 'file',
  title: { hr: 'Dokumenti', en: 'Documents' },
  lead: {
    hr: 'Na jednom mjestu objavljujemo certifikate i politike koje opisuju kako radimo.',
    en: 'Our certificates and the policies that describe how we work, all in one place.',
  },
  description: {
    hr: 'Javni dokumenti tvrtke Demo Medika: certifikati ISO 9001, ISO 14001, GMP i GDP te politike kvalitete i zaštite okoliša.',
    en: 'Demo Medika public documents: ISO 9001, ISO 14001, GMP and GDP certificates, plus quality and environmental policies.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          {
            type: 'p',
            text: 'Partneri, nadzorna tijela i kupci često traže dokaze o našem sustavu kvalitete. Ovdje su dostupni dokumenti koje smijemo javno objaviti, u njihovim važećim verzijama.',
          },
          { type: 'h2', text: 'Certifikati' },
          {
            type: 'ul',
            items: [
              'ISO 9001:2015 – sustav upravljanja kvalitetom',
              'ISO 14001:2015 – sustav upravljanja okolišem',
              'GMP – dobra proizvođačka praksa za sekundarno opremanje',
              'GDP – dobra distribucijska praksa za veleprodaju lijekova',
            ],
          },
          { type: 'h2', text: 'Politike' },
          {
            type: 'ul',
            items: ['Politika kvalitete', 'Politika zaštite okoliša', 'Politika zaštite osobnih podataka'],
          },
          {
            type: 'p',
            text: 'Dokumente ažuriramo nakon svake recertifikacije ili izmjene. Ako vam je potrebna ovjerena preslika, obratite se sektoru kvalitete putem kontaktnog obrasca.',
          },
        ],
        en: [
          {
            type: 'p',
            text: 'Partners, authorities and customers often ask for evidence of our quality system. Here you will find the documents we are able to publish, in their current versions.',
          },
          { type: 'h2', text: 'Certificates' },
          {
            type: 'ul',
            items: [
              'ISO 9001:2015 – quality management system',
              'ISO 14001:2015 – environmental management system',
              'GMP – Good Manufacturing Practice for repackaging',
              'GDP – Good Distribution Practice for the wholesale of medicines',
            ],
          },
          { type: 'h2', text: 'Policies' },
          {
            type: 'ul',
            items: ['Quality policy', 'Environmental policy', 'Personal data protection policy'],
          },
          {
            type: 'p',
            text: 'Documents are updated after each recertification or revision. If you need a certified copy, contact our quality department through the contact form.',
          },
        ],
      },
    },
  ],
}

const careers: SeedScreen = {
  screen: 'careers',
  title: { hr: 'Karijere', en: 'Careers' },
  lead: {
    hr: 'Pridružite se timu od 473 kolege koji svaki dan brinu da lijekovi i oprema stignu tamo gdje su potrebni.',
    en: 'Join a team of 473 colleagues who make sure every day that medicines and equipment get where they are needed.',
  },
  description: {
    hr: 'Zaposlenje u tvrtki Demo Medika: kakvi nam stručnjaci trebaju, što nudimo zaposlenicima i kako poslati otvorenu prijavu.',
    en: 'Working at Demo Medika: the people we look for, what we offer our employees and how to send an open application.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Rad u Demo Medici' },
          {
            type: 'p',
            text: 'U Hrvatskoj, Sloveniji i Bosni i Hercegovini radi 473 zaposlenika: magistri farmacije, inženjeri, biomedicinski tehničari, stručni suradnici u prodaji, logističari, vozači, informatičari i stručnjaci za financije.',
          },
          {
            type: 'p',
            text: 'Posao kod nas je odgovoran jer o njemu ovise pacijenti, ali je i dinamičan – radimo s novim tehnologijama, stotinama dobavljača i tisućama kupaca.',
          },
          { type: 'h2', text: 'Što nudimo' },
          {
            type: 'ul',
            items: [
              'mentora i strukturirani plan uvođenja u posao',
              'stručne edukacije, seminare i obuke kod proizvođača',
              'internu izobrazbu o dobroj distribucijskoj i proizvođačkoj praksi',
              'mogućnost napredovanja i premještaja između službi i lokacija',
            ],
          },
        ],
        en: [
          { type: 'h2', text: 'Working at Demo Medika' },
          {
            type: 'p',
            text: 'We have 473 employees in Croatia, Slovenia and Bosnia and Herzegovina: pharmacists, engineers, biomedical technicians, sales representatives, logistics staff, drivers, IT specialists and finance professionals.',
          },
          {
            type: 'p',
            text: 'The work carries responsibility because patients depend on it, yet it is also dynamic – we work with new technologies, hundreds of suppliers and thousands of customers.',
          },
          { type: 'h2', text: 'What we offer' },
          {
            type: 'ul',
            items: [
              'a mentor and a structured onboarding plan',
              'professional training, seminars and courses with manufacturers',
              'in-house training in Good Distribution and Manufacturing Practice',
              'opportunities to grow and move between departments and locations',
            ],
          },
        ],
      },
    },
  ],
}

const news: SeedScreen = {
  screen: 'news',
  title: { hr: 'Novosti i događanja', en: 'News and events' },
  lead: {
    hr: 'Pratite novosti iz Demo Medike, najave stručnih skupova i događanja za naše partnere.',
    en: 'Follow the latest from Demo Medika, with news, professional meetings and events for our partners.',
  },
  description: {
    hr: 'Novosti i događanja tvrtke Demo Medika: poslovne vijesti, stručni skupovi i obavijesti za kupce i dobavljače.',
    en: 'Demo Medika news and events: company news, professional meetings and notices for customers and suppliers.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          {
            type: 'p',
            text: 'Ovdje objavljujemo vijesti o novim uslugama, lokacijama i zastupstvima, obavijesti o rasporedu dostava te najave stručnih skupova i radionica.',
          },
          {
            type: 'p',
            text: 'Pomoću filtra kategorija brzo ćete pronaći novosti ili događanja koja vas zanimaju.',
          },
        ],
        en: [
          {
            type: 'p',
            text: 'This is where we publish news about new services, locations and representations, delivery schedule notices and announcements of professional meetings and workshops.',
          },
          {
            type: 'p',
            text: 'Use the category filter to quickly find the news or events that interest you.',
          },
        ],
      },
    },
  ],
}

const about: SeedScreen = {
  screen: 'about',
  title: { hr: 'O nama', en: 'About us' },
  lead: {
    hr: 'Od male veledrogerije osnovane 1990. godine izrasli smo u jednog od vodećih distributera lijekova, medicinskih proizvoda i opreme u regiji.',
    en: 'Founded in 1990 as a small pharmaceutical wholesaler, we have grown into one of the leading distributors of medicines, medical devices and equipment in the region.',
  },
  description: {
    hr: 'Povijest tvrtke Demo Medika od 1990. do 2024., misija i vizija, certifikati, lokacije i članstva.',
    en: 'Demo Medika history from 1990 to 2024, mission and vision, certificates, locations and memberships.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          {
            type: 'p',
            text: 'Demo Medika posluje 35 godina. U tom smo razdoblju od nekoliko zaposlenika i jednog skladišta narasli na 473 zaposlenika u tri države i više od 6000 kupaca.',
          },
          {
            type: 'p',
            text: 'Ono što se nije promijenilo jest pristup: svaki kupac i dobavljač za nas je dugoročni partner, a svaka pošiljka odgovornost prema pacijentu koji je čeka.',
          },
        ],
        en: [
          {
            type: 'p',
            text: 'Demo Medika has been in business for 35 years. In that time we have grown from a handful of people and a single warehouse to 473 employees in three countries and more than 6000 customers.',
          },
          {
            type: 'p',
            text: 'What has not changed is our approach: every customer and supplier is a long-term partner, and every shipment is a responsibility towards the patient waiting for it.',
          },
        ],
      },
    },
    { blockType: 'timeline', heading: { hr: 'Povijest', en: 'History' } },
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Misija' },
          {
            type: 'p',
            text: 'Osiguravamo da lijekovi, medicinski proizvodi i oprema stignu do zdravstvenih ustanova i pacijenata pouzdano, sigurno i na vrijeme, uz stručnu podršku koja partnerima olakšava svakodnevni rad.',
          },
          { type: 'h2', text: 'Vizija' },
          {
            type: 'p',
            text: 'Želimo biti prvi izbor proizvođača i zdravstvenih ustanova u regiji – partner koji zna predvidjeti potrebe tržišta i na njih odgovoriti odgovorno prema ljudima i okolišu.',
          },
        ],
        en: [
          { type: 'h2', text: 'Mission' },
          {
            type: 'p',
            text: 'We make sure that medicines, medical devices and equipment reach healthcare providers and patients reliably, safely and on time, backed by expert support that makes our partners’ daily work easier.',
          },
          { type: 'h2', text: 'Vision' },
          {
            type: 'p',
            text: 'We want to be the first choice of manufacturers and healthcare providers in the region – a partner that anticipates market needs and meets them responsibly towards people and the environment.',
          },
        ],
      },
    },
    { blockType: 'certificates', heading: { hr: 'Certifikati', en: 'Certificates' } },
    { blockType: 'locations', heading: { hr: 'Lokacije', en: 'Locations' } },
    { blockType: 'memberships', heading: { hr: 'Članstvo', en: 'Membership' } },
    { blockType: 'distributors', heading: { hr: 'Gdje kupiti naše proizvode', en: 'Where to buy our products' } },
  ],
}

const companyInformation: SeedScreen = {
  screen: 'companyInformation',
  title: { hr: 'Podaci o tvrtki', en: 'Company information' },
  lead: {
    hr: 'Osnovni podaci o društvu Demo Medika d.o.o. prema propisima o obveznom objavljivanju na internetskim stranicama.',
    en: 'Key details of Demo Medika d.o.o., published as required for company websites.',
  },
  description: {
    hr: 'Podaci o tvrtki Demo Medika d.o.o.: sjedište, registarski sud, temeljni kapital, članovi uprave i poslovni računi.',
    en: 'Demo Medika d.o.o. company information: registered office, court register, share capital, management board and bank accounts.',
  },
  // The registered data come from the company-information collection, shown under the lead.
  layout: [],
}

const videoSurveillance: SeedScreen = {
  screen: 'videoSurveillance',
  title: { hr: 'Obavijest o videonadzoru', en: 'Notice of video surveillance' },
  lead: {
    hr: 'Dio naših poslovnih prostora nadzire se videonadzorom. Ovdje saznajte zašto, gdje i koliko dugo čuvamo snimke.',
    en: 'Parts of our premises are under video surveillance. Here you can find out why, where and how long recordings are kept.',
  },
  description: {
    hr: 'Obavijest o videonadzoru u prostorima tvrtke Demo Medika: svrha, područja snimanja, rok čuvanja snimki i prava ispitanika.',
    en: 'Video surveillance at Demo Medika premises: purpose, monitored areas, how long recordings are kept and your rights.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Voditelj obrade' },
          {
            type: 'p',
            text: 'Voditelj obrade osobnih podataka prikupljenih videonadzorom je Demo Medika d.o.o., Industrijska ulica 14, 10431 Sveta Nedelja. Službenika za zaštitu podataka možete kontaktirati na adresi zastita.podataka@demomedika.example.',
          },
          { type: 'h2', text: 'Svrha videonadzora' },
          {
            type: 'p',
            text: 'Videonadzor koristimo radi zaštite zaposlenika, posjetitelja i imovine te radi sprječavanja neovlaštenog pristupa skladištima lijekova i medicinskih proizvoda. Snimke ne koristimo za praćenje radne učinkovitosti zaposlenika.',
          },
          { type: 'h2', text: 'Područja pod nadzorom' },
          {
            type: 'p',
            text: 'Kamere pokrivaju ulaze u zgrade, vanjske površine, parkirališta, utovarne rampe i skladišne prostore. Prostorije za odmor, svlačionice i sanitarni čvorovi nisu pod nadzorom. Svaki nadzirani prostor označen je vidljivom obavijesnom oznakom.',
          },
          { type: 'h2', text: 'Pravna osnova i čuvanje snimki' },
          {
            type: 'p',
            text: 'Obrada se temelji na legitimnom interesu voditelja obrade u skladu s Općom uredbom o zaštiti podataka i nacionalnim propisima o njezinoj provedbi. Snimke čuvamo najdulje šest mjeseci, osim kada su potrebne kao dokaz u sudskom, upravnom ili drugom postupku.',
          },
          { type: 'h2', text: 'Pristup snimkama i vaša prava' },
          {
            type: 'p',
            text: 'Snimkama mogu pristupiti samo ovlaštene osobe, a svaki se pristup bilježi. Imate pravo zatražiti pristup snimkama na kojima se nalazite, ograničenje obrade ili brisanje te podnijeti prigovor nadzornom tijelu.',
          },
        ],
        en: [
          { type: 'h2', text: 'Data controller' },
          {
            type: 'p',
            text: 'The controller of personal data collected by video surveillance is {{company}}, {{address}}. You can reach our data protection officer at zastita.podataka@demomedika.example.',
          },
          { type: 'h2', text: 'Purpose of video surveillance' },
          {
            type: 'p',
            text: 'We use video surveillance to protect employees, visitors and property and to prevent unauthorised access to our medicines and medical device warehouses. Recordings are not used to monitor employee performance.',
          },
          { type: 'h2', text: 'Monitored areas' },
          {
            type: 'p',
            text: 'Cameras cover building entrances, outdoor areas, car parks, loading bays and storage areas. Break rooms, changing rooms and toilets are not monitored. Every monitored area is marked with a clearly visible sign.',
          },
          { type: 'h2', text: 'Legal basis and retention' },
          {
            type: 'p',
            text: 'Processing is based on the legitimate interest of the controller under the General Data Protection Regulation and the national rules implementing it. Recordings are kept for no longer than six months, unless they are needed as evidence in court, administrative or other proceedings.',
          },
          { type: 'h2', text: 'Access to recordings and your rights' },
          {
            type: 'p',
            text: 'Only authorised persons can access recordings, and every access is logged. You have the right to request access to recordings in which you appear, restriction of processing or erasure, and to lodge a complaint with the supervisory authority.',
          },
        ],
      },
    },
  ],
}

const cookiePolicy: SeedScreen = {
  screen: 'cookiePolicy',
  title: { hr: 'Pravila kolačića', en: 'Cookie policy' },
  lead: {
    hr: 'Objašnjavamo koje kolačiće koristimo na ovim stranicama, čemu služe i kako možete upravljati svojim izborom.',
    en: 'We explain which cookies this website uses, what they are for and how you can manage your choices.',
  },
  description: {
    hr: 'Pravila kolačića: koje kolačiće stranica postavlja, čemu služe, koliko dugo traju i kako dati ili povući privolu.',
    en: 'Cookie policy: which cookies the website sets, what they are for, how long they last and how to give or withdraw consent.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Što su kolačići' },
          {
            type: 'p',
            text: 'Kolačići su male tekstualne datoteke koje internetska stranica sprema na vaše računalo ili mobilni uređaj. Omogućuju stranici da zapamti vaše postavke, primjerice odabrani jezik, pa ih ne morate unositi pri svakom posjetu.',
          },
          { type: 'h2', text: 'Koje kolačiće koristimo' },
          {
            type: 'p',
            text: 'Ova stranica postavlja samo nužne kolačiće: one koji pamte odabrani jezik i vaš izbor u vezi s kolačićima te, isključivo zaposlenicima koji uređuju sadržaj, kolačić prijave. Naziv, svrha i trajanje svakog kolačića navedeni su u tablici u nastavku.',
          },
          {
            type: 'p',
            text: 'Analitičke alate i sadržaje trećih strana ne učitavamo dok ih izričito ne dopustite. Trenutačno ih ne koristimo; ako ih uvedemo, dodat ćemo ih u tablicu i zatražiti vaše dopuštenje.',
          },
          { type: 'h2', text: 'Trajanje kolačića' },
          {
            type: 'p',
            text: 'Sesijski kolačići brišu se kada zatvorite preglednik. Trajni kolačići ostaju na uređaju do isteka roka ili dok ih sami ne izbrišete. Vaš izbor u vezi s kolačićima pamtimo 12 mjeseci, a nakon toga vas ponovno pitamo.',
          },
          { type: 'h2', text: 'Upravljanje kolačićima' },
          {
            type: 'p',
            text: 'Privolu možete u svakom trenutku promijeniti ili povući jednako lako kao što ste je dali: odabirom „Postavke kolačića” u podnožju svake stranice ili gumbom ispod tablice. Kolačiće možete blokirati ili izbrisati i u postavkama preglednika, no tada neki dijelovi stranice možda neće raditi kako treba. Za pitanja nam pišite na zastita.podataka@demomedika.example.',
          },
        ],
        en: [
          { type: 'h2', text: 'What cookies are' },
          {
            type: 'p',
            text: 'Cookies are small text files that a website stores on your computer or mobile device. They let the site remember your settings, such as your chosen language, so you do not have to enter them on every visit.',
          },
          { type: 'h2', text: 'Cookies we use' },
          {
            type: 'p',
            text: 'This website only sets strictly necessary cookies: those that remember your language and your cookie choices and, only for staff who edit the content, a sign-in cookie. The name, purpose and lifetime of each cookie are listed in the table below.',
          },
          {
            type: 'p',
            text: 'We do not load analytics tools or third-party content until you explicitly allow them. We do not use any at present; if we introduce them, we will add them to the table and ask for your permission.',
          },
          { type: 'h2', text: 'How long cookies last' },
          {
            type: 'p',
            text: 'Session cookies are deleted when you close your browser. Persistent cookies remain on your device until they expire or you delete them. We remember your cookie choices for 12 months and then ask again.',
          },
          { type: 'h2', text: 'Managing cookies' },
          {
            type: 'p',
            text: 'You can change or withdraw your consent at any time, as easily as you gave it: through “Cookie settings” in the footer of every page or the button below the table. You can also block or delete cookies in your browser settings, although some parts of the website may then not work as intended. For questions, write to zastita.podataka@demomedika.example.',
          },
        ],
      },
    },
  ],
}

const privacyPolicy: SeedScreen = {
  screen: 'privacyPolicy',
  title: { hr: 'Pravila privatnosti', en: 'Privacy policy' },
  lead: {
    hr: 'Vaše osobne podatke obrađujemo zakonito, transparentno i samo u mjeri potrebnoj za svrhu zbog koje smo ih prikupili.',
    en: 'We process your personal data lawfully, transparently and only to the extent needed for the purpose for which it was collected.',
  },
  description: {
    hr: 'Pravila privatnosti tvrtke Demo Medika: koje podatke obrađujemo, u koje svrhe, koliko ih dugo čuvamo i koja su vaša prava.',
    en: 'Demo Medika privacy policy: what data we process, for what purposes, how long we keep it and what your rights are.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Voditelj obrade' },
          {
            type: 'p',
            text: 'Voditelj obrade je Demo Medika d.o.o., Industrijska ulica 14, Sveta Nedelja. Imenovali smo službenika za zaštitu podataka, kojemu se možete obratiti na adresi zastita.podataka@demomedika.example.',
          },
          { type: 'h2', text: 'Koje podatke obrađujemo' },
          {
            type: 'ul',
            items: [
              'podatke iz kontaktnog obrasca: ime i prezime, adresu e-pošte, odabranu službu i sadržaj poruke',
              'podatke iz prijave nuspojave: podatke o prijavitelju te podatke o pacijentu ili životinji, uključujući podatke o zdravlju',
              'podatke o kontakt osobama poslovnih partnera',
              'tehničke podatke o posjetu stranici i podatke prikupljene kolačićima',
            ],
          },
          { type: 'h2', text: 'Svrhe i pravne osnove' },
          {
            type: 'p',
            text: 'Upite iz kontaktnog obrasca obrađujemo kako bismo vam odgovorili, na temelju legitimnog interesa ili radi poduzimanja radnji prije sklapanja ugovora. Prijave nuspojava obrađujemo radi ispunjavanja zakonskih obveza iz propisa o farmakovigilanciji i veterinarskim lijekovima te radi zaštite javnog zdravlja. Analitičke kolačiće koristimo samo uz vašu privolu.',
          },
          { type: 'h2', text: 'Čuvanje i primatelji podataka' },
          {
            type: 'p',
            text: 'Podatke čuvamo onoliko dugo koliko je potrebno za svrhu obrade ili koliko propisuju zakoni, primjerice propisi o farmakovigilanciji. Prijave nuspojava prosljeđujemo nositelju odobrenja i nadležnim tijelima, a podatke smiju obrađivati i naši izvršitelji obrade, poput pružatelja informatičkih usluga, na temelju ugovora koji jamči njihovu zaštitu.',
          },
          { type: 'h2', text: 'Vaša prava' },
          {
            type: 'p',
            text: 'Imate pravo na pristup svojim podacima, ispravak, brisanje, ograničenje obrade, prenosivost i prigovor na obradu te pravo da u svakom trenutku povučete privolu. Ako smatrate da su vam prava povrijeđena, možete podnijeti pritužbu nadzornom tijelu, u Hrvatskoj Agenciji za zaštitu osobnih podataka.',
          },
        ],
        en: [
          { type: 'h2', text: 'Data controller' },
          {
            type: 'p',
            text: 'The data controller is {{company}}, {{address}}. We have appointed a data protection officer, whom you can contact at zastita.podataka@demomedika.example.',
          },
          { type: 'h2', text: 'What data we process' },
          {
            type: 'ul',
            items: [
              'contact form data: name and surname, email address, chosen department and your message',
              'adverse reaction report data: details of the reporter and of the patient or animal, including health data',
              'details of contact persons at our business partners',
              'technical data about your visit and data collected through cookies',
            ],
          },
          { type: 'h2', text: 'Purposes and legal bases' },
          {
            type: 'p',
            text: 'We process contact form enquiries in order to reply to you, based on our legitimate interest or to take steps before entering into a contract. Adverse reaction reports are processed to meet our legal obligations under pharmacovigilance and veterinary medicines legislation and to protect public health. Analytics cookies are only used with your consent.',
          },
          { type: 'h2', text: 'Retention and recipients' },
          {
            type: 'p',
            text: 'We keep data for as long as the purpose requires or the law prescribes, for example under pharmacovigilance rules. Adverse reaction reports are passed on to the marketing authorisation holder and the competent authorities, and our processors, such as IT service providers, may handle data under contracts that guarantee its protection.',
          },
          { type: 'h2', text: 'Your rights' },
          {
            type: 'p',
            text: 'You have the right to access, rectify and erase your data, to restrict processing, to data portability and to object, as well as the right to withdraw consent at any time. If you believe your rights have been infringed, you can lodge a complaint with the supervisory authority, {{supervisoryAuthority}}.',
          },
        ],
      },
    },
  ],
}

const reportingSideEffects: SeedScreen = {
  screen: 'reportingSideEffects',
  title: { hr: 'Prijavljivanje nuspojava', en: 'Reporting side effects' },
  lead: {
    hr: 'Svaka prijava sumnje na nuspojavu pomaže da lijekovi za ljude i životinje budu sigurniji.',
    en: 'Every report of a suspected side effect helps make medicines for people and animals safer.',
  },
  description: {
    hr: 'Prijavite sumnju na nuspojavu lijeka za ljude ili veterinarskog lijeka. Prijave zaprima odgovorna osoba za farmakovigilanciju.',
    en: 'Report a suspected side effect of a human or veterinary medicine. Reports are received by our pharmacovigilance officer.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Što je nuspojava' },
          {
            type: 'p',
            text: 'Nuspojava je štetna i nenamjerna reakcija na lijek. Može se javiti pri uobičajenoj primjeni, ali i pri pogrešnoj upotrebi, predoziranju ili izloženosti lijeku na radnom mjestu.',
          },
          { type: 'h2', text: 'Tko može prijaviti' },
          {
            type: 'p',
            text: 'Nuspojavu mogu prijaviti pacijenti i članovi njihovih obitelji, zdravstveni radnici, vlasnici životinja i veterinari. Prijavu možete poslati i kada niste sigurni da je reakciju uzrokovao lijek – dovoljna je sumnja.',
          },
          { type: 'h2', text: 'Kako prijaviti' },
          {
            type: 'p',
            text: 'Obrazac na ovoj stranici vodi vas kroz nekoliko koraka: podatke o prijavitelju, o pacijentu ili životinji, o lijeku i o samoj reakciji. Ako ne znate neki podatak, polje možete preskočiti.',
          },
          {
            type: 'p',
            text: 'Prijavu zaprima odgovorna osoba za farmakovigilanciju Demo Medike, koja je u zakonskim rokovima prosljeđuje nositelju odobrenja i nadležnom tijelu, u skladu s propisima o farmakovigilanciji i o veterinarskim lijekovima. Podatke obrađujemo povjerljivo, kako je opisano u pravilima privatnosti.',
          },
          {
            type: 'p',
            text: 'Prijava nuspojave ne zamjenjuje liječnički pregled. Ako su simptomi ozbiljni, odmah se obratite liječniku, veterinaru ili hitnoj službi.',
          },
        ],
        en: [
          { type: 'h2', text: 'What a side effect is' },
          {
            type: 'p',
            text: 'A side effect, or adverse reaction, is a harmful and unintended response to a medicine. It can occur with normal use, but also with misuse, overdose or exposure to a medicine at work.',
          },
          { type: 'h2', text: 'Who can report' },
          {
            type: 'p',
            text: 'Patients and their relatives, healthcare professionals, animal owners and veterinarians can all report a side effect. You can report even if you are not sure the medicine caused the reaction – a suspicion is enough.',
          },
          { type: 'h2', text: 'How to report' },
          {
            type: 'p',
            text: 'The form on this page takes you through a few steps: details of the reporter, the patient or animal, the medicine and the reaction itself. If you do not know something, you can leave the field blank.',
          },
          {
            type: 'p',
            text: 'Reports go to the Demo Medika pharmacovigilance officer, who forwards them to the marketing authorisation holder and the competent authority within the legal deadlines, in line with pharmacovigilance and veterinary medicines legislation. Your data is handled confidentially, as described in our privacy policy.',
          },
          {
            type: 'p',
            text: 'Reporting a side effect does not replace medical care. If symptoms are serious, contact a doctor, a veterinarian or the emergency services straight away.',
          },
        ],
      },
    },
  ],
}

const termsOfUse: SeedScreen = {
  screen: 'termsOfUse',
  title: { hr: 'Uvjeti korištenja', en: 'Terms of use' },
  lead: {
    hr: 'Korištenjem ovih internetskih stranica prihvaćate uvjete navedene u nastavku.',
    en: 'By using this website you accept the terms set out below.',
  },
  description: {
    hr: 'Uvjeti korištenja internetskih stranica tvrtke Demo Medika: namjena sadržaja, autorska prava, odgovornost i mjerodavno pravo.',
    en: 'Terms of use of the Demo Medika website: purpose of the content, copyright, liability and governing law.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Namjena sadržaja' },
          {
            type: 'p',
            text: 'Sadržaj ovih stranica ima isključivo informativnu svrhu i ne zamjenjuje savjet liječnika, ljekarnika ili veterinara. Pojedini dijelovi namijenjeni su zdravstvenim radnicima i tako su označeni.',
          },
          { type: 'h2', text: 'Autorska prava' },
          {
            type: 'p',
            text: 'Tekstovi, fotografije, logotipi i ostali materijali na stranicama vlasništvo su tvrtke Demo Medika ili njezinih partnera. Smijete ih pregledavati i ispisivati za osobnu upotrebu, a svako drugo korištenje zahtijeva naše pisano odobrenje.',
          },
          { type: 'h2', text: 'Ograničenje odgovornosti' },
          {
            type: 'p',
            text: 'Trudimo se da informacije budu točne i ažurne, ali ne jamčimo njihovu potpunost. Ne odgovaramo za štetu nastalu korištenjem stranica ili nemogućnošću pristupa, niti za sadržaj vanjskih stranica na koje vode poveznice.',
          },
          { type: 'h2', text: 'Izmjene i mjerodavno pravo' },
          {
            type: 'p',
            text: 'Uvjete korištenja možemo povremeno izmijeniti, a nova verzija vrijedi od dana objave na ovoj stranici. Na uvjete se primjenjuje pravo Republike Hrvatske, a za sporove je nadležan stvarno nadležni sud u Zagrebu.',
          },
        ],
        en: [
          { type: 'h2', text: 'Purpose of the content' },
          {
            type: 'p',
            text: 'The content of this website is for information only and does not replace the advice of a doctor, pharmacist or veterinarian. Some sections are intended for healthcare professionals and are marked as such.',
          },
          { type: 'h2', text: 'Copyright' },
          {
            type: 'p',
            text: 'Texts, photographs, logos and other materials on the website belong to Demo Medika or its partners. You may view and print them for personal use; any other use requires our written permission.',
          },
          { type: 'h2', text: 'Limitation of liability' },
          {
            type: 'p',
            text: 'We do our best to keep the information accurate and up to date, but we cannot guarantee that it is complete. We are not liable for damage resulting from the use of the website or the inability to access it, nor for the content of external sites we link to.',
          },
          { type: 'h2', text: 'Changes and governing law' },
          {
            type: 'p',
            text: 'We may amend these terms from time to time; the new version applies from the day it is published on this page. The terms are governed by {{governingLaw}}, and {{court}} has jurisdiction over disputes.',
          },
        ],
      },
    },
  ],
}

export const screens: SeedScreen[] = [
  home,
  file,
  careers,
  news,
  about,
  companyInformation,
  videoSurveillance,
  cookiePolicy,
  privacyPolicy,
  reportingSideEffects,
  termsOfUse,
]
