/**
 * The Slovenian text of the demo content, by its Croatian original: what a visitor of slo reads.
 * Written for Slovenia (its authority, law and addresses), not word for word.
 */
export const slovenian: Record<string, string> = {
  'Osim veleprodaje nudimo usluge koje partnerima skraćuju put proizvoda od proizvođača do pacijenta.':
    'Poleg veleprodaje ponujamo storitve, ki partnerjem skrajšajo pot izdelka od proizvajalca do pacienta.',
  'Usluge tvrtke Demo Medika: kliničke studije, registracije, sekundarno opremanje, servis opreme te skladištenje i transport.':
    'Storitve podjetja Demo Medika: klinične študije, registracije, sekundarno pakiranje, servis opreme ter skladiščenje in transport.',
  'Proizvođači i nositelji odobrenja dolaze nam po više od same distribucije. Preuzimamo poslove koji traže stručno znanje, dozvole i infrastrukturu, kako bi se oni mogli usredotočiti na razvoj i prodaju.':
    'Proizvajalci in imetniki dovoljenj od nas pričakujejo več kot le distribucijo. Prevzamemo naloge, ki zahtevajo strokovno znanje, dovoljenja in infrastrukturo, da se lahko sami posvetijo razvoju in prodaji.',
  'Svaku uslugu možete ugovoriti zasebno ili u paketu, a u svakom koraku vrijede isti standardi kvalitete potvrđeni certifikatima ISO 9001, ISO 14001, GMP i GDP.':
    'Vsako storitev lahko naročite posebej ali v paketu, pri vsakem koraku pa veljajo enaki standardi kakovosti, ki jih potrjujejo certifikati ISO 9001, ISO 14001, GMP in GDP.',
  'Naše usluge': 'Naše storitve',
  'Vodimo proizvođače kroz postupke odobravanja i upisa lijekova i medicinskih proizvoda, od prve prijave do održavanja dokumentacije.':
    'Proizvajalce vodimo skozi postopke pridobivanja dovoljenj in vpisa zdravil ter medicinskih pripomočkov, od prve vloge do vzdrževanja dokumentacije.',
  'Regulatorna podrška: odobrenja za stavljanje lijeka u promet, izmjene, obnove, upis medicinskih proizvoda i prijevod dokumentacije.':
    'Regulativna podpora: dovoljenja za promet z zdravili, spremembe, podaljšanja, vpis medicinskih pripomočkov in prevod dokumentacije.',
  'Regulatorna podrška za lijekove': 'Regulativna podpora za zdravila',
  'Naš regulatorni tim priprema i predaje zahtjeve za davanje odobrenja za stavljanje lijeka u promet, izmjene i obnove odobrenja te komunicira s nadležnom agencijom tijekom cijelog postupka.':
    'Naša regulativna ekipa pripravi in vloži vloge za pridobitev dovoljenja za promet z zdravilom, za spremembe in podaljšanja dovoljenj ter s pristojno agencijo sodeluje ves čas postopka.',
  'Brinemo se da sažetak opisa svojstava lijeka, uputa o lijeku i označivanje budu točno prevedeni i usklađeni s važećim propisima, a izmjene pravodobno provedene na tržištu.':
    'Skrbimo, da so povzetek glavnih značilnosti zdravila, navodilo za uporabo in označevanje natančno prevedeni in usklajeni z veljavnimi predpisi ter da so spremembe na trgu pravočasno uvedene.',
  'Medicinski proizvodi': 'Medicinski pripomočki',
  'Za medicinske proizvode i in vitro dijagnostiku provodimo upis u nacionalne registre, provjeravamo tehničku dokumentaciju i označivanje te preuzimamo obveze uvoznika i distributera propisane europskim uredbama.':
    'Za medicinske pripomočke in in vitro diagnostiko opravimo vpis v nacionalne registre, preverimo tehnično dokumentacijo in označevanje ter prevzamemo obveznosti uvoznika in distributerja, ki jih določajo evropske uredbe.',
  'Usluga uključuje i podršku u farmakovigilanciji: prijave nuspojava zaprimljene od zdravstvenih radnika i pacijenata prosljeđujemo odgovornoj osobi za farmakovigilanciju i nositelju odobrenja.':
    'Storitev vključuje tudi podporo pri farmakovigilanci: poročila o neželenih učinkih, ki jih prejmemo od zdravstvenih delavcev in pacientov, posredujemo odgovorni osebi za farmakovigilanco in imetniku dovoljenja.',
  'U pogonu s GMP certifikatom prilagođavamo pakiranja lijekova i medicinskih proizvoda zahtjevima hrvatskog i regionalnih tržišta.':
    'V obratu s certifikatom GMP pakiranja zdravil in medicinskih pripomočkov prilagajamo zahtevam slovenskega in drugih trgov v regiji.',
  'Sekundarno opremanje lijekova u GMP pogonu: naljepnice na hrvatskom jeziku, umetanje uputa, prepakiranje i sigurnosne oznake.':
    'Sekundarno pakiranje zdravil v obratu GMP: nalepke v slovenskem jeziku, vstavljanje navodil, prepakiranje in zaščitni elementi.',
  'Pakiranje prilagođeno tržištu': 'Pakiranje, prilagojeno trgu',
  'Kada proizvod dolazi u pakiranju namijenjenom drugom tržištu, sekundarnim opremanjem osiguravamo da do korisnika stigne s propisanim oznakama i uputom na njegovu jeziku.':
    'Kadar izdelek prispe v pakiranju, namenjenem drugemu trgu, s sekundarnim pakiranjem poskrbimo, da uporabnik prejme izdelek s predpisanimi oznakami in navodilom v svojem jeziku.',
  'Svi se poslovi obavljaju u odvojenom prostoru s kontroliranim uvjetima, prema pisanim postupcima i uz dvostruku provjeru svake serije. Rad pogona redovito potvrđuju GMP inspekcije.':
    'Vsa dela potekajo v ločenem prostoru z nadzorovanimi pogoji, po pisnih postopkih in z dvojnim preverjanjem vsake serije. Delovanje obrata redno potrjujejo inšpekcijski pregledi GMP.',
  'Što radimo': 'Kaj delamo',
  'lijepljenje naljepnica na vanjsko pakiranje': 'lepljenje nalepk na zunanjo ovojnino',
  'umetanje ili zamjena upute o lijeku': 'vstavljanje ali zamenjava navodila za uporabo',
  'prepakiranje u nova vanjska pakiranja': 'prepakiranje v nove zunanje ovojnine',
  'provjera i postavljanje sigurnosnih oznaka te zaštite od otvaranja':
    'preverjanje in nameščanje zaščitnih elementov ter zaščite pred odpiranjem',
  'izrada i kontrola tiskanog materijala u suradnji s proizvođačem':
    'priprava in kontrola tiskanega gradiva v sodelovanju s proizvajalcem',
  'Vlastita skladišta i 81 vozilo s kontroliranom temperaturom omogućuju nam pouzdanu dostavu lijekova i medicinskih proizvoda od ponedjeljka do petka, od 8 do 20 sati.':
    'Lastna skladišča in 81 vozil z nadzorovano temperaturo nam omogočajo zanesljivo dostavo zdravil in medicinskih pripomočkov od ponedeljka do petka, od 8. do 20. ure.',
  'Skladištenje prema dobroj distribucijskoj praksi, hladni lanac i dostava s 81 vozilom s kontroliranom temperaturom, radnim danom od 8 do 20 h.':
    'Skladiščenje v skladu z dobro distribucijsko prakso, hladna veriga in dostava z 81 vozili z nadzorovano temperaturo ob delavnikih od 8. do 20. ure.',
  Skladišta: 'Skladišča',
  'Distribucijski centri u Svetoj Nedelji, Vukovaru i Dugopolju rade prema smjernicama dobre distribucijske prakse. Prostori su podijeljeni u temperaturne zone, a uvjeti se bilježe automatski i provjeravaju svakodnevno.':
    'Distribucijski centri v Sveti Nedelji, Vukovarju in Dugopolju delujejo v skladu s smernicami dobre distribucijske prakse. Prostori so razdeljeni na temperaturna območja, pogoji pa se samodejno beležijo in vsak dan preverjajo.',
  'Skladišni sustav prati svaku seriju i rok valjanosti, pa proizvod možemo pronaći, izdvojiti ili povući u nekoliko minuta.':
    'Skladiščni sistem sledi vsaki seriji in roku uporabnosti, zato lahko izdelek najdemo, izločimo ali odpokličemo v nekaj minutah.',
  Transport: 'Transport',
  'Za više od 6000 kupaca – ljekarne, bolnice, domove zdravlja, laboratorije i ordinacije – dostavljamo robu vlastitim voznim parkom od 81 vozila s kontroliranom temperaturom. Dostave se obavljaju od ponedjeljka do petka, od 8 do 20 sati.':
    'Več kot 6000 kupcem – lekarnam, bolnišnicam, zdravstvenim domovom, laboratorijem in ambulantam – blago dostavljamo z lastnim voznim parkom 81 vozil z nadzorovano temperaturo. Dostave potekajo od ponedeljka do petka, od 8. do 20. ure.',
  'Proizvodi kojima je potreban hladni lanac putuju u zasebnim odjeljcima na 2 do 8 °C, a temperaturni zapis s vožnje dostupan je kupcu na zahtjev.':
    'Izdelki, ki potrebujejo hladno verigo, potujejo v ločenih prekatih pri 2 do 8 °C, temperaturni zapis vožnje pa je kupcu na voljo na zahtevo.',
  'Stručne službe pokrivaju sva područja zdravstva – od ljekarne i laboratorija do stomatološke ordinacije i veterinarske ambulante.':
    'Strokovni oddelki pokrivajo vsa področja zdravstva – od lekarne in laboratorija do zobozdravstvene ordinacije in veterinarske ambulante.',
  'Službe tvrtke Demo Medika: dijagnostika, lijekovi i medicinski proizvodi, marketinška zastupstva, medicinska oprema, stomatologija i veterina.':
    'Oddelki podjetja Demo Medika: diagnostika, zdravila in medicinski pripomočki, trženje zastopanih blagovnih znamk, medicinska oprema, zobozdravstvo in veterina.',
  'Svaka služba ima vlastiti tim stručnjaka koji dobro poznaje potrebe svojih kupaca i proizvode dobavljača s kojima surađuje.':
    'Vsak oddelek ima lastno ekipo strokovnjakov, ki dobro pozna potrebe svojih kupcev in izdelke dobaviteljev, s katerimi sodeluje.',
  'Zajedničke su im logistika, sustav kvalitete i servis, pa kupci bez obzira na područje rada dobivaju jednako pouzdanu uslugu.':
    'Skupni so jim logistika, sistem kakovosti in servis, zato kupci ne glede na področje dela prejmejo enako zanesljivo storitev.',
  'Naše službe': 'Naši oddelki',
  'Bolničkim, privatnim i veterinarskim laboratorijima isporučujemo analizatore, reagense i potrošni materijal te pomažemo pri uvođenju novih metoda.':
    'Bolnišničnim, zasebnim in veterinarskim laboratorijem dobavljamo analizatorje, reagente in potrošni material ter pomagamo pri uvajanju novih metod.',
  'Laboratorijska dijagnostika: analizatori, reagensi i potrošni materijal, aplikacijska podrška i servis za laboratorije.':
    'Laboratorijska diagnostika: analizatorji, reagenti in potrošni material, aplikativna podpora in servis za laboratorije.',
  'Rješenja za laboratorije': 'Rešitve za laboratorije',
  'Ponuda obuhvaća biokemiju, hematologiju, koagulaciju, imunokemiju, mikrobiologiju i molekularnu dijagnostiku, kao i brze testove za primjenu uz pacijenta.':
    'Ponudba obsega biokemijo, hematologijo, koagulacijo, imunokemijo, mikrobiologijo in molekularno diagnostiko ter hitre teste za uporabo ob pacientu.',
  'Naši aplikacijski stručnjaci sudjeluju u odabiru opreme, provode validaciju metoda i obučavaju laboratorijsko osoblje. Nakon instalacije o uređajima se brine naš servis.':
    'Naši aplikativni strokovnjaki sodelujejo pri izbiri opreme, izvedejo validacijo metod in usposobijo laboratorijsko osebje. Po namestitvi za naprave skrbi naš servis.',
  'Reagense i kontrolne materijale dostavljamo u hladnom lancu i planiramo isporuke prema potrošnji laboratorija, kako rad ne bi zastao zbog nestašice.':
    'Reagente in kontrolne materiale dostavljamo v hladni verigi, dobave pa načrtujemo glede na porabo laboratorija, da se delo ne bi ustavilo zaradi pomanjkanja.',
  'Ljekarnama, bolnicama i ustanovama primarne zdravstvene zaštite isporučujemo lijekove, medicinske proizvode i potrošni materijal više od 400 dobavljača.':
    'Lekarnam, bolnišnicam in ustanovam primarnega zdravstvenega varstva dobavljamo zdravila, medicinske pripomočke in potrošni material več kot 400 dobaviteljev.',
  'Veleprodaja lijekova, medicinskih proizvoda i potrošnog materijala za ljekarne i bolnice te uvoz lijekova na liječnički recept.':
    'Veleprodaja zdravil, medicinskih pripomočkov in potrošnega materiala za lekarne in bolnišnice ter uvoz zdravil na zdravniški recept.',
  'Široka ponuda, pouzdana opskrba': 'Široka ponudba, zanesljiva oskrba',
  'U ponudi su originalni i generički lijekovi, bezreceptni pripravci, medicinski proizvodi, zavojni i potrošni materijal te dodaci prehrani. Narudžbe zaprimamo elektronički i telefonski, a isporuke stižu istog ili sljedećeg radnog dana.':
    'V ponudbi so originalna in generična zdravila, zdravila brez recepta, medicinski pripomočki, obvezilni in potrošni material ter prehranska dopolnila. Naročila sprejemamo elektronsko in po telefonu, dobave pa prispejo isti ali naslednji delovni dan.',
  'Za lijekove koji nemaju odobrenje za stavljanje u promet u Hrvatskoj organiziramo uvoz na liječnički recept, uz svu potrebnu dokumentaciju i dozvole.':
    'Za zdravila, ki v Sloveniji nimajo dovoljenja za promet, organiziramo uvoz na zdravniški recept z vso potrebno dokumentacijo in dovoljenji.',
  'Proizvođačima nudimo i zastupanje: od registracije i pokretanja prodaje do specijaliziranih proizvoda kao što su slušni implantati.':
    'Proizvajalcem ponujamo tudi zastopanje: od registracije in začetka prodaje do specializiranih izdelkov, kot so slušni vsadki.',
  'Zastupane marke': 'Zastopane blagovne znamke',
  'Cochlear je australska tvrtka specijalizirana za implantabilna slušna rješenja, a Demo Medika distribuira njezine sustave i pribor.':
    'Cochlear je avstralsko podjetje, specializirano za vsadne slušne rešitve, Demo Medika pa distribuira njegove sisteme in pribor.',
  'Cochlear slušni implantati: distribucija sustava, pribora i rezervnih dijelova te podrška klinikama i korisnicima.':
    'Slušni vsadki Cochlear: distribucija sistemov, pribora in nadomestnih delov ter podpora klinikam in uporabnikom.',
  'Slušni implantati': 'Slušni vsadki',
  'Cochlear razvija kohlearne implantate i sustave za slušanje putem koštane vodljivosti. Njegova rješenja namijenjena su djeci i odraslima s oštećenjem sluha kojima slušna pomagala ne pomažu dovoljno.':
    'Cochlear razvija polžne vsadke in sisteme za poslušanje po kostni prevodnosti. Njegove rešitve so namenjene otrokom in odraslim z okvaro sluha, ki jim slušni aparati ne pomagajo dovolj.',
  'Surađujemo s klinikama za otorinolaringologiju koje provode ugradnju: isporučujemo implantate i procesore zvuka, organiziramo stručne edukacije i osiguravamo tehničku podršku.':
    'Sodelujemo s klinikami za otorinolaringologijo, ki izvajajo vsaditve: dobavljamo vsadke in zvočne procesorje, organiziramo strokovna izobraževanja in zagotavljamo tehnično podporo.',
  'Korisnicima je na raspolaganju naš tim za pribor, baterije i rezervne dijelove, kao i pomoć pri servisu i jamstvenim zamjenama procesora zvuka.':
    'Uporabnikom je na voljo naša ekipa za pribor, baterije in nadomestne dele ter pomoč pri servisu in garancijskih zamenjavah zvočnih procesorjev.',
  'Više o Cochlearu': 'Več o podjetju Cochlear',
  'Nucleus je sustav kohlearnog implantata tvrtke Cochlear koji čine ugrađeni implantat i vanjski procesor zvuka.':
    'Nucleus je sistem polžnega vsadka podjetja Cochlear, ki ga sestavljata vsajeni vsadek in zunanji zvočni procesor.',
  'Sustav kohlearnog implantata Nucleus: dijelovi sustava, pribor, rezervni dijelovi i podrška korisnicima u Hrvatskoj.':
    'Sistem polžnega vsadka Nucleus: deli sistema, pribor, nadomestni deli in podpora uporabnikom v Sloveniji.',
  'Kako je sustav građen': 'Kako je sistem zgrajen',
  'Sustav Nucleus sastoji se od dva dijela. Implantat se kirurški postavlja ispod kože iza uha, a vanjski procesor zvuka prima zvukove iz okoline, obrađuje ih i bežično prenosi implantatu.':
    'Sistem Nucleus je sestavljen iz dveh delov. Vsadek se kirurško namesti pod kožo za ušesom, zunanji zvočni procesor pa sprejema zvoke iz okolice, jih obdela in brezžično prenese na vsadek.',
  'Je li kohlearni implantat prikladno rješenje, procjenjuje specijalistički tim klinike za otorinolaringologiju. Oni vode i postupak ugradnje, podešavanje procesora i rehabilitaciju.':
    'Ali je polžni vsadek primerna rešitev, oceni specialistična ekipa klinike za otorinolaringologijo. Ta vodi tudi postopek vsaditve, nastavitev procesorja in rehabilitacijo.',
  'Podrška korisnicima': 'Podpora uporabnikom',
  'Korisnicima i klinikama osiguravamo originalni pribor, baterije i rezervne dijelove za procesore zvuka, posredujemo pri jamstvenim zamjenama i odgovaramo na pitanja o svakodnevnoj upotrebi sustava.':
    'Uporabnikom in klinikam zagotavljamo originalni pribor, baterije in nadomestne dele za zvočne procesorje, posredujemo pri garancijskih zamenjavah in odgovarjamo na vprašanja o vsakodnevni uporabi sistema.',
  'Pozivamo korisnike kohlearnih implantata i njihove obitelji da podijele iskustva o tome kako implantat utječe na njihov svakodnevni život.':
    'Uporabnike polžnih vsadkov in njihove družine vabimo, da z nami delijo izkušnje o tem, kako vsadek vpliva na njihovo vsakdanje življenje.',
  'Dobrovoljni i anonimni upitnik o dobrobiti korisnika kohlearnih implantata i njihovih obitelji.':
    'Prostovoljni in anonimni vprašalnik o dobrem počutju uporabnikov polžnih vsadkov in njihovih družin.',
  'O upitniku': 'O vprašalniku',
  'Upitnik sadrži kratka pitanja o komunikaciji u obitelji, školi i na poslu, o druženju te o tome koliko se sigurno osjećate u različitim zvučnim okruženjima. Ispunjavanje traje desetak minuta.':
    'Vprašalnik vsebuje kratka vprašanja o sporazumevanju v družini, šoli in službi, o druženju ter o tem, kako varno se počutite v različnih zvočnih okoljih. Izpolnjevanje traja približno deset minut.',
  'Sudjelovanje je dobrovoljno i anonimno. Odgovore obrađujemo samo skupno, a sažete rezultate dijelimo s klinikama i udrugama kako bismo zajedno unaprijedili podršku korisnicima.':
    'Sodelovanje je prostovoljno in anonimno. Odgovore obdelujemo le skupinsko, povzetek rezultatov pa delimo s klinikami in združenji, da bi skupaj izboljšali podporo uporabnikom.',
  'Ako želite sudjelovati, javite nam se putem kontaktnog obrasca. Upitnik nije medicinska procjena – za pitanja o sluhu i radu implantata obratite se svojoj klinici.':
    'Če želite sodelovati, nam pišite prek kontaktnega obrazca. Vprašalnik ni zdravniška ocena – z vprašanji o sluhu in delovanju vsadka se obrnite na svojo kliniko.',
  'Zdravstvene ustanove opremamo proizvodima 57 dobavljača medicinske opreme, od planiranja prostora do servisa.':
    'Zdravstvene ustanove opremljamo z izdelki 57 dobaviteljev medicinske opreme, od načrtovanja prostorov do servisa.',
  'Medicinska oprema 57 dobavljača za bolnice i ordinacije: savjetovanje, isporuka, instalacija, edukacija i servis 24/7.':
    'Medicinska oprema 57 dobaviteljev za bolnišnice in ambulante: svetovanje, dobava, namestitev, usposabljanje in servis 24/7.',
  'Oprema za bolnice i ordinacije': 'Oprema za bolnišnice in ambulante',
  'Nudimo opremu za operacijske dvorane, jedinice intenzivnog liječenja, sterilizaciju, endoskopiju, kardiologiju i fizikalnu medicinu te medicinski namještaj.':
    'Ponujamo opremo za operacijske dvorane, enote intenzivne terapije, sterilizacijo, endoskopijo, kardiologijo in fizikalno medicino ter medicinsko pohištvo.',
  'S naručiteljem prolazimo sve korake projekta: analizu potreba, izradu specifikacija i ponude za javnu nabavu, isporuku, instalaciju i obuku osoblja.':
    'Z naročnikom prehodimo vse korake projekta: analizo potreb, pripravo specifikacij in ponudb za javna naročila, dobavo, namestitev in usposabljanje osebja.',
  'Nakon primopredaje opremu održava naš servis, dostupan 24/7 tijekom cijele godine.':
    'Po primopredaji opremo vzdržuje naš servis, ki je na voljo 24/7 vse leto.',
  'Više od 1200 stomatoloških ordinacija i zubotehničkih laboratorija oslanja se na našu ponudu 47 dobavljača dentalne opreme i materijala.':
    'Več kot 1200 zobozdravstvenih ordinacij in zobotehničnih laboratorijev se zanaša na našo ponudbo 47 dobaviteljev dentalne opreme in materialov.',
  'Dentalna oprema, instrumenti i materijali 47 dobavljača za više od 1200 ordinacija i zubotehničkih laboratorija.':
    'Dentalna oprema, instrumenti in materiali 47 dobaviteljev za več kot 1200 ordinacij in zobotehničnih laboratorijev.',
  'Sve za ordinaciju i laboratorij': 'Vse za ordinacijo in laboratorij',
  'Ponuda obuhvaća stomatološke jedinice, rendgenske uređaje, instrumente, potrošni materijal te materijale i opremu za zubotehničke laboratorije.':
    'Ponudba obsega zobozdravstvene enote, rentgenske naprave, instrumente, potrošni material ter materiale in opremo za zobotehnične laboratorije.',
  'Stomatološki centri u Rijeci, Dugopolju, Svetoj Nedelji i Vukovaru omogućuju da savjet, narudžbu i servis dobijete u blizini svoje ordinacije.':
    'Zobozdravstveni centri na Reki, v Dugopolju, Sveti Nedelji in Vukovarju omogočajo, da nasvet, naročilo in servis dobite v bližini svoje ordinacije.',
  'Za više od 1200 partnera redovito organiziramo tečajeve i radionice s predavačima iz zemlje i inozemstva.':
    'Za več kot 1200 partnerjev redno organiziramo tečaje in delavnice s predavatelji iz domovine in tujine.',
  'Oko 450 veterinarskih ambulanti, klinika i stanica opskrbljujemo veterinarskim lijekovima, cjepivima, opremom i potrošnim materijalom.':
    'Približno 450 veterinarskih ambulant, klinik in postaj oskrbujemo z veterinarskimi zdravili, cepivi, opremo in potrošnim materialom.',
  'Veterinarski lijekovi, cjepiva, oprema i potrošni materijal za 450 veterinarskih kupaca, uz dostavu u hladnom lancu.':
    'Veterinarska zdravila, cepiva, oprema in potrošni material za 450 veterinarskih kupcev z dostavo v hladni verigi.',
  'Trebate veterinarski savjet ili ponudu?': 'Potrebujete veterinarski nasvet ali ponudbo?',
  'Pošaljite upit našoj službi za veterinu – javit ćemo vam se u najkraćem roku.':
    'Pošljite povpraševanje našemu veterinarskemu oddelku – odgovorili vam bomo v najkrajšem možnem času.',
  'Pišite veterini': 'Pišite veterini',
  'Za male i velike životinje': 'Za male in velike živali',
  'Ponuda obuhvaća lijekove i cjepiva za kućne ljubimce i farmske životinje, dodatke hrani, dijagnostičke testove te opremu za ambulante i klinike.':
    'Ponudba obsega zdravila in cepiva za hišne ljubljenčke in rejne živali, krmne dodatke, diagnostične teste ter opremo za ambulante in klinike.',
  'Cjepiva i drugi osjetljivi proizvodi putuju u vozilima s kontroliranom temperaturom, a stručni suradnici savjetuju veterinare pri odabiru proizvoda.':
    'Cepiva in drugi občutljivi izdelki potujejo v vozilih z nadzorovano temperaturo, strokovni sodelavci pa veterinarjem svetujejo pri izbiri izdelkov.',
  'Sumnju na nuspojavu veterinarskog lijeka možete prijaviti putem obrasca za prijavljivanje nuspojava na našim stranicama.':
    'Sum na neželeni učinek veterinarskega zdravila lahko sporočite prek obrazca za poročanje o neželenih učinkih na naši spletni strani.',
  'Poslovni partner prvog izbora': 'Poslovni partner prve izbire',
  'Demo Medika': 'Demo Medika',
  'Već 35 godina opskrbljujemo ljekarne, bolnice, laboratorije te stomatološke i veterinarske ordinacije lijekovima, medicinskim proizvodima i opremom.':
    'Že 35 let lekarne, bolnišnice, laboratorije ter zobozdravstvene in veterinarske ordinacije oskrbujemo z zdravili, medicinskimi pripomočki in opremo.',
  'Demo Medika – veleprodaja i distribucija lijekova, medicinskih proizvoda i opreme za više od 6000 kupaca u Hrvatskoj i regiji.':
    'Demo Medika – veleprodaja in distribucija zdravil, medicinskih pripomočkov in opreme za več kot 6000 kupcev v Sloveniji in regiji.',
  'Od proizvođača do pacijenta': 'Od proizvajalca do pacienta',
  'Demo Medika povezuje više od 400 dobavljača s tisućama zdravstvenih ustanova. Lijekove, medicinske proizvode i opremu skladištimo, prevozimo i isporučujemo tako da stignu na vrijeme i u besprijekornom stanju.':
    'Demo Medika povezuje več kot 400 dobaviteljev s tisoči zdravstvenih ustanov. Zdravila, medicinske pripomočke in opremo skladiščimo, prevažamo in dostavljamo tako, da prispejo pravočasno in v brezhibnem stanju.',
  'Uz veleprodaju nudimo usluge koje proizvođačima i kupcima olakšavaju posao: registracije, sekundarno opremanje, logistiku kliničkih studija i servis opreme koji radi 24/7.':
    'Poleg veleprodaje ponujamo storitve, ki proizvajalcem in kupcem olajšajo delo: registracije, sekundarno pakiranje, logistiko kliničnih študij in servis opreme, ki deluje 24/7.',
  'Demo Medika u brojkama': 'Demo Medika v številkah',
  kupaca: 'kupcev',
  dobavljača: 'dobaviteljev',
  zaposlenika: 'zaposlenih',
  'vozilo s kontroliranom temperaturom': 'vozil z nadzorovano temperaturo',
  'servis tijekom cijele godine': 'servis vse leto',
  'stomatoloških partnera': 'zobozdravstvenih partnerjev',
  'veterinarskih kupaca': 'veterinarskih kupcev',
  'godina poslovanja': 'let poslovanja',
  'Pouzdanost koju možete provjeriti': 'Zanesljivost, ki jo lahko preverite',
  'Naš sustav kvalitete potvrđuju certifikati ISO 9001:2015, ISO 14001:2015, GMP i GDP. Dostave obavljamo od ponedjeljka do petka, od 8 do 20 sati, vlastitim voznim parkom s kontroliranom temperaturom.':
    'Naš sistem kakovosti potrjujejo certifikati ISO 9001:2015, ISO 14001:2015, GMP in GDP. Dostavljamo od ponedeljka do petka, od 8. do 20. ure, z lastnim voznim parkom z nadzorovano temperaturo.',
  'Trebate ponudu, savjet ili podršku? Odaberite službu u kontaktnom obrascu i javit ćemo vam se u najkraćem roku.':
    'Potrebujete ponudbo, nasvet ali podporo? V kontaktnem obrazcu izberite oddelek in odgovorili vam bomo v najkrajšem možnem času.',
  Dokumenti: 'Dokumenti',
  'Na jednom mjestu objavljujemo certifikate i politike koje opisuju kako radimo.':
    'Na enem mestu objavljamo certifikate in politike, ki opisujejo, kako delamo.',
  'Javni dokumenti tvrtke Demo Medika: certifikati ISO 9001, ISO 14001, GMP i GDP te politike kvalitete i zaštite okoliša.':
    'Javni dokumenti podjetja Demo Medika: certifikati ISO 9001, ISO 14001, GMP in GDP ter politiki kakovosti in varstva okolja.',
  'Partneri, nadzorna tijela i kupci često traže dokaze o našem sustavu kvalitete. Ovdje su dostupni dokumenti koje smijemo javno objaviti, u njihovim važećim verzijama.':
    'Partnerji, nadzorni organi in kupci pogosto zahtevajo dokazila o našem sistemu kakovosti. Tukaj so na voljo dokumenti, ki jih smemo javno objaviti, v veljavnih različicah.',
  Certifikati: 'Certifikati',
  'ISO 9001:2015 – sustav upravljanja kvalitetom': 'ISO 9001:2015 – sistem vodenja kakovosti',
  'ISO 14001:2015 – sustav upravljanja okolišem': 'ISO 14001:2015 – sistem ravnanja z okoljem',
  'GMP – dobra proizvođačka praksa za sekundarno opremanje': 'GMP – dobra proizvodna praksa za sekundarno pakiranje',
  'GDP – dobra distribucijska praksa za veleprodaju lijekova':
    'GDP – dobra distribucijska praksa za veleprodajo zdravil',
  Politike: 'Politike',
  'Politika kvalitete': 'Politika kakovosti',
  'Politika zaštite okoliša': 'Politika varstva okolja',
  'Politika zaštite osobnih podataka': 'Politika varstva osebnih podatkov',
  'Dokumente ažuriramo nakon svake recertifikacije ili izmjene. Ako vam je potrebna ovjerena preslika, obratite se sektoru kvalitete putem kontaktnog obrasca.':
    'Dokumente posodobimo po vsaki ponovni certifikaciji ali spremembi. Če potrebujete overjeno kopijo, se prek kontaktnega obrazca obrnite na oddelek za kakovost.',
  Karijere: 'Kariera',
  'Pridružite se timu od 473 kolege koji svaki dan brinu da lijekovi i oprema stignu tamo gdje su potrebni.':
    'Pridružite se ekipi 473 sodelavcev, ki vsak dan skrbijo, da zdravila in oprema pridejo tja, kjer jih potrebujejo.',
  'Zaposlenje u tvrtki Demo Medika: kakvi nam stručnjaci trebaju, što nudimo zaposlenicima i kako poslati otvorenu prijavu.':
    'Zaposlitev v podjetju Demo Medika: katere strokovnjake potrebujemo, kaj ponujamo zaposlenim in kako poslati odprto prijavo.',
  'Rad u Demo Medici': 'Delo v Demo Mediki',
  'U Hrvatskoj, Sloveniji i Bosni i Hercegovini radi 473 zaposlenika: magistri farmacije, inženjeri, biomedicinski tehničari, stručni suradnici u prodaji, logističari, vozači, informatičari i stručnjaci za financije.':
    'Na Hrvaškem, v Sloveniji ter v Bosni in Hercegovini dela 473 zaposlenih: magistri farmacije, inženirji, biomedicinski tehniki, strokovni sodelavci v prodaji, logisti, vozniki, informatiki in finančni strokovnjaki.',
  'Posao kod nas je odgovoran jer o njemu ovise pacijenti, ali je i dinamičan – radimo s novim tehnologijama, stotinama dobavljača i tisućama kupaca.':
    'Delo pri nas je odgovorno, saj so od njega odvisni pacienti, a tudi dinamično – delamo z novimi tehnologijami, s stotinami dobaviteljev in tisoči kupcev.',
  'Što nudimo': 'Kaj ponujamo',
  'mentora i strukturirani plan uvođenja u posao': 'mentorja in strukturiran načrt uvajanja v delo',
  'stručne edukacije, seminare i obuke kod proizvođača':
    'strokovna izobraževanja, seminarje in usposabljanja pri proizvajalcih',
  'internu izobrazbu o dobroj distribucijskoj i proizvođačkoj praksi':
    'interno izobraževanje o dobri distribucijski in proizvodni praksi',
  'mogućnost napredovanja i premještaja između službi i lokacija':
    'možnost napredovanja in premestitve med oddelki in lokacijami',
  'Novosti i događanja': 'Novice in dogodki',
  'Pratite novosti iz Demo Medike, najave stručnih skupova i događanja za naše partnere.':
    'Spremljajte novice iz Demo Medike, napovedi strokovnih srečanj in dogodkov za naše partnerje.',
  'Novosti i događanja tvrtke Demo Medika: poslovne vijesti, stručni skupovi i obavijesti za kupce i dobavljače.':
    'Novice in dogodki podjetja Demo Medika: poslovne novice, strokovna srečanja in obvestila za kupce in dobavitelje.',
  'Ovdje objavljujemo vijesti o novim uslugama, lokacijama i zastupstvima, obavijesti o rasporedu dostava te najave stručnih skupova i radionica.':
    'Tukaj objavljamo novice o novih storitvah, lokacijah in zastopstvih, obvestila o razporedu dostav ter napovedi strokovnih srečanj in delavnic.',
  'Pomoću filtra kategorija brzo ćete pronaći novosti ili događanja koja vas zanimaju.':
    'S filtrom kategorij boste hitro našli novice ali dogodke, ki vas zanimajo.',
  'O nama': 'O nas',
  'Od male veledrogerije osnovane 1990. godine izrasli smo u jednog od vodećih distributera lijekova, medicinskih proizvoda i opreme u regiji.':
    'Iz majhne veledrogerije, ustanovljene leta 1990, smo zrasli v enega vodilnih distributerjev zdravil, medicinskih pripomočkov in opreme v regiji.',
  'Povijest tvrtke Demo Medika od 1990. do 2024., misija i vizija, certifikati, lokacije i članstva.':
    'Zgodovina podjetja Demo Medika od leta 1990 do 2024, poslanstvo in vizija, certifikati, lokacije in članstva.',
  'Demo Medika posluje 35 godina. U tom smo razdoblju od nekoliko zaposlenika i jednog skladišta narasli na 473 zaposlenika u tri države i više od 6000 kupaca.':
    'Demo Medika posluje že 35 let. V tem času smo iz nekaj zaposlenih in enega skladišča zrasli na 473 zaposlenih v treh državah in več kot 6000 kupcev.',
  'Ono što se nije promijenilo jest pristup: svaki kupac i dobavljač za nas je dugoročni partner, a svaka pošiljka odgovornost prema pacijentu koji je čeka.':
    'Ostal pa je enak pristop: vsak kupec in dobavitelj je za nas dolgoročni partner, vsaka pošiljka pa odgovornost do pacienta, ki jo čaka.',
  Povijest: 'Zgodovina',
  Misija: 'Poslanstvo',
  'Osiguravamo da lijekovi, medicinski proizvodi i oprema stignu do zdravstvenih ustanova i pacijenata pouzdano, sigurno i na vrijeme, uz stručnu podršku koja partnerima olakšava svakodnevni rad.':
    'Skrbimo, da zdravila, medicinski pripomočki in oprema pridejo do zdravstvenih ustanov in pacientov zanesljivo, varno in pravočasno, s strokovno podporo, ki partnerjem olajša vsakdanje delo.',
  Vizija: 'Vizija',
  'Želimo biti prvi izbor proizvođača i zdravstvenih ustanova u regiji – partner koji zna predvidjeti potrebe tržišta i na njih odgovoriti odgovorno prema ljudima i okolišu.':
    'Želimo biti prva izbira proizvajalcev in zdravstvenih ustanov v regiji – partner, ki zna predvideti potrebe trga in se nanje odzvati odgovorno do ljudi in okolja.',
  Lokacije: 'Lokacije',
  Članstvo: 'Članstvo',
  'Podaci o tvrtki': 'Podatki o podjetju',
  'Osnovni podaci o društvu Demo Medika d.o.o. prema propisima o obveznom objavljivanju na internetskim stranicama.':
    'Osnovni podatki o družbi Demo Medika d.o.o. v skladu s predpisi o obveznem objavljanju na spletnih straneh.',
  'Podaci o tvrtki Demo Medika d.o.o.: sjedište, registarski sud, temeljni kapital, članovi uprave i poslovni računi.':
    'Podatki o podjetju Demo Medika d.o.o.: sedež, registrsko sodišče, osnovni kapital, poslovodstvo in poslovni računi.',
  'Obavijest o videonadzoru': 'Obvestilo o videonadzoru',
  'Dio naših poslovnih prostora nadzire se videonadzorom. Ovdje saznajte zašto, gdje i koliko dugo čuvamo snimke.':
    'Del naših poslovnih prostorov je pod videonadzorom. Tukaj preberite, zakaj, kje in kako dolgo hranimo posnetke.',
  'Obavijest o videonadzoru u prostorima tvrtke Demo Medika: svrha, područja snimanja, rok čuvanja snimki i prava ispitanika.':
    'Obvestilo o videonadzoru v prostorih podjetja Demo Medika: namen, območja snemanja, rok hrambe posnetkov in pravice posameznikov.',
  'Voditelj obrade': 'Upravljavec',
  'Voditelj obrade osobnih podataka prikupljenih videonadzorom je Demo Medika d.o.o., Industrijska ulica 14, 10431 Sveta Nedelja. Službenika za zaštitu podataka možete kontaktirati na adresi zastita.podataka@demomedika.example.':
    'Upravljavec osebnih podatkov, zbranih z videonadzorom, je Demo Medika d.o.o., Brnčičeva ulica 11, Trzin. Na pooblaščeno osebo za varstvo podatkov se lahko obrnete na naslovu varstvo.podatkov@demomedika-slo.example.',
  'Svrha videonadzora': 'Namen videonadzora',
  'Videonadzor koristimo radi zaštite zaposlenika, posjetitelja i imovine te radi sprječavanja neovlaštenog pristupa skladištima lijekova i medicinskih proizvoda. Snimke ne koristimo za praćenje radne učinkovitosti zaposlenika.':
    'Videonadzor uporabljamo za zaščito zaposlenih, obiskovalcev in premoženja ter za preprečevanje nepooblaščenega dostopa do skladišč zdravil in medicinskih pripomočkov. Posnetkov ne uporabljamo za spremljanje delovne uspešnosti zaposlenih.',
  'Područja pod nadzorom': 'Območja pod nadzorom',
  'Kamere pokrivaju ulaze u zgrade, vanjske površine, parkirališta, utovarne rampe i skladišne prostore. Prostorije za odmor, svlačionice i sanitarni čvorovi nisu pod nadzorom. Svaki nadzirani prostor označen je vidljivom obavijesnom oznakom.':
    'Kamere pokrivajo vhode v stavbe, zunanje površine, parkirišča, nakladalne rampe in skladiščne prostore. Prostori za počitek, garderobe in sanitarije niso pod nadzorom. Vsak nadzorovani prostor je označen z vidnim obvestilom.',
  'Pravna osnova i čuvanje snimki': 'Pravna podlaga in hramba posnetkov',
  'Obrada se temelji na legitimnom interesu voditelja obrade u skladu s Općom uredbom o zaštiti podataka i nacionalnim propisima o njezinoj provedbi. Snimke čuvamo najdulje šest mjeseci, osim kada su potrebne kao dokaz u sudskom, upravnom ili drugom postupku.':
    'Obdelava temelji na zakonitem interesu upravljavca v skladu s Splošno uredbo o varstvu podatkov in Zakonom o varstvu osebnih podatkov. Posnetke hranimo največ šest mesecev, razen kadar so potrebni kot dokaz v sodnem, upravnem ali drugem postopku.',
  'Pristup snimkama i vaša prava': 'Dostop do posnetkov in vaše pravice',
  'Snimkama mogu pristupiti samo ovlaštene osobe, a svaki se pristup bilježi. Imate pravo zatražiti pristup snimkama na kojima se nalazite, ograničenje obrade ili brisanje te podnijeti prigovor nadzornom tijelu.':
    'Do posnetkov lahko dostopajo le pooblaščene osebe, vsak dostop pa se beleži. Imate pravico zahtevati dostop do posnetkov, na katerih ste, omejitev obdelave ali izbris ter vložiti pritožbo pri nadzornem organu.',
  'Pravila kolačića': 'Politika piškotkov',
  'Objašnjavamo koje kolačiće koristimo na ovim stranicama, čemu služe i kako možete upravljati svojim izborom.':
    'Pojasnjujemo, katere piškotke uporabljamo na tej spletni strani, čemu so namenjeni in kako lahko upravljate svojo izbiro.',
  'Pravila kolačića: koje kolačiće stranica postavlja, čemu služe, koliko dugo traju i kako dati ili povući privolu.':
    'Politika piškotkov: katere piškotke nastavlja spletna stran, čemu so namenjeni, koliko časa trajajo in kako dati ali preklicati soglasje.',
  'Što su kolačići': 'Kaj so piškotki',
  'Kolačići su male tekstualne datoteke koje internetska stranica sprema na vaše računalo ili mobilni uređaj. Omogućuju stranici da zapamti vaše postavke, primjerice odabrani jezik, pa ih ne morate unositi pri svakom posjetu.':
    'Piškotki so majhne besedilne datoteke, ki jih spletna stran shrani v vaš računalnik ali mobilno napravo. Spletni strani omogočajo, da si zapomni vaše nastavitve, na primer izbrani jezik, zato vam jih ni treba vnašati ob vsakem obisku.',
  'Koje kolačiće koristimo': 'Katere piškotke uporabljamo',
  'Ova stranica postavlja samo nužne kolačiće: one koji pamte odabrani jezik i vaš izbor u vezi s kolačićima te, isključivo zaposlenicima koji uređuju sadržaj, kolačić prijave. Naziv, svrha i trajanje svakog kolačića navedeni su u tablici u nastavku.':
    'Ta spletna stran nastavlja le nujne piškotke: tiste, ki si zapomnijo izbrani jezik in vašo izbiro glede piškotkov, ter izključno zaposlenim, ki urejajo vsebino, piškotek za prijavo. Ime, namen in trajanje vsakega piškotka so navedeni v spodnji tabeli.',
  'Analitičke alate i sadržaje trećih strana ne učitavamo dok ih izričito ne dopustite. Trenutačno ih ne koristimo; ako ih uvedemo, dodat ćemo ih u tablicu i zatražiti vaše dopuštenje.':
    'Analitičnih orodij in vsebin tretjih oseb ne naložimo, dokler jih izrecno ne dovolite. Trenutno jih ne uporabljamo; če jih bomo uvedli, jih bomo dodali v tabelo in vas prosili za dovoljenje.',
  'Trajanje kolačića': 'Trajanje piškotkov',
  'Sesijski kolačići brišu se kada zatvorite preglednik. Trajni kolačići ostaju na uređaju do isteka roka ili dok ih sami ne izbrišete. Vaš izbor u vezi s kolačićima pamtimo 12 mjeseci, a nakon toga vas ponovno pitamo.':
    'Sejni piškotki se izbrišejo, ko zaprete brskalnik. Trajni piškotki ostanejo v napravi do izteka roka ali dokler jih sami ne izbrišete. Vašo izbiro glede piškotkov si zapomnimo za 12 mesecev, nato vas ponovno vprašamo.',
  'Upravljanje kolačićima': 'Upravljanje piškotkov',
  'Privolu možete u svakom trenutku promijeniti ili povući jednako lako kao što ste je dali: odabirom „Postavke kolačića” u podnožju svake stranice ili gumbom ispod tablice. Kolačiće možete blokirati ili izbrisati i u postavkama preglednika, no tada neki dijelovi stranice možda neće raditi kako treba. Za pitanja nam pišite na zastita.podataka@demomedika.example.':
    'Soglasje lahko kadar koli spremenite ali prekličete enako preprosto, kot ste ga dali: z izbiro „Nastavitve piškotkov“ v nogi vsake strani ali z gumbom pod tabelo. Piškotke lahko blokirate ali izbrišete tudi v nastavitvah brskalnika, vendar nekateri deli strani potem morda ne bodo delovali pravilno. Za vprašanja nam pišite na varstvo.podatkov@demomedika-slo.example.',
  'Pravila privatnosti': 'Politika zasebnosti',
  'Vaše osobne podatke obrađujemo zakonito, transparentno i samo u mjeri potrebnoj za svrhu zbog koje smo ih prikupili.':
    'Vaše osebne podatke obdelujemo zakonito, pregledno in le v obsegu, ki je potreben za namen, za katerega smo jih zbrali.',
  'Pravila privatnosti tvrtke Demo Medika: koje podatke obrađujemo, u koje svrhe, koliko ih dugo čuvamo i koja su vaša prava.':
    'Politika zasebnosti podjetja Demo Medika: katere podatke obdelujemo, za katere namene, koliko časa jih hranimo in kakšne so vaše pravice.',
  'Voditelj obrade je Demo Medika d.o.o., Industrijska ulica 14, Sveta Nedelja. Imenovali smo službenika za zaštitu podataka, kojemu se možete obratiti na adresi zastita.podataka@demomedika.example.':
    'Upravljavec je Demo Medika d.o.o., Brnčičeva ulica 11, Trzin. Imenovali smo pooblaščeno osebo za varstvo podatkov, na katero se lahko obrnete na naslovu varstvo.podatkov@demomedika-slo.example.',
  'Koje podatke obrađujemo': 'Katere podatke obdelujemo',
  'podatke iz kontaktnog obrasca: ime i prezime, adresu e-pošte, odabranu službu i sadržaj poruke':
    'podatke iz kontaktnega obrazca: ime in priimek, e-poštni naslov, izbrani oddelek in vsebino sporočila',
  'podatke iz prijave nuspojave: podatke o prijavitelju te podatke o pacijentu ili životinji, uključujući podatke o zdravlju':
    'podatke iz poročila o neželenem učinku: podatke o poročevalcu ter podatke o pacientu ali živali, vključno s podatki o zdravju',
  'podatke o kontakt osobama poslovnih partnera': 'podatke o kontaktnih osebah poslovnih partnerjev',
  'tehničke podatke o posjetu stranici i podatke prikupljene kolačićima':
    'tehnične podatke o obisku spletne strani in podatke, zbrane s piškotki',
  'Svrhe i pravne osnove': 'Nameni in pravne podlage',
  'Upite iz kontaktnog obrasca obrađujemo kako bismo vam odgovorili, na temelju legitimnog interesa ili radi poduzimanja radnji prije sklapanja ugovora. Prijave nuspojava obrađujemo radi ispunjavanja zakonskih obveza iz propisa o farmakovigilanciji i veterinarskim lijekovima te radi zaštite javnog zdravlja. Analitičke kolačiće koristimo samo uz vašu privolu.':
    'Vprašanja iz kontaktnega obrazca obdelujemo, da vam lahko odgovorimo, na podlagi zakonitega interesa ali zaradi izvedbe ukrepov pred sklenitvijo pogodbe. Poročila o neželenih učinkih obdelujemo za izpolnjevanje zakonskih obveznosti iz predpisov o farmakovigilanci in veterinarskih zdravilih ter za varovanje javnega zdravja. Analitične piškotke uporabljamo le z vašim soglasjem.',
  'Čuvanje i primatelji podataka': 'Hramba in uporabniki podatkov',
  'Podatke čuvamo onoliko dugo koliko je potrebno za svrhu obrade ili koliko propisuju zakoni, primjerice propisi o farmakovigilanciji. Prijave nuspojava prosljeđujemo nositelju odobrenja i nadležnim tijelima, a podatke smiju obrađivati i naši izvršitelji obrade, poput pružatelja informatičkih usluga, na temelju ugovora koji jamči njihovu zaštitu.':
    'Podatke hranimo toliko časa, kolikor je potrebno za namen obdelave ali kolikor določajo zakoni, na primer predpisi o farmakovigilanci. Poročila o neželenih učinkih posredujemo imetniku dovoljenja za promet in pristojnim organom, podatke pa smejo obdelovati tudi naši pogodbeni obdelovalci, na primer ponudniki informacijskih storitev, na podlagi pogodbe, ki zagotavlja njihovo varstvo.',
  'Vaša prava': 'Vaše pravice',
  'Imate pravo na pristup svojim podacima, ispravak, brisanje, ograničenje obrade, prenosivost i prigovor na obradu te pravo da u svakom trenutku povučete privolu. Ako smatrate da su vam prava povrijeđena, možete podnijeti pritužbu nadzornom tijelu, u Hrvatskoj Agenciji za zaštitu osobnih podataka.':
    'Imate pravico do dostopa do svojih podatkov, popravka, izbrisa, omejitve obdelave, prenosljivosti in ugovora obdelavi ter pravico, da soglasje kadar koli prekličete. Če menite, da so vam bile kršene pravice, lahko vložite pritožbo pri nadzornem organu, v Sloveniji pri Informacijskem pooblaščencu.',
  'Prijavljivanje nuspojava': 'Poročanje o neželenih učinkih',
  'Svaka prijava sumnje na nuspojavu pomaže da lijekovi za ljude i životinje budu sigurniji.':
    'Vsako poročilo o sumu na neželeni učinek pomaga, da so zdravila za ljudi in živali varnejša.',
  'Prijavite sumnju na nuspojavu lijeka za ljude ili veterinarskog lijeka. Prijave zaprima odgovorna osoba za farmakovigilanciju.':
    'Sporočite sum na neželeni učinek zdravila za uporabo v humani ali veterinarski medicini. Poročila prejme odgovorna oseba za farmakovigilanco.',
  'Što je nuspojava': 'Kaj je neželeni učinek',
  'Nuspojava je štetna i nenamjerna reakcija na lijek. Može se javiti pri uobičajenoj primjeni, ali i pri pogrešnoj upotrebi, predoziranju ili izloženosti lijeku na radnom mjestu.':
    'Neželeni učinek je škodljiv in nenameren odziv na zdravilo. Pojavi se lahko pri običajni uporabi, pa tudi pri napačni uporabi, prevelikem odmerjanju ali izpostavljenosti zdravilu na delovnem mestu.',
  'Tko može prijaviti': 'Kdo lahko poroča',
  'Nuspojavu mogu prijaviti pacijenti i članovi njihovih obitelji, zdravstveni radnici, vlasnici životinja i veterinari. Prijavu možete poslati i kada niste sigurni da je reakciju uzrokovao lijek – dovoljna je sumnja.':
    'Neželeni učinek lahko sporočijo pacienti in njihovi svojci, zdravstveni delavci, lastniki živali in veterinarji. Poročilo lahko pošljete tudi, kadar niste prepričani, da je odziv povzročilo zdravilo – dovolj je sum.',
  'Kako prijaviti': 'Kako poročati',
  'Obrazac na ovoj stranici vodi vas kroz nekoliko koraka: podatke o prijavitelju, o pacijentu ili životinji, o lijeku i o samoj reakciji. Ako ne znate neki podatak, polje možete preskočiti.':
    'Obrazec na tej strani vas vodi skozi nekaj korakov: podatke o poročevalcu, o pacientu ali živali, o zdravilu in o samem odzivu. Če kakšnega podatka ne poznate, lahko polje preskočite.',
  'Prijavu zaprima odgovorna osoba za farmakovigilanciju Demo Medike, koja je u zakonskim rokovima prosljeđuje nositelju odobrenja i nadležnom tijelu, u skladu s propisima o farmakovigilanciji i o veterinarskim lijekovima. Podatke obrađujemo povjerljivo, kako je opisano u pravilima privatnosti.':
    'Poročilo prejme odgovorna oseba za farmakovigilanco Demo Medike, ki ga v zakonskih rokih posreduje imetniku dovoljenja za promet in pristojnemu organu, v skladu s predpisi o farmakovigilanci in veterinarskih zdravilih. Podatke obdelujemo zaupno, kot je opisano v politiki zasebnosti.',
  'Prijava nuspojave ne zamjenjuje liječnički pregled. Ako su simptomi ozbiljni, odmah se obratite liječniku, veterinaru ili hitnoj službi.':
    'Poročilo o neželenem učinku ne nadomešča zdravniškega pregleda. Če so simptomi resni, se takoj obrnite na zdravnika, veterinarja ali nujno medicinsko pomoč.',
  'Uvjeti korištenja': 'Pogoji uporabe',
  'Korištenjem ovih internetskih stranica prihvaćate uvjete navedene u nastavku.':
    'Z uporabo te spletne strani sprejemate spodaj navedene pogoje.',
  'Uvjeti korištenja internetskih stranica tvrtke Demo Medika: namjena sadržaja, autorska prava, odgovornost i mjerodavno pravo.':
    'Pogoji uporabe spletne strani podjetja Demo Medika: namen vsebine, avtorske pravice, odgovornost in pravo, ki se uporablja.',
  'Namjena sadržaja': 'Namen vsebine',
  'Sadržaj ovih stranica ima isključivo informativnu svrhu i ne zamjenjuje savjet liječnika, ljekarnika ili veterinara. Pojedini dijelovi namijenjeni su zdravstvenim radnicima i tako su označeni.':
    'Vsebina te spletne strani je zgolj informativne narave in ne nadomešča nasveta zdravnika, farmacevta ali veterinarja. Nekateri deli so namenjeni zdravstvenim delavcem in so tako tudi označeni.',
  'Autorska prava': 'Avtorske pravice',
  'Tekstovi, fotografije, logotipi i ostali materijali na stranicama vlasništvo su tvrtke Demo Medika ili njezinih partnera. Smijete ih pregledavati i ispisivati za osobnu upotrebu, a svako drugo korištenje zahtijeva naše pisano odobrenje.':
    'Besedila, fotografije, logotipi in drugo gradivo na spletni strani so last podjetja Demo Medika ali njegovih partnerjev. Lahko jih pregledujete in natisnete za osebno uporabo, vsaka druga uporaba pa zahteva naše pisno dovoljenje.',
  'Ograničenje odgovornosti': 'Omejitev odgovornosti',
  'Trudimo se da informacije budu točne i ažurne, ali ne jamčimo njihovu potpunost. Ne odgovaramo za štetu nastalu korištenjem stranica ili nemogućnošću pristupa, niti za sadržaj vanjskih stranica na koje vode poveznice.':
    'Prizadevamo si, da so informacije točne in ažurne, vendar ne jamčimo za njihovo popolnost. Ne odgovarjamo za škodo, ki bi nastala zaradi uporabe spletne strani ali nezmožnosti dostopa do nje, niti za vsebino zunanjih spletnih strani, na katere vodijo povezave.',
  'Izmjene i mjerodavno pravo': 'Spremembe in pravo, ki se uporablja',
  'Uvjete korištenja možemo povremeno izmijeniti, a nova verzija vrijedi od dana objave na ovoj stranici. Na uvjete se primjenjuje pravo Republike Hrvatske, a za sporove je nadležan stvarno nadležni sud u Zagrebu.':
    'Pogoje uporabe lahko občasno spremenimo, nova različica pa velja od dneva objave na tej strani. Za pogoje se uporablja pravo Republike Slovenije, za spore pa je pristojno stvarno pristojno sodišče v Ljubljani.',
  'Otvoren novi distribucijski centar u Dugopolju': 'Odprt nov distribucijski center v Dugopolju',
  'Novi distribucijski centar u Dugopolju udvostručuje skladišni prostor za južnu Hrvatsku i donosi zasebnu zonu za hladni lanac.':
    'Novi distribucijski center v Dugopolju podvoji skladiščne površine za južno Hrvaško in prinaša ločeno območje za hladno verigo.',
  'Nakon godinu dana gradnje u Dugopolju je s radom započeo novi distribucijski centar. Zamjenjuje skladište u kojem smo radili od 1998. godine i gotovo udvostručuje prostor za opskrbu kupaca u Dalmaciji i na otocima.':
    'Po letu dni gradnje je v Dugopolju začel delovati novi distribucijski center. Nadomešča skladišče, v katerem smo delali od leta 1998, in skoraj podvoji prostor za oskrbo kupcev v Dalmaciji in na otokih.',
  'Što donosi novi centar': 'Kaj prinaša novi center',
  'zasebnu zonu za proizvode koji se čuvaju na 2 do 8 °C': 'ločeno območje za izdelke, ki se hranijo pri 2 do 8 °C',
  'automatsko praćenje temperature i vlage u svim prostorima':
    'samodejno spremljanje temperature in vlage v vseh prostorih',
  'šest utovarnih rampi za vozila s kontroliranom temperaturom':
    'šest nakladalnih ramp za vozila z nadzorovano temperaturo',
  'prostor za stomatološki izložbeni salon i servis': 'prostor za zobozdravstveni razstavni salon in servis',
  'Za kupce se ništa ne mijenja osim brzine: narudžbe zaprimljene do podneva i dalje isporučujemo istoga dana, od ponedjeljka do petka između 8 i 20 sati.':
    'Za kupce se spremeni le hitrost: naročila, prejeta do poldneva, še naprej dostavimo isti dan, od ponedeljka do petka med 8. in 20. uro.',
  'Ilustracija: skladište novog distribucijskog centra u Dugopolju':
    'Ilustracija: skladišče novega distribucijskega centra v Dugopolju',
  'Uspješno obnovljeni certifikati ISO 9001 i ISO 14001': 'Uspešno obnovljena certifikata ISO 9001 in ISO 14001',
  'Nezavisni auditori potvrdili su da naš sustav upravljanja kvalitetom i okolišem ispunjava zahtjeve normi ISO 9001:2015 i ISO 14001:2015.':
    'Neodvisni presojevalci so potrdili, da naš sistem vodenja kakovosti in ravnanja z okoljem izpolnjuje zahteve standardov ISO 9001:2015 in ISO 14001:2015.',
  'Tijekom travnja certifikacijsko tijelo provelo je recertifikacijski audit na svim našim lokacijama u Hrvatskoj. Audit je završio bez ijedne nesukladnosti, a certifikati su obnovljeni na sljedeće trogodišnje razdoblje.':
    'Aprila je certifikacijski organ na vseh naših lokacijah na Hrvaškem izvedel presojo za ponovno certifikacijo. Presoja se je končala brez ene same neskladnosti, certifikata pa sta bila obnovljena za naslednje triletno obdobje.',
  'Auditori su posebno istaknuli sustav praćenja temperature u skladištima i vozilima te program smanjenja ambalažnog otpada u distribucijskim centrima.':
    'Presojevalci so posebej izpostavili sistem spremljanja temperature v skladiščih in vozilih ter program zmanjševanja odpadne embalaže v distribucijskih centrih.',
  'Obnovljeni certifikati dostupni su na stranici s dokumentima, zajedno s politikama kvalitete i zaštite okoliša.':
    'Obnovljena certifikata sta na voljo na strani z dokumenti, skupaj s politikama kakovosti in varstva okolja.',
  'Stomatološki dani u Rijeci': 'Zobozdravstveni dnevi na Reki',
  'Pozivamo stomatologe i dentalne tehničare na dvodnevni stručni skup s radionicama, 19. i 20. lipnja 2026. u Rijeci.':
    'Zobozdravnike in zobne tehnike vabimo na dvodnevno strokovno srečanje z delavnicami, ki bo 19. in 20. junija 2026 na Reki.',
  'Stomatološki dani okupljaju naše partnere iz ordinacija i zubotehničkih laboratorija. Ove godine program je usmjeren na digitalni tijek rada, od intraoralnog skeniranja do izrade nadomjestaka.':
    'Zobozdravstveni dnevi združujejo naše partnerje iz ordinacij in zobotehničnih laboratorijev. Letos je program usmerjen v digitalni potek dela, od intraoralnega skeniranja do izdelave nadomestkov.',
  Program: 'Program',
  'petak, 19. lipnja – predavanja i izložba opreme dobavljača':
    'petek, 19. junij – predavanja in razstava opreme dobaviteljev',
  'subota, 20. lipnja – praktične radionice u malim skupinama':
    'sobota, 20. junij – praktične delavnice v majhnih skupinah',
  'Broj mjesta na radionicama je ograničen. Prijave zaprimamo do 10. lipnja putem kontaktnog obrasca, uz odabir stomatološkog centra u Rijeci.':
    'Število mest na delavnicah je omejeno. Prijave sprejemamo do 10. junija prek kontaktnega obrazca, pri čemer izberite zobozdravstveni center na Reki.',
  'Stomatološki centar Rijeka': 'Zobozdravstveni center Reka',
  'Dvanaest novih vozila s kontroliranom temperaturom': 'Dvanajst novih vozil z nadzorovano temperaturo',
  'Obnovili smo dio voznog parka: dvanaest novih dostavnih vozila zamijenilo je starija, a flota i dalje broji 81 vozilo.':
    'Obnovili smo del voznega parka: dvanajst novih dostavnih vozil je nadomestilo starejša, flota pa še vedno šteje 81 vozil.',
  'Nova vozila imaju dvije temperaturne zone, pa u istoj vožnji mogu prevoziti proizvode na sobnoj temperaturi i proizvode iz hladnog lanca. Temperatura se bilježi svake minute i šalje u naš nadzorni sustav.':
    'Nova vozila imajo dve temperaturni območji, zato lahko v isti vožnji prevažajo izdelke pri sobni temperaturi in izdelke iz hladne verige. Temperatura se beleži vsako minuto in pošilja v naš nadzorni sistem.',
  'Vozila troše manje goriva od onih koja su zamijenila, što pridonosi ciljevima našeg sustava upravljanja okolišem.':
    'Vozila porabijo manj goriva od tistih, ki so jih nadomestila, kar prispeva k ciljem našega sistema ravnanja z okoljem.',
  'S obnovljenim voznim parkom od 81 vozila nastavljamo dostavljati od ponedjeljka do petka, od 8 do 20 sati.':
    'Z obnovljenim voznim parkom 81 vozil še naprej dostavljamo od ponedeljka do petka, od 8. do 20. ure.',
  'Veterinarski stručni skup u Vukovaru': 'Veterinarsko strokovno srečanje v Vukovarju',
  'U petak, 16. listopada 2026., u Vukovaru održavamo stručni skup za veterinare posvećen zdravlju farmskih životinja.':
    'V petek, 16. oktobra 2026, v Vukovarju pripravljamo strokovno srečanje za veterinarje, posvečeno zdravju rejnih živali.',
  'Skup je namijenjen veterinarima iz istočne Hrvatske koji rade s farmskim životinjama. Predavači iz prakse i s fakulteta govorit će o programima cijepljenja, biosigurnosti na farmama i odgovornoj primjeni antimikrobnih lijekova.':
    'Srečanje je namenjeno veterinarjem iz vzhodne Hrvaške, ki delajo z rejnimi živalmi. Predavatelji iz prakse in s fakultete bodo govorili o programih cepljenja, biovarnosti na kmetijah in odgovorni uporabi protimikrobnih zdravil.',
  'Dio programa posvećen je farmakovigilanciji: kako prepoznati i prijaviti sumnju na nuspojavu veterinarskog lijeka.':
    'Del programa je posvečen farmakovigilanci: kako prepoznati in sporočiti sum na neželeni učinek veterinarskega zdravila.',
  'Sudjelovanje je besplatno. Prijave zaprimamo do 9. listopada putem kontaktnog obrasca, uz odabir službe za veterinu.':
    'Udeležba je brezplačna. Prijave sprejemamo do 9. oktobra prek kontaktnega obrazca, pri čemer izberite veterinarski oddelek.',
  'Prodajni centar Vukovar': 'Prodajni center Vukovar',
  'Raspored dostava tijekom blagdana': 'Razpored dostav med prazniki',
  'Donosimo raspored dostava za kraj godine kako biste na vrijeme planirali narudžbe za ljekarne, ordinacije i bolnice.':
    'Objavljamo razpored dostav ob koncu leta, da boste pravočasno načrtovali naročila za lekarne, ordinacije in bolnišnice.',
  'Tijekom prosinca dostave obavljamo prema uobičajenom rasporedu, od ponedjeljka do petka od 8 do 20 sati. Na blagdane i neradne dane dostava se ne obavlja.':
    'Decembra dostavljamo po običajnem razporedu, od ponedeljka do petka od 8. do 20. ure. Ob praznikih in dela prostih dnevih dostav ni.',
  'Preporuke za narudžbe': 'Priporočila za naročila',
  'narudžbe za razdoblje blagdana pošaljite najkasnije dva radna dana prije blagdana':
    'naročila za praznično obdobje pošljite najpozneje dva delovna dneva pred praznikom',
  'za proizvode iz hladnog lanca provjerite ima li netko na adresi da preuzme pošiljku':
    'pri izdelkih iz hladne verige preverite, ali bo na naslovu kdo, ki bo prevzel pošiljko',
  'za hitne slučajeve obratite se prodajnom centru najbližem vašoj lokaciji':
    'v nujnih primerih se obrnite na prodajni center, ki je najbližje vaši lokaciji',
  'Servis medicinske opreme radi 24/7 i tijekom blagdana, bez promjena.':
    'Servis medicinske opreme tudi med prazniki deluje 24/7, brez sprememb.',
  'Inspekcija potvrdila usklađenost s dobrom distribucijskom praksom':
    'Inšpekcija potrdila skladnost z dobro distribucijsko prakso',
  'Nadležna agencija pregledala je skladištenje i prijevoz lijekova te potvrdila da poslujemo u skladu sa smjernicama GDP-a.':
    'Pristojna agencija je pregledala skladiščenje in prevoz zdravil ter potrdila, da poslujemo v skladu s smernicami GDP.',
  'Redovni inspekcijski nadzor obuhvatio je zaprimanje robe, skladištenje, komisioniranje i prijevoz lijekova do kupaca. Inspektori su provjerili i postupke povlačenja serija te obuku zaposlenika.':
    'Redni inšpekcijski nadzor je zajel prevzem blaga, skladiščenje, komisioniranje in prevoz zdravil do kupcev. Inšpektorji so preverili tudi postopke odpoklica serij in usposabljanje zaposlenih.',
  'Nadzor je završio bez kritičnih i bez većih nalaza. Dvije manje preporuke, o označavanju karantenskog prostora i o arhiviranju zapisa o temperaturi, provest ćemo do kraja tromjesečja.':
    'Nadzor se je končal brez kritičnih in brez večjih ugotovitev. Dve manjši priporočili, o označevanju karantenskega prostora in o arhiviranju temperaturnih zapisov, bomo izvedli do konca četrtletja.',
  'Novi izložbeni salon za digitalnu stomatologiju': 'Nov razstavni salon za digitalno zobozdravstvo',
  'U Svetoj Nedelji otvorili smo izložbeni salon u kojem stomatolozi i zubni tehničari mogu isprobati intraoralne skenere i glodalice.':
    'V Sveti Nedelji smo odprli razstavni salon, v katerem lahko zobozdravniki in zobni tehniki preizkusijo intraoralne skenerje in rezkalne stroje.',
  'Salon je opremljen kao prava ordinacija i laboratorij: od stomatološke jedinice i intraoralnog skenera do glodalice i peći za sinteriranje. Posjetitelji mogu proći cijeli digitalni postupak na vlastitom slučaju.':
    'Salon je opremljen kot prava ordinacija in laboratorij: od zobozdravstvene enote in intraoralnega skenerja do rezkalnega stroja in peči za sintranje. Obiskovalci lahko celoten digitalni postopek preizkusijo na lastnem primeru.',
  'Demonstracije vode naši stručni suradnici, a termin se dogovara putem kontaktnog obrasca uz odabir stomatološkog centra u Svetoj Nedelji.':
    'Predstavitve vodijo naši strokovni sodelavci, termin pa se dogovori prek kontaktnega obrazca z izbiro zobozdravstvenega centra v Sveti Nedelji.',
  'Dan otvorenih vrata za studente': 'Dan odprtih vrat za študente',
  'Studente farmacije, logistike i biomedicine pozivamo da upoznaju naš distribucijski centar i razgovaraju s budućim kolegama.':
    'Študente farmacije, logistike in biomedicine vabimo, da spoznajo naš distribucijski center in se pogovorijo s prihodnjimi sodelavci.',
  'Tijekom obilaska studenti će vidjeti kako narudžba ljekarne putuje od zaprimanja do isporuke, kako se čuvaju proizvodi iz hladnog lanca i kako radi služba za kvalitetu.':
    'Med ogledom bodo študenti videli, kako naročilo lekarne potuje od prejema do dostave, kako se hranijo izdelki iz hladne verige in kako deluje oddelek za kakovost.',
  'U drugom dijelu dana predstavit ćemo program stručne prakse i otvorena radna mjesta. Prijave za obilazak zaprimamo do 20. ožujka, a broj mjesta je ograničen na 40.':
    'V drugem delu dneva bomo predstavili program strokovne prakse in prosta delovna mesta. Prijave na ogled sprejemamo do 20. marca, število mest pa je omejeno na 40.',
  'Distribucijski centar Sveta Nedelja': 'Distribucijski center Sveta Nedelja',
  'Proširen servisni tim za medicinsku opremu': 'Razširjena servisna ekipa za medicinsko opremo',
  'Četiri nova servisna inženjera skraćuju vrijeme dolaska na intervenciju u bolnicama i laboratorijima diljem Hrvatske.':
    'Štirje novi servisni inženirji skrajšujejo odzivni čas za intervencije v bolnišnicah in laboratorijih po vsej Hrvaški.',
  'Servisni tim sada broji dvadeset inženjera raspoređenih u četiri regionalna centra. Svi su prošli obuku proizvođača za opremu koju održavaju, od laboratorijskih analizatora do operacijskih stolova.':
    'Servisna ekipa zdaj šteje dvajset inženirjev, razporejenih v štiri regionalne centre. Vsi so opravili usposabljanje proizvajalcev za opremo, ki jo vzdržujejo, od laboratorijskih analizatorjev do operacijskih miz.',
  'Dežurna služba i dalje je dostupna 24 sata dnevno, svih 365 dana u godini. Preventivni pregledi planiraju se unaprijed i usklađuju s rasporedom rada ustanove.':
    'Dežurna služba je še naprej na voljo 24 ur na dan, vseh 365 dni v letu. Preventivni pregledi se načrtujejo vnaprej in uskladijo z urnikom dela ustanove.',
  'Novi asortiman za zdravlje kućnih ljubimaca': 'Nov izbor izdelkov za zdravje hišnih ljubljenčkov',
  'Veterinarskim ambulantama nudimo novu liniju dodataka prehrani i proizvoda za njegu pasa i mačaka.':
    'Veterinarskim ambulantam ponujamo novo linijo prehranskih dopolnil in izdelkov za nego psov in mačk.',
  'Nova linija obuhvaća dodatke prehrani za zglobove i probavu, proizvode za njegu kože i ušiju te dentalne grickalice. Svi proizvodi namijenjeni su prodaji u veterinarskim ambulantama uz stručni savjet.':
    'Nova linija obsega prehranska dopolnila za sklepe in prebavo, izdelke za nego kože in ušes ter dentalne priboljške. Vsi izdelki so namenjeni prodaji v veterinarskih ambulantah ob strokovnem nasvetu.',
  'Za naših 450 veterinarskih kupaca pripremili smo edukativne materijale i uzorke. Obratite se službi za veterinu za ponudu.':
    'Za naših 450 veterinarskih kupcev smo pripravili izobraževalna gradiva in vzorce. Za ponudbo se obrnite na veterinarski oddelek.',
  'Preseljenje poslovnice u Trzin': 'Selitev poslovalnice v Trzin',
  'Slovenska poslovnica preselila se u veće prostore u Trzinu, bliže kupcima u središnjoj Sloveniji.':
    'Slovenska poslovalnica se je preselila v večje prostore v Trzinu, bližje kupcem v osrednji Sloveniji.',
  'Novi prostor ima skladište s kontroliranom temperaturom i prostoriju za edukacije. Telefonski brojevi i adrese e-pošte ostaju isti.':
    'Novi prostori imajo skladišče z nadzorovano temperaturo in prostor za izobraževanja. Telefonske številke in e-poštni naslovi ostajajo enaki.',
  'Radionica: hladni lanac u ljekarni': 'Delavnica: hladna veriga v lekarni',
  'Mrežna radionica za farmaceute i farmaceutske tehničare o zaprimanju, čuvanju i izdavanju lijekova koji se čuvaju na 2 do 8 °C.':
    'Spletna delavnica za farmacevte in farmacevtske tehnike o prevzemu, shranjevanju in izdaji zdravil, ki se hranijo pri 2 do 8 °C.',
  'Na radionici ćemo proći što provjeriti pri zaprimanju pošiljke, kako odabrati i kalibrirati hladnjak te kako postupiti kada temperatura izađe iz dopuštenog raspona.':
    'Na delavnici bomo pregledali, kaj preveriti ob prevzemu pošiljke, kako izbrati in umeriti hladilnik ter kako ravnati, ko temperatura preseže dovoljeno območje.',
  'trajanje: 90 minuta, uključujući pitanja': 'trajanje: 90 minut, vključno z vprašanji',
  'sudionici dobivaju predložak dnevnika temperature': 'udeleženci prejmejo predlogo dnevnika temperature',
  'sudjelovanje je besplatno': 'udeležba je brezplačna',
  Online: 'Na spletu',
  'Posjetite nas na sajmu medicinske opreme': 'Obiščite nas na sejmu medicinske opreme',
  'Na trodnevnom sajmu predstavljamo novu generaciju ultrazvučnih uređaja, monitora vitalnih funkcija i laboratorijske opreme.':
    'Na tridnevnem sejmu predstavljamo novo generacijo ultrazvočnih naprav, monitorjev vitalnih funkcij in laboratorijske opreme.',
  'Na našem izložbenom prostoru bit će predstavnici 12 dobavljača medicinske opreme. Uređaje možete isprobati uz stručno vodstvo, a za bolničke timove organiziramo kraće prezentacije svakog punog sata.':
    'Na našem razstavnem prostoru bodo predstavniki 12 dobaviteljev medicinske opreme. Naprave lahko preizkusite ob strokovnem vodenju, za bolnišnične ekipe pa ob vsaki polni uri pripravimo krajše predstavitve.',
  'Sastanak s našim timom možete unaprijed dogovoriti putem kontaktnog obrasca uz odabir službe za medicinsku opremu.':
    'Sestanek z našo ekipo lahko vnaprej dogovorite prek kontaktnega obrazca z izbiro oddelka za medicinsko opremo.',
  'Zagreb, Zagrebački velesajam': 'Zagreb, Zagrebški velesejem',
  'Rezultati ankete o zadovoljstvu kupaca': 'Rezultati ankete o zadovoljstvu kupcev',
  'Ljekarne, bolnice i ordinacije ocijenile su našu dostavu, prodaju i servis. Najbolje ocjene dobila je točnost isporuka.':
    'Lekarne, bolnišnice in ordinacije so ocenile našo dostavo, prodajo in servis. Najboljšo oceno je prejela točnost dostav.',
  'Anketu je ispunilo 812 kupaca. Točnost isporuka ocijenjena je prosječnom ocjenom 4,7 od 5, a ljubaznost prodajnog osoblja ocjenom 4,6.':
    'Anketo je izpolnilo 812 kupcev. Točnost dostav so ocenili s povprečno oceno 4,7 od 5, prijaznost prodajnega osebja pa z oceno 4,6.',
  'Kupci su predložili da ih ranije obavijestimo o kašnjenjima. Od siječnja ćemo zato slati poruku čim se vozilo zadrži dulje od 30 minuta.':
    'Kupci so predlagali, da jih o zamudah obvestimo prej. Zato bomo od januarja poslali sporočilo, takoj ko se vozilo zamudi za več kot 30 minut.',
  'Logistika i distribucija': 'Logistika in distribucija',
  'Kvaliteta i certifikati': 'Kakovost in certifikati',
  Stomatologija: 'Zobozdravstvo',
  Veterina: 'Veterina',
  'Medicinska oprema': 'Medicinska oprema',
  'Edukacije i stručni skupovi': 'Izobraževanja in strokovna srečanja',
  'Iz tvrtke': 'Iz podjetja',
  Prodaja: 'Prodaja',
  Dijagnostika: 'Diagnostika',
  Informatika: 'Informatika',
  Zastupstva: 'Zastopstva',
  'Biomedicinski potpomognuta oplodnja': 'Oploditev z biomedicinsko pomočjo',
  Registracije: 'Registracije',
  'Stomatološka oprema': 'Dentalna oprema',
  'Veleprodaja lijekova': 'Veleprodaja zdravil',
  'Osnivanje tvrtke i otvaranje prvog skladišta lijekova u Svetoj Nedelji.':
    'Ustanovitev podjetja in odprtje prvega skladišča zdravil v Sveti Nedelji.',
  'Prvi hladnjačni prostori i početak dostave lijekova u hladnom lancu.':
    'Prvi hladilni prostori in začetek dostave zdravil v hladni verigi.',
  'Otvoren distribucijski centar u Dugopolju za opskrbu Dalmacije.':
    'Odprtje distribucijskega centra v Dugopolju za oskrbo Dalmacije.',
  'Osnovane službe za medicinsku opremu i servis.': 'Ustanovitev oddelkov za medicinsko opremo in servis.',
  'Uveden sustav upravljanja kvalitetom prema normi ISO 9001.':
    'Uvedba sistema vodenja kakovosti po standardu ISO 9001.',
  'Otvorena podružnica u Vukovaru i osnovana služba za veterinu.':
    'Odprtje podružnice v Vukovarju in ustanovitev veterinarskega oddelka.',
  'Otvoren stomatološki centar u Rijeci.': 'Odprtje zobozdravstvenega centra na Reki.',
  'Osnovano društvo u Sloveniji sa sjedištem u Trzinu.': 'Ustanovitev družbe v Sloveniji s sedežem v Trzinu.',
  'Ulazak na tržište Bosne i Hercegovine i otvaranje ureda u Sarajevu.':
    'Vstop na trg Bosne in Hercegovine in odprtje pisarne v Sarajevu.',
  'Pokrenuta logistika kliničkih studija.': 'Začetek logistike kliničnih študij.',
  'Otvoren pogon za sekundarno opremanje s GMP certifikatom.':
    'Odprtje obrata za sekundarno pakiranje s certifikatom GMP.',
  'Certificiran sustav upravljanja okolišem prema normi ISO 14001.':
    'Certifikacija sistema ravnanja z okoljem po standardu ISO 14001.',
  'Uveden novi skladišni sustav s praćenjem serija u stvarnom vremenu.':
    'Uvedba novega skladiščnega sistema s sledenjem serij v realnem času.',
  'Vozni park narastao na 81 vozilo s kontroliranom temperaturom, a tim na 473 zaposlenika.':
    'Vozni park se je povečal na 81 vozil z nadzorovano temperaturo, ekipa pa na 473 zaposlenih.',
  'ISO 9001:2015 – upravljanje kvalitetom': 'ISO 9001:2015 – vodenje kakovosti',
  'Certifikat ISO 9001:2015': 'Certifikat ISO 9001:2015',
  'ISO 14001:2015 – upravljanje okolišem': 'ISO 14001:2015 – ravnanje z okoljem',
  'Certifikat ISO 14001:2015': 'Certifikat ISO 14001:2015',
  'GMP – dobra proizvođačka praksa': 'GMP – dobra proizvodna praksa',
  'GMP certifikat': 'Certifikat GMP',
  'GDP – dobra distribucijska praksa': 'GDP – dobra distribucijska praksa',
  'GDP certifikat': 'Certifikat GDP',
  'Gospodarska komora': 'Gospodarska zbornica',
  'Udruženje veledrogerija': 'Združenje veledrogerij',
  'Udruga distributera medicinskih proizvoda': 'Združenje distributerjev medicinskih pripomočkov',
  'Ljekarne partneri': 'Partnerske lekarne',
  'Internetska trgovina partnera': 'Spletna trgovina partnerja',
  'Okrožno sodišče v Ljubljani': 'Okrožno sodišče v Ljubljani',
  '500.000,00 EUR': '500.000,00 EUR',
  direktor: 'direktor',
  'Gdje kupiti naše proizvode': 'Kje kupiti naše izdelke',
  'Izjava o pristupačnosti': 'Izjava o dostopnosti',
  'Koliko su ove mrežne stranice pristupačne, što još ne radi za sve i kome se obratiti.':
    'Kako dostopno je to spletno mesto, kaj še ne deluje za vse in na koga se obrniti.',
  'Izjava o pristupačnosti mrežnih stranica: stanje usklađenosti, nepristupačan sadržaj, kontakt i postupak praćenja provedbe.':
    'Izjava o dostopnosti spletnega mesta: stanje skladnosti, nedostopna vsebina, kontakt in izvršilni postopek.',
}
