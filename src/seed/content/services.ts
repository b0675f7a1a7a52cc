import type { SeedPage } from './types'

const clinicalTrials: SeedPage = {
  slug: { hr: 'klinicke-studije', en: 'clinical-trials' },
  title: { hr: 'Kliničke studije', en: 'Clinical trials' },
  lead: {
    hr: 'Naručiteljima i ugovornim istraživačkim organizacijama pomažemo da ispitivani lijek na vrijeme i u propisanim uvjetima stigne do svakog ispitivačkog centra.',
    en: 'We help sponsors and contract research organisations get investigational products to every trial site on time and under the required conditions.',
  },
  description: {
    hr: 'Logistika kliničkih ispitivanja: uvoz, skladištenje, označavanje i distribucija ispitivanih lijekova uz stalni nadzor temperature.',
    en: 'Clinical trial logistics: import, storage, labelling and distribution of investigational products with continuous temperature monitoring.',
  },
  markets: { hr: ['cro'], en: ['cro'] },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Logistika ispitivanih lijekova' },
          {
            type: 'p',
            text: 'Kliničko ispitivanje ovisi o tome da pravi lijek stigne u pravu bolnicu u pravom trenutku. Preuzimamo carinjenje i uvoz ispitivanih lijekova i usporednih pripravaka, njihovo skladištenje te dostavu ispitivačkim centrima diljem Hrvatske.',
          },
          {
            type: 'p',
            text: 'Ispitivane lijekove čuvamo u odvojenim, nadziranim zonama skladišta na sobnoj temperaturi ili u hladnom lancu od 2 do 8 °C. Temperatura se bilježi neprekidno, a svako odstupanje odmah prijavljujemo naručitelju.',
          },
          { type: 'h2', text: 'Što obuhvaća usluga' },
          {
            type: 'ul',
            items: [
              'uvoz i carinjenje ispitivanih lijekova, usporednih pripravaka i pratećeg materijala',
              'skladištenje u skladu sa smjernicama dobre distribucijske prakse',
              'označavanje i sekundarno opremanje prema zahtjevima protokola',
              'dostava ispitivačkim centrima uz dokumentiran temperaturni zapis',
              'povrat, evidencija i organizirano zbrinjavanje neiskorištenih pakiranja',
            ],
          },
          {
            type: 'p',
            text: 'Za svaku studiju određujemo kontakt osobu koja prati zalihe i rokove te naručitelju redovito šalje izvješća o stanju.',
          },
        ],
        en: [
          { type: 'h2', text: 'Investigational product logistics' },
          {
            type: 'p',
            text: 'A clinical trial depends on the right product reaching the right hospital at the right moment. We handle customs clearance and import of investigational products and comparators, store them and deliver them to trial sites across Croatia.',
          },
          {
            type: 'p',
            text: 'Investigational products are kept in separate, monitored warehouse zones at room temperature or in the 2–8 °C cold chain. Temperature is recorded continuously and any excursion is reported to the sponsor straight away.',
          },
          { type: 'h2', text: 'What the service covers' },
          {
            type: 'ul',
            items: [
              'import and customs clearance of investigational products, comparators and trial supplies',
              'storage in line with Good Distribution Practice guidelines',
              'labelling and secondary packaging to protocol requirements',
              'delivery to trial sites with a documented temperature record',
              'returns, accountability records and organised destruction of unused packs',
            ],
          },
          {
            type: 'p',
            text: 'Each study has a dedicated contact person who keeps track of stock levels and deadlines and sends the sponsor regular status reports.',
          },
        ],
      },
    },
  ],
}

