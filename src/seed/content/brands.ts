import type { SeedPage } from './types'

const croOnly: SeedPage['markets'] = { hr: ['cro'], en: ['cro'] }

const nucleus: SeedPage = {
  slug: { hr: 'nucleus', en: 'nucleus' },
  sl: { slug: 'nucleus', title: 'Nucleus' },
  title: { hr: 'Nucleus', en: 'Nucleus' },
  lead: {
    hr: 'Nucleus je sustav kohlearnog implantata tvrtke Cochlear koji čine ugrađeni implantat i vanjski procesor zvuka.',
    en: 'Nucleus is the Cochlear cochlear implant system, made up of an implanted device and an external sound processor.',
  },
  description: {
    hr: 'Sustav kohlearnog implantata Nucleus: dijelovi sustava, pribor, rezervni dijelovi i podrška korisnicima u Hrvatskoj.',
    en: 'The Nucleus cochlear implant system: system components, accessories, spare parts and user support in Croatia.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Kako je sustav građen' },
          {
            type: 'p',
            text: 'Sustav Nucleus sastoji se od dva dijela. Implantat se kirurški postavlja ispod kože iza uha, a vanjski procesor zvuka prima zvukove iz okoline, obrađuje ih i bežično prenosi implantatu.',
          },
          {
            type: 'p',
            text: 'Je li kohlearni implantat prikladno rješenje, procjenjuje specijalistički tim klinike za otorinolaringologiju. Oni vode i postupak ugradnje, podešavanje procesora i rehabilitaciju.',
          },
          { type: 'h2', text: 'Podrška korisnicima' },
          {
            type: 'p',
            text: 'Korisnicima i klinikama osiguravamo originalni pribor, baterije i rezervne dijelove za procesore zvuka, posredujemo pri jamstvenim zamjenama i odgovaramo na pitanja o svakodnevnoj upotrebi sustava.',
          },
        ],
        en: [
          { type: 'h2', text: 'How the system is built' },
          {
            type: 'p',
            text: 'The Nucleus system has two parts. The implant is placed surgically under the skin behind the ear, while the external sound processor picks up sounds, processes them and transmits them wirelessly to the implant.',
          },
          {
            type: 'p',
            text: 'Whether a cochlear implant is the right solution is assessed by the specialist team of an ENT clinic, which also manages the surgery, processor fitting and rehabilitation.',
          },
          { type: 'h2', text: 'User support' },
          {
            type: 'p',
            text: 'We supply users and clinics with original accessories, batteries and spare parts for sound processors, arrange warranty replacements and answer questions about using the system day to day.',
          },
        ],
      },
    },
  ],
}

const wellBeingSurvey: SeedPage = {
  slug: { hr: 'dobrobit-i-kohlearni-implantat', en: 'well-being-survey' },
  sl: { slug: 'dobro-pocutje-in-polzevi-vsadek', title: 'Dobro počutje in polžev vsadek' },
  title: { hr: 'Dobrobit i kohlearni implantat', en: 'Well-being survey' },
  lead: {
    hr: 'Pozivamo korisnike kohlearnih implantata i njihove obitelji da podijele iskustva o tome kako implantat utječe na njihov svakodnevni život.',
    en: 'We invite cochlear implant users and their families to share how the implant affects their everyday life.',
  },
  description: {
    hr: 'Dobrovoljni i anonimni upitnik o dobrobiti korisnika kohlearnih implantata i njihovih obitelji.',
    en: 'A voluntary, anonymous questionnaire on the well-being of cochlear implant users and their families.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O upitniku' },
          {
            type: 'p',
            text: 'Upitnik sadrži kratka pitanja o komunikaciji u obitelji, školi i na poslu, o druženju te o tome koliko se sigurno osjećate u različitim zvučnim okruženjima. Ispunjavanje traje desetak minuta.',
          },
          {
            type: 'p',
            text: 'Sudjelovanje je dobrovoljno i anonimno. Odgovore obrađujemo samo skupno, a sažete rezultate dijelimo s klinikama i udrugama kako bismo zajedno unaprijedili podršku korisnicima.',
          },
          {
            type: 'p',
            text: 'Ako želite sudjelovati, javite nam se putem kontaktnog obrasca. Upitnik nije medicinska procjena – za pitanja o sluhu i radu implantata obratite se svojoj klinici.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the questionnaire' },
          {
            type: 'p',
            text: 'The questionnaire asks short questions about communication at home, at school and at work, about social life and about how confident you feel in different listening situations. It takes about ten minutes.',
          },
          {
            type: 'p',
            text: 'Taking part is voluntary and anonymous. Answers are only analysed in aggregate, and we share the summary with clinics and associations so that together we can improve support for users.',
          },
          {
            type: 'p',
            text: 'If you would like to take part, get in touch through the contact form. The questionnaire is not a medical assessment; for questions about your hearing or implant, please contact your clinic.',
          },
        ],
      },
    },
  ],
}

