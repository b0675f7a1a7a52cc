import { cochlearBrand, marketingBrands } from './brands'
import type { SeedPage } from './types'

const laboratoryDiagnostics: SeedPage = {
  slug: { hr: 'dijagnostika', en: 'laboratory-diagnostics' },
  sl: { slug: 'laboratorijska-diagnostika', title: 'Laboratorijska diagnostika' },
  title: { hr: 'Dijagnostika', en: 'Laboratory diagnostics' },
  lead: {
    hr: 'Bolničkim, privatnim i veterinarskim laboratorijima isporučujemo analizatore, reagense i potrošni materijal te pomažemo pri uvođenju novih metoda.',
    en: 'We supply hospital, private and veterinary laboratories with analysers, reagents and consumables, and help them introduce new methods.',
  },
  description: {
    hr: 'Laboratorijska dijagnostika: analizatori, reagensi i potrošni materijal, aplikacijska podrška i servis za laboratorije.',
    en: 'Laboratory diagnostics: analysers, reagents and consumables, with application support and service for laboratories.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Rješenja za laboratorije' },
          {
            type: 'p',
            text: 'Ponuda obuhvaća biokemiju, hematologiju, koagulaciju, imunokemiju, mikrobiologiju i molekularnu dijagnostiku, kao i brze testove za primjenu uz pacijenta.',
          },
          {
            type: 'p',
            text: 'Naši aplikacijski stručnjaci sudjeluju u odabiru opreme, provode validaciju metoda i obučavaju laboratorijsko osoblje. Nakon instalacije o uređajima se brine naš servis.',
          },
          {
            type: 'p',
            text: 'Reagense i kontrolne materijale dostavljamo u hladnom lancu i planiramo isporuke prema potrošnji laboratorija, kako rad ne bi zastao zbog nestašice.',
          },
        ],
        en: [
          { type: 'h2', text: 'Solutions for laboratories' },
          {
            type: 'p',
            text: 'Our range covers clinical chemistry, haematology, coagulation, immunochemistry, microbiology and molecular diagnostics, as well as point-of-care tests.',
          },
          {
            type: 'p',
            text: 'Our application specialists help choose the equipment, validate methods and train laboratory staff. After installation our service team takes care of the instruments.',
          },
          {
            type: 'p',
            text: 'Reagents and control materials are delivered in the cold chain, and deliveries are planned around each laboratory’s consumption so that work never stops for lack of supplies.',
          },
        ],
      },
    },
  ],
}

const medicinalProducts: SeedPage = {
  slug: {
    hr: 'lijekovi-i-medicinski-proizvodi',
    en: 'medicinal-products-and-medical-devices',
  },
  sl: { slug: 'zdravila-in-medicinski-pripomocki', title: 'Zdravila in medicinski pripomočki' },
  title: { hr: 'Lijekovi i medicinski proizvodi', en: 'Medicinal products and medical devices' },
  lead: {
    hr: 'Ljekarnama, bolnicama i ustanovama primarne zdravstvene zaštite isporučujemo lijekove, medicinske proizvode i potrošni materijal više od 400 dobavljača.',
    en: 'We supply pharmacies, hospitals and primary care providers with medicines, medical devices and consumables from more than 400 suppliers.',
  },
  description: {
    hr: 'Veleprodaja lijekova, medicinskih proizvoda i potrošnog materijala za ljekarne i bolnice te uvoz lijekova na liječnički recept.',
    en: 'Wholesale of medicines, medical devices and consumables for pharmacies and hospitals, and import of medicines on prescription.',
  },
  markets: { hr: ['cro', 'slo'], en: ['cro'] },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Široka ponuda, pouzdana opskrba' },
          {
            type: 'p',
            text: 'U ponudi su originalni i generički lijekovi, bezreceptni pripravci, medicinski proizvodi, zavojni i potrošni materijal te dodaci prehrani. Narudžbe zaprimamo elektronički i telefonski, a isporuke stižu istog ili sljedećeg radnog dana.',
          },
          {
            type: 'p',
            text: 'Za lijekove koji nemaju odobrenje za stavljanje u promet u Hrvatskoj organiziramo uvoz na liječnički recept, uz svu potrebnu dokumentaciju i dozvole.',
          },
          {
            type: 'p',
            text: 'Proizvođačima nudimo i zastupanje: od registracije i pokretanja prodaje do specijaliziranih proizvoda kao što su slušni implantati.',
          },
        ],
        en: [
          { type: 'h2', text: 'A wide range, reliable supply' },
          {
            type: 'p',
            text: 'Our range includes originator and generic medicines, over-the-counter products, medical devices, dressings and consumables, and food supplements. Orders are taken electronically and by phone, and deliveries arrive the same or the next working day.',
          },
          {
            type: 'p',
            text: 'For medicines without a marketing authorisation in Croatia we organise import on a doctor’s prescription, with all the required documents and permits.',
          },
          {
            type: 'p',
            text: 'We also represent manufacturers, from registration and launch through to specialised products such as hearing implants.',
          },
        ],
      },
    },
    { blockType: 'childPages', heading: { hr: 'Zastupane marke', en: 'Represented brands' } },
  ],
  children: [cochlearBrand],
}

