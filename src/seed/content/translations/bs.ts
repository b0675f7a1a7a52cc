/**
 * The Bosnian text (Latin script) of the demo content, by its Croatian original: what a visitor of
 * bih reads. Written for Bosnia and Herzegovina (its authority, law and addresses), not word for word.
 */
export const bosnian: Record<string, string> = {
  Usluge: 'Usluge',
  'Sekundarno opremanje': 'Sekundarno opremanje',
  'Skladištenje i transport': 'Skladištenje i transport',
  Službe: 'Službe',
  'Stomatologija i zubna tehnika': 'Stomatologija i zubna tehnika',
  Informacije: 'Informacije',
  'Općinski sud u Sarajevu': 'Općinski sud u Sarajevu',
  '100.000,00 KM': '100.000,00 KM',
  'Osim veleprodaje nudimo usluge koje partnerima skraćuju put proizvoda od proizvođača do pacijenta.':
    'Pored veleprodaje nudimo usluge koje partnerima skraćuju put proizvoda od proizvođača do pacijenta.',
  'Usluge tvrtke Demo Medika: kliničke studije, registracije, sekundarno opremanje, servis opreme te skladištenje i transport.':
    'Usluge kompanije Demo Medika: kliničke studije, registracije, sekundarno opremanje, servis opreme te skladištenje i transport.',
  'Proizvođači i nositelji odobrenja dolaze nam po više od same distribucije. Preuzimamo poslove koji traže stručno znanje, dozvole i infrastrukturu, kako bi se oni mogli usredotočiti na razvoj i prodaju.':
    'Proizvođači i nosioci dozvola od nas očekuju više od same distribucije. Preuzimamo poslove koji traže stručno znanje, dozvole i infrastrukturu, kako bi se oni mogli fokusirati na razvoj i prodaju.',
  'Svaku uslugu možete ugovoriti zasebno ili u paketu, a u svakom koraku vrijede isti standardi kvalitete potvrđeni certifikatima ISO 9001, ISO 14001, GMP i GDP.':
    'Svaku uslugu možete ugovoriti zasebno ili u paketu, a u svakom koraku važe isti standardi kvaliteta potvrđeni certifikatima ISO 9001, ISO 14001, GMP i GDP.',
  'Naše usluge': 'Naše usluge',
  'Vodimo proizvođače kroz postupke odobravanja i upisa lijekova i medicinskih proizvoda, od prve prijave do održavanja dokumentacije.':
    'Vodimo proizvođače kroz postupke dobijanja dozvola i upisa lijekova i medicinskih sredstava, od prvog zahtjeva do održavanja dokumentacije.',
  'Regulatorna podrška: odobrenja za stavljanje lijeka u promet, izmjene, obnove, upis medicinskih proizvoda i prijevod dokumentacije.':
    'Regulatorna podrška: dozvole za stavljanje lijeka u promet, izmjene, obnove, upis medicinskih sredstava i prevod dokumentacije.',
  'Regulatorna podrška za lijekove': 'Regulatorna podrška za lijekove',
  'Naš regulatorni tim priprema i predaje zahtjeve za davanje odobrenja za stavljanje lijeka u promet, izmjene i obnove odobrenja te komunicira s nadležnom agencijom tijekom cijelog postupka.':
    'Naš regulatorni tim priprema i podnosi zahtjeve za izdavanje dozvole za stavljanje lijeka u promet, za izmjene i obnove dozvola te sarađuje s nadležnom agencijom tokom cijelog postupka.',
  'Brinemo se da sažetak opisa svojstava lijeka, uputa o lijeku i označivanje budu točno prevedeni i usklađeni s važećim propisima, a izmjene pravodobno provedene na tržištu.':
    'Brinemo da sažetak karakteristika lijeka, uputstvo za pacijenta i označavanje budu tačno prevedeni i usklađeni s važećim propisima, a izmjene blagovremeno provedene na tržištu.',
  'Medicinski proizvodi': 'Medicinska sredstva',
  'Za medicinske proizvode i in vitro dijagnostiku provodimo upis u nacionalne registre, provjeravamo tehničku dokumentaciju i označivanje te preuzimamo obveze uvoznika i distributera propisane europskim uredbama.':
    'Za medicinska sredstva i in vitro dijagnostiku provodimo upis u državne registre, provjeravamo tehničku dokumentaciju i označavanje te preuzimamo obaveze uvoznika i distributera koje propisuju važeći zakoni.',
  'Usluga uključuje i podršku u farmakovigilanciji: prijave nuspojava zaprimljene od zdravstvenih radnika i pacijenata prosljeđujemo odgovornoj osobi za farmakovigilanciju i nositelju odobrenja.':
    'Usluga uključuje i podršku u farmakovigilanci: prijave neželjenih dejstava koje primimo od zdravstvenih radnika i pacijenata prosljeđujemo odgovornom licu za farmakovigilancu i nosiocu dozvole.',
  'U pogonu s GMP certifikatom prilagođavamo pakiranja lijekova i medicinskih proizvoda zahtjevima hrvatskog i regionalnih tržišta.':
    'U pogonu s GMP certifikatom prilagođavamo pakovanja lijekova i medicinskih sredstava zahtjevima bosanskohercegovačkog i drugih tržišta u regiji.',
  'Sekundarno opremanje lijekova u GMP pogonu: naljepnice na hrvatskom jeziku, umetanje uputa, prepakiranje i sigurnosne oznake.':
    'Sekundarno opremanje lijekova u GMP pogonu: naljepnice na jezicima u službenoj upotrebi, umetanje uputstava, prepakivanje i sigurnosne oznake.',
  'Pakiranje prilagođeno tržištu': 'Pakovanje prilagođeno tržištu',
  'Kada proizvod dolazi u pakiranju namijenjenom drugom tržištu, sekundarnim opremanjem osiguravamo da do korisnika stigne s propisanim oznakama i uputom na njegovu jeziku.':
    'Kada proizvod stigne u pakovanju namijenjenom drugom tržištu, sekundarnim opremanjem osiguravamo da do korisnika dođe s propisanim oznakama i uputstvom na njegovom jeziku.',
  'Svi se poslovi obavljaju u odvojenom prostoru s kontroliranim uvjetima, prema pisanim postupcima i uz dvostruku provjeru svake serije. Rad pogona redovito potvrđuju GMP inspekcije.':
    'Svi se poslovi obavljaju u odvojenom prostoru s kontrolisanim uslovima, prema pisanim procedurama i uz dvostruku provjeru svake serije. Rad pogona redovno potvrđuju GMP inspekcije.',
  'Što radimo': 'Šta radimo',
  'lijepljenje naljepnica na vanjsko pakiranje': 'lijepljenje naljepnica na vanjsko pakovanje',
  'umetanje ili zamjena upute o lijeku': 'umetanje ili zamjena uputstva za pacijenta',
  'prepakiranje u nova vanjska pakiranja': 'prepakivanje u nova vanjska pakovanja',
  'provjera i postavljanje sigurnosnih oznaka te zaštite od otvaranja':
    'provjera i postavljanje sigurnosnih oznaka i zaštite od otvaranja',
  'izrada i kontrola tiskanog materijala u suradnji s proizvođačem':
    'izrada i kontrola štampanog materijala u saradnji s proizvođačem',
  'Vlastita skladišta i 81 vozilo s kontroliranom temperaturom omogućuju nam pouzdanu dostavu lijekova i medicinskih proizvoda od ponedjeljka do petka, od 8 do 20 sati.':
    'Vlastita skladišta i 81 vozilo s kontrolisanom temperaturom omogućavaju nam pouzdanu dostavu lijekova i medicinskih sredstava od ponedjeljka do petka, od 8 do 20 sati.',
  'Skladištenje prema dobroj distribucijskoj praksi, hladni lanac i dostava s 81 vozilom s kontroliranom temperaturom, radnim danom od 8 do 20 h.':
    'Skladištenje prema dobroj distributivnoj praksi, hladni lanac i dostava s 81 vozilom s kontrolisanom temperaturom, radnim danima od 8 do 20 sati.',
  Skladišta: 'Skladišta',
  'Distribucijski centri u Svetoj Nedelji, Vukovaru i Dugopolju rade prema smjernicama dobre distribucijske prakse. Prostori su podijeljeni u temperaturne zone, a uvjeti se bilježe automatski i provjeravaju svakodnevno.':
    'Distributivni centri u Svetoj Nedelji, Vukovaru i Dugopolju rade prema smjernicama dobre distributivne prakse. Prostori su podijeljeni u temperaturne zone, a uslovi se automatski bilježe i svakodnevno provjeravaju.',
  'Skladišni sustav prati svaku seriju i rok valjanosti, pa proizvod možemo pronaći, izdvojiti ili povući u nekoliko minuta.':
    'Skladišni sistem prati svaku seriju i rok trajanja, pa proizvod možemo pronaći, izdvojiti ili povući za nekoliko minuta.',
  Transport: 'Transport',
  'Za više od 6000 kupaca – ljekarne, bolnice, domove zdravlja, laboratorije i ordinacije – dostavljamo robu vlastitim voznim parkom od 81 vozila s kontroliranom temperaturom. Dostave se obavljaju od ponedjeljka do petka, od 8 do 20 sati.':
    'Za više od 6000 kupaca – apoteke, bolnice, domove zdravlja, laboratorije i ordinacije – robu dostavljamo vlastitim voznim parkom od 81 vozila s kontrolisanom temperaturom. Dostave se obavljaju od ponedjeljka do petka, od 8 do 20 sati.',
  'Proizvodi kojima je potreban hladni lanac putuju u zasebnim odjeljcima na 2 do 8 °C, a temperaturni zapis s vožnje dostupan je kupcu na zahtjev.':
    'Proizvodi kojima je potreban hladni lanac putuju u zasebnim odjeljcima na 2 do 8 °C, a zapis temperature tokom vožnje kupcu je dostupan na zahtjev.',
  'Stručne službe pokrivaju sva područja zdravstva – od ljekarne i laboratorija do stomatološke ordinacije i veterinarske ambulante.':
    'Stručne službe pokrivaju sve oblasti zdravstva – od apoteke i laboratorije do stomatološke ordinacije i veterinarske ambulante.',
  'Službe tvrtke Demo Medika: dijagnostika, lijekovi i medicinski proizvodi, marketinška zastupstva, medicinska oprema, stomatologija i veterina.':
    'Službe kompanije Demo Medika: dijagnostika, lijekovi i medicinska sredstva, marketinška zastupstva, medicinska oprema, stomatologija i veterina.',
  'Svaka služba ima vlastiti tim stručnjaka koji dobro poznaje potrebe svojih kupaca i proizvode dobavljača s kojima surađuje.':
    'Svaka služba ima vlastiti tim stručnjaka koji dobro poznaje potrebe svojih kupaca i proizvode dobavljača s kojima sarađuje.',
  'Zajedničke su im logistika, sustav kvalitete i servis, pa kupci bez obzira na područje rada dobivaju jednako pouzdanu uslugu.':
    'Zajednički su im logistika, sistem kvaliteta i servis, pa kupci bez obzira na oblast rada dobijaju jednako pouzdanu uslugu.',
  'Naše službe': 'Naše službe',
  'Bolničkim, privatnim i veterinarskim laboratorijima isporučujemo analizatore, reagense i potrošni materijal te pomažemo pri uvođenju novih metoda.':
    'Bolničkim, privatnim i veterinarskim laboratorijama isporučujemo analizatore, reagense i potrošni materijal te pomažemo pri uvođenju novih metoda.',
  'Laboratorijska dijagnostika: analizatori, reagensi i potrošni materijal, aplikacijska podrška i servis za laboratorije.':
    'Laboratorijska dijagnostika: analizatori, reagensi i potrošni materijal, aplikativna podrška i servis za laboratorije.',
  'Rješenja za laboratorije': 'Rješenja za laboratorije',
  'Ponuda obuhvaća biokemiju, hematologiju, koagulaciju, imunokemiju, mikrobiologiju i molekularnu dijagnostiku, kao i brze testove za primjenu uz pacijenta.':
    'Ponuda obuhvata biohemiju, hematologiju, koagulaciju, imunohemiju, mikrobiologiju i molekularnu dijagnostiku, kao i brze testove za primjenu uz pacijenta.',
  'Naši aplikacijski stručnjaci sudjeluju u odabiru opreme, provode validaciju metoda i obučavaju laboratorijsko osoblje. Nakon instalacije o uređajima se brine naš servis.':
    'Naši aplikativni stručnjaci učestvuju u izboru opreme, provode validaciju metoda i obučavaju laboratorijsko osoblje. Nakon instalacije o uređajima brine naš servis.',
  'Reagense i kontrolne materijale dostavljamo u hladnom lancu i planiramo isporuke prema potrošnji laboratorija, kako rad ne bi zastao zbog nestašice.':
    'Reagense i kontrolne materijale dostavljamo u hladnom lancu i planiramo isporuke prema potrošnji laboratorije, kako rad ne bi stao zbog nestašice.',
  'Zdravstvene ustanove opremamo proizvodima 57 dobavljača medicinske opreme, od planiranja prostora do servisa.':
    'Zdravstvenim ustanovama isporučujemo opremu 57 dobavljača medicinske opreme, od planiranja prostora do servisa.',
  'Medicinska oprema 57 dobavljača za bolnice i ordinacije: savjetovanje, isporuka, instalacija, edukacija i servis 24/7.':
    'Medicinska oprema 57 dobavljača za bolnice i ordinacije: savjetovanje, isporuka, instalacija, obuka i servis 24/7.',
  'Oprema za bolnice i ordinacije': 'Oprema za bolnice i ordinacije',
  'Nudimo opremu za operacijske dvorane, jedinice intenzivnog liječenja, sterilizaciju, endoskopiju, kardiologiju i fizikalnu medicinu te medicinski namještaj.':
    'Nudimo opremu za operacione sale, jedinice intenzivne njege, sterilizaciju, endoskopiju, kardiologiju i fizikalnu medicinu te medicinski namještaj.',
  'S naručiteljem prolazimo sve korake projekta: analizu potreba, izradu specifikacija i ponude za javnu nabavu, isporuku, instalaciju i obuku osoblja.':
    'S naručiocem prolazimo sve korake projekta: analizu potreba, izradu specifikacija i ponuda za javne nabavke, isporuku, instalaciju i obuku osoblja.',
  'Nakon primopredaje opremu održava naš servis, dostupan 24/7 tijekom cijele godine.':
    'Nakon primopredaje opremu održava naš servis, dostupan 24/7 tokom cijele godine.',
  'Više od 1200 stomatoloških ordinacija i zubotehničkih laboratorija oslanja se na našu ponudu 47 dobavljača dentalne opreme i materijala.':
    'Više od 1200 stomatoloških ordinacija i zubotehničkih laboratorija oslanja se na našu ponudu 47 dobavljača stomatološke opreme i materijala.',
  'Dentalna oprema, instrumenti i materijali 47 dobavljača za više od 1200 ordinacija i zubotehničkih laboratorija.':
    'Stomatološka oprema, instrumenti i materijali 47 dobavljača za više od 1200 ordinacija i zubotehničkih laboratorija.',
  'Sve za ordinaciju i laboratorij': 'Sve za ordinaciju i laboratoriju',
  'Ponuda obuhvaća stomatološke jedinice, rendgenske uređaje, instrumente, potrošni materijal te materijale i opremu za zubotehničke laboratorije.':
    'Ponuda obuhvata stomatološke jedinice, rendgen-uređaje, instrumente, potrošni materijal te materijale i opremu za zubotehničke laboratorije.',
  'Stomatološki centri u Rijeci, Dugopolju, Svetoj Nedelji i Vukovaru omogućuju da savjet, narudžbu i servis dobijete u blizini svoje ordinacije.':
    'Stomatološki centri u Rijeci, Dugopolju, Svetoj Nedelji i Vukovaru omogućavaju da savjet, narudžbu i servis dobijete u blizini svoje ordinacije.',
  'Za više od 1200 partnera redovito organiziramo tečajeve i radionice s predavačima iz zemlje i inozemstva.':
    'Za više od 1200 partnera redovno organizujemo kurseve i radionice s predavačima iz zemlje i inostranstva.',
  'Oko 450 veterinarskih ambulanti, klinika i stanica opskrbljujemo veterinarskim lijekovima, cjepivima, opremom i potrošnim materijalom.':
    'Oko 450 veterinarskih ambulanti, klinika i stanica snabdijevamo veterinarskim lijekovima, vakcinama, opremom i potrošnim materijalom.',
  'Veterinarski lijekovi, cjepiva, oprema i potrošni materijal za 450 veterinarskih kupaca, uz dostavu u hladnom lancu.':
    'Veterinarski lijekovi, vakcine, oprema i potrošni materijal za 450 veterinarskih kupaca, uz dostavu u hladnom lancu.',
  'Trebate veterinarski savjet ili ponudu?': 'Trebate veterinarski savjet ili ponudu?',
  'Pošaljite upit našoj službi za veterinu – javit ćemo vam se u najkraćem roku.':
    'Pošaljite upit našoj službi za veterinu – javićemo vam se u najkraćem roku.',
  'Pišite veterini': 'Pišite veterini',
  'Za male i velike životinje': 'Za male i velike životinje',
  'Ponuda obuhvaća lijekove i cjepiva za kućne ljubimce i farmske životinje, dodatke hrani, dijagnostičke testove te opremu za ambulante i klinike.':
    'Ponuda obuhvata lijekove i vakcine za kućne ljubimce i farmske životinje, dodatke hrani, dijagnostičke testove te opremu za ambulante i klinike.',
  'Cjepiva i drugi osjetljivi proizvodi putuju u vozilima s kontroliranom temperaturom, a stručni suradnici savjetuju veterinare pri odabiru proizvoda.':
    'Vakcine i drugi osjetljivi proizvodi putuju u vozilima s kontrolisanom temperaturom, a stručni saradnici savjetuju veterinare pri izboru proizvoda.',
  'Sumnju na nuspojavu veterinarskog lijeka možete prijaviti putem obrasca za prijavljivanje nuspojava na našim stranicama.':
    'Sumnju na neželjeno dejstvo veterinarskog lijeka možete prijaviti putem obrasca za prijavu neželjenih dejstava na našoj stranici.',
  'Poslovni partner prvog izbora': 'Poslovni partner prvog izbora',
  'Demo Medika': 'Demo Medika',
  'Već 35 godina opskrbljujemo ljekarne, bolnice, laboratorije te stomatološke i veterinarske ordinacije lijekovima, medicinskim proizvodima i opremom.':
    'Već 35 godina snabdijevamo apoteke, bolnice, laboratorije te stomatološke i veterinarske ordinacije lijekovima, medicinskim sredstvima i opremom.',
  'Demo Medika – veleprodaja i distribucija lijekova, medicinskih proizvoda i opreme za više od 6000 kupaca u Hrvatskoj i regiji.':
    'Demo Medika – veleprodaja i distribucija lijekova, medicinskih sredstava i opreme za više od 6000 kupaca u Bosni i Hercegovini i regiji.',
  'Od proizvođača do pacijenta': 'Od proizvođača do pacijenta',
  'Demo Medika povezuje više od 400 dobavljača s tisućama zdravstvenih ustanova. Lijekove, medicinske proizvode i opremu skladištimo, prevozimo i isporučujemo tako da stignu na vrijeme i u besprijekornom stanju.':
    'Demo Medika povezuje više od 400 dobavljača s hiljadama zdravstvenih ustanova. Lijekove, medicinska sredstva i opremu skladištimo, prevozimo i isporučujemo tako da stignu na vrijeme i u besprijekornom stanju.',
  'Uz veleprodaju nudimo usluge koje proizvođačima i kupcima olakšavaju posao: registracije, sekundarno opremanje, logistiku kliničkih studija i servis opreme koji radi 24/7.':
    'Pored veleprodaje nudimo usluge koje proizvođačima i kupcima olakšavaju posao: registracije, sekundarno opremanje, logistiku kliničkih studija i servis opreme koji radi 24/7.',
  'Demo Medika u brojkama': 'Demo Medika u brojkama',
  kupaca: 'kupaca',
  dobavljača: 'dobavljača',
  zaposlenika: 'uposlenika',
  'vozilo s kontroliranom temperaturom': 'vozilo s kontrolisanom temperaturom',
  'servis tijekom cijele godine': 'servis tokom cijele godine',
  'stomatoloških partnera': 'stomatoloških partnera',
  'veterinarskih kupaca': 'veterinarskih kupaca',
  'godina poslovanja': 'godina poslovanja',
  'Pouzdanost koju možete provjeriti': 'Pouzdanost koju možete provjeriti',
  'Naš sustav kvalitete potvrđuju certifikati ISO 9001:2015, ISO 14001:2015, GMP i GDP. Dostave obavljamo od ponedjeljka do petka, od 8 do 20 sati, vlastitim voznim parkom s kontroliranom temperaturom.':
    'Naš sistem kvaliteta potvrđuju certifikati ISO 9001:2015, ISO 14001:2015, GMP i GDP. Dostave obavljamo od ponedjeljka do petka, od 8 do 20 sati, vlastitim voznim parkom s kontrolisanom temperaturom.',
  'Trebate ponudu, savjet ili podršku? Odaberite službu u kontaktnom obrascu i javit ćemo vam se u najkraćem roku.':
    'Trebate ponudu, savjet ili podršku? Izaberite službu u kontakt-obrascu i javićemo vam se u najkraćem roku.',
  Dokumenti: 'Dokumenti',
  'Na jednom mjestu objavljujemo certifikate i politike koje opisuju kako radimo.':
    'Na jednom mjestu objavljujemo certifikate i politike koje opisuju naš način rada.',
  'Javni dokumenti tvrtke Demo Medika: certifikati ISO 9001, ISO 14001, GMP i GDP te politike kvalitete i zaštite okoliša.':
    'Javni dokumenti kompanije Demo Medika: certifikati ISO 9001, ISO 14001, GMP i GDP te politike kvaliteta i zaštite okoline.',
  'Partneri, nadzorna tijela i kupci često traže dokaze o našem sustavu kvalitete. Ovdje su dostupni dokumenti koje smijemo javno objaviti, u njihovim važećim verzijama.':
    'Partneri, nadzorni organi i kupci često traže dokaze o našem sistemu kvaliteta. Ovdje su dostupni dokumenti koje smijemo javno objaviti, u važećim verzijama.',
  Certifikati: 'Certifikati',
  'ISO 9001:2015 – sustav upravljanja kvalitetom': 'ISO 9001:2015 – sistem upravljanja kvalitetom',
  'ISO 14001:2015 – sustav upravljanja okolišem': 'ISO 14001:2015 – sistem upravljanja okolinom',
  'GMP – dobra proizvođačka praksa za sekundarno opremanje': 'GMP – dobra proizvođačka praksa za sekundarno opremanje',
  'GDP – dobra distribucijska praksa za veleprodaju lijekova':
    'GDP – dobra distributivna praksa za veleprodaju lijekova',
  Politike: 'Politike',
  'Politika kvalitete': 'Politika kvaliteta',
  'Politika zaštite okoliša': 'Politika zaštite okoline',
  'Politika zaštite osobnih podataka': 'Politika zaštite ličnih podataka',
  'Dokumente ažuriramo nakon svake recertifikacije ili izmjene. Ako vam je potrebna ovjerena preslika, obratite se sektoru kvalitete putem kontaktnog obrasca.':
    'Dokumente ažuriramo nakon svake recertifikacije ili izmjene. Ako vam je potrebna ovjerena kopija, obratite se sektoru kvaliteta putem kontakt-obrasca.',
  Karijere: 'Karijera',
  'Pridružite se timu od 473 kolege koji svaki dan brinu da lijekovi i oprema stignu tamo gdje su potrebni.':
    'Pridružite se timu od 473 kolege koje svakog dana brinu da lijekovi i oprema stignu tamo gdje su potrebni.',
  'Zaposlenje u tvrtki Demo Medika: kakvi nam stručnjaci trebaju, što nudimo zaposlenicima i kako poslati otvorenu prijavu.':
    'Zaposlenje u kompaniji Demo Medika: kakvi su nam stručnjaci potrebni, šta nudimo uposlenicima i kako poslati otvorenu prijavu.',
  'Rad u Demo Medici': 'Rad u Demo Medici',
  'U Hrvatskoj, Sloveniji i Bosni i Hercegovini radi 473 zaposlenika: magistri farmacije, inženjeri, biomedicinski tehničari, stručni suradnici u prodaji, logističari, vozači, informatičari i stručnjaci za financije.':
    'U Hrvatskoj, Sloveniji i Bosni i Hercegovini radi 473 uposlenika: magistri farmacije, inženjeri, biomedicinski tehničari, stručni saradnici u prodaji, logističari, vozači, informatičari i stručnjaci za finansije.',
  'Posao kod nas je odgovoran jer o njemu ovise pacijenti, ali je i dinamičan – radimo s novim tehnologijama, stotinama dobavljača i tisućama kupaca.':
    'Posao kod nas je odgovoran jer od njega zavise pacijenti, ali je i dinamičan – radimo s novim tehnologijama, stotinama dobavljača i hiljadama kupaca.',
  'Što nudimo': 'Šta nudimo',
  'mentora i strukturirani plan uvođenja u posao': 'mentora i strukturiran plan uvođenja u posao',
  'stručne edukacije, seminare i obuke kod proizvođača': 'stručne edukacije, seminare i obuke kod proizvođača',
  'internu izobrazbu o dobroj distribucijskoj i proizvođačkoj praksi':
    'internu obuku o dobroj distributivnoj i proizvođačkoj praksi',
  'mogućnost napredovanja i premještaja između službi i lokacija':
    'mogućnost napredovanja i prelaska između službi i lokacija',
  'Novosti i događanja': 'Novosti i događaji',
  'Pratite novosti iz Demo Medike, najave stručnih skupova i događanja za naše partnere.':
    'Pratite novosti iz Demo Medike, najave stručnih skupova i događaja za naše partnere.',
  'Novosti i događanja tvrtke Demo Medika: poslovne vijesti, stručni skupovi i obavijesti za kupce i dobavljače.':
    'Novosti i događaji kompanije Demo Medika: poslovne vijesti, stručni skupovi i obavještenja za kupce i dobavljače.',
  'Ovdje objavljujemo vijesti o novim uslugama, lokacijama i zastupstvima, obavijesti o rasporedu dostava te najave stručnih skupova i radionica.':
    'Ovdje objavljujemo vijesti o novim uslugama, lokacijama i zastupstvima, obavještenja o rasporedu dostava te najave stručnih skupova i radionica.',
  'Pomoću filtra kategorija brzo ćete pronaći novosti ili događanja koja vas zanimaju.':
    'Pomoću filtera kategorija brzo ćete pronaći novosti ili događaje koji vas zanimaju.',
  'O nama': 'O nama',
  'Od male veledrogerije osnovane 1990. godine izrasli smo u jednog od vodećih distributera lijekova, medicinskih proizvoda i opreme u regiji.':
    'Od male veledrogerije osnovane 1990. godine izrasli smo u jednog od vodećih distributera lijekova, medicinskih sredstava i opreme u regiji.',
  'Povijest tvrtke Demo Medika od 1990. do 2024., misija i vizija, certifikati, lokacije i članstva.':
    'Historija kompanije Demo Medika od 1990. do 2024., misija i vizija, certifikati, lokacije i članstva.',
  'Demo Medika posluje 35 godina. U tom smo razdoblju od nekoliko zaposlenika i jednog skladišta narasli na 473 zaposlenika u tri države i više od 6000 kupaca.':
    'Demo Medika posluje 35 godina. Za to vrijeme smo od nekoliko uposlenika i jednog skladišta narasli na 473 uposlenika u tri države i više od 6000 kupaca.',
  'Ono što se nije promijenilo jest pristup: svaki kupac i dobavljač za nas je dugoročni partner, a svaka pošiljka odgovornost prema pacijentu koji je čeka.':
    'Ono što se nije promijenilo jeste pristup: svaki kupac i dobavljač za nas je dugoročni partner, a svaka pošiljka odgovornost prema pacijentu koji je čeka.',
  Povijest: 'Historija',
  Misija: 'Misija',
  'Osiguravamo da lijekovi, medicinski proizvodi i oprema stignu do zdravstvenih ustanova i pacijenata pouzdano, sigurno i na vrijeme, uz stručnu podršku koja partnerima olakšava svakodnevni rad.':
    'Osiguravamo da lijekovi, medicinska sredstva i oprema stignu do zdravstvenih ustanova i pacijenata pouzdano, sigurno i na vrijeme, uz stručnu podršku koja partnerima olakšava svakodnevni rad.',
  Vizija: 'Vizija',
  'Želimo biti prvi izbor proizvođača i zdravstvenih ustanova u regiji – partner koji zna predvidjeti potrebe tržišta i na njih odgovoriti odgovorno prema ljudima i okolišu.':
    'Želimo biti prvi izbor proizvođača i zdravstvenih ustanova u regiji – partner koji zna predvidjeti potrebe tržišta i odgovoriti na njih odgovorno prema ljudima i okolini.',
  Lokacije: 'Lokacije',
  Članstvo: 'Članstvo',
  'Podaci o tvrtki': 'Podaci o kompaniji',
  'Osnovni podaci o društvu Demo Medika d.o.o. prema propisima o obveznom objavljivanju na internetskim stranicama.':
    'Osnovni podaci o društvu Demo Medika d.o.o. u skladu s propisima o obaveznom objavljivanju na internet stranicama.',
  'Podaci o tvrtki Demo Medika d.o.o.: sjedište, registarski sud, temeljni kapital, članovi uprave i poslovni računi.':
    'Podaci o kompaniji Demo Medika d.o.o.: sjedište, registarski sud, osnovni kapital, uprava i poslovni računi.',
  'Obavijest o videonadzoru': 'Obavještenje o videonadzoru',
  'Dio naših poslovnih prostora nadzire se videonadzorom. Ovdje saznajte zašto, gdje i koliko dugo čuvamo snimke.':
    'Dio naših poslovnih prostora je pod videonadzorom. Ovdje saznajte zašto, gdje i koliko dugo čuvamo snimke.',
  'Obavijest o videonadzoru u prostorima tvrtke Demo Medika: svrha, područja snimanja, rok čuvanja snimki i prava ispitanika.':
    'Obavještenje o videonadzoru u prostorima kompanije Demo Medika: svrha, područja snimanja, rok čuvanja snimaka i prava lica na koja se podaci odnose.',
  'Voditelj obrade': 'Kontrolor podataka',
  'Voditelj obrade osobnih podataka prikupljenih videonadzorom je Demo Medika d.o.o., Industrijska ulica 14, 10431 Sveta Nedelja. Službenika za zaštitu podataka možete kontaktirati na adresi zastita.podataka@demomedika.example.':
    'Kontrolor ličnih podataka prikupljenih videonadzorom je Demo Medika d.o.o. Sarajevo, Ulica Džemala Bijedića 160, Sarajevo. Službenika za zaštitu podataka možete kontaktirati na adresi zastita.podataka@demomedika-bih.example.',
  'Svrha videonadzora': 'Svrha videonadzora',
  'Videonadzor koristimo radi zaštite zaposlenika, posjetitelja i imovine te radi sprječavanja neovlaštenog pristupa skladištima lijekova i medicinskih proizvoda. Snimke ne koristimo za praćenje radne učinkovitosti zaposlenika.':
    'Videonadzor koristimo radi zaštite uposlenika, posjetilaca i imovine te radi sprečavanja neovlaštenog pristupa skladištima lijekova i medicinskih sredstava. Snimke ne koristimo za praćenje radnog učinka uposlenika.',
  'Područja pod nadzorom': 'Područja pod nadzorom',
  'Kamere pokrivaju ulaze u zgrade, vanjske površine, parkirališta, utovarne rampe i skladišne prostore. Prostorije za odmor, svlačionice i sanitarni čvorovi nisu pod nadzorom. Svaki nadzirani prostor označen je vidljivom obavijesnom oznakom.':
    'Kamere pokrivaju ulaze u zgrade, vanjske površine, parkinge, utovarne rampe i skladišne prostore. Prostorije za odmor, svlačionice i toaleti nisu pod nadzorom. Svaki nadzirani prostor označen je vidljivim obavještenjem.',
  'Pravna osnova i čuvanje snimki': 'Pravni osnov i čuvanje snimaka',
  'Obrada se temelji na legitimnom interesu voditelja obrade u skladu s Općom uredbom o zaštiti podataka i nacionalnim propisima o njezinoj provedbi. Snimke čuvamo najdulje šest mjeseci, osim kada su potrebne kao dokaz u sudskom, upravnom ili drugom postupku.':
    'Obrada se zasniva na legitimnom interesu kontrolora u skladu sa Zakonom o zaštiti ličnih podataka. Snimke čuvamo najduže šest mjeseci, osim kada su potrebne kao dokaz u sudskom, upravnom ili drugom postupku.',
  'Pristup snimkama i vaša prava': 'Pristup snimcima i vaša prava',
  'Snimkama mogu pristupiti samo ovlaštene osobe, a svaki se pristup bilježi. Imate pravo zatražiti pristup snimkama na kojima se nalazite, ograničenje obrade ili brisanje te podnijeti prigovor nadzornom tijelu.':
    'Snimcima mogu pristupiti samo ovlaštena lica, a svaki pristup se bilježi. Imate pravo zatražiti pristup snimcima na kojima se nalazite, ograničenje obrade ili brisanje te podnijeti prigovor nadzornom organu.',
  'Pravila kolačića': 'Politika kolačića',
  'Objašnjavamo koje kolačiće koristimo na ovim stranicama, čemu služe i kako možete upravljati svojim izborom.':
    'Objašnjavamo koje kolačiće koristimo na ovoj stranici, čemu služe i kako možete upravljati svojim izborom.',
  'Pravila kolačića: koje kolačiće stranica postavlja, čemu služe, koliko dugo traju i kako dati ili povući privolu.':
    'Politika kolačića: koje kolačiće stranica postavlja, čemu služe, koliko dugo traju i kako dati ili povući saglasnost.',
  'Što su kolačići': 'Šta su kolačići',
  'Kolačići su male tekstualne datoteke koje internetska stranica sprema na vaše računalo ili mobilni uređaj. Omogućuju stranici da zapamti vaše postavke, primjerice odabrani jezik, pa ih ne morate unositi pri svakom posjetu.':
    'Kolačići su male tekstualne datoteke koje internet stranica sprema na vaš računar ili mobilni uređaj. Omogućavaju stranici da zapamti vaše postavke, naprimjer odabrani jezik, pa ih ne morate unositi pri svakoj posjeti.',
  'Koje kolačiće koristimo': 'Koje kolačiće koristimo',
  'Ova stranica postavlja samo nužne kolačiće: one koji pamte odabrani jezik i vaš izbor u vezi s kolačićima te, isključivo zaposlenicima koji uređuju sadržaj, kolačić prijave. Naziv, svrha i trajanje svakog kolačića navedeni su u tablici u nastavku.':
    'Ova stranica postavlja samo neophodne kolačiće: one koji pamte odabrani jezik i vaš izbor u vezi s kolačićima te, isključivo za uposlenike koji uređuju sadržaj, kolačić prijave. Naziv, svrha i trajanje svakog kolačića navedeni su u tabeli ispod.',
  'Analitičke alate i sadržaje trećih strana ne učitavamo dok ih izričito ne dopustite. Trenutačno ih ne koristimo; ako ih uvedemo, dodat ćemo ih u tablicu i zatražiti vaše dopuštenje.':
    'Analitičke alate i sadržaje trećih strana ne učitavamo dok ih izričito ne dozvolite. Trenutno ih ne koristimo; ako ih uvedemo, dodaćemo ih u tabelu i zatražiti vašu dozvolu.',
  'Trajanje kolačića': 'Trajanje kolačića',
  'Sesijski kolačići brišu se kada zatvorite preglednik. Trajni kolačići ostaju na uređaju do isteka roka ili dok ih sami ne izbrišete. Vaš izbor u vezi s kolačićima pamtimo 12 mjeseci, a nakon toga vas ponovno pitamo.':
    'Kolačići sesije brišu se kada zatvorite pretraživač. Trajni kolačići ostaju na uređaju do isteka roka ili dok ih sami ne izbrišete. Vaš izbor u vezi s kolačićima pamtimo 12 mjeseci, a nakon toga vas ponovo pitamo.',
  'Upravljanje kolačićima': 'Upravljanje kolačićima',
  'Privolu možete u svakom trenutku promijeniti ili povući jednako lako kao što ste je dali: odabirom „Postavke kolačića” u podnožju svake stranice ili gumbom ispod tablice. Kolačiće možete blokirati ili izbrisati i u postavkama preglednika, no tada neki dijelovi stranice možda neće raditi kako treba. Za pitanja nam pišite na zastita.podataka@demomedika.example.':
    'Saglasnost možete u svakom trenutku promijeniti ili povući jednako lako kao što ste je dali: izborom „Postavke kolačića” u podnožju svake stranice ili dugmetom ispod tabele. Kolačiće možete blokirati ili izbrisati i u postavkama pretraživača, ali tada neki dijelovi stranice možda neće raditi kako treba. Za pitanja nam pišite na zastita.podataka@demomedika-bih.example.',
  'Pravila privatnosti': 'Politika privatnosti',
  'Vaše osobne podatke obrađujemo zakonito, transparentno i samo u mjeri potrebnoj za svrhu zbog koje smo ih prikupili.':
    'Vaše lične podatke obrađujemo zakonito, transparentno i samo u mjeri potrebnoj za svrhu zbog koje smo ih prikupili.',
  'Pravila privatnosti tvrtke Demo Medika: koje podatke obrađujemo, u koje svrhe, koliko ih dugo čuvamo i koja su vaša prava.':
    'Politika privatnosti kompanije Demo Medika: koje podatke obrađujemo, u koje svrhe, koliko dugo ih čuvamo i koja su vaša prava.',
  'Voditelj obrade je Demo Medika d.o.o., Industrijska ulica 14, Sveta Nedelja. Imenovali smo službenika za zaštitu podataka, kojemu se možete obratiti na adresi zastita.podataka@demomedika.example.':
    'Kontrolor podataka je Demo Medika d.o.o. Sarajevo, Ulica Džemala Bijedića 160, Sarajevo. Imenovali smo službenika za zaštitu podataka, kojem se možete obratiti na adresi zastita.podataka@demomedika-bih.example.',
  'Koje podatke obrađujemo': 'Koje podatke obrađujemo',
  'podatke iz kontaktnog obrasca: ime i prezime, adresu e-pošte, odabranu službu i sadržaj poruke':
    'podatke iz kontakt-obrasca: ime i prezime, adresu e-pošte, odabranu službu i sadržaj poruke',
  'podatke iz prijave nuspojave: podatke o prijavitelju te podatke o pacijentu ili životinji, uključujući podatke o zdravlju':
    'podatke iz prijave neželjenog dejstva: podatke o podnosiocu prijave te podatke o pacijentu ili životinji, uključujući podatke o zdravlju',
  'podatke o kontakt osobama poslovnih partnera': 'podatke o kontakt-osobama poslovnih partnera',
  'tehničke podatke o posjetu stranici i podatke prikupljene kolačićima':
    'tehničke podatke o posjeti stranici i podatke prikupljene kolačićima',
  'Svrhe i pravne osnove': 'Svrhe i pravni osnov',
  'Upite iz kontaktnog obrasca obrađujemo kako bismo vam odgovorili, na temelju legitimnog interesa ili radi poduzimanja radnji prije sklapanja ugovora. Prijave nuspojava obrađujemo radi ispunjavanja zakonskih obveza iz propisa o farmakovigilanciji i veterinarskim lijekovima te radi zaštite javnog zdravlja. Analitičke kolačiće koristimo samo uz vašu privolu.':
    'Upite iz kontakt-obrasca obrađujemo kako bismo vam odgovorili, na osnovu legitimnog interesa ili radi preduzimanja radnji prije zaključenja ugovora. Prijave neželjenih dejstava obrađujemo radi ispunjavanja zakonskih obaveza iz propisa o farmakovigilanci i veterinarskim lijekovima te radi zaštite javnog zdravlja. Analitičke kolačiće koristimo samo uz vašu saglasnost.',
  'Čuvanje i primatelji podataka': 'Čuvanje i primaoci podataka',
  'Podatke čuvamo onoliko dugo koliko je potrebno za svrhu obrade ili koliko propisuju zakoni, primjerice propisi o farmakovigilanciji. Prijave nuspojava prosljeđujemo nositelju odobrenja i nadležnim tijelima, a podatke smiju obrađivati i naši izvršitelji obrade, poput pružatelja informatičkih usluga, na temelju ugovora koji jamči njihovu zaštitu.':
    'Podatke čuvamo onoliko dugo koliko je potrebno za svrhu obrade ili koliko propisuju zakoni, naprimjer propisi o farmakovigilanci. Prijave neželjenih dejstava prosljeđujemo nosiocu dozvole i nadležnim organima, a podatke smiju obrađivati i naši obrađivači, poput pružalaca informatičkih usluga, na osnovu ugovora koji garantuje njihovu zaštitu.',
  'Vaša prava': 'Vaša prava',
  'Imate pravo na pristup svojim podacima, ispravak, brisanje, ograničenje obrade, prenosivost i prigovor na obradu te pravo da u svakom trenutku povučete privolu. Ako smatrate da su vam prava povrijeđena, možete podnijeti pritužbu nadzornom tijelu, u Hrvatskoj Agenciji za zaštitu osobnih podataka.':
    'Imate pravo na pristup svojim podacima, ispravku, brisanje, ograničenje obrade, prenosivost i prigovor na obradu te pravo da u svakom trenutku povučete saglasnost. Ako smatrate da su vam prava povrijeđena, možete podnijeti prigovor nadzornom organu, u Bosni i Hercegovini Agenciji za zaštitu ličnih podataka.',
  'Prijavljivanje nuspojava': 'Prijavljivanje neželjenih dejstava',
  'Svaka prijava sumnje na nuspojavu pomaže da lijekovi za ljude i životinje budu sigurniji.':
    'Svaka prijava sumnje na neželjeno dejstvo pomaže da lijekovi za ljude i životinje budu sigurniji.',
  'Prijavite sumnju na nuspojavu lijeka za ljude ili veterinarskog lijeka. Prijave zaprima odgovorna osoba za farmakovigilanciju.':
    'Prijavite sumnju na neželjeno dejstvo lijeka za ljude ili veterinarskog lijeka. Prijave prima odgovorno lice za farmakovigilancu.',
  'Što je nuspojava': 'Šta je neželjeno dejstvo',
  'Nuspojava je štetna i nenamjerna reakcija na lijek. Može se javiti pri uobičajenoj primjeni, ali i pri pogrešnoj upotrebi, predoziranju ili izloženosti lijeku na radnom mjestu.':
    'Neželjeno dejstvo je štetna i nenamjerna reakcija na lijek. Može se javiti pri uobičajenoj primjeni, ali i pri pogrešnoj upotrebi, predoziranju ili izloženosti lijeku na radnom mjestu.',
  'Tko može prijaviti': 'Ko može prijaviti',
  'Nuspojavu mogu prijaviti pacijenti i članovi njihovih obitelji, zdravstveni radnici, vlasnici životinja i veterinari. Prijavu možete poslati i kada niste sigurni da je reakciju uzrokovao lijek – dovoljna je sumnja.':
    'Neželjeno dejstvo mogu prijaviti pacijenti i članovi njihovih porodica, zdravstveni radnici, vlasnici životinja i veterinari. Prijavu možete poslati i kada niste sigurni da je reakciju izazvao lijek – dovoljna je sumnja.',
  'Kako prijaviti': 'Kako prijaviti',
  'Obrazac na ovoj stranici vodi vas kroz nekoliko koraka: podatke o prijavitelju, o pacijentu ili životinji, o lijeku i o samoj reakciji. Ako ne znate neki podatak, polje možete preskočiti.':
    'Obrazac na ovoj stranici vodi vas kroz nekoliko koraka: podatke o podnosiocu prijave, o pacijentu ili životinji, o lijeku i o samoj reakciji. Ako ne znate neki podatak, polje možete preskočiti.',
  'Prijavu zaprima odgovorna osoba za farmakovigilanciju Demo Medike, koja je u zakonskim rokovima prosljeđuje nositelju odobrenja i nadležnom tijelu, u skladu s propisima o farmakovigilanciji i o veterinarskim lijekovima. Podatke obrađujemo povjerljivo, kako je opisano u pravilima privatnosti.':
    'Prijavu prima odgovorno lice za farmakovigilancu Demo Medike, koje je u zakonskim rokovima prosljeđuje nosiocu dozvole i nadležnom organu, u skladu s propisima o farmakovigilanci i o veterinarskim lijekovima. Podatke obrađujemo povjerljivo, kako je opisano u politici privatnosti.',
  'Prijava nuspojave ne zamjenjuje liječnički pregled. Ako su simptomi ozbiljni, odmah se obratite liječniku, veterinaru ili hitnoj službi.':
    'Prijava neželjenog dejstva ne zamjenjuje ljekarski pregled. Ako su simptomi ozbiljni, odmah se obratite ljekaru, veterinaru ili hitnoj pomoći.',
  'Uvjeti korištenja': 'Uslovi korištenja',
  'Korištenjem ovih internetskih stranica prihvaćate uvjete navedene u nastavku.':
    'Korištenjem ove internet stranice prihvatate uslove navedene u nastavku.',
  'Uvjeti korištenja internetskih stranica tvrtke Demo Medika: namjena sadržaja, autorska prava, odgovornost i mjerodavno pravo.':
    'Uslovi korištenja internet stranice kompanije Demo Medika: namjena sadržaja, autorska prava, odgovornost i mjerodavno pravo.',
  'Namjena sadržaja': 'Namjena sadržaja',
  'Sadržaj ovih stranica ima isključivo informativnu svrhu i ne zamjenjuje savjet liječnika, ljekarnika ili veterinara. Pojedini dijelovi namijenjeni su zdravstvenim radnicima i tako su označeni.':
    'Sadržaj ove stranice ima isključivo informativnu svrhu i ne zamjenjuje savjet ljekara, farmaceuta ili veterinara. Pojedini dijelovi namijenjeni su zdravstvenim radnicima i tako su označeni.',
  'Autorska prava': 'Autorska prava',
  'Tekstovi, fotografije, logotipi i ostali materijali na stranicama vlasništvo su tvrtke Demo Medika ili njezinih partnera. Smijete ih pregledavati i ispisivati za osobnu upotrebu, a svako drugo korištenje zahtijeva naše pisano odobrenje.':
    'Tekstovi, fotografije, logotipi i ostali materijali na stranici vlasništvo su kompanije Demo Medika ili njenih partnera. Smijete ih pregledati i štampati za ličnu upotrebu, a svako drugo korištenje zahtijeva našu pisanu dozvolu.',
  'Ograničenje odgovornosti': 'Ograničenje odgovornosti',
  'Trudimo se da informacije budu točne i ažurne, ali ne jamčimo njihovu potpunost. Ne odgovaramo za štetu nastalu korištenjem stranica ili nemogućnošću pristupa, niti za sadržaj vanjskih stranica na koje vode poveznice.':
    'Trudimo se da informacije budu tačne i ažurne, ali ne garantujemo njihovu potpunost. Ne odgovaramo za štetu nastalu korištenjem stranice ili nemogućnošću pristupa, niti za sadržaj vanjskih stranica na koje vode linkovi.',
  'Izmjene i mjerodavno pravo': 'Izmjene i mjerodavno pravo',
  'Uvjete korištenja možemo povremeno izmijeniti, a nova verzija vrijedi od dana objave na ovoj stranici. Na uvjete se primjenjuje pravo Republike Hrvatske, a za sporove je nadležan stvarno nadležni sud u Zagrebu.':
    'Uslove korištenja možemo povremeno izmijeniti, a nova verzija važi od dana objave na ovoj stranici. Na uslove se primjenjuje pravo Bosne i Hercegovine, a za sporove je nadležan stvarno nadležni sud u Sarajevu.',
  'Otvoren novi distribucijski centar u Dugopolju': 'Otvoren novi distributivni centar u Dugopolju',
  'Novi distribucijski centar u Dugopolju udvostručuje skladišni prostor za južnu Hrvatsku i donosi zasebnu zonu za hladni lanac.':
    'Novi distributivni centar u Dugopolju udvostručuje skladišni prostor za južnu Hrvatsku i donosi zasebnu zonu za hladni lanac.',
  'Nakon godinu dana gradnje u Dugopolju je s radom započeo novi distribucijski centar. Zamjenjuje skladište u kojem smo radili od 1998. godine i gotovo udvostručuje prostor za opskrbu kupaca u Dalmaciji i na otocima.':
    'Nakon godinu dana gradnje u Dugopolju je s radom počeo novi distributivni centar. Zamjenjuje skladište u kojem smo radili od 1998. godine i gotovo udvostručuje prostor za snabdijevanje kupaca u Dalmaciji i na ostrvima.',
  'Što donosi novi centar': 'Šta donosi novi centar',
  'zasebnu zonu za proizvode koji se čuvaju na 2 do 8 °C':
    'posebnu zonu za proizvode koji se čuvaju na temperaturi od 2 do 8 °C',
  'automatsko praćenje temperature i vlage u svim prostorima':
    'automatsko praćenje temperature i vlažnosti u svim prostorima',
  'šest utovarnih rampi za vozila s kontroliranom temperaturom':
    'šest utovarnih rampi za vozila s kontrolisanom temperaturom',
  'prostor za stomatološki izložbeni salon i servis': 'prostor za stomatološki izložbeni salon i servis',
  'Za kupce se ništa ne mijenja osim brzine: narudžbe zaprimljene do podneva i dalje isporučujemo istoga dana, od ponedjeljka do petka između 8 i 20 sati.':
    'Za kupce se ništa ne mijenja osim brzine: narudžbe primljene do podneva i dalje isporučujemo istog dana, od ponedjeljka do petka između 8 i 20 sati.',
  'Ilustracija: skladište novog distribucijskog centra u Dugopolju':
    'Ilustracija: skladište novog distributivnog centra u Dugopolju',
  'Uspješno obnovljeni certifikati ISO 9001 i ISO 14001': 'Uspješno obnovljeni certifikati ISO 9001 i ISO 14001',
  'Nezavisni auditori potvrdili su da naš sustav upravljanja kvalitetom i okolišem ispunjava zahtjeve normi ISO 9001:2015 i ISO 14001:2015.':
    'Nezavisni auditori potvrdili su da naš sistem upravljanja kvalitetom i okolinom ispunjava zahtjeve standarda ISO 9001:2015 i ISO 14001:2015.',
  'Tijekom travnja certifikacijsko tijelo provelo je recertifikacijski audit na svim našim lokacijama u Hrvatskoj. Audit je završio bez ijedne nesukladnosti, a certifikati su obnovljeni na sljedeće trogodišnje razdoblje.':
    'Tokom aprila certifikacijsko tijelo provelo je recertifikacijski audit na svim našim lokacijama u Hrvatskoj. Audit je završen bez ijedne neusklađenosti, a certifikati su obnovljeni za naredni trogodišnji period.',
  'Auditori su posebno istaknuli sustav praćenja temperature u skladištima i vozilima te program smanjenja ambalažnog otpada u distribucijskim centrima.':
    'Auditori su posebno istakli sistem praćenja temperature u skladištima i vozilima te program smanjenja ambalažnog otpada u distributivnim centrima.',
  'Obnovljeni certifikati dostupni su na stranici s dokumentima, zajedno s politikama kvalitete i zaštite okoliša.':
    'Obnovljeni certifikati dostupni su na stranici s dokumentima, zajedno s politikama kvaliteta i zaštite okoline.',
  'Stomatološki dani u Rijeci': 'Stomatološki dani u Rijeci',
  'Pozivamo stomatologe i dentalne tehničare na dvodnevni stručni skup s radionicama, 19. i 20. lipnja 2026. u Rijeci.':
    'Pozivamo stomatologe i zubne tehničare na dvodnevni stručni skup s radionicama, 19. i 20. juna 2026. u Rijeci.',
  'Stomatološki dani okupljaju naše partnere iz ordinacija i zubotehničkih laboratorija. Ove godine program je usmjeren na digitalni tijek rada, od intraoralnog skeniranja do izrade nadomjestaka.':
    'Stomatološki dani okupljaju naše partnere iz ordinacija i zubotehničkih laboratorija. Ove godine program je usmjeren na digitalni tok rada, od intraoralnog skeniranja do izrade nadoknada.',
  Program: 'Program',
  'petak, 19. lipnja – predavanja i izložba opreme dobavljača':
    'petak, 19. juni – predavanja i izložba opreme dobavljača',
  'subota, 20. lipnja – praktične radionice u malim skupinama':
    'subota, 20. juni – praktične radionice u malim grupama',
  'Broj mjesta na radionicama je ograničen. Prijave zaprimamo do 10. lipnja putem kontaktnog obrasca, uz odabir stomatološkog centra u Rijeci.':
    'Broj mjesta na radionicama je ograničen. Prijave primamo do 10. juna putem kontakt-obrasca, uz izbor stomatološkog centra u Rijeci.',
  'Stomatološki centar Rijeka': 'Stomatološki centar Rijeka',
  'Dvanaest novih vozila s kontroliranom temperaturom': 'Dvanaest novih vozila s kontrolisanom temperaturom',
  'Obnovili smo dio voznog parka: dvanaest novih dostavnih vozila zamijenilo je starija, a flota i dalje broji 81 vozilo.':
    'Dio voznog parka je obnovljen: dvanaest novih dostavnih vozila zamijenilo je starija, a flota i dalje ima 81 vozilo.',
  'Nova vozila imaju dvije temperaturne zone, pa u istoj vožnji mogu prevoziti proizvode na sobnoj temperaturi i proizvode iz hladnog lanca. Temperatura se bilježi svake minute i šalje u naš nadzorni sustav.':
    'Nova vozila imaju dvije temperaturne zone, pa u istoj vožnji mogu prevoziti proizvode na sobnoj temperaturi i proizvode iz hladnog lanca. Temperatura se bilježi svake minute i šalje u naš sistem nadzora.',
  'Vozila troše manje goriva od onih koja su zamijenila, što pridonosi ciljevima našeg sustava upravljanja okolišem.':
    'Vozila troše manje goriva od onih koja su zamijenila, što doprinosi ciljevima našeg sistema upravljanja okolinom.',
  'S obnovljenim voznim parkom od 81 vozila nastavljamo dostavljati od ponedjeljka do petka, od 8 do 20 sati.':
    'S obnovljenim voznim parkom od 81 vozila nastavljamo s dostavom od ponedjeljka do petka, od 8 do 20 sati.',
  'Veterinarski stručni skup u Vukovaru': 'Veterinarski stručni skup u Vukovaru',
  'U petak, 16. listopada 2026., u Vukovaru održavamo stručni skup za veterinare posvećen zdravlju farmskih životinja.':
    'U petak, 16. oktobra 2026., u Vukovaru održavamo stručni skup za veterinare posvećen zdravlju farmskih životinja.',
  'Skup je namijenjen veterinarima iz istočne Hrvatske koji rade s farmskim životinjama. Predavači iz prakse i s fakulteta govorit će o programima cijepljenja, biosigurnosti na farmama i odgovornoj primjeni antimikrobnih lijekova.':
    'Skup je namijenjen veterinarima iz istočne Hrvatske koji rade s farmskim životinjama. Predavači iz prakse i s fakulteta govoriće o programima vakcinacije, biosigurnosti na farmama i odgovornoj primjeni antimikrobnih lijekova.',
  'Dio programa posvećen je farmakovigilanciji: kako prepoznati i prijaviti sumnju na nuspojavu veterinarskog lijeka.':
    'Dio programa posvećen je farmakovigilanci: kako prepoznati i prijaviti sumnju na neželjeno dejstvo veterinarskog lijeka.',
  'Sudjelovanje je besplatno. Prijave zaprimamo do 9. listopada putem kontaktnog obrasca, uz odabir službe za veterinu.':
    'Učešće je besplatno. Prijave primamo do 9. oktobra putem kontakt-obrasca.',
  'Prodajni centar Vukovar': 'Prodajni centar Vukovar',
  'Raspored dostava tijekom blagdana': 'Raspored dostava tokom praznika',
  'Donosimo raspored dostava za kraj godine kako biste na vrijeme planirali narudžbe za ljekarne, ordinacije i bolnice.':
    'Donosimo raspored dostava za kraj godine kako biste na vrijeme planirali narudžbe za apoteke, ordinacije i bolnice.',
  'Tijekom prosinca dostave obavljamo prema uobičajenom rasporedu, od ponedjeljka do petka od 8 do 20 sati. Na blagdane i neradne dane dostava se ne obavlja.':
    'Tokom decembra dostave obavljamo prema uobičajenom rasporedu, od ponedjeljka do petka od 8 do 20 sati. Praznicima i neradnim danima dostava se ne obavlja.',
  'Preporuke za narudžbe': 'Preporuke za narudžbe',
  'narudžbe za razdoblje blagdana pošaljite najkasnije dva radna dana prije blagdana':
    'narudžbe za period praznika pošaljite najkasnije dva radna dana prije praznika',
  'za proizvode iz hladnog lanca provjerite ima li netko na adresi da preuzme pošiljku':
    'za proizvode iz hladnog lanca provjerite hoće li neko biti na adresi da preuzme pošiljku',
  'za hitne slučajeve obratite se prodajnom centru najbližem vašoj lokaciji':
    'u hitnim slučajevima obratite se prodajnom centru koji je najbliži vašoj lokaciji',
  'Servis medicinske opreme radi 24/7 i tijekom blagdana, bez promjena.':
    'Servis medicinske opreme radi 24/7 i tokom praznika, bez promjena.',
  'Inspekcija potvrdila usklađenost s dobrom distribucijskom praksom':
    'Inspekcija potvrdila usklađenost s dobrom distributivnom praksom',
  'Nadležna agencija pregledala je skladištenje i prijevoz lijekova te potvrdila da poslujemo u skladu sa smjernicama GDP-a.':
    'Nadležna agencija pregledala je skladištenje i prevoz lijekova te potvrdila da poslujemo u skladu sa smjernicama GDP-a.',
  'Redovni inspekcijski nadzor obuhvatio je zaprimanje robe, skladištenje, komisioniranje i prijevoz lijekova do kupaca. Inspektori su provjerili i postupke povlačenja serija te obuku zaposlenika.':
    'Redovni inspekcijski nadzor obuhvatio je prijem robe, skladištenje, komisioniranje i prevoz lijekova do kupaca. Inspektori su provjerili i postupke povlačenja serija te obuku uposlenika.',
  'Nadzor je završio bez kritičnih i bez većih nalaza. Dvije manje preporuke, o označavanju karantenskog prostora i o arhiviranju zapisa o temperaturi, provest ćemo do kraja tromjesečja.':
    'Nadzor je završen bez kritičnih i bez većih nalaza. Dvije manje preporuke, o označavanju karantinskog prostora i o arhiviranju zapisa o temperaturi, provešćemo do kraja kvartala.',
  'Novi izložbeni salon za digitalnu stomatologiju': 'Novi izložbeni salon za digitalnu stomatologiju',
  'U Svetoj Nedelji otvorili smo izložbeni salon u kojem stomatolozi i zubni tehničari mogu isprobati intraoralne skenere i glodalice.':
    'U Svetoj Nedelji otvorili smo izložbeni salon u kojem stomatolozi i zubni tehničari mogu isprobati intraoralne skenere i mašine za glodanje.',
  'Salon je opremljen kao prava ordinacija i laboratorij: od stomatološke jedinice i intraoralnog skenera do glodalice i peći za sinteriranje. Posjetitelji mogu proći cijeli digitalni postupak na vlastitom slučaju.':
    'Salon je opremljen kao prava ordinacija i laboratorija: od stomatološke jedinice i intraoralnog skenera do glodalice i peći za sinterovanje. Posjetioci mogu proći cijeli digitalni postupak na vlastitom slučaju.',
  'Demonstracije vode naši stručni suradnici, a termin se dogovara putem kontaktnog obrasca uz odabir stomatološkog centra u Svetoj Nedelji.':
    'Demonstracije vode naši stručni saradnici, a termin se dogovara putem kontakt-obrasca.',
  'Dan otvorenih vrata za studente': 'Dan otvorenih vrata za studente',
  'Studente farmacije, logistike i biomedicine pozivamo da upoznaju naš distribucijski centar i razgovaraju s budućim kolegama.':
    'Studente farmacije, logistike i biomedicine pozivamo da upoznaju naš distributivni centar i razgovaraju s budućim kolegama.',
  'Tijekom obilaska studenti će vidjeti kako narudžba ljekarne putuje od zaprimanja do isporuke, kako se čuvaju proizvodi iz hladnog lanca i kako radi služba za kvalitetu.':
    'Tokom obilaska studenti će vidjeti kako narudžba apoteke putuje od prijema do isporuke, kako se čuvaju proizvodi iz hladnog lanca i kako radi služba za kvalitet.',
  'U drugom dijelu dana predstavit ćemo program stručne prakse i otvorena radna mjesta. Prijave za obilazak zaprimamo do 20. ožujka, a broj mjesta je ograničen na 40.':
    'U drugom dijelu dana predstavićemo program stručne prakse i otvorena radna mjesta. Prijave za obilazak primamo do 20. marta, a broj mjesta je ograničen na 40.',
  'Distribucijski centar Sveta Nedelja': 'Distributivni centar Sveta Nedelja',
  'Proširen servisni tim za medicinsku opremu': 'Proširen servisni tim za medicinsku opremu',
  'Četiri nova servisna inženjera skraćuju vrijeme dolaska na intervenciju u bolnicama i laboratorijima diljem Hrvatske.':
    'Četiri nova servisna inženjera skraćuju vrijeme dolaska na intervenciju u bolnicama i laboratorijama širom Hrvatske.',
  'Servisni tim sada broji dvadeset inženjera raspoređenih u četiri regionalna centra. Svi su prošli obuku proizvođača za opremu koju održavaju, od laboratorijskih analizatora do operacijskih stolova.':
    'Servisni tim sada broji dvadeset inženjera raspoređenih u četiri regionalna centra. Svi su prošli obuku proizvođača za opremu koju održavaju, od laboratorijskih analizatora do operacionih stolova.',
  'Dežurna služba i dalje je dostupna 24 sata dnevno, svih 365 dana u godini. Preventivni pregledi planiraju se unaprijed i usklađuju s rasporedom rada ustanove.':
    'Dežurna služba i dalje je dostupna 24 sata dnevno, svih 365 dana u godini. Preventivne preglede planiramo unaprijed i usklađujemo ih s rasporedom rada ustanove.',
  'Novi asortiman za zdravlje kućnih ljubimaca': 'Novi asortiman za zdravlje kućnih ljubimaca',
  'Veterinarskim ambulantama nudimo novu liniju dodataka prehrani i proizvoda za njegu pasa i mačaka.':
    'Veterinarskim ambulantama nudimo novu liniju dodataka ishrani i proizvoda za njegu pasa i mačaka.',
  'Nova linija obuhvaća dodatke prehrani za zglobove i probavu, proizvode za njegu kože i ušiju te dentalne grickalice. Svi proizvodi namijenjeni su prodaji u veterinarskim ambulantama uz stručni savjet.':
    'Nova linija obuhvata dodatke ishrani za zglobove i probavu, proizvode za njegu kože i ušiju te dentalne poslastice. Svi proizvodi namijenjeni su prodaji u veterinarskim ambulantama uz stručni savjet.',
  'Za naših 450 veterinarskih kupaca pripremili smo edukativne materijale i uzorke. Obratite se službi za veterinu za ponudu.':
    'Za naših 450 veterinarskih kupaca pripremili smo edukativne materijale i uzorke. Za ponudu nam pišite putem kontakt-obrasca.',
  'Radionica: hladni lanac u ljekarni': 'Radionica: hladni lanac u apoteci',
  'Mrežna radionica za farmaceute i farmaceutske tehničare o zaprimanju, čuvanju i izdavanju lijekova koji se čuvaju na 2 do 8 °C.':
    'Online radionica za farmaceute i farmaceutske tehničare o prijemu, čuvanju i izdavanju lijekova koji se čuvaju na 2 do 8 °C.',
  'Na radionici ćemo proći što provjeriti pri zaprimanju pošiljke, kako odabrati i kalibrirati hladnjak te kako postupiti kada temperatura izađe iz dopuštenog raspona.':
    'Na radionici ćemo proći šta provjeriti pri prijemu pošiljke, kako izabrati i kalibrisati frižider te kako postupiti kada temperatura izađe iz dozvoljenog raspona.',
  'trajanje: 90 minuta, uključujući pitanja': 'trajanje: 90 minuta, uključujući pitanja',
  'sudionici dobivaju predložak dnevnika temperature': 'učesnici dobijaju obrazac dnevnika temperature',
  'sudjelovanje je besplatno': 'učešće je besplatno',
  Online: 'Online',
  'Posjetite nas na sajmu medicinske opreme': 'Posjetite nas na sajmu medicinske opreme',
  'Na trodnevnom sajmu predstavljamo novu generaciju ultrazvučnih uređaja, monitora vitalnih funkcija i laboratorijske opreme.':
    'Na trodnevnom sajmu predstavljamo novu generaciju ultrazvučnih aparata, monitora vitalnih funkcija i laboratorijske opreme.',
  'Na našem izložbenom prostoru bit će predstavnici 12 dobavljača medicinske opreme. Uređaje možete isprobati uz stručno vodstvo, a za bolničke timove organiziramo kraće prezentacije svakog punog sata.':
    'Na našem izložbenom prostoru biće predstavnici 12 dobavljača medicinske opreme. Uređaje možete isprobati uz stručno vodstvo, a za bolničke timove organizujemo kraće prezentacije svakog punog sata.',
  'Sastanak s našim timom možete unaprijed dogovoriti putem kontaktnog obrasca uz odabir službe za medicinsku opremu.':
    'Sastanak s našim timom možete unaprijed dogovoriti putem kontakt-obrasca.',
  'Zagreb, Zagrebački velesajam': 'Zagreb, Zagrebački velesajam',
  'Rezultati ankete o zadovoljstvu kupaca': 'Rezultati ankete o zadovoljstvu kupaca',
  'Ljekarne, bolnice i ordinacije ocijenile su našu dostavu, prodaju i servis. Najbolje ocjene dobila je točnost isporuka.':
    'Apoteke, bolnice i ordinacije ocijenile su našu dostavu, prodaju i servis. Najbolje ocjene dobila je tačnost isporuka.',
  'Anketu je ispunilo 812 kupaca. Točnost isporuka ocijenjena je prosječnom ocjenom 4,7 od 5, a ljubaznost prodajnog osoblja ocjenom 4,6.':
    'Anketu je popunilo 812 kupaca. Tačnost isporuka ocijenjena je prosječnom ocjenom 4,7 od 5, a ljubaznost prodajnog osoblja ocjenom 4,6.',
  'Kupci su predložili da ih ranije obavijestimo o kašnjenjima. Od siječnja ćemo zato slati poruku čim se vozilo zadrži dulje od 30 minuta.':
    'Kupci su predložili da ih ranije obavijestimo o kašnjenjima. Zato ćemo od januara slati poruku čim se vozilo zadrži duže od 30 minuta.',
  'Logistika i distribucija': 'Logistika i distribucija',
  'Kvaliteta i certifikati': 'Kvalitet i certifikati',
  Stomatologija: 'Stomatologija',
  Veterina: 'Veterina',
  'Medicinska oprema': 'Medicinska oprema',
  'Edukacije i stručni skupovi': 'Edukacije i stručni skupovi',
  'Iz tvrtke': 'Iz kompanije',
  Dijagnostika: 'Dijagnostika',
  Registracije: 'Registracije',
  'Osnivanje tvrtke i otvaranje prvog skladišta lijekova u Svetoj Nedelji.':
    'Osnivanje kompanije i otvaranje prvog skladišta lijekova u Svetoj Nedelji.',
  'Prvi hladnjačni prostori i početak dostave lijekova u hladnom lancu.':
    'Prve rashladne komore i početak dostave lijekova u hladnom lancu.',
  'Otvoren distribucijski centar u Dugopolju za opskrbu Dalmacije.':
    'Otvoren distributivni centar u Dugopolju za snabdijevanje Dalmacije.',
  'Osnovane službe za medicinsku opremu i servis.': 'Osnovane službe za medicinsku opremu i servis.',
  'Uveden sustav upravljanja kvalitetom prema normi ISO 9001.':
    'Uveden sistem upravljanja kvalitetom prema standardu ISO 9001.',
  'Otvorena podružnica u Vukovaru i osnovana služba za veterinu.':
    'Otvorena poslovnica u Vukovaru i osnovana služba za veterinu.',
  'Otvoren stomatološki centar u Rijeci.': 'Otvoren stomatološki centar u Rijeci.',
  'Osnovano društvo u Sloveniji sa sjedištem u Trzinu.': 'Osnovana kompanija u Sloveniji sa sjedištem u Trzinu.',
  'Ulazak na tržište Bosne i Hercegovine i otvaranje ureda u Sarajevu.':
    'Ulazak na tržište Bosne i Hercegovine i otvaranje kancelarije u Sarajevu.',
  'Pokrenuta logistika kliničkih studija.': 'Pokrenuta logistika kliničkih studija.',
  'Otvoren pogon za sekundarno opremanje s GMP certifikatom.':
    'Otvoren pogon za sekundarno opremanje, certificiran prema GMP-u.',
  'Certificiran sustav upravljanja okolišem prema normi ISO 14001.':
    'Certificiran sistem upravljanja okolinom prema standardu ISO 14001.',
  'Uveden novi skladišni sustav s praćenjem serija u stvarnom vremenu.':
    'Uveden novi skladišni sistem s praćenjem serija u realnom vremenu.',
  'Vozni park narastao na 81 vozilo s kontroliranom temperaturom, a tim na 473 zaposlenika.':
    'Vozni park je narastao na 81 vozilo s kontrolisanom temperaturom, a tim na 473 uposlenika.',
  'ISO 9001:2015 – upravljanje kvalitetom': 'ISO 9001:2015 – upravljanje kvalitetom',
  'Certifikat ISO 9001:2015': 'Certifikat ISO 9001:2015',
  'ISO 14001:2015 – upravljanje okolišem': 'ISO 14001:2015 – upravljanje okolinom',
  'Certifikat ISO 14001:2015': 'Certifikat ISO 14001:2015',
  'GMP – dobra proizvođačka praksa': 'GMP – dobra proizvođačka praksa',
  'GMP certifikat': 'GMP certifikat',
  'GDP – dobra distribucijska praksa': 'GDP – dobra distributivna praksa',
  'GDP certifikat': 'GDP certifikat',
  'Gospodarska komora': 'Privredna komora',
  'Udruženje veledrogerija': 'Udruženje veledrogerija',
  'Udruga distributera medicinskih proizvoda': 'Udruženje distributera medicinskih sredstava',
  'Ljekarne partneri': 'Partnerske apoteke',
  'Internetska trgovina partnera': 'Online prodavnica partnera',
  direktor: 'direktor',
  'Gdje kupiti naše proizvode': 'Gdje kupiti naše proizvode',
  'Izjava o pristupačnosti': 'Izjava o pristupačnosti',
  'Koliko su ove mrežne stranice pristupačne, što još ne radi za sve i kome se obratiti.':
    'Koliko su ove web stranice pristupačne, šta još ne radi za sve i kome se obratiti.',
  'Izjava o pristupačnosti mrežnih stranica: stanje usklađenosti, nepristupačan sadržaj, kontakt i postupak praćenja provedbe.':
    'Izjava o pristupačnosti web stranica: stanje usklađenosti, nepristupačan sadržaj, kontakt i postupak praćenja provedbe.',
}