export const cochlearBrand: SeedPage = {
  slug: { hr: 'cochlear-ltd', en: 'cochlear-ltd' },
  sl: { slug: 'cochlear-ltd', title: 'Cochlear Ltd.' },
  title: { hr: 'Cochlear Ltd.', en: 'Cochlear Ltd.' },
  lead: {
    hr: 'Cochlear je australska tvrtka specijalizirana za implantabilna slušna rješenja, a Demo Medika distribuira njezine sustave i pribor.',
    en: 'Cochlear is an Australian company specialising in implantable hearing solutions; Demo Medika distributes its systems and accessories.',
  },
  description: {
    hr: 'Cochlear slušni implantati: distribucija sustava, pribora i rezervnih dijelova te podrška klinikama i korisnicima.',
    en: 'Cochlear hearing implants: distribution of systems, accessories and spare parts, with support for clinics and users.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Slušni implantati' },
          {
            type: 'p',
            text: 'Cochlear razvija kohlearne implantate i sustave za slušanje putem koštane vodljivosti. Njegova rješenja namijenjena su djeci i odraslima s oštećenjem sluha kojima slušna pomagala ne pomažu dovoljno.',
          },
          {
            type: 'p',
            text: 'Surađujemo s klinikama za otorinolaringologiju koje provode ugradnju: isporučujemo implantate i procesore zvuka, organiziramo stručne edukacije i osiguravamo tehničku podršku.',
          },
          {
            type: 'p',
            text: 'Korisnicima je na raspolaganju naš tim za pribor, baterije i rezervne dijelove, kao i pomoć pri servisu i jamstvenim zamjenama procesora zvuka.',
          },
        ],
        en: [
          { type: 'h2', text: 'Hearing implants' },
          {
            type: 'p',
            text: 'Cochlear develops cochlear implants and bone conduction hearing systems. Its solutions are intended for children and adults with hearing loss who do not benefit enough from hearing aids.',
          },
          {
            type: 'p',
            text: 'We work with the ENT clinics that perform implantation: we supply implants and sound processors, organise professional training and provide technical support.',
          },
          {
            type: 'p',
            text: 'Users can turn to our team for accessories, batteries and spare parts, and for help with servicing and warranty replacement of sound processors.',
          },
        ],
      },
    },
    { blockType: 'childPages', heading: { hr: 'Više o Cochlearu', en: 'More about Cochlear' } },
  ],
  children: [nucleus, wellBeingSurvey],
}

const actinica: SeedPage = {
  slug: { hr: 'actinica', en: 'actinica' },
  title: { hr: 'Actinica', en: 'Actinica' },
  lead: {
    hr: 'Actinica je losion s vrlo visokom zaštitom od UVA i UVB zračenja, namijenjen koži koja je posebno osjetljiva na sunce.',
    en: 'Actinica is a lotion with very high UVA and UVB protection, intended for skin that is particularly sensitive to the sun.',
  },
  description: {
    hr: 'Actinica – losion s vrlo visokom zaštitom od UV zračenja za kožu posebno osjetljivu na sunce.',
    en: 'Actinica – a lotion with very high UV protection for skin that is particularly sensitive to the sun.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Zaštita za svaki dan' },
          {
            type: 'p',
            text: 'Losion Actinica razvijen je za osobe kojima liječnik preporuči dosljednu zaštitu od sunca, kao i za one koji zbog posla ili načina života mnogo vremena provode na otvorenom.',
          },
          {
            type: 'p',
            text: 'Lagane je teksture, brzo se upija i može se nanositi svakodnevno na lice i tijelo. Prije upotrebe pročitajte uputu, a za savjet o primjeni obratite se liječniku ili ljekarniku.',
          },
        ],
        en: [
          { type: 'h2', text: 'Protection for every day' },
          {
            type: 'p',
            text: 'Actinica lotion was developed for people whose doctor recommends consistent sun protection, and for those who spend a lot of time outdoors because of their work or lifestyle.',
          },
          {
            type: 'p',
            text: 'It has a light texture, absorbs quickly and can be applied daily to the face and body. Read the instructions before use and ask your doctor or pharmacist for advice.',
          },
        ],
      },
    },
  ],
}