const regulatoryAffairs: SeedPage = {
  slug: { hr: 'registracije', en: 'regulatory-affairs' },
  sl: { slug: 'registracije', title: 'Registracije zdravil' },
  title: { hr: 'Registracije', en: 'Regulatory affairs' },
  lead: {
    hr: 'Vodimo proizvođače kroz postupke odobravanja i upisa lijekova i medicinskih proizvoda, od prve prijave do održavanja dokumentacije.',
    en: 'We guide manufacturers through the approval and registration of medicines and medical devices, from the first submission to keeping the file up to date.',
  },
  description: {
    hr: 'Regulatorna podrška: odobrenja za stavljanje lijeka u promet, izmjene, obnove, upis medicinskih proizvoda i prijevod dokumentacije.',
    en: 'Regulatory support: marketing authorisations, variations, renewals, medical device registration and translation of product information.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Regulatorna podrška za lijekove' },
          {
            type: 'p',
            text: 'Naš regulatorni tim priprema i predaje zahtjeve za davanje odobrenja za stavljanje lijeka u promet, izmjene i obnove odobrenja te komunicira s nadležnom agencijom tijekom cijelog postupka.',
          },
          {
            type: 'p',
            text: 'Brinemo se da sažetak opisa svojstava lijeka, uputa o lijeku i označivanje budu točno prevedeni i usklađeni s važećim propisima, a izmjene pravodobno provedene na tržištu.',
          },
          { type: 'h2', text: 'Medicinski proizvodi' },
          {
            type: 'p',
            text: 'Za medicinske proizvode i in vitro dijagnostiku provodimo upis u nacionalne registre, provjeravamo tehničku dokumentaciju i označivanje te preuzimamo obveze uvoznika i distributera propisane europskim uredbama.',
          },
          {
            type: 'p',
            text: 'Usluga uključuje i podršku u farmakovigilanciji: prijave nuspojava zaprimljene od zdravstvenih radnika i pacijenata prosljeđujemo odgovornoj osobi za farmakovigilanciju i nositelju odobrenja.',
          },
        ],
        en: [
          { type: 'h2', text: 'Regulatory support for medicines' },
          {
            type: 'p',
            text: 'Our regulatory team prepares and submits applications for marketing authorisations, variations and renewals, and stays in contact with the competent agency throughout the procedure.',
          },
          {
            type: 'p',
            text: 'We make sure that the summary of product characteristics, package leaflet and labelling are accurately translated and compliant, and that changes reach the market on time.',
          },
          { type: 'h2', text: 'Medical devices' },
          {
            type: 'p',
            text: 'For medical devices and in vitro diagnostics we handle registration in national databases, review technical documentation and labelling, and take on the importer and distributor obligations set out in EU regulations.',
          },
          {
            type: 'p',
            text: 'The service also covers pharmacovigilance support: adverse reaction reports received from healthcare professionals and patients are passed to the pharmacovigilance officer and the marketing authorisation holder.',
          },
        ],
      },
    },
  ],
}

const repackaging: SeedPage = {
  slug: { hr: 'sekundarno-opremanje', en: 'repackaging-and-relabeling' },
  sl: { slug: 'sekundarno-pakiranje', title: 'Sekundarno pakiranje' },
  title: { hr: 'Sekundarno opremanje', en: 'Repackaging and relabelling' },
  lead: {
    hr: 'U pogonu s GMP certifikatom prilagođavamo pakiranja lijekova i medicinskih proizvoda zahtjevima hrvatskog i regionalnih tržišta.',
    en: 'In our GMP-certified facility we adapt the packaging of medicines and medical devices to the requirements of Croatian and regional markets.',
  },
  description: {
    hr: 'Sekundarno opremanje lijekova u GMP pogonu: naljepnice na hrvatskom jeziku, umetanje uputa, prepakiranje i sigurnosne oznake.',
    en: 'Secondary packaging in a GMP facility: local-language labels, leaflet insertion, repackaging and safety features for medicines.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Pakiranje prilagođeno tržištu' },
          {
            type: 'p',
            text: 'Kada proizvod dolazi u pakiranju namijenjenom drugom tržištu, sekundarnim opremanjem osiguravamo da do korisnika stigne s propisanim oznakama i uputom na njegovu jeziku.',
          },
          {
            type: 'p',
            text: 'Svi se poslovi obavljaju u odvojenom prostoru s kontroliranim uvjetima, prema pisanim postupcima i uz dvostruku provjeru svake serije. Rad pogona redovito potvrđuju GMP inspekcije.',
          },
          { type: 'h2', text: 'Što radimo' },
          {
            type: 'ul',
            items: [
              'lijepljenje naljepnica na vanjsko pakiranje',
              'umetanje ili zamjena upute o lijeku',
              'prepakiranje u nova vanjska pakiranja',
              'provjera i postavljanje sigurnosnih oznaka te zaštite od otvaranja',
              'izrada i kontrola tiskanog materijala u suradnji s proizvođačem',
            ],
          },
        ],
        en: [
          { type: 'h2', text: 'Packaging fit for the market' },
          {
            type: 'p',
            text: 'When a product arrives in a pack intended for another market, secondary packaging makes sure it reaches the user with the required labelling and a leaflet in the local language.',
          },
          {
            type: 'p',
            text: 'All work is done in a dedicated area under controlled conditions, following written procedures with a double check of every batch. Regular GMP inspections confirm how the facility operates.',
          },
          { type: 'h2', text: 'What we do' },
          {
            type: 'ul',
            items: [
              'applying labels to the outer packaging',
              'inserting or replacing the package leaflet',
              'repacking into new outer cartons',
              'verifying and applying safety features and tamper-evident seals',
              'preparing and checking printed materials together with the manufacturer',
            ],
          },
        ],
      },
    },
  ],
}