const marketing: SeedPage = {
  slug: { hr: 'marketing-zastupstva', en: 'marketing' },
  title: { hr: 'Marketinška zastupstva', en: 'Marketing' },
  lead: {
    hr: 'Za proizvođače dermokozmetike i bezreceptnih pripravaka preuzimamo cjelokupno predstavljanje marke na hrvatskom tržištu.',
    en: 'For makers of dermocosmetics and over-the-counter products we take care of the whole brand presence on the Croatian market.',
  },
  description: {
    hr: 'Marketinška zastupstva: predstavljanje dermokozmetičkih i bezreceptnih marki u ljekarnama i među zdravstvenim radnicima.',
    en: 'Marketing representation: bringing dermocosmetic and over-the-counter brands to pharmacies and healthcare professionals.',
  },
  markets: { hr: ['cro'], en: ['cro'] },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Od analize tržišta do police u ljekarni' },
          {
            type: 'p',
            text: 'Kada zastupamo marku, izrađujemo analizu tržišta i plan lansiranja, pripremamo materijale na hrvatskom jeziku i dogovaramo uvrštenje proizvoda u ljekarne.',
          },
          {
            type: 'p',
            text: 'Tim stručnih suradnika farmaceutske i medicinske struke redovito obilazi ljekarne i ordinacije, predstavlja proizvode i organizira edukacije za ljekarnike i liječnike.',
          },
          {
            type: 'p',
            text: 'Proizvođaču dostavljamo redovita izvješća o prodaji i aktivnostima, pa u svakom trenutku zna kako njegova marka napreduje.',
          },
        ],
        en: [
          { type: 'h2', text: 'From market analysis to the pharmacy shelf' },
          {
            type: 'p',
            text: 'When we represent a brand, we analyse the market, prepare a launch plan, produce materials in Croatian and arrange listing in pharmacies.',
          },
          {
            type: 'p',
            text: 'Our team of representatives with pharmacy and medical backgrounds regularly visits pharmacies and practices, presents the products and organises training for pharmacists and doctors.',
          },
          {
            type: 'p',
            text: 'Manufacturers receive regular sales and activity reports, so they always know how their brand is performing.',
          },
        ],
      },
    },
    { blockType: 'childPages', heading: { hr: 'Zastupane marke', en: 'Represented brands' } },
    {
      blockType: 'distributors',
      heading: { hr: 'Gdje kupiti zastupane marke', en: 'Where to buy the brands we represent' },
    },
  ],
  children: marketingBrands,
}