const cetaphil: SeedPage = {
  slug: { hr: 'cetaphil', en: 'cetaphil' },
  title: { hr: 'Cetaphil', en: 'Cetaphil' },
  lead: {
    hr: 'Cetaphil nudi nježne proizvode za čišćenje i hidrataciju osjetljive i suhe kože lica i tijela.',
    en: 'Cetaphil offers gentle cleansers and moisturisers for sensitive and dry skin on the face and body.',
  },
  description: {
    hr: 'Cetaphil – nježno čišćenje i hidratacija osjetljive i suhe kože lica i tijela za cijelu obitelj.',
    en: 'Cetaphil – gentle cleansing and moisturising for sensitive and dry skin on the face and body, for the whole family.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Njega osjetljive kože' },
          {
            type: 'p',
            text: 'Linija Cetaphil obuhvaća emulzije i gelove za čišćenje, kreme i losione za hidrataciju te proizvode za njegu dječje kože. Formulacije su blage i prikladne za svakodnevnu upotrebu.',
          },
          {
            type: 'p',
            text: 'Proizvodi su dostupni u ljekarnama, a ljekarnicima i dermatolozima osiguravamo stručne materijale i edukacije o liniji.',
          },
        ],
        en: [
          { type: 'h2', text: 'Care for sensitive skin' },
          {
            type: 'p',
            text: 'The Cetaphil range includes cleansing lotions and gels, moisturising creams and lotions, and products for baby skin. The formulas are mild and suitable for daily use.',
          },
          {
            type: 'p',
            text: 'The products are available in pharmacies, and we provide pharmacists and dermatologists with professional materials and training on the range.',
          },
        ],
      },
    },
  ],
}

const daylong: SeedPage = {
  slug: { hr: 'daylong', en: 'daylong' },
  title: { hr: 'Daylong', en: 'Daylong' },
  lead: {
    hr: 'Daylong je linija proizvoda za zaštitu od sunca za odrasle, djecu i aktivne osobe.',
    en: 'Daylong is a range of sun protection products for adults, children and active people.',
  },
  description: {
    hr: 'Daylong zaštita od sunca za odrasle, djecu i sport, uz savjete za nanošenje i kombiniranje sa sredstvom protiv komaraca.',
    en: 'Daylong sun protection for adults, children and sport, with tips on application and combining it with mosquito repellent.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Zaštita od sunca' },
          {
            type: 'p',
            text: 'Linija Daylong obuhvaća losione, gelove i spreje s različitim zaštitnim faktorima, proizvode za dječju kožu te otporne formulacije za sport i boravak uz vodu.',
          },
          { type: 'h2', text: 'Savjeti za primjenu' },
          {
            type: 'p',
            text: 'Proizvod nanesite ravnomjerno na svu izloženu kožu. Drugi nanos preporučujemo unutar 10 do 15 minuta od prvoga, kako bi zaštitni sloj bio cjelovit i na mjestima koja se lako preskoče.',
          },
          {
            type: 'p',
            text: 'Ako uz zaštitu od sunca koristite i sredstvo protiv komaraca, nakon kreme za sunčanje pričekajte oko 15 minuta prije nanošenja repelenta. Uvijek slijedite upute na pakiranju.',
          },
        ],
        en: [
          { type: 'h2', text: 'Sun protection' },
          {
            type: 'p',
            text: 'The Daylong range includes lotions, gels and sprays with different protection factors, products for children and water-resistant formulas for sport and time by the water.',
          },
          { type: 'h2', text: 'How to apply' },
          {
            type: 'p',
            text: 'Apply the product evenly to all exposed skin. We recommend a second application within 10 to 15 minutes of the first, so the protective layer also covers the spots that are easily missed.',
          },
          {
            type: 'p',
            text: 'If you also use a mosquito repellent, wait about 15 minutes after applying sun lotion before putting on the repellent. Always follow the instructions on the pack.',
          },
        ],
      },
    },
  ],
}