const service: SeedPage = {
  slug: { hr: 'servis', en: 'service' },
  title: { hr: 'Servis', en: 'Service' },
  lead: {
    hr: 'Ovlašteni serviseri brinu se o medicinskoj i laboratorijskoj opremi koju isporučujemo, a dežurna služba dostupna je 24 sata dnevno, svaki dan u godini.',
    en: 'Authorised engineers look after the medical and laboratory equipment we supply, with an on-call team available around the clock, every day of the year.',
  },
  description: {
    hr: 'Servis medicinske i laboratorijske opreme: instalacija, preventivno održavanje, popravci, umjeravanje i dežurstvo 24/7.',
    en: 'Medical and laboratory equipment service: installation, preventive maintenance, repairs, calibration and a 24/7 on-call team.',
  },
  markets: { hr: ['cro'], en: ['cro'] },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Oprema koja radi kad je najpotrebnija' },
          {
            type: 'p',
            text: 'U bolnici, laboratoriju ili ordinaciji zastoj uređaja znači odgođene preglede. Zato naš servis radi 24/7 tijekom cijele godine, a serviseri dolaze na lokaciju ili problem rješavaju na daljinu kad god je to moguće.',
          },
          {
            type: 'p',
            text: 'Servisni inženjeri osposobljeni su kod proizvođača i imaju ovlaštenja za opremu dobavljača koje zastupamo. Rezervne dijelove za najčešće kvarove držimo na zalihi.',
          },
          { type: 'h2', text: 'Usluge servisa' },
          {
            type: 'ul',
            items: [
              'instalacija i puštanje opreme u rad',
              'obuka korisnika pri isporuci i nakon nadogradnje',
              'preventivno održavanje prema planu proizvođača',
              'popravci i zamjena dijelova',
              'umjeravanje i sigurnosno-tehničke provjere uz izdavanje zapisnika',
            ],
          },
        ],
        en: [
          { type: 'h2', text: 'Equipment that works when it matters' },
          {
            type: 'p',
            text: 'In a hospital, laboratory or practice, a device that is down means postponed examinations. That is why our service operates 24/7 all year round, with engineers coming on site or resolving issues remotely whenever possible.',
          },
          {
            type: 'p',
            text: 'Our service engineers are trained by the manufacturers and authorised for the equipment of the suppliers we represent. Spare parts for the most common faults are kept in stock.',
          },
          { type: 'h2', text: 'Service offering' },
          {
            type: 'ul',
            items: [
              'installation and commissioning',
              'user training at delivery and after upgrades',
              'preventive maintenance to the manufacturer schedule',
              'repairs and parts replacement',
              'calibration and electrical safety checks with a written report',
            ],
          },
        ],
      },
    },
  ],
}