const medicalEquipment: SeedPage = {
  slug: { hr: 'medicinska-oprema', en: 'medical-devices-and-equipment' },
  sl: { slug: 'medicinska-oprema', title: 'Medicinska oprema' },
  title: { hr: 'Medicinska oprema', en: 'Medical devices and equipment' },
  lead: {
    hr: 'Zdravstvene ustanove opremamo proizvodima 57 dobavljača medicinske opreme, od planiranja prostora do servisa.',
    en: 'We equip healthcare facilities with products from 57 medical equipment suppliers, from room planning to after-sales service.',
  },
  description: {
    hr: 'Medicinska oprema 57 dobavljača za bolnice i ordinacije: savjetovanje, isporuka, instalacija, edukacija i servis 24/7.',
    en: 'Medical equipment from 57 suppliers for hospitals and practices: consulting, delivery, installation, training and 24/7 service.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Oprema za bolnice i ordinacije' },
          {
            type: 'p',
            text: 'Nudimo opremu za operacijske dvorane, jedinice intenzivnog liječenja, sterilizaciju, endoskopiju, kardiologiju i fizikalnu medicinu te medicinski namještaj.',
          },
          {
            type: 'p',
            text: 'S naručiteljem prolazimo sve korake projekta: analizu potreba, izradu specifikacija i ponude za javnu nabavu, isporuku, instalaciju i obuku osoblja.',
          },
          {
            type: 'p',
            text: 'Nakon primopredaje opremu održava naš servis, dostupan 24/7 tijekom cijele godine.',
          },
        ],
        en: [
          { type: 'h2', text: 'Equipment for hospitals and practices' },
          {
            type: 'p',
            text: 'We offer equipment for operating theatres, intensive care units, sterilisation, endoscopy, cardiology and physical medicine, as well as medical furniture.',
          },
          {
            type: 'p',
            text: 'We guide the client through every stage of a project: needs analysis, specifications and public tender bids, delivery, installation and staff training.',
          },
          {
            type: 'p',
            text: 'After handover, the equipment is maintained by our service team, available 24/7 all year round.',
          },
        ],
      },
    },
  ],
}

const dental: SeedPage = {
  slug: {
    hr: 'stomatologija-i-zubna-tehnika',
    en: 'dental-medicine-and-dental-technics',
  },
  sl: { slug: 'dentalna-medicina-in-zobna-tehnika', title: 'Dentalna medicina in zobna tehnika' },
  title: { hr: 'Stomatologija i zubna tehnika', en: 'Dental medicine and dental technics' },
  lead: {
    hr: 'Više od 1200 stomatoloških ordinacija i zubotehničkih laboratorija oslanja se na našu ponudu 47 dobavljača dentalne opreme i materijala.',
    en: 'More than 1200 dental practices and dental laboratories rely on our range from 47 suppliers of dental equipment and materials.',
  },
  description: {
    hr: 'Dentalna oprema, instrumenti i materijali 47 dobavljača za više od 1200 ordinacija i zubotehničkih laboratorija.',
    en: 'Dental equipment, instruments and materials from 47 suppliers for more than 1200 dental practices and laboratories.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Sve za ordinaciju i laboratorij' },
          {
            type: 'p',
            text: 'Ponuda obuhvaća stomatološke jedinice, rendgenske uređaje, instrumente, potrošni materijal te materijale i opremu za zubotehničke laboratorije.',
          },
          {
            type: 'p',
            text: 'Stomatološki centri u Rijeci, Dugopolju, Svetoj Nedelji i Vukovaru omogućuju da savjet, narudžbu i servis dobijete u blizini svoje ordinacije.',
          },
          {
            type: 'p',
            text: 'Za više od 1200 partnera redovito organiziramo tečajeve i radionice s predavačima iz zemlje i inozemstva.',
          },
        ],
        en: [
          { type: 'h2', text: 'Everything for the practice and the lab' },
          {
            type: 'p',
            text: 'Our range includes dental units, X-ray equipment, instruments, consumables, and materials and equipment for dental laboratories.',
          },
          {
            type: 'p',
            text: 'Our dental centres in Rijeka, Dugopolje, Sveta Nedelja and Vukovar mean advice, orders and service are always close to your practice.',
          },
          {
            type: 'p',
            text: 'For our more than 1200 partners we regularly run courses and workshops with speakers from Croatia and abroad.',
          },
        ],
      },
    },
  ],
}