const excipial: SeedPage = {
  slug: { hr: 'excipial', en: 'excipial' },
  title: { hr: 'Excipial', en: 'Excipial' },
  lead: {
    hr: 'Excipial je linija krema i losiona za svakodnevnu njegu suhe i vrlo suhe kože.',
    en: 'Excipial is a range of creams and lotions for the daily care of dry and very dry skin.',
  },
  description: {
    hr: 'Excipial – kreme i losioni za svakodnevnu njegu suhe i vrlo suhe kože, s različitim omjerom masti i vlage.',
    en: 'Excipial – creams and lotions for the daily care of dry and very dry skin, with different balances of lipids and moisture.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Njega suhe kože' },
          {
            type: 'p',
            text: 'Proizvodi Excipial razlikuju se po udjelu masnoće i hidratantnih sastojaka, pa se njega može prilagoditi stanju kože i godišnjem dobu – od laganih losiona do bogatijih krema.',
          },
          {
            type: 'p',
            text: 'Pojedini proizvodi sadrže ureu, sastojak koji pomaže zadržati vlagu u koži. Za odabir odgovarajućeg proizvoda posavjetujte se s ljekarnikom ili dermatologom.',
          },
        ],
        en: [
          { type: 'h2', text: 'Care for dry skin' },
          {
            type: 'p',
            text: 'Excipial products differ in their lipid and moisturising content, so care can be matched to the skin condition and the season – from light lotions to richer creams.',
          },
          {
            type: 'p',
            text: 'Some products contain urea, an ingredient that helps the skin retain moisture. Ask a pharmacist or dermatologist which product suits you best.',
          },
        ],
      },
    },
  ],
}

const galderma: SeedPage = {
  slug: { hr: 'galderma', en: 'galderma' },
  title: { hr: 'Galderma', en: 'Galderma' },
  lead: {
    hr: 'Galderma je međunarodna tvrtka posvećena dermatologiji, a u Hrvatskoj zastupamo njezine marke za njegu i zaštitu kože.',
    en: 'Galderma is an international company dedicated to dermatology; in Croatia we represent its skincare and sun protection brands.',
  },
  description: {
    hr: 'Galderma u Hrvatskoj: marke Actinica, Cetaphil, Daylong i Excipial za njegu i zaštitu kože, dostupne u ljekarnama.',
    en: 'Galderma in Croatia: Actinica, Cetaphil, Daylong and Excipial skincare and sun protection brands, available in pharmacies.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Dermatologija' },
          {
            type: 'p',
            text: 'Galderma razvija proizvode za njegu kože, dermatološke terapije i estetska rješenja. Njezine marke prisutne su u ljekarnama i dermatološkim ordinacijama u cijelom svijetu.',
          },
          {
            type: 'p',
            text: 'Za hrvatsko tržište brinemo se o marketingu i distribuciji marki Actinica, Cetaphil, Daylong i Excipial. Naši stručni suradnici redovito posjećuju ljekarne i liječnike te organiziraju edukacije o njezi kože.',
          },
        ],
        en: [
          { type: 'h2', text: 'Dermatology' },
          {
            type: 'p',
            text: 'Galderma develops skincare products, dermatological treatments and aesthetic solutions. Its brands are found in pharmacies and dermatology practices around the world.',
          },
          {
            type: 'p',
            text: 'For the Croatian market we handle marketing and distribution of the Actinica, Cetaphil, Daylong and Excipial brands. Our medical representatives regularly visit pharmacies and doctors and run training on skincare.',
          },
        ],
      },
    },
    { blockType: 'childPages', heading: { hr: 'Marke', en: 'Brands' } },
  ],
  children: [actinica, cetaphil, daylong, excipial],
}