const warehousing: SeedPage = {
  slug: { hr: 'skladistenje-i-transport', en: 'warehousing-and-transport' },
  sl: { slug: 'skladiscenje-in-transport', title: 'Skladiščenje in transport' },
  title: { hr: 'Skladištenje i transport', en: 'Warehousing and transport' },
  lead: {
    hr: 'Vlastita skladišta i 81 vozilo s kontroliranom temperaturom omogućuju nam pouzdanu dostavu lijekova i medicinskih proizvoda od ponedjeljka do petka, od 8 do 20 sati.',
    en: 'Our own warehouses and 81 temperature-controlled vehicles let us deliver medicines and medical devices reliably, Monday to Friday from 8 am to 8 pm.',
  },
  description: {
    hr: 'Skladištenje prema dobroj distribucijskoj praksi, hladni lanac i dostava s 81 vozilom s kontroliranom temperaturom, radnim danom od 8 do 20 h.',
    en: 'GDP-compliant storage, cold chain and delivery with 81 temperature-controlled vehicles, Monday to Friday from 8 am to 8 pm.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          { type: 'h2', text: 'Skladišta' },
          {
            type: 'p',
            text: 'Distribucijski centri u Svetoj Nedelji, Vukovaru i Dugopolju rade prema smjernicama dobre distribucijske prakse. Prostori su podijeljeni u temperaturne zone, a uvjeti se bilježe automatski i provjeravaju svakodnevno.',
          },
          {
            type: 'p',
            text: 'Skladišni sustav prati svaku seriju i rok valjanosti, pa proizvod možemo pronaći, izdvojiti ili povući u nekoliko minuta.',
          },
          { type: 'h2', text: 'Transport' },
          {
            type: 'p',
            text: 'Za više od 6000 kupaca – ljekarne, bolnice, domove zdravlja, laboratorije i ordinacije – dostavljamo robu vlastitim voznim parkom od 81 vozila s kontroliranom temperaturom. Dostave se obavljaju od ponedjeljka do petka, od 8 do 20 sati.',
          },
          {
            type: 'p',
            text: 'Proizvodi kojima je potreban hladni lanac putuju u zasebnim odjeljcima na 2 do 8 °C, a temperaturni zapis s vožnje dostupan je kupcu na zahtjev.',
          },
        ],
        en: [
          { type: 'h2', text: 'Warehouses' },
          {
            type: 'p',
            text: 'Our distribution centres in Sveta Nedelja, Vukovar and Dugopolje operate to Good Distribution Practice guidelines. Storage areas are divided into temperature zones, and conditions are logged automatically and reviewed every day.',
          },
          {
            type: 'p',
            text: 'The warehouse management system tracks every batch and expiry date, so a product can be located, quarantined or recalled within minutes.',
          },
          { type: 'h2', text: 'Transport' },
          {
            type: 'p',
            text: 'More than 6000 customers – pharmacies, hospitals, health centres, laboratories and practices – receive their goods from our own fleet of 81 temperature-controlled vehicles. Deliveries run Monday to Friday, 8 am to 8 pm.',
          },
          {
            type: 'p',
            text: 'Products that need the cold chain travel in separate compartments at 2–8 °C, and the temperature record of each trip is available to the customer on request.',
          },
        ],
      },
    },
  ],
}

export const servicesRoot: SeedPage = {
  slug: { hr: 'nase-usluge', en: 'services' },
  sl: { slug: 'storitve', title: 'Storitve' },
  title: { hr: 'Usluge', en: 'Services' },
  lead: {
    hr: 'Osim veleprodaje nudimo usluge koje partnerima skraćuju put proizvoda od proizvođača do pacijenta.',
    en: 'Beyond wholesale, we offer services that shorten the way from manufacturer to patient for our partners.',
  },
  description: {
    hr: 'Usluge tvrtke Demo Medika: kliničke studije, registracije, sekundarno opremanje, servis opreme te skladištenje i transport.',
    en: 'Demo Medika services: clinical trials, regulatory affairs, repackaging and relabelling, equipment service, warehousing and transport.',
  },
  layout: [
    {
      blockType: 'richText',
      content: {
        hr: [
          {
            type: 'p',
            text: 'Proizvođači i nositelji odobrenja dolaze nam po više od same distribucije. Preuzimamo poslove koji traže stručno znanje, dozvole i infrastrukturu, kako bi se oni mogli usredotočiti na razvoj i prodaju.',
          },
          {
            type: 'p',
            text: 'Svaku uslugu možete ugovoriti zasebno ili u paketu, a u svakom koraku vrijede isti standardi kvalitete potvrđeni certifikatima ISO 9001, ISO 14001, GMP i GDP.',
          },
        ],
        en: [
          {
            type: 'p',
            text: 'Manufacturers and marketing authorisation holders come to us for more than distribution alone. We take on the work that calls for expertise, licences and infrastructure, so they can concentrate on development and sales.',
          },
          {
            type: 'p',
            text: 'Each service can be contracted on its own or as part of a package, and the same quality standards apply at every step, backed by ISO 9001, ISO 14001, GMP and GDP certificates.',
          },
        ],
      },
    },
    { blockType: 'childPages', heading: { hr: 'Naše usluge', en: 'Our services' } },
  ],
  children: [clinicalTrials, regulatoryAffairs, repackaging, service, warehousing],
}