const animalHealth: SeedPage = {
  slug: { hr: 'veterina', en: 'animal-health' },
  sl: { slug: 'veterina', title: 'Veterina' },
  title: { hr: 'Veterina', en: 'Animal health' },
  lead: {
    hr: 'Oko 450 veterinarskih ambulanti, klinika i stanica opskrbljujemo veterinarskim lijekovima, cjepivima, opremom i potrošnim materijalom.',
    en: 'Around 450 veterinary practices, clinics and stations rely on us for veterinary medicines, vaccines, equipment and consumables.',
  },
  description: {
    hr: 'Veterinarski lijekovi, cjepiva, oprema i potrošni materijal za 450 veterinarskih kupaca, uz dostavu u hladnom lancu.',
    en: 'Veterinary medicines, vaccines, equipment and consumables for 450 veterinary customers, delivered in the cold chain.',
  },
  layout: [
    {
      blockType: 'callToAction',
      heading: { hr: 'Trebate veterinarski savjet ili ponudu?', en: 'Need veterinary advice or a quote?' },
      text: {
        hr: 'Pošaljite upit našoj službi za veterinu – javit ćemo vam se u najkraćem roku.',
        en: 'Send your question to our animal health department and we will get back to you shortly.',
      },
      buttonLabel: { hr: 'Pišite veterini', en: 'Contact animal health' },
      department: 'veterina',
    },
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Za male i velike životinje' },
          {
            type: 'p',
            text: 'Ponuda obuhvaća lijekove i cjepiva za kućne ljubimce i farmske životinje, dodatke hrani, dijagnostičke testove te opremu za ambulante i klinike.',
          },
          {
            type: 'p',
            text: 'Cjepiva i drugi osjetljivi proizvodi putuju u vozilima s kontroliranom temperaturom, a stručni suradnici savjetuju veterinare pri odabiru proizvoda.',
          },
          {
            type: 'p',
            text: 'Sumnju na nuspojavu veterinarskog lijeka možete prijaviti putem obrasca za prijavljivanje nuspojava na našim stranicama.',
          },
        ],
        en: [
          { type: 'h2', text: 'For small and large animals' },
          {
            type: 'p',
            text: 'Our range includes medicines and vaccines for pets and farm animals, feed supplements, diagnostic tests and equipment for practices and clinics.',
          },
          {
            type: 'p',
            text: 'Vaccines and other sensitive products travel in temperature-controlled vehicles, and our specialists advise veterinarians on choosing products.',
          },
          {
            type: 'p',
            text: 'A suspected adverse reaction to a veterinary medicine can be reported through the side-effect reporting form on our website.',
          },
        ],
      },
    },
  ],
}

export const departmentsRoot: SeedPage = {
  slug: { hr: 'sluzbe', en: 'departments' },
  sl: { slug: 'oddelki', title: 'Oddelki' },
  title: { hr: 'Službe', en: 'Departments' },
  lead: {
    hr: 'Stručne službe pokrivaju sva područja zdravstva – od ljekarne i laboratorija do stomatološke ordinacije i veterinarske ambulante.',
    en: 'Our specialist departments cover every area of healthcare, from the pharmacy and laboratory to the dental practice and veterinary clinic.',
  },
  description: {
    hr: 'Službe tvrtke Demo Medika: dijagnostika, lijekovi i medicinski proizvodi, marketinška zastupstva, medicinska oprema, stomatologija i veterina.',
    en: 'Demo Medika departments: diagnostics, medicines and medical devices, marketing, medical equipment, dental medicine and animal health.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          {
            type: 'p',
            text: 'Svaka služba ima vlastiti tim stručnjaka koji dobro poznaje potrebe svojih kupaca i proizvode dobavljača s kojima surađuje.',
          },
          {
            type: 'p',
            text: 'Zajedničke su im logistika, sustav kvalitete i servis, pa kupci bez obzira na područje rada dobivaju jednako pouzdanu uslugu.',
          },
        ],
        en: [
          {
            type: 'p',
            text: 'Each department has its own team of specialists who know their customers’ needs and the products of the suppliers they work with.',
          },
          {
            type: 'p',
            text: 'They share logistics, the quality system and the service team, so every customer gets the same reliable service whatever their field.',
          },
        ],
      },
    },
    { blockType: 'childPages', heading: { hr: 'Naše službe', en: 'Our departments' } },
  ],
  children: [laboratoryDiagnostics, medicinalProducts, marketing, medicalEquipment, dental, animalHealth],
}