const neostrata: SeedPage = {
  slug: { hr: 'neostrata-company-inc', en: 'neostrata-company-inc' },
  title: { hr: 'NeoStrata Company Inc.', en: 'NeoStrata Company Inc.' },
  lead: {
    hr: 'NeoStrata je američka dermokozmetička marka čiji se proizvodi temelje na istraživanju hidroksikiselina.',
    en: 'NeoStrata is an American dermocosmetic brand whose products build on research into hydroxy acids.',
  },
  description: {
    hr: 'NeoStrata dermokozmetika s hidroksikiselinama za čišćenje, njegu i zaštitu kože lica i tijela.',
    en: 'NeoStrata dermocosmetics with hydroxy acids for cleansing, caring for and protecting the skin of the face and body.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O marki' },
          {
            type: 'p',
            text: 'NeoStrata nudi proizvode za čišćenje, piling, njegu i zaštitu kože lica i tijela. Mnogi od njih sadrže alfa-hidroksikiseline ili polihidroksikiseline, sastojke poznate u dermatološkoj njezi kože.',
          },
          {
            type: 'p',
            text: 'Linija je namijenjena prodaji u ljekarnama i dermatološkim ordinacijama, uz stručni savjet o odabiru i postupnom uvođenju proizvoda u dnevnu rutinu.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the brand' },
          {
            type: 'p',
            text: 'NeoStrata offers products for cleansing, exfoliating, caring for and protecting the skin of the face and body. Many contain alpha-hydroxy or polyhydroxy acids, ingredients well known in dermatological skincare.',
          },
          {
            type: 'p',
            text: 'The range is sold through pharmacies and dermatology practices, with professional advice on choosing products and introducing them gradually into a daily routine.',
          },
        ],
      },
    },
  ],
}

const rowachol: SeedPage = {
  slug: { hr: 'rowachol', en: 'rowachol' },
  title: { hr: 'Rowachol', en: 'Rowachol' },
  lead: {
    hr: 'Rowachol je pripravak u obliku kapsula na bazi kombinacije biljnih terpena.',
    en: 'Rowachol is a capsule preparation based on a combination of plant terpenes.',
  },
  description: {
    hr: 'Rowachol – kapsule s kombinacijom biljnih terpena tvrtke Rowa. Prije primjene pročitajte uputu o lijeku.',
    en: 'Rowachol – capsules with a combination of plant terpenes from Rowa. Read the package leaflet before use.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O pripravku' },
          {
            type: 'p',
            text: 'Rowachol sadrži mješavinu terpena biljnog podrijetla u mekim kapsulama, a primjenjuje se u području žučnih putova.',
          },
          {
            type: 'p',
            text: 'Indikacije, doziranje i mjere opreza navedeni su u uputi o lijeku. Prije primjene pažljivo je pročitajte te se posavjetujte s liječnikom ili ljekarnikom.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the product' },
          {
            type: 'p',
            text: 'Rowachol contains a blend of plant-derived terpenes in soft capsules and is used in the area of the biliary tract.',
          },
          {
            type: 'p',
            text: 'Indications, dosage and precautions are set out in the package leaflet. Read it carefully before use and consult your doctor or pharmacist.',
          },
        ],
      },
    },
  ],
}

const rowatinex: SeedPage = {
  slug: { hr: 'rowatinex', en: 'rowatinex' },
  title: { hr: 'Rowatinex', en: 'Rowatinex' },
  lead: {
    hr: 'Rowatinex je pripravak u obliku kapsula na bazi biljnih terpena, namijenjen području mokraćnog sustava.',
    en: 'Rowatinex is a capsule preparation based on plant terpenes, used in the area of the urinary tract.',
  },
  description: {
    hr: 'Rowatinex – kapsule s biljnim terpenima tvrtke Rowa za područje mokraćnog sustava. Prije primjene pročitajte uputu.',
    en: 'Rowatinex – capsules with plant terpenes from Rowa for the urinary tract area. Read the package leaflet before use.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O pripravku' },
          {
            type: 'p',
            text: 'Rowatinex sadrži kombinaciju terpena biljnog podrijetla, a primjenjuje se u području mokraćnog sustava.',
          },
          {
            type: 'p',
            text: 'Prije primjene pročitajte uputu o lijeku, u kojoj su navedeni indikacije, doziranje i mjere opreza, te se posavjetujte s liječnikom ili ljekarnikom.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the product' },
          {
            type: 'p',
            text: 'Rowatinex contains a combination of plant-derived terpenes and is used in the area of the urinary tract.',
          },
          {
            type: 'p',
            text: 'Before use, read the package leaflet, which sets out the indications, dosage and precautions, and consult your doctor or pharmacist.',
          },
        ],
      },
    },
  ],
}

const rowa: SeedPage = {
  slug: { hr: 'rowa', en: 'rowa' },
  title: { hr: 'Rowa', en: 'Rowa' },
  lead: {
    hr: 'Rowa je irska farmaceutska tvrtka koja razvija pripravke na bazi biljnih terpena.',
    en: 'Rowa is an Irish pharmaceutical company that develops preparations based on plant terpenes.',
  },
  description: {
    hr: 'Rowa – irska farmaceutska tvrtka i njezini pripravci Rowachol i Rowatinex na bazi biljnih terpena.',
    en: 'Rowa – an Irish pharmaceutical company and its plant terpene preparations Rowachol and Rowatinex.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O tvrtki' },
          {
            type: 'p',
            text: 'Rowa se desetljećima bavi razvojem i proizvodnjom pripravaka koji kombiniraju terpene biljnog podrijetla. Njezini su proizvodi prisutni na brojnim europskim tržištima.',
          },
          {
            type: 'p',
            text: 'U Hrvatskoj zastupamo pripravke Rowachol i Rowatinex: brinemo se o njihovoj dostupnosti u ljekarnama i o stručnim informacijama za zdravstvene radnike.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the company' },
          {
            type: 'p',
            text: 'For decades Rowa has developed and manufactured preparations that combine plant-derived terpenes. Its products are available in many European markets.',
          },
          {
            type: 'p',
            text: 'In Croatia we represent Rowachol and Rowatinex, making sure they are available in pharmacies and that healthcare professionals have the product information they need.',
          },
        ],
      },
    },
    { blockType: 'childPages', heading: { hr: 'Pripravci', en: 'Products' } },
  ],
  children: [rowachol, rowatinex],
}

const embryolisse: SeedPage = {
  slug: { hr: 'embryolisse', en: 'embryolisse' },
  title: { hr: 'Embryolisse', en: 'Embryolisse' },
  lead: {
    hr: 'Embryolisse je francuska dermokozmetička marka duge tradicije, poznata po hidratantnim kremama i proizvodima za čišćenje lica.',
    en: 'Embryolisse is a long-established French dermocosmetic brand, known for its moisturisers and facial cleansers.',
  },
  description: {
    hr: 'Embryolisse – francuska dermokozmetika: hidratantne kreme, proizvodi za čišćenje i skidanje šminke.',
    en: 'Embryolisse – French dermocosmetics: moisturisers, cleansers and make-up removers.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O marki' },
          {
            type: 'p',
            text: 'Najpoznatiji proizvod marke je hidratantna krema Lait-Crème Concentré, koju uz svakodnevne korisnike rado koriste i profesionalni šminkeri kao podlogu za šminku.',
          },
          {
            type: 'p',
            text: 'Ponudu dopunjuju proizvodi za čišćenje i skidanje šminke, njega područja oko očiju te kreme za suhu i osjetljivu kožu.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the brand' },
          {
            type: 'p',
            text: 'The best-known product is the Lait-Crème Concentré moisturiser, used both by everyday customers and by professional make-up artists as a make-up base.',
          },
          {
            type: 'p',
            text: 'The range is completed by cleansers and make-up removers, eye-area care and creams for dry and sensitive skin.',
          },
        ],
      },
    },
  ],
}

const carmolDrops: SeedPage = {
  slug: { hr: 'carmol-kapi', en: 'carmol-kapi' },
  title: { hr: 'Carmol kapi', en: 'Carmol drops' },
  lead: {
    hr: 'Carmol kapi biljni su pripravak s mješavinom eteričnih ulja, proizveden prema recepturi duge tradicije.',
    en: 'Carmol drops are a herbal preparation with a blend of essential oils, made to a long-standing recipe.',
  },
  description: {
    hr: 'Carmol kapi – biljni pripravak s mješavinom eteričnih ulja tvrtke Schmidgall. Prije upotrebe pročitajte uputu.',
    en: 'Carmol drops – a herbal preparation with a blend of essential oils from Schmidgall. Read the instructions before use.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O pripravku' },
          {
            type: 'p',
            text: 'Carmol kapi sadrže eterična ulja više ljekovitih biljaka otopljena u alkoholnoj bazi. Pripravak se u mnogim obiteljima čuva u kućnoj ljekarni.',
          },
          {
            type: 'p',
            text: 'Način primjene i mjere opreza navedeni su u uputi priloženoj pakiranju. Zbog udjela alkohola pripravak nije prikladan za svakoga, pa se u nedoumici posavjetujte s ljekarnikom.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the product' },
          {
            type: 'p',
            text: 'Carmol drops contain essential oils from several medicinal plants dissolved in an alcohol base. Many families keep the preparation in their home medicine cabinet.',
          },
          {
            type: 'p',
            text: 'Directions for use and precautions are given in the leaflet inside the pack. Because of its alcohol content the preparation is not suitable for everyone, so ask a pharmacist if in doubt.',
          },
        ],
      },
    },
  ],
}

const carmolPastilles: SeedPage = {
  slug: { hr: 'carmol-pastille', en: 'carmol-pastille' },
  title: { hr: 'Carmol pastile', en: 'Carmol pastilles' },
  lead: {
    hr: 'Carmol pastile sadrže biljne ekstrakte i eterična ulja koja osvježavaju usnu šupljinu i grlo.',
    en: 'Carmol pastilles contain herbal extracts and essential oils that freshen the mouth and throat.',
  },
  description: {
    hr: 'Carmol pastile s biljnim ekstraktima i eteričnim uljima za osvježenje usne šupljine i grla.',
    en: 'Carmol pastilles with herbal extracts and essential oils to freshen the mouth and throat.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O proizvodu' },
          {
            type: 'p',
            text: 'Pastile Carmol nastale su na temelju iste biljne tradicije kao i Carmol kapi. Praktične su za nošenje u torbi i za upotrebu tijekom dana.',
          },
          {
            type: 'p',
            text: 'Pastile polako otapajte u ustima. Preporučenu dnevnu količinu i upozorenja pronaći ćete na pakiranju.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the product' },
          {
            type: 'p',
            text: 'Carmol pastilles draw on the same herbal tradition as Carmol drops. They are easy to carry in a bag and to use during the day.',
          },
          {
            type: 'p',
            text: 'Let the pastilles dissolve slowly in the mouth. The recommended daily amount and warnings are printed on the pack.',
          },
        ],
      },
    },
  ],
}

const schmidgall: SeedPage = {
  slug: { hr: 'schmidgall', en: 'schmidgall' },
  title: { hr: 'Schmidgall', en: 'Schmidgall' },
  lead: {
    hr: 'Schmidgall je austrijska tvrtka koja proizvodi biljne pripravke marke Carmol.',
    en: 'Schmidgall is an Austrian company that makes the Carmol herbal preparations.',
  },
  description: {
    hr: 'Schmidgall – austrijski proizvođač biljnih pripravaka Carmol: Carmol kapi i Carmol pastile.',
    en: 'Schmidgall – Austrian maker of the Carmol herbal preparations: Carmol drops and Carmol pastilles.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O tvrtki' },
          {
            type: 'p',
            text: 'Schmidgall je tvrtka iz Beča koja se godinama bavi proizvodnjom pripravaka na bazi eteričnih ulja i biljnih ekstrakata.',
          },
          {
            type: 'p',
            text: 'U Hrvatskoj zastupamo liniju Carmol i brinemo se da su Carmol kapi i Carmol pastile dostupni u ljekarnama i specijaliziranim prodavaonicama.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the company' },
          {
            type: 'p',
            text: 'Schmidgall is a Vienna-based company with long experience in making preparations based on essential oils and herbal extracts.',
          },
          {
            type: 'p',
            text: 'In Croatia we represent the Carmol line and make sure that Carmol drops and Carmol pastilles are available in pharmacies and specialist shops.',
          },
        ],
      },
    },
    { blockType: 'childPages', heading: { hr: 'Proizvodi Carmol', en: 'Carmol products' } },
  ],
  children: [carmolDrops, carmolPastilles],
}

const talika: SeedPage = {
  slug: { hr: 'talika', en: 'talika' },
  title: { hr: 'Talika', en: 'Talika' },
  lead: {
    hr: 'Talika je francuska kozmetička marka specijalizirana za njegu trepavica, obrva i područja oko očiju.',
    en: 'Talika is a French cosmetics brand specialising in care for eyelashes, eyebrows and the eye area.',
  },
  description: {
    hr: 'Talika – francuska kozmetika za njegu trepavica, obrva i područja oko očiju.',
    en: 'Talika – French cosmetics for the care of eyelashes, eyebrows and the eye area.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O marki' },
          {
            type: 'p',
            text: 'Talika razvija gelove i serume za njegu trepavica i obrva te proizvode za njegu osjetljive kože oko očiju.',
          },
          {
            type: 'p',
            text: 'Proizvodi se prodaju u ljekarnama, gdje kupci uz savjet mogu odabrati njegu koja odgovara njihovim potrebama.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the brand' },
          {
            type: 'p',
            text: 'Talika develops gels and serums for eyelash and eyebrow care, along with products for the delicate skin around the eyes.',
          },
          {
            type: 'p',
            text: 'The products are sold in pharmacies, where customers can get advice on choosing the care that suits them.',
          },
        ],
      },
    },
  ],
}

const formen: SeedPage = {
  slug: { hr: 'formen', en: 'formen' },
  title: { hr: 'Formen', en: 'Formen' },
  lead: {
    hr: 'Formen je linija dodataka prehrani namijenjena muškarcima koji planiraju obitelj.',
    en: 'Formen is a range of food supplements for men who are planning a family.',
  },
  description: {
    hr: 'Formen – dodaci prehrani za muškarce s cinkom i selenom, dostupni u ljekarnama.',
    en: 'Formen – food supplements for men with zinc and selenium, available in pharmacies.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O marki' },
          {
            type: 'p',
            text: 'Formulacije Formen sadrže cink, koji pridonosi održavanju normalne razine testosterona u krvi, i selen, koji pridonosi normalnoj spermatogenezi.',
          },
          {
            type: 'p',
            text: 'Dodaci prehrani nisu zamjena za uravnoteženu prehranu i zdrav način života. Proizvodi su dostupni u ljekarnama, gdje ljekarnik može savjetovati o primjeni.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the brand' },
          {
            type: 'p',
            text: 'Formen formulas contain zinc, which contributes to the maintenance of normal testosterone levels in the blood, and selenium, which contributes to normal spermatogenesis.',
          },
          {
            type: 'p',
            text: 'Food supplements are not a substitute for a varied diet and a healthy lifestyle. The products are available in pharmacies, where a pharmacist can advise on their use.',
          },
        ],
      },
    },
  ],
}

const imusan: SeedPage = {
  slug: { hr: 'imusan', en: 'imusan' },
  title: { hr: 'Imusan', en: 'Imusan' },
  lead: {
    hr: 'Imusan je linija dodataka prehrani s vitaminima i mineralima za potporu imunosnom sustavu djece i odraslih.',
    en: 'Imusan is a range of food supplements with vitamins and minerals that support the immune system of children and adults.',
  },
  description: {
    hr: 'Imusan – dodaci prehrani s vitaminom C, vitaminom D i cinkom za normalnu funkciju imunosnog sustava.',
    en: 'Imusan – food supplements with vitamin C, vitamin D and zinc for the normal function of the immune system.',
  },
  markets: croOnly,
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'O marki' },
          {
            type: 'p',
            text: 'Proizvodi Imusan sadrže vitamin C, vitamin D i cink, koji pridonose normalnoj funkciji imunosnog sustava. Linija obuhvaća kapsule za odrasle te sirup i vrećice za djecu.',
          },
          {
            type: 'p',
            text: 'Dodaci prehrani nisu zamjena za uravnoteženu prehranu i zdrav način života. Proizvodi su dostupni u ljekarnama, a ljekarnicima osiguravamo stručne materijale o liniji.',
          },
        ],
        en: [
          { type: 'h2', text: 'About the brand' },
          {
            type: 'p',
            text: 'Imusan products contain vitamin C, vitamin D and zinc, which contribute to the normal function of the immune system. The range includes capsules for adults and a syrup and sachets for children.',
          },
          {
            type: 'p',
            text: 'Food supplements are not a substitute for a varied diet and a healthy lifestyle. The products are available in pharmacies, and we provide pharmacists with professional materials on the range.',
          },
        ],
      },
    },
  ],
}

export const marketingBrands: SeedPage[] = [galderma, neostrata, rowa, embryolisse, schmidgall, talika, formen, imusan]
