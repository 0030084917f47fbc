import type { SeedArticle } from './schemas.js';

/** Joins HTML blocks into one article body. */
const html = (...blocks: string[]): string => blocks.join('');

const NOKS = 'https://noks.mpn.gov.rs';
const AZK = 'https://azk.gov.rs';
const EUROPASS = 'https://europass.rs';
const DUALNOK = 'https://dualnok.gov.rs';

// ---------------------------------------------------------------------------------------------
// Citizens
// ---------------------------------------------------------------------------------------------

const citizens: SeedArticle[] = [
  {
    ref: 'one-framework-for-all-qualifications',
    category: 'citizens',
    tags: ['lifelong-learning', 'law'],
    daysAgo: 4,
    title: {
      sr: 'Један оквир за све квалификације',
      en: 'One framework for all qualifications',
    },
    summary: {
      sr: 'Национални оквир квалификација Републике Србије обухвата све квалификације, без обзира на то да ли су стечене у школи, на обуци или кроз рад и искуство.',
      en: 'The National Qualifications Framework of the Republic of Serbia covers all qualifications, whether they were obtained at school, on a training course or through work and experience.',
    },
    body: {
      sr: html(
        '<p>Национални оквир квалификација Републике Србије (НОКС) јединствен је систем који уређује све квалификације које се у Србији могу стећи. Обухвата квалификације стечене формалним образовањем, неформалним образовањем одраслих и информалним учењем, и то у било ком животном добу.</p>',
        '<h2>Шта НОКС значи за вас</h2>',
        '<ul><li>Свака квалификација има јасно одређен <strong>ниво</strong>, од првог до осмог, па је лако видети какав је њен однос према другим квалификацијама.</li><li>За сваку квалификацију унапред је познато шта онај ко је поседује зна и уме да уради, односно који су њени <strong>исходи учења</strong>.</li><li>Стечена квалификација потврђује се <strong>јавном исправом</strong> – дипломом или сертификатом.</li></ul>',
        '<h2>Учење током целог живота</h2>',
        '<p>НОКС почива на идеји целоживотног учења: нова квалификација може се стећи и након завршеног школовања, на курсевима и обукама за одрасле или признавањем знања стеченог на послу.</p>',
        `<p>Више о оквиру можете прочитати на <a href="${NOKS}">порталу НОКС-а</a>.</p>`,
      ),
      en: html(
        '<p>The National Qualifications Framework of the Republic of Serbia (NQFS) is a single system that governs all qualifications that can be obtained in Serbia. It covers qualifications acquired through formal education, non-formal adult education and informal learning, at any age.</p>',
        '<h2>What the NQFS means for you</h2>',
        '<ul><li>Every qualification has a clearly defined <strong>level</strong>, from one to eight, so it is easy to see how it relates to other qualifications.</li><li>For every qualification it is known in advance what its holder knows and is able to do – in other words, what its <strong>learning outcomes</strong> are.</li><li>Every qualification obtained is confirmed by a <strong>public document</strong>: a diploma or a certificate.</li></ul>',
        '<h2>Learning throughout life</h2>',
        '<p>The NQFS rests on the idea of lifelong learning: a new qualification can be obtained after formal schooling has ended, through courses and adult training, or by having knowledge gained at work recognised.</p>',
        `<p>You can read more about the framework on the <a href="${NOKS}">NQFS portal</a>.</p>`,
      ),
    },
  },
  {
    ref: 'rpl-info-session-for-citizens',
    category: 'citizens',
    tags: ['rpl', 'events'],
    daysAgo: 6,
    title: {
      sr: 'Инфо-сесија за грађане: како до признавања претходног учења',
      en: 'Information session for citizens: how to get your prior learning recognised',
    },
    summary: {
      sr: 'Грађани који желе да знање стечено радом претворе у признату квалификацију моћи ће на инфо-сесији да сазнају како изгледа поступак и коме да се обрате.',
      en: 'Citizens who want to turn knowledge gained at work into a recognised qualification can find out at the information session what the procedure looks like and whom to contact.',
    },
    body: {
      sr: html(
        '<p>Агенција за квалификације позива све заинтересоване на инфо-сесију о признавању претходног учења. Сесија је намењена онима који годинама раде у одређеном занимању, а немају јавну исправу која то потврђује.</p>',
        '<h2>Шта ћете сазнати</h2>',
        '<ul><li>за које нивое квалификација је могуће признавање претходног учења – то су нивои 2, 3 и 5;</li><li>која документа треба припремити;</li><li>како изгледа провера знања и вештина;</li><li>где можете да добијете каријерно вођење и саветовање.</li></ul>',
        '<h2>Пријава</h2>',
        '<p>Инфо-сесија ће трајати два сата, а могуће ју је пратити и преко интернета. Учешће је бесплатно. Број места у сали је ограничен, па молимо заинтересоване да се пријаве унапред.</p>',
      ),
      en: html(
        '<p>The Qualifications Agency invites everyone interested to an information session on the recognition of prior learning. The session is intended for people who have worked in an occupation for years but have no public document to prove it.</p>',
        '<h2>What you will learn</h2>',
        '<ul><li>for which qualification levels prior learning can be recognised – levels 2, 3 and 5;</li><li>which documents you need to prepare;</li><li>how knowledge and skills are assessed;</li><li>where you can get career guidance and counselling.</li></ul>',
        '<h2>Registration</h2>',
        '<p>The information session will last two hours and can also be followed online. Participation is free of charge. Seating in the hall is limited, so please register in advance.</p>',
      ),
    },
    event: { monthOffset: 0, day: 15, startHour: 12, durationHours: 2 },
  },
  {
    ref: 'eight-qualification-levels',
    category: 'citizens',
    tags: ['eqf', 'law'],
    daysAgo: 15,
    title: {
      sr: 'Осам нивоа квалификација: где је место ваше дипломе',
      en: 'Eight qualification levels: where does your diploma belong?',
    },
    summary: {
      sr: 'НОКС разврстава квалификације у осам нивоа, од којих су неки подељени на поднивое. Овај кратак преглед показује које образовање одговара ком нивоу.',
      en: 'The NQFS places qualifications on eight levels, some of which are divided into sublevels. This short overview shows which education corresponds to which level.',
    },
    body: {
      sr: html(
        '<p>Закон о Националном оквиру квалификација Републике Србије утврђује осам нивоа квалификација. Нивои 6 и 7 подељени су на по два поднивоа, чиме се прецизније разликују квалификације у високом образовању.</p>',
        '<h2>Преглед нивоа</h2>',
        '<ul><li><strong>Ниво 1</strong> – основно образовање, укључујући основно образовање одраслих и основно музичко и балетско образовање.</li><li><strong>Ниво 2</strong> – стручно оспособљавање у трајању до једне године, образовање за рад у трајању до две године и обуке за одрасле од 120 до 360 часова.</li><li><strong>Ниво 3</strong> – трогодишње средње стручно образовање и обуке за одрасле у трајању од најмање 960 часова.</li><li><strong>Ниво 4</strong> – четворогодишње средње образовање: стручно, уметничко и гимназијско.</li><li><strong>Ниво 5</strong> – мајсторско и специјалистичко образовање, након стечене квалификације нивоа 3 или 4.</li><li><strong>Ниво 6</strong> – основне академске и основне струковне студије од 180 ЕСПБ бодова (подниво 6.1), односно основне академске студије од 240 ЕСПБ бодова и специјалистичке струковне студије (подниво 6.2).</li><li><strong>Ниво 7</strong> – интегрисане академске, мастер академске и мастер струковне студије (подниво 7.1) и специјалистичке академске студије (подниво 7.2).</li><li><strong>Ниво 8</strong> – докторске студије.</li></ul>',
        '<h2>Веза са Европом</h2>',
        '<p>Осам нивоа НОКС-а повезано је са осам нивоа Европског оквира квалификација (ЕОК), што олакшава поређење квалификација стечених у Србији са квалификацијама из других европских земаља.</p>',
      ),
      en: html(
        '<p>The Law on the National Qualifications Framework of the Republic of Serbia sets out eight qualification levels. Levels 6 and 7 are each divided into two sublevels, which allows a finer distinction between qualifications in higher education.</p>',
        '<h2>The levels at a glance</h2>',
        '<ul><li><strong>Level 1</strong> – primary education, including primary adult education and primary music and ballet education.</li><li><strong>Level 2</strong> – vocational training of up to one year, education for work of up to two years and adult training of 120 to 360 hours.</li><li><strong>Level 3</strong> – three-year secondary vocational education and adult training of at least 960 hours.</li><li><strong>Level 4</strong> – four-year secondary education: vocational, arts and general (gymnasium).</li><li><strong>Level 5</strong> – master-craftsman and specialist education, following a level 3 or level 4 qualification.</li><li><strong>Level 6</strong> – basic academic and basic vocational studies of 180 ECTS credits (sublevel 6.1), and basic academic studies of 240 ECTS credits and specialist vocational studies (sublevel 6.2).</li><li><strong>Level 7</strong> – integrated academic, master academic and master vocational studies (sublevel 7.1) and specialist academic studies (sublevel 7.2).</li><li><strong>Level 8</strong> – doctoral studies.</li></ul>',
        '<h2>The link with Europe</h2>',
        '<p>The eight NQFS levels are linked to the eight levels of the European Qualifications Framework (EQF), which makes it easier to compare qualifications obtained in Serbia with those from other European countries.</p>',
      ),
    },
  },
  {
    ref: 'recognition-of-prior-learning-explained',
    category: 'citizens',
    tags: ['rpl', 'lifelong-learning'],
    daysAgo: 27,
    title: {
      sr: 'Признавање претходног учења: знање стечено радом се рачуна',
      en: 'Recognition of prior learning: knowledge gained at work counts',
    },
    summary: {
      sr: 'Од измена Закона о НОКС-у из 2023. године знања и вештине стечени радом и искуством могу се признати при стицању квалификација нивоа 2, 3 и 5.',
      en: 'Since the 2023 amendments to the NQFS Law, knowledge and skills gained through work and experience can be recognised towards qualifications at levels 2, 3 and 5.',
    },
    body: {
      sr: html(
        '<p>Многи људи годинама обављају посао за који немају диплому. Признавање претходног учења омогућава да се оно што су научили на радном месту, на обукама или самостално провери и званично потврди.</p>',
        '<h2>Како изгледа поступак</h2>',
        '<ol><li>Кандидат се информише и добија савет о томе која квалификација одговара његовом искуству.</li><li>Прикупља доказе о свом знању и искуству, на пример потврде послодавца и сертификате са обука.</li><li>Стручњаци процењују да ли кандидат остварује исходе учења утврђене стандардом квалификације.</li><li>Ако је процена успешна, кандидат добија јавну исправу.</li></ol>',
        '<h2>За које нивое</h2>',
        '<p>Изменама Закона о Националном оквиру квалификација Републике Србије из 2023. године („Службени гласник РС“, број 76/2023) признавање претходног учења уведено је за квалификације нивоа 2, 3 и 5.</p>',
        `<p>Информације о признавању претходног учења, као и о каријерном вођењу и саветовању, пружа <a href="${AZK}">Агенција за квалификације</a>.</p>`,
      ),
      en: html(
        '<p>Many people have done a job for years without holding a diploma for it. Recognition of prior learning allows what they have learned at work, on training courses or on their own to be assessed and officially confirmed.</p>',
        '<h2>What the procedure looks like</h2>',
        '<ol><li>The candidate gathers information and receives advice on which qualification matches their experience.</li><li>They collect evidence of their knowledge and experience, such as references from employers and training certificates.</li><li>Experts assess whether the candidate achieves the learning outcomes set out in the qualification standard.</li><li>If the assessment is successful, the candidate receives a public document.</li></ol>',
        '<h2>Which levels</h2>',
        '<p>The 2023 amendments to the Law on the National Qualifications Framework of the Republic of Serbia (Official Gazette of the RS, No. 76/2023) introduced the recognition of prior learning for qualifications at levels 2, 3 and 5.</p>',
        `<p>Information on the recognition of prior learning and on career guidance and counselling is available from the <a href="${AZK}">Qualifications Agency</a>.</p>`,
      ),
    },
  },
  {
    ref: 'foreign-school-documents-online',
    category: 'citizens',
    tags: ['recognition'],
    daysAgo: 48,
    title: {
      sr: 'Признавање стране школске исправе: захтев се подноси електронски',
      en: 'Recognition of a foreign school document: apply online',
    },
    summary: {
      sr: 'Стране школске исправе признаје Агенција за квалификације, у чијем саставу ради и ENIC/NARIC центар, а захтев је могуће поднети преко интернета.',
      en: 'Foreign school documents are recognised by the Qualifications Agency, which also houses the ENIC/NARIC Centre, and the application can be submitted online.',
    },
    body: {
      sr: html(
        '<p>Ако сте основно или средње образовање завршили у иностранству, а желите да наставите школовање или да се запослите у Србији, потребно је да покренете поступак признавања стране школске исправе.</p>',
        '<h2>Ко је надлежан</h2>',
        '<p>Поступак спроводи Агенција за квалификације. У њеном саставу од 5. априла 2019. године ради и ENIC/NARIC центар, део европских мрежа ENIC и NARIC, које пружају информације о признавању квалификација стечених у другим државама.</p>',
        '<h2>Захтев преко интернета</h2>',
        '<p>Захтев за признавање може се поднети електронски, без одласка на шалтер. Пре подношења проверите која су документа потребна и у ком облику их треба приложити.</p>',
        `<p>Упутства су доступна на сајту <a href="${AZK}">Агенције за квалификације</a>.</p>`,
      ),
      en: html(
        '<p>If you completed primary or secondary education abroad and wish to continue your education or find work in Serbia, you need to apply for the recognition of your foreign school document.</p>',
        '<h2>Who is responsible</h2>',
        '<p>The procedure is carried out by the Qualifications Agency. Since 5 April 2019 it has also housed the ENIC/NARIC Centre, part of the European ENIC and NARIC networks, which provide information on the recognition of qualifications obtained in other countries.</p>',
        '<h2>Applying online</h2>',
        '<p>The application for recognition can be submitted electronically, without visiting a service counter. Before applying, check which documents are required and in what form they must be attached.</p>',
        `<p>Instructions are available on the website of the <a href="${AZK}">Qualifications Agency</a>.</p>`,
      ),
    },
  },
  {
    ref: 'diploma-or-certificate',
    category: 'citizens',
    tags: ['jpoa', 'lifelong-learning'],
    daysAgo: 83,
    title: {
      sr: 'Диплома или сертификат: како се потврђује квалификација',
      en: 'Diploma or certificate: how a qualification is confirmed',
    },
    summary: {
      sr: 'Свака квалификација у НОКС-у потврђује се јавном исправом. За одрасле то може бити и сертификат о завршеној обуци код јавно признатог организатора активности образовања одраслих.',
      en: 'Every qualification in the NQFS is confirmed by a public document. For adults, this may also be a certificate of completed training issued by a publicly recognised organiser of adult education activities.',
    },
    body: {
      sr: html(
        '<p>Квалификација није само оно што знамо, већ и оно што можемо да докажемо. Зато се у Националном оквиру квалификација свака стечена квалификација потврђује јавном исправом – дипломом или сертификатом.</p>',
        '<h2>Обуке за одрасле</h2>',
        '<p>Одрасли могу да стекну квалификацију и на обукама које изводе јавно признати организатори активности образовања одраслих (ЈПОА). Основне и средње школе имају статус ЈПОА по закону, док остале организаторе акредитује Агенција за квалификације.</p>',
        '<ul><li>обука за одрасле у трајању од 120 до 360 часова може да води до квалификације нивоа 2;</li><li>обука за одрасле у трајању од најмање 960 часова може да води до квалификације нивоа 3.</li></ul>',
        '<h2>Проверите организатора</h2>',
        '<p>Пре уписа на обуку проверите да ли је организатор уписан у Регистар НОКС-а, у коме се воде подаци о квалификацијама, стандардима квалификација и ЈПОА. Тако ћете бити сигурни да ћете по завршетку обуке добити јавну исправу.</p>',
      ),
      en: html(
        '<p>A qualification is not only what we know but also what we can prove. That is why, in the National Qualifications Framework, every qualification obtained is confirmed by a public document – a diploma or a certificate.</p>',
        '<h2>Adult training</h2>',
        '<p>Adults can also obtain a qualification on training courses run by publicly recognised organisers of adult education activities (JPOAs). Primary and secondary schools are JPOAs by law, while other providers are accredited by the Qualifications Agency.</p>',
        '<ul><li>adult training lasting 120 to 360 hours can lead to a level 2 qualification;</li><li>adult training lasting at least 960 hours can lead to a level 3 qualification.</li></ul>',
        '<h2>Check the provider</h2>',
        '<p>Before enrolling, check whether the provider is entered in the NQFS Register, which holds data on qualifications, qualification standards and JPOAs. This way you can be sure that you will receive a public document when you complete the training.</p>',
      ),
    },
  },
  {
    ref: 'qualifications-understood-across-europe',
    category: 'citizens',
    tags: ['eqf', 'europass'],
    daysAgo: 130,
    title: {
      sr: 'Ваша квалификација разумљива широм Европе',
      en: 'Your qualification understood across Europe',
    },
    summary: {
      sr: 'Захваљујући повезивању НОКС-а са Европским оквиром квалификација, послодавци и образовне установе у другим земљама лакше разумеју шта значи квалификација стечена у Србији.',
      en: 'Thanks to the referencing of the NQFS to the European Qualifications Framework, employers and education institutions in other countries can more easily understand what a qualification obtained in Serbia means.',
    },
    body: {
      sr: html(
        '<p>Европски оквир квалификација (ЕОК) служи као заједнички „преводилац“ између националних оквира квалификација европских земаља. Има осам нивоа, који су описани исходима учења.</p>',
        '<h2>Србија и ЕОК</h2>',
        '<p>Извештај о повезивању НОКС-а са ЕОК-ом прихваћен је у фебруару 2020. године на састанку Саветодавне групе за ЕОК у Бриселу. Од тада се за сваки ниво НОКС-а зна који му ниво ЕОК-а одговара.</p>',
        '<h2>Шта то доноси грађанима</h2>',
        '<ul><li>лакше представљање сопствене квалификације при конкурисању за посао или студије у иностранству;</li><li>јаснију слику о томе шта је неко научио, јер се квалификације описују исходима учења;</li><li>бољу повезаност са европским алатима као што је Europass.</li></ul>',
      ),
      en: html(
        '<p>The European Qualifications Framework (EQF) acts as a common “translator” between the national qualifications frameworks of European countries. It has eight levels, described in terms of learning outcomes.</p>',
        '<h2>Serbia and the EQF</h2>',
        '<p>The report referencing the NQFS to the EQF was accepted in February 2020 at a meeting of the EQF Advisory Group in Brussels. Since then, every NQFS level has had a corresponding EQF level.</p>',
        '<h2>What this means for citizens</h2>',
        '<ul><li>it is easier to present your qualification when applying for a job or for studies abroad;</li><li>it gives a clearer picture of what a person has learned, because qualifications are described in terms of learning outcomes;</li><li>it provides a better link with European tools such as Europass.</li></ul>',
      ),
    },
  },
  {
    ref: 'europass-mobility-for-erasmus-participants',
    category: 'citizens',
    tags: ['europass', 'lifelong-learning'],
    daysAgo: 225,
    title: {
      sr: 'Europass документ о мобилности за учеснике програма Erasmus+',
      en: 'Europass Mobility for Erasmus+ participants',
    },
    summary: {
      sr: 'Ученици, студенти и запослени који део учења или обуке проведу у иностранству могу да добију Europass документ о мобилности, који издаје Национални Europass центар.',
      en: 'Pupils, students and employees who spend part of their learning or training abroad can receive a Europass Mobility document, issued by the National Europass Centre.',
    },
    body: {
      sr: html(
        '<p>Europass документ о мобилности бележи знања и вештине стечене током боравка у другој европској земљи ради учења, стручне праксе или обуке. Посебно је користан учесницима програма Erasmus+, јер на јасан и упоредив начин показује шта су током мобилности научили.</p>',
        '<h2>Ко издаје документ</h2>',
        '<p>У Србији документ издаје Национални Europass центар, који од 2017. године ради у оквиру Фондације Темпус. Захтев по правилу подноси организација која учесника шаље на мобилност, у сарадњи са организацијом домаћином.</p>',
        '<h2>Зашто је користан</h2>',
        '<ul><li>допуњује диплому и радну биографију;</li><li>препознатљив је послодавцима широм Европе;</li><li>описује конкретне активности и стечене вештине.</li></ul>',
        `<p>Више информација доступно је на сајту <a href="${EUROPASS}">Националног Europass центра</a>.</p>`,
      ),
      en: html(
        '<p>The Europass Mobility document records the knowledge and skills acquired during a stay in another European country for learning, a work placement or training. It is particularly useful for Erasmus+ participants, as it shows clearly and comparably what they learned during their mobility.</p>',
        '<h2>Who issues the document</h2>',
        '<p>In Serbia, the document is issued by the National Europass Centre, which has operated within the Tempus Foundation since 2017. As a rule, the application is submitted by the organisation sending the participant abroad, in cooperation with the host organisation.</p>',
        '<h2>Why it is useful</h2>',
        '<ul><li>it complements your diploma and CV;</li><li>it is familiar to employers across Europe;</li><li>it describes specific activities and the skills acquired.</li></ul>',
        `<p>More information is available on the website of the <a href="${EUROPASS}">National Europass Centre</a>.</p>`,
      ),
    },
  },
];

// ---------------------------------------------------------------------------------------------
// Employers
// ---------------------------------------------------------------------------------------------

const employers: SeedArticle[] = [
  {
    ref: 'employer-webinar-rpl-esco',
    category: 'employers',
    tags: ['rpl', 'events'],
    daysAgo: 3,
    title: {
      sr: 'Вебинар за послодавце: признавање претходног учења и ESCO',
      en: 'Webinar for employers: recognition of prior learning and ESCO',
    },
    summary: {
      sr: 'Вебинар ће послодавцима представити како признавање претходног учења и европска класификација ESCO могу да помогну у запошљавању и развоју запослених.',
      en: 'The webinar will show employers how the recognition of prior learning and the European ESCO classification can help with recruitment and staff development.',
    },
    body: {
      sr: html(
        '<p>Позивамо послодавце, руководиоце људских ресурса и представнике привредних комора на вебинар посвећен двема темама важним за развој радне снаге: признавању претходног учења и европској класификацији вештина, компетенција, квалификација и занимања ESCO.</p>',
        '<h2>Програм</h2>',
        '<ul><li>Како запослени са искуством могу да стекну квалификацију нивоа 2, 3 или 5 признавањем претходног учења.</li><li>Шта послодавац добија када се знање његових радника званично потврди.</li><li>Шта је ESCO и како се његови описи занимања и вештина могу користити при писању огласа за посао и планирању обука.</li><li>Питања и одговори.</li></ul>',
        '<h2>Учешће</h2>',
        '<p>Вебинар траје два сата и одржава се преко интернета. Линк за приступ биће послат свим пријављеним учесницима.</p>',
      ),
      en: html(
        '<p>We invite employers, HR managers and representatives of chambers of commerce to a webinar on two topics that matter for workforce development: the recognition of prior learning and ESCO, the European classification of Skills, Competences, Qualifications and Occupations.</p>',
        '<h2>Programme</h2>',
        '<ul><li>How experienced employees can obtain a level 2, 3 or 5 qualification through the recognition of prior learning.</li><li>What an employer gains when the knowledge of its workers is officially confirmed.</li><li>What ESCO is and how its descriptions of occupations and skills can be used when writing job advertisements and planning training.</li><li>Questions and answers.</li></ul>',
        '<h2>Participation</h2>',
        '<p>The webinar lasts two hours and takes place online. The access link will be sent to all registered participants.</p>',
      ),
    },
    event: { monthOffset: 1, day: 9, startHour: 10, durationHours: 2 },
  },
  {
    ref: 'what-a-qualification-standard-tells-employers',
    category: 'employers',
    tags: ['qualification-standards'],
    daysAgo: 12,
    title: {
      sr: 'Шта стандард квалификације говори послодавцу',
      en: 'What a qualification standard tells an employer',
    },
    summary: {
      sr: 'Некада је послодавац из дипломе могао да сазна само назив квалификације и трајање школовања. Стандард квалификације данас показује шта кандидат заиста зна и уме.',
      en: 'In the past, an employer could learn from a diploma only the name of the qualification and the length of schooling. Today, the qualification standard shows what an applicant actually knows and can do.',
    },
    body: {
      sr: html(
        '<p>Пре успостављања НОКС-а послодавци су о квалификацији кандидата најчешће знали само две ствари: како се квалификација зове и колико је трајало школовање. То често није било довољно да се процени да ли је неко спреман за конкретан посао.</p>',
        '<h2>Исходи учења уместо трајања</h2>',
        '<p>Стандард квалификације описује квалификацију кроз <strong>исходе учења</strong> – знања, вештине и компетенције које особа поседује када стекне ту квалификацију. Стандард садржи и податке о занимањима за која квалификација оспособљава.</p>',
        '<h2>Како то можете да искористите</h2>',
        '<ul><li>при писању огласа за посао, користећи исте појмове као школе и организатори обука;</li><li>у разговору са кандидатима, постављајући питања о конкретним исходима учења;</li><li>при планирању обука за запослене.</li></ul>',
        '<p>Стандарди квалификација уписују се у Регистар НОКС-а, па су на једном месту доступни свима који желе да их користе.</p>',
      ),
      en: html(
        '<p>Before the NQFS was established, employers usually knew only two things about an applicant’s qualification: what it was called and how long the schooling had lasted. This was often not enough to judge whether someone was ready for a particular job.</p>',
        '<h2>Learning outcomes instead of duration</h2>',
        '<p>A qualification standard describes a qualification in terms of <strong>learning outcomes</strong> – the knowledge, skills and competences a person has on obtaining it. The standard also lists the occupations for which the qualification prepares its holder.</p>',
        '<h2>How you can use this</h2>',
        '<ul><li>when writing job advertisements, using the same terms as schools and training providers;</li><li>in interviews, by asking applicants about specific learning outcomes;</li><li>when planning training for your staff.</li></ul>',
        '<p>Qualification standards are entered in the NQFS Register, so they are available in one place to everyone who wishes to use them.</p>',
      ),
    },
  },
  {
    ref: 'employers-in-sector-councils',
    category: 'employers',
    tags: ['sector-councils'],
    daysAgo: 26,
    title: {
      sr: 'Послодавци у секторским већима: глас привреде у образовању',
      en: 'Employers in sector skills councils: the voice of business in education',
    },
    summary: {
      sr: 'У дванаест секторских већа, која је основала Влада, послодавци заједно са стручњацима за образовање утврђују које су квалификације потребне тржишту рада.',
      en: 'In the twelve sector skills councils set up by the Government, employers work alongside education experts to identify the qualifications the labour market needs.',
    },
    body: {
      sr: html(
        '<p>Секторска већа повезују свет рада и свет образовања. Влада Републике Србије основала је дванаест секторских већа, која су конститутивне седнице одржала крајем новембра 2019. године.</p>',
        '<h2>Ко су чланови</h2>',
        '<p>У секторским већима заједно раде представници привредних друштава и привредних комора, стручњаци за образовање, представници Националне службе за запошљавање и надлежних министарстава.</p>',
        '<h2>Чиме се баве</h2>',
        '<ul><li>утврђују које су квалификације потребне у њиховом сектору;</li><li>предлажу осавремењавање постојећих и гашење застарелих квалификација;</li><li>предлажу стандарде квалификација.</li></ul>',
        '<p>Активно учешће послодаваца помаже школама и организаторима обука да припремају кадрове са знањима која су заиста потребна на радном месту.</p>',
      ),
      en: html(
        '<p>Sector skills councils link the world of work with the world of education. The Government of the Republic of Serbia set up twelve sector skills councils, which held their constitutive sessions in late November 2019.</p>',
        '<h2>Who the members are</h2>',
        '<p>Sector skills councils bring together representatives of companies and chambers of commerce, education experts, and representatives of the National Employment Service and the relevant ministries.</p>',
        '<h2>What they do</h2>',
        '<ul><li>identify the qualifications needed in their sector;</li><li>propose modernising existing qualifications and retiring outdated ones;</li><li>propose qualification standards.</li></ul>',
        '<p>Active participation by employers helps schools and training providers prepare people with the knowledge that is really needed in the workplace.</p>',
      ),
    },
  },
  {
    ref: 'eqf-and-applicants-from-abroad',
    category: 'employers',
    tags: ['eqf', 'recognition'],
    daysAgo: 58,
    title: {
      sr: 'Кандидат из иностранства? ЕОК помаже да разумете његову квалификацију',
      en: 'An applicant from abroad? The EQF helps you understand their qualification',
    },
    summary: {
      sr: 'Европски оквир квалификација омогућава послодавцима да квалификације стечене у различитим земљама упореде преко заједничких нивоа.',
      en: 'The European Qualifications Framework enables employers to compare qualifications obtained in different countries through common levels.',
    },
    body: {
      sr: html(
        '<p>Све је више кандидата који су се школовали у иностранству, али и радника из Србије који су део образовања стекли у другој земљи. Називи квалификација разликују се од земље до земље, па их није увек лако упоредити.</p>',
        '<h2>Заједнички нивои</h2>',
        '<p>Европски оквир квалификација (ЕОК) има осам нивоа, са којима су повезани национални оквири квалификација европских земаља. НОКС је са ЕОК-ом повезан 2020. године, тако да се за сваку квалификацију из Србије зна који јој ниво ЕОК-а одговара.</p>',
        '<h2>Практични савети</h2>',
        '<ul><li>проверите који ниво ЕОК-а одговара квалификацији кандидата;</li><li>за детаљнији опис знања и вештина затражите додатак дипломи или Europass документе;</li><li>ако је за радно место потребно признавање стране исправе, упутите кандидата на Агенцију за квалификације.</li></ul>',
        `<p>Информације о признавању страних исправа доступне су на сајту <a href="${AZK}">Агенције за квалификације</a>.</p>`,
      ),
      en: html(
        '<p>More and more applicants have been educated abroad, and more workers from Serbia have completed part of their education in another country. The names of qualifications differ from country to country, so they are not always easy to compare.</p>',
        '<h2>Common levels</h2>',
        '<p>The European Qualifications Framework (EQF) has eight levels to which the national qualifications frameworks of European countries are linked. The NQFS was referenced to the EQF in 2020, so the EQF level corresponding to every qualification from Serbia is known.</p>',
        '<h2>Practical tips</h2>',
        '<ul><li>check which EQF level corresponds to the applicant’s qualification;</li><li>for a more detailed description of knowledge and skills, ask for the diploma supplement or Europass documents;</li><li>if the position requires the recognition of a foreign document, refer the applicant to the Qualifications Agency.</li></ul>',
        `<p>Information on the recognition of foreign documents is available on the website of the <a href="${AZK}">Qualifications Agency</a>.</p>`,
      ),
    },
  },
  {
    ref: 'rpl-for-staff-development',
    category: 'employers',
    tags: ['rpl', 'lifelong-learning'],
    daysAgo: 97,
    title: {
      sr: 'Признавање претходног учења као подршка развоју запослених',
      en: 'Recognition of prior learning as support for staff development',
    },
    summary: {
      sr: 'Радници који су вештине стекли на послу могу признавањем претходног учења да добију јавну исправу, а послодавац тим чије су квалификације званично потврђене.',
      en: 'Workers who acquired their skills on the job can obtain a public document through the recognition of prior learning, and the employer gains a team with officially confirmed qualifications.',
    },
    body: {
      sr: html(
        '<p>У многим предузећима раде искусни људи који свој посао обављају одлично, иако за њега немају одговарајућу диплому. Признавање претходног учења омогућава да се њихово знање провери у односу на стандард квалификације и званично потврди.</p>',
        '<h2>Користи за послодавца</h2>',
        '<ul><li>јаснији увид у знања и вештине запослених;</li><li>мотивисанији запослени, чији је рад добио формалну потврду;</li><li>краће и јефтиније усавршавање, јер се учи само оно што недостаје.</li></ul>',
        '<h2>За које квалификације</h2>',
        '<p>Од измена закона из 2023. године признавање претходног учења могуће је за квалификације нивоа 2, 3 и 5. Ниво 5 обухвата мајсторско и специјалистичко образовање, што је посебно значајно за занатске и техничке струке.</p>',
        `<p>Послодавци који желе да подрже запослене у овом поступку могу се обратити <a href="${AZK}">Агенцији за квалификације</a>.</p>`,
      ),
      en: html(
        '<p>Many companies employ experienced people who do their jobs excellently without holding the corresponding diploma. Recognition of prior learning allows their knowledge to be assessed against the qualification standard and officially confirmed.</p>',
        '<h2>Benefits for the employer</h2>',
        '<ul><li>a clearer view of employees’ knowledge and skills;</li><li>more motivated employees, whose work has received formal recognition;</li><li>shorter and less costly upskilling, because people learn only what they are missing.</li></ul>',
        '<h2>Which qualifications</h2>',
        '<p>Since the 2023 amendments to the law, prior learning can be recognised for qualifications at levels 2, 3 and 5. Level 5 covers master-craftsman and specialist education, which is particularly important for crafts and technical trades.</p>',
        `<p>Employers who wish to support their staff in this procedure can contact the <a href="${AZK}">Qualifications Agency</a>.</p>`,
      ),
    },
  },
  {
    ref: 'dual-education-and-the-nqfs',
    category: 'employers',
    tags: ['dual-education', 'law'],
    daysAgo: 150,
    title: {
      sr: 'Дуално образовање и НОКС под једним кровом',
      en: 'Dual education and the NQFS under one roof',
    },
    summary: {
      sr: 'Канцеларија за дуално образовање и Национални оквир квалификација обједињује послове у обе области, што олакшава сарадњу привреде и школа.',
      en: 'The Office for Dual Education and the National Qualifications Framework brings both areas together, making cooperation between businesses and schools easier.',
    },
    body: {
      sr: html(
        '<p>Канцеларија за дуално образовање и Национални оквир квалификација служба је Владе Републике Србије која ради од 18. новембра 2022. године. Поред дуалног образовања, у њеној надлежности је и припрема закона и подзаконских аката у области НОКС-а.</p>',
        '<h2>Зашто је то важно послодавцима</h2>',
        '<p>У дуалном образовању ученици део образовања стичу учењем кроз рад код послодавца. Да би то учење имало пуну вредност, мора бити усклађено са стандардом квалификације: исходи учења које ученик савладава у компанији исти су као исходи утврђени стандардом.</p>',
        '<p>Изменама закона из 2023. године улога Канцеларије у систему НОКС-а прецизније је одређена.</p>',
        `<p>Више информација доступно је на <a href="${DUALNOK}">сајту Канцеларије</a>.</p>`,
      ),
      en: html(
        '<p>The Office for Dual Education and the National Qualifications Framework is a Government service of the Republic of Serbia that has been operating since 18 November 2022. In addition to dual education, it is responsible for preparing laws and bylaws relating to the NQFS.</p>',
        '<h2>Why this matters to employers</h2>',
        '<p>In dual education, students acquire part of their education through work-based learning with an employer. For this learning to be of full value, it must be aligned with the qualification standard: the learning outcomes a student masters in a company are the same as those set out in the standard.</p>',
        '<p>The 2023 amendments to the law defined the role of the Office in the NQFS more precisely.</p>',
        `<p>More information is available on the <a href="${DUALNOK}">Office’s website</a>.</p>`,
      ),
    },
  },
  {
    ref: 'propose-a-new-qualification',
    category: 'employers',
    tags: ['qualification-standards', 'sector-councils'],
    daysAgo: 215,
    title: {
      sr: 'Недостаје вам квалификација? Предложите нову',
      en: 'Missing a qualification? Propose a new one',
    },
    summary: {
      sr: 'Ако не постоји квалификација која одговара потребама ваше делатности, иницијатива за нови стандард квалификације може се поднети Агенцији за квалификације.',
      en: 'If there is no qualification that meets the needs of your industry, an initiative for a new qualification standard can be submitted to the Qualifications Agency.',
    },
    body: {
      sr: html(
        '<p>Технологије и начин рада брзо се мењају, па се дешава да за поједина радна места у образовном систему не постоји одговарајућа квалификација. НОКС предвиђа начин да се таква празнина попуни.</p>',
        '<h2>Од иницијативе до стандарда</h2>',
        '<ol><li>Иницијатива за развој новог стандарда квалификације подноси се Агенцији за квалификације.</li><li>Надлежно секторско веће разматра иницијативу и процењује потребе тржишта рада.</li><li>Уз стручну подршку Агенције израђује се предлог стандарда квалификације.</li><li>Усвојени стандард уписује се у Регистар НОКС-а и постаје основа за програме образовања и обуке.</li></ol>',
        '<h2>Савет подносиоцима</h2>',
        '<p>Иницијатива има више изгледа на успех ако је поткрепљена подацима о потребама већег броја послодаваца. Зато је добро да је припреме или подрже струковна удружења и привредне коморе.</p>',
        `<p>Више о подношењу иницијативе можете сазнати на сајту <a href="${AZK}">Агенције за квалификације</a>.</p>`,
      ),
      en: html(
        '<p>Technology and ways of working change quickly, so there is sometimes no suitable qualification in the education system for certain jobs. The NQFS provides a way to fill such gaps.</p>',
        '<h2>From initiative to standard</h2>',
        '<ol><li>An initiative to develop a new qualification standard is submitted to the Qualifications Agency.</li><li>The relevant sector skills council considers the initiative and assesses labour market needs.</li><li>A draft qualification standard is prepared with the Agency’s expert support.</li><li>The adopted standard is entered in the NQFS Register and becomes the basis for education and training programmes.</li></ol>',
        '<h2>Advice for applicants</h2>',
        '<p>An initiative is more likely to succeed if it is backed by data on the needs of a larger number of employers. It is therefore a good idea to have it prepared or supported by professional associations and chambers of commerce.</p>',
        `<p>You can find out more about submitting an initiative on the website of the <a href="${AZK}">Qualifications Agency</a>.</p>`,
      ),
    },
  },
  {
    ref: 'training-that-leads-to-a-qualification',
    category: 'employers',
    tags: ['jpoa', 'lifelong-learning'],
    daysAgo: 335,
    title: {
      sr: 'Обуке које воде до признате квалификације',
      en: 'Training that leads to a recognised qualification',
    },
    summary: {
      sr: 'Организатори обука за одрасле који нису школе могу од Агенције за квалификације да добију акредитацију и статус јавно признатог организатора активности образовања одраслих.',
      en: 'Adult training providers other than schools can obtain accreditation from the Qualifications Agency and become publicly recognised organisers of adult education activities.',
    },
    body: {
      sr: html(
        '<p>Многе компаније организују обуке за своје запослене или сарађују са центрима за обуку. Да би полазници по завршетку обуке добили јавну исправу о стеченој квалификацији, организатор обуке мора да има статус јавно признатог организатора активности образовања одраслих (ЈПОА).</p>',
        '<h2>Акредитација</h2>',
        '<p>Основне и средње школе имају статус ЈПОА по закону, док остале организаторе акредитује Агенција за квалификације. У поступку акредитације проверава се да ли је програм обуке усклађен са стандардом квалификације и да ли организатор има потребне кадрове, простор и опрему.</p>',
        '<h2>Шта акредитација доноси</h2>',
        '<ul><li>организатор се уписује у Регистар НОКС-а;</li><li>полазници добијају јавну исправу о стеченој квалификацији;</li><li>знање стечено на обуци постаје препознатљиво и изван компаније.</li></ul>',
      ),
      en: html(
        '<p>Many companies organise training for their employees or work with training centres. For trainees to receive a public document confirming the qualification they have obtained, the training provider must be a publicly recognised organiser of adult education activities (JPOA).</p>',
        '<h2>Accreditation</h2>',
        '<p>Primary and secondary schools are JPOAs by law, while other providers are accredited by the Qualifications Agency. The accreditation procedure checks whether the training programme is aligned with the qualification standard and whether the provider has the necessary staff, premises and equipment.</p>',
        '<h2>What accreditation brings</h2>',
        '<ul><li>the provider is entered in the NQFS Register;</li><li>trainees receive a public document confirming the qualification obtained;</li><li>the knowledge gained in training becomes recognisable beyond the company.</li></ul>',
      ),
    },
  },
];

// ---------------------------------------------------------------------------------------------
// System institutions
// ---------------------------------------------------------------------------------------------

const institutions: SeedArticle[] = [
  {
    ref: 'jpoa-accreditation-info-day',
    category: 'institutions',
    tags: ['jpoa', 'events'],
    daysAgo: 5,
    title: {
      sr: 'Инфо-дан о акредитацији јавно признатих организатора активности образовања одраслих',
      en: 'Information day on the accreditation of publicly recognised organisers of adult education activities',
    },
    summary: {
      sr: 'Агенција за квалификације организује инфо-дан за установе и организације које желе да стекну статус ЈПОА и да понуде програме обуке за одрасле.',
      en: 'The Qualifications Agency is holding an information day for institutions and organisations that wish to obtain JPOA status and offer adult training programmes.',
    },
    body: {
      sr: html(
        '<p>Инфо-дан је намењен центрима за обуку, удружењима, коморама и другим организацијама које се баве образовањем одраслих, а немају статус ЈПОА. Добродошле су и школе које тај статус имају по закону, ради размене искустава.</p>',
        '<h2>Дневни ред</h2>',
        '<ol><li>Правни оквир: ко може да постане ЈПОА и шта подразумева акредитација.</li><li>Усклађивање програма обуке са стандардом квалификације.</li><li>Припрема документације и најчешће грешке у захтевима.</li><li>Упис у Регистар НОКС-а и обавезе након акредитације.</li><li>Питања учесника.</li></ol>',
        '<h2>Место и пријава</h2>',
        '<p>Инфо-дан ће бити одржан у просторијама Агенције за квалификације у Београду и трајаће три сата. Због ограниченог броја места потребна је претходна пријава.</p>',
      ),
      en: html(
        '<p>The information day is intended for training centres, associations, chambers and other organisations involved in adult education that do not yet have JPOA status. Schools that hold this status by law are also welcome, to share their experience.</p>',
        '<h2>Agenda</h2>',
        '<ol><li>The legal framework: who can become a JPOA and what accreditation involves.</li><li>Aligning training programmes with the qualification standard.</li><li>Preparing the documentation and the most common mistakes in applications.</li><li>Entry in the NQFS Register and obligations after accreditation.</li><li>Questions from participants.</li></ol>',
        '<h2>Venue and registration</h2>',
        '<p>The information day will be held on the premises of the Qualifications Agency in Belgrade and will last three hours. Places are limited, so registration in advance is required.</p>',
      ),
    },
    event: { monthOffset: 0, day: 18, startHour: 10, durationHours: 3 },
  },
  {
    ref: 'workshop-writing-learning-outcomes',
    category: 'institutions',
    tags: ['qualification-standards', 'events'],
    daysAgo: 9,
    title: {
      sr: 'Радионица: како се пишу исходи учења',
      en: 'Workshop: how to write learning outcomes',
    },
    summary: {
      sr: 'Практична радионица намењена је наставницима, ауторима програма и члановима радних група који учествују у изради стандарда квалификација.',
      en: 'A practical workshop for teachers, programme developers and members of working groups involved in drafting qualification standards.',
    },
    body: {
      sr: html(
        '<p>Исходи учења су основни градивни елемент НОКС-а: они описују шта особа зна, уме и може да уради након завршеног учења. Добро написан исход учења јасан је, мерљив и проверљив.</p>',
        '<h2>Садржај радионице</h2>',
        '<ul><li>веза исхода учења са дескрипторима нивоа квалификација;</li><li>избор глагола и формулисање исхода који се могу проверити;</li><li>пут од стандарда квалификације до плана и програма наставе;</li><li>рад у групама на примерима из праксе.</li></ul>',
        '<blockquote>Исход учења не описује шта наставник предаје, већ шта полазник на крају уме да уради.</blockquote>',
        '<h2>Организација</h2>',
        '<p>Радионица ће трајати пет сати, уз паузу за ручак. Учесници треба да понесу лаптоп, а материјал за рад биће им послат након пријаве.</p>',
      ),
      en: html(
        '<p>Learning outcomes are the basic building block of the NQFS: they describe what a person knows, understands and is able to do after completing a learning process. A well-written learning outcome is clear, measurable and verifiable.</p>',
        '<h2>Workshop content</h2>',
        '<ul><li>how learning outcomes relate to the qualification level descriptors;</li><li>choosing verbs and formulating outcomes that can be assessed;</li><li>the path from the qualification standard to the curriculum;</li><li>group work on practical examples.</li></ul>',
        '<blockquote>A learning outcome does not describe what the teacher teaches, but what the learner is able to do at the end.</blockquote>',
        '<h2>Organisation</h2>',
        '<p>The workshop will last five hours, with a lunch break. Participants should bring a laptop; working materials will be sent to them after registration.</p>',
      ),
    },
    event: { monthOffset: 1, day: 14, startHour: 9, durationHours: 5 },
  },
  {
    ref: 'schools-as-adult-education-providers',
    category: 'institutions',
    tags: ['jpoa', 'lifelong-learning'],
    daysAgo: 21,
    title: {
      sr: 'Основне и средње школе као организатори образовања одраслих',
      en: 'Primary and secondary schools as adult education providers',
    },
    summary: {
      sr: 'Основне и средње школе по закону имају статус јавно признатог организатора активности образовања одраслих и могу да развијају понуду обука за одрасле.',
      en: 'Primary and secondary schools are publicly recognised organisers of adult education activities by law and can develop training offers for adults.',
    },
    body: {
      sr: html(
        '<p>Школе располажу стручним наставницима, опремљеним кабинетима и радионицама, па су природно место за образовање одраслих. Закон им зато признаје статус ЈПОА, без посебног поступка акредитације.</p>',
        '<h2>Могућности за школе</h2>',
        '<ul><li>обуке за одрасле усклађене са стандардима квалификација;</li><li>учешће у признавању претходног учења, у складу са прописима;</li><li>сарадња са локалним послодавцима и Националном службом за запошљавање.</li></ul>',
        '<h2>Препорука</h2>',
        '<p>Пре покретања обуке школа треба да провери да ли у Регистру НОКС-а постоји стандард жељене квалификације и да програм обуке усклади са исходима учења из тог стандарда.</p>',
      ),
      en: html(
        '<p>Schools have qualified teachers, equipped classrooms and workshops, which makes them a natural place for adult education. The law therefore grants them JPOA status without a separate accreditation procedure.</p>',
        '<h2>Opportunities for schools</h2>',
        '<ul><li>adult training aligned with qualification standards;</li><li>involvement in the recognition of prior learning, in line with the regulations;</li><li>cooperation with local employers and the National Employment Service.</li></ul>',
        '<h2>Recommendation</h2>',
        '<p>Before launching a training course, a school should check whether the NQFS Register contains a standard for the qualification in question and align the training programme with the learning outcomes of that standard.</p>',
      ),
    },
  },
  {
    ref: 'academic-and-vocational-studies-on-equal-levels',
    category: 'institutions',
    tags: ['law', 'eqf'],
    daysAgo: 44,
    title: {
      sr: 'Академске и струковне студије на истим нивоима НОКС-а',
      en: 'Academic and vocational studies on the same NQFS levels',
    },
    summary: {
      sr: 'НОКС сврстава основне академске и основне струковне студије, као и мастер академске и мастер струковне студије, на исте поднивое.',
      en: 'The NQFS places basic academic and basic vocational studies, as well as master academic and master vocational studies, on the same sublevels.',
    },
    body: {
      sr: html(
        '<p>Једна од важних одлика НОКС-а јесте равноправан положај академских и струковних студија. Квалификације стечене на овим двема врстама студија разликују се по усмерењу, али не и по нивоу.</p>',
        '<h2>Поднивои у високом образовању</h2>',
        '<ul><li><strong>6.1</strong> – основне академске и основне струковне студије од 180 ЕСПБ бодова;</li><li><strong>6.2</strong> – основне академске студије од 240 ЕСПБ бодова и специјалистичке струковне студије;</li><li><strong>7.1</strong> – интегрисане академске студије, мастер академске студије (укупно 300 ЕСПБ бодова) и мастер струковне студије (120 ЕСПБ бодова);</li><li><strong>7.2</strong> – специјалистичке академске студије (60 ЕСПБ бодова).</li></ul>',
        '<h2>Шта то значи за установе</h2>',
        '<p>Високошколске установе могу у описима студијских програма јасно да наведу ниво НОКС-а, што студентима олакшава наставак школовања и запошљавање, како у земљи, тако и у иностранству.</p>',
      ),
      en: html(
        '<p>One of the important features of the NQFS is the equal standing of academic and vocational studies. Qualifications obtained through these two types of study differ in orientation, but not in level.</p>',
        '<h2>Sublevels in higher education</h2>',
        '<ul><li><strong>6.1</strong> – basic academic and basic vocational studies of 180 ECTS credits;</li><li><strong>6.2</strong> – basic academic studies of 240 ECTS credits and specialist vocational studies;</li><li><strong>7.1</strong> – integrated academic studies, master academic studies (300 ECTS credits in total) and master vocational studies (120 ECTS credits);</li><li><strong>7.2</strong> – specialist academic studies (60 ECTS credits).</li></ul>',
        '<h2>What this means for institutions</h2>',
        '<p>Higher education institutions can clearly state the NQFS level in their study programme descriptions, which makes it easier for students to continue their education and find work, both in Serbia and abroad.</p>',
      ),
    },
  },
  {
    ref: 'modernising-qualifications',
    category: 'institutions',
    tags: ['qualification-standards', 'sector-councils'],
    daysAgo: 76,
    title: {
      sr: 'Осавремењавање квалификација: улога образовних установа и секторских већа',
      en: 'Modernising qualifications: the role of education institutions and sector skills councils',
    },
    summary: {
      sr: 'Секторска већа утврђују које квалификације треба осавременити, угасити или увести, а образовне установе могу у томе да учествују, између осталог подношењем иницијатива Агенцији за квалификације.',
      en: 'Sector skills councils identify which qualifications should be modernised, retired or introduced, and education institutions can take part, among other things by submitting initiatives to the Qualifications Agency.',
    },
    body: {
      sr: html(
        '<p>Квалификације морају да прате промене на тржишту рада. НОКС зато предвиђа редовно преиспитивање постојећих квалификација: неке се осавремењавају, неке гасе, а уводе се и нове.</p>',
        '<h2>Ко у томе учествује</h2>',
        '<p>Секторска већа утврђују потребе свог сектора и предлажу стандарде квалификација. Агенција за квалификације пружа им стручну подршку, а Савет за НОКС, као представничко тело, стара се о развоју система у целини.</p>',
        '<h2>Како установе могу да допринесу</h2>',
        '<ul><li>подношењем иницијативе за нови стандард квалификације Агенцији за квалификације;</li><li>учешћем наставника и стручњака у радним групама за израду стандарда;</li><li>достављањем података о упису, завршавању школовања и запошљавању својих ученика и студената.</li></ul>',
      ),
      en: html(
        '<p>Qualifications must keep pace with changes in the labour market. The NQFS therefore provides for regular review of existing qualifications: some are modernised, some are retired and new ones are introduced.</p>',
        '<h2>Who takes part</h2>',
        '<p>Sector skills councils identify the needs of their sector and propose qualification standards. The Qualifications Agency gives them expert support, while the Council for the NQFS, as a representative body, oversees the development of the system as a whole.</p>',
        '<h2>How institutions can contribute</h2>',
        '<ul><li>by submitting an initiative for a new qualification standard to the Qualifications Agency;</li><li>by involving teachers and experts in working groups that draft standards;</li><li>by providing data on enrolment, completion and employment of their pupils and students.</li></ul>',
      ),
    },
  },
  {
    ref: 'nqfs-register-and-klasnoks',
    category: 'institutions',
    tags: ['qualification-standards', 'jpoa'],
    daysAgo: 120,
    title: {
      sr: 'Регистар НОКС-а и систем класификације КЛАСНОКС',
      en: 'The NQFS Register and the KLASNOKS classification system',
    },
    summary: {
      sr: 'Регистар НОКС-а обједињује податке о квалификацијама, стандардима квалификација и јавно признатим организаторима активности образовања одраслих, разврстане према систему КЛАСНОКС.',
      en: 'The NQFS Register brings together data on qualifications, qualification standards and publicly recognised organisers of adult education activities, classified according to the KLASNOKS system.',
    },
    body: {
      sr: html(
        '<p>Регистар НОКС-а је јединствена база података о квалификацијама у Србији. Састоји се од више подрегистара, а Агенција за квалификације има важну улогу у његовом вођењу.</p>',
        '<h2>Подрегистри</h2>',
        '<ul><li>подрегистар квалификација;</li><li>подрегистар стандарда квалификација;</li><li>подрегистар јавно признатих организатора активности образовања одраслих.</li></ul>',
        '<h2>Класификација КЛАСНОКС</h2>',
        '<p>Квалификације у Регистру разврставају се према систему класификације квалификација КЛАСНОКС, који је заснован на међународној класификацији области образовања ISCED-F 2013. Тиме је омогућено поређење података о квалификацијама у Србији са подацима других земаља.</p>',
        '<p>За школе, високошколске установе и ЈПОА Регистар је поуздан извор података при планирању уписа и нових програма.</p>',
      ),
      en: html(
        '<p>The NQFS Register is the single database of qualifications in Serbia. It consists of several sub-registers, and the Qualifications Agency plays an important role in maintaining it.</p>',
        '<h2>Sub-registers</h2>',
        '<ul><li>the sub-register of qualifications;</li><li>the sub-register of qualification standards;</li><li>the sub-register of publicly recognised organisers of adult education activities.</li></ul>',
        '<h2>The KLASNOKS classification</h2>',
        '<p>Qualifications in the Register are classified according to the KLASNOKS qualifications classification system, which is based on the international classification of fields of education ISCED-F 2013. This makes it possible to compare data on qualifications in Serbia with data from other countries.</p>',
        '<p>For schools, higher education institutions and JPOAs, the Register is a reliable source of data when planning enrolment and new programmes.</p>',
      ),
    },
  },
  {
    ref: 'rpl-what-providers-should-know',
    category: 'institutions',
    tags: ['rpl', 'jpoa', 'law'],
    daysAgo: 175,
    title: {
      sr: 'Признавање претходног учења: шта треба да знају организатори образовања',
      en: 'Recognition of prior learning: what education providers need to know',
    },
    summary: {
      sr: 'Изменама закона из 2023. године признавање претходног учења уведено је за квалификације нивоа 2, 3 и 5, што пред школе и друге ЈПОА поставља нове задатке.',
      en: 'The 2023 amendments to the law introduced the recognition of prior learning for qualifications at levels 2, 3 and 5, which sets new tasks for schools and other JPOAs.',
    },
    body: {
      sr: html(
        '<p>Признавање претходног учења омогућава одраслима да стекну квалификацију на основу знања и вештина које већ поседују, без поновног похађања целе обуке. За организаторе образовања то је прилика да своје стручне капацитете ставе у службу нове врсте услуге.</p>',
        '<h2>Основна начела</h2>',
        '<ul><li>процена се увек заснива на исходима учења из стандарда квалификације;</li><li>кандидат може да докаже знање на различите начине – практичним задатком, разговором или збирком доказа о раду;</li><li>поступак мора бити транспарентан, поуздан и праведан према кандидату;</li><li>кандидату се, по потреби, пружају каријерно вођење и саветовање.</li></ul>',
        '<h2>Улога Агенције</h2>',
        `<p><a href="${AZK}">Агенција за квалификације</a> обавља послове у вези са признавањем претходног учења и каријерним вођењем и пружа стручну подршку организаторима који се припремају за спровођење поступка.</p>`,
      ),
      en: html(
        '<p>Recognition of prior learning allows adults to obtain a qualification on the basis of knowledge and skills they already have, without attending the entire training course again. For education providers, it is an opportunity to put their expertise to use in a new kind of service.</p>',
        '<h2>Basic principles</h2>',
        '<ul><li>assessment is always based on the learning outcomes of the qualification standard;</li><li>candidates can demonstrate their knowledge in different ways – through a practical task, an interview or a portfolio of evidence;</li><li>the procedure must be transparent, reliable and fair to the candidate;</li><li>candidates are offered career guidance and counselling where needed.</li></ul>',
        '<h2>The role of the Agency</h2>',
        `<p>The <a href="${AZK}">Qualifications Agency</a> carries out tasks related to the recognition of prior learning and career guidance, and provides expert support to providers preparing to run the procedure.</p>`,
      ),
    },
  },
  {
    ref: 'level-descriptors-in-practice',
    category: 'institutions',
    tags: ['qualification-standards', 'eqf'],
    daysAgo: 270,
    title: {
      sr: 'Дескриптори нивоа квалификација у пракси',
      en: 'Qualification level descriptors in practice',
    },
    summary: {
      sr: 'Дескриптори нивоа описују шта се очекује од особе на сваком нивоу НОКС-а и помажу установама да програме ускладе са одговарајућим нивоом.',
      en: 'Level descriptors describe what is expected of a person at each NQFS level and help institutions align their programmes with the appropriate level.',
    },
    body: {
      sr: html(
        '<p>За сваки од осам нивоа НОКС-а утврђени су дескриптори – општи описи исхода учења који се очекују од особе са квалификацијом тог нивоа. Поређење дескриптора НОКС-а и ЕОК-а било је један од основа за повезивање два оквира.</p>',
        '<h2>Како их користити</h2>',
        '<ol><li>При изради програма проверите да ли исходи учења одговарају дескрипторима циљног нивоа.</li><li>Исходе формулишите тако да показују напредак у односу на претходни ниво.</li><li>Проверу постигнућа планирајте тако да се може утврдити да ли је сваки исход остварен.</li></ol>',
        '<h2>Обезбеђивање квалитета</h2>',
        '<p>Доследна примена дескриптора део је обезбеђивања квалитета: она осигурава да иста ознака нивоа значи исто у свакој установи, без обзира на то где је и на који начин квалификација стечена.</p>',
      ),
      en: html(
        '<p>Descriptors have been set for each of the eight NQFS levels – general descriptions of the learning outcomes expected of a person holding a qualification at that level. Comparing the NQFS and EQF descriptors was one of the foundations for referencing the two frameworks.</p>',
        '<h2>How to use them</h2>',
        '<ol><li>When developing a programme, check whether its learning outcomes match the descriptors of the target level.</li><li>Formulate outcomes so that they show progress compared with the previous level.</li><li>Plan assessment so that it can be established whether each outcome has been achieved.</li></ol>',
        '<h2>Quality assurance</h2>',
        '<p>Consistent use of the descriptors is part of quality assurance: it ensures that the same level means the same thing in every institution, regardless of where and how the qualification was obtained.</p>',
      ),
    },
  },
];

// ---------------------------------------------------------------------------------------------
// News
// ---------------------------------------------------------------------------------------------

const news: SeedArticle[] = [
  {
    ref: 'council-session-announced',
    category: 'news',
    tags: ['council', 'events'],
    daysAgo: 2,
    title: {
      sr: 'Најављена седница Савета за Национални оквир квалификација',
      en: 'Session of the Council for the National Qualifications Framework announced',
    },
    summary: {
      sr: 'Савет за НОКС састаће се на редовној седници, на којој ће, између осталог, разматрати информацију о раду секторских већа и предлоге стандарда квалификација.',
      en: 'The Council for the NQFS will hold a regular session at which it will, among other things, consider a report on the work of the sector skills councils and proposed qualification standards.',
    },
    body: {
      sr: html(
        '<p>Савет за Национални оквир квалификација Републике Србије одржаће редовну седницу, на којој ће чланови размотрити актуелна питања развоја система квалификација.</p>',
        '<h2>Предложени дневни ред</h2>',
        '<ol><li>Усвајање записника са претходне седнице.</li><li>Информација о раду секторских већа.</li><li>Разматрање предлога стандарда квалификација.</li><li>Текућа питања.</li></ol>',
        '<h2>О Савету</h2>',
        '<p>Савет је представничко тело које управља развојем НОКС-а и, између осталог, предлаже оснивање секторских већа. Чланове Савета именује Влада на период од четири године.</p>',
        '<p>Седница ће бити одржана у Београду, а информација о закључцима биће објављена на овом порталу.</p>',
      ),
      en: html(
        '<p>The Council for the National Qualifications Framework of the Republic of Serbia will hold a regular session at which its members will discuss current issues in the development of the qualifications system.</p>',
        '<h2>Proposed agenda</h2>',
        '<ol><li>Adoption of the minutes of the previous session.</li><li>Report on the work of the sector skills councils.</li><li>Consideration of proposed qualification standards.</li><li>Any other business.</li></ol>',
        '<h2>About the Council</h2>',
        '<p>The Council is the representative body that steers the development of the NQFS and, among other things, proposes the establishment of sector skills councils. Its members are appointed by the Government for a term of four years.</p>',
        '<p>The session will be held in Belgrade, and a summary of its conclusions will be published on this portal.</p>',
      ),
    },
    event: { monthOffset: 0, day: 11, startHour: 11, durationHours: 3 },
  },
  {
    ref: 'sector-council-session-new-standards',
    category: 'news',
    tags: ['sector-councils', 'qualification-standards', 'events'],
    daysAgo: 8,
    title: {
      sr: 'Седница секторског већа: нови стандарди квалификација на дневном реду',
      en: 'Sector skills council session: new qualification standards on the agenda',
    },
    summary: {
      sr: 'Једно од дванаест секторских већа разматраће на предстојећој седници предлоге нових и осавремењених стандарда квалификација нивоа 4 и 5.',
      en: 'At its upcoming session, one of the twelve sector skills councils will consider proposals for new and updated qualification standards at levels 4 and 5.',
    },
    body: {
      sr: html(
        '<p>Секторско веће одржаће седницу посвећену предлозима стандарда квалификација у свом сектору. Чланови већа – представници послодаваца, привредних комора, образовних установа, Националне службе за запошљавање и надлежних министарстава – размотриће предлоге које су радне групе припремиле уз подршку Агенције за квалификације.</p>',
        '<h2>Теме седнице</h2>',
        '<ul><li>предлози нових стандарда квалификација нивоа 4 и 5;</li><li>осавремењавање постојећих квалификација;</li><li>преглед квалификација које више не одговарају потребама тржишта рада.</li></ul>',
        '<p>Седница ће бити одржана у просторијама Агенције за квалификације, а коначан дневни ред биће достављен члановима већа уз позив.</p>',
        '<h2>Зашто је то важно</h2>',
        '<p>Стандарди које предложи секторско веће постају основа за нове програме образовања у школама и на обукама за одрасле.</p>',
      ),
      en: html(
        '<p>A sector skills council will hold a session devoted to proposed qualification standards in its sector. The council’s members – representatives of employers, chambers of commerce, education institutions, the National Employment Service and the relevant ministries – will consider proposals prepared by working groups with the support of the Qualifications Agency.</p>',
        '<h2>Topics of the session</h2>',
        '<ul><li>proposals for new qualification standards at levels 4 and 5;</li><li>updating existing qualifications;</li><li>a review of qualifications that no longer meet labour market needs.</li></ul>',
        '<p>The session will be held on the premises of the Qualifications Agency, and the final agenda will be sent to council members together with the invitation.</p>',
        '<h2>Why it matters</h2>',
        '<p>The standards proposed by a sector skills council become the basis for new education programmes in schools and in adult training.</p>',
      ),
    },
    event: { monthOffset: 0, day: 24, startHour: 10, durationHours: 4 },
  },
  {
    ref: 'conference-nqfs-and-eqf',
    category: 'news',
    tags: ['eqf', 'europass', 'events'],
    daysAgo: 11,
    title: {
      sr: 'Конференција „НОКС и ЕОК“: квалификације из Србије у европском оквиру',
      en: 'Conference “NQFS and EQF”: Serbian qualifications in the European framework',
    },
    summary: {
      sr: 'Конференција ће окупити представнике институција, образовних установа и послодаваца ради размене искустава о повезивању НОКС-а са Европским оквиром квалификација.',
      en: 'The conference will bring together representatives of public bodies, education institutions and employers to share experience of referencing the NQFS to the European Qualifications Framework.',
    },
    body: {
      sr: html(
        '<p>Повезивање Националног оквира квалификација Републике Србије са Европским оквиром квалификација један је од најважнијих корака у развоју система квалификација. Извештај о повезивању прихваћен је на 52. састанку Саветодавне групе за ЕОК, одржаном 4. и 5. фебруара 2020. године у Бриселу.</p>',
        '<h2>Програм конференције</h2>',
        '<ul><li>НОКС и ЕОК: шта је постигнуто од 2020. године;</li><li>квалификације у процесу приступања Европској унији – Поглавље 26 (Образовање и култура);</li><li>европски алати: Europass и ESCO;</li><li>панел-дискусија са представницима послодаваца и образовних установа.</li></ul>',
        '<h2>Учешће</h2>',
        '<p>Конференција ће трајати цео дан, уз паузе за кафу и ручак. Учешће је бесплатно уз претходну пријаву, а презентације ће након конференције бити објављене на овом порталу.</p>',
      ),
      en: html(
        '<p>Referencing the National Qualifications Framework of the Republic of Serbia to the European Qualifications Framework is one of the most important steps in the development of the qualifications system. The referencing report was accepted at the 52nd meeting of the EQF Advisory Group, held in Brussels on 4 and 5 February 2020.</p>',
        '<h2>Conference programme</h2>',
        '<ul><li>The NQFS and the EQF: what has been achieved since 2020;</li><li>qualifications in the EU accession process – Chapter 26 (Education and culture);</li><li>European tools: Europass and ESCO;</li><li>a panel discussion with representatives of employers and education institutions.</li></ul>',
        '<h2>Participation</h2>',
        '<p>The conference will last a full day, with coffee and lunch breaks. Participation is free of charge with prior registration, and the presentations will be published on this portal after the conference.</p>',
      ),
    },
    event: { monthOffset: 1, day: 20, startHour: 9, durationHours: 6 },
  },
  {
    ref: 'europass-mobility-info-meeting',
    category: 'news',
    tags: ['europass', 'events'],
    daysAgo: 14,
    title: {
      sr: 'Информативни састанак о Europass документу о мобилности',
      en: 'Information meeting on the Europass Mobility document',
    },
    summary: {
      sr: 'Организације које учествују у програму Erasmus+ моћи ће да сазнају како да за своје учеснике затраже Europass документ о мобилности.',
      en: 'Organisations taking part in Erasmus+ will be able to find out how to request a Europass Mobility document for their participants.',
    },
    body: {
      sr: html(
        '<p>Национални Europass центар, који ради у оквиру Фондације Темпус, организује информативни састанак за школе, факултете, удружења и друге организације које учеснике шаљу на мобилност у оквиру програма Erasmus+.</p>',
        '<h2>Теме</h2>',
        '<ul><li>сврха и садржај Europass документа о мобилности;</li><li>поступак подношења захтева;</li><li>улога организације пошиљаоца и организације домаћина;</li><li>примери добре праксе.</li></ul>',
        `<p>Састанак ће трајати два сата и биће одржан преко интернета. Више о Europass документима можете прочитати на сајту <a href="${EUROPASS}">Националног Europass центра</a>.</p>`,
      ),
      en: html(
        '<p>The National Europass Centre, which operates within the Tempus Foundation, is holding an information meeting for schools, faculties, associations and other organisations that send participants on Erasmus+ mobility.</p>',
        '<h2>Topics</h2>',
        '<ul><li>the purpose and content of the Europass Mobility document;</li><li>the application procedure;</li><li>the roles of the sending and host organisations;</li><li>examples of good practice.</li></ul>',
        `<p>The meeting will last two hours and will take place online. You can read more about Europass documents on the website of the <a href="${EUROPASS}">National Europass Centre</a>.</p>`,
      ),
    },
    event: { monthOffset: 1, day: 6, startHour: 13, durationHours: 2 },
  },
  {
    ref: 'standards-levels-4-and-5-presentation',
    category: 'news',
    tags: ['qualification-standards', 'events'],
    daysAgo: 16,
    title: {
      sr: 'Јавно представљање нових стандарда квалификација нивоа 4 и 5',
      en: 'Public presentation of new qualification standards at levels 4 and 5',
    },
    summary: {
      sr: 'Агенција за квалификације представиће школама, послодавцима и организаторима обука нове стандарде квалификација нивоа 4 и 5 и објаснити како се примењују.',
      en: 'The Qualifications Agency will present new level 4 and level 5 qualification standards to schools, employers and training providers and explain how to apply them.',
    },
    body: {
      sr: html(
        '<p>Стандарди квалификација добијају пуну вредност тек када их примене школе, организатори обука и послодавци. Зато Агенција за квалификације организује јавно представљање нових стандарда квалификација нивоа 4 и 5.</p>',
        '<h2>Коме је намењено</h2>',
        '<ul><li>директорима и наставницима средњих стручних школа;</li><li>организаторима мајсторског и специјалистичког образовања;</li><li>послодавцима и представницима привредних комора;</li><li>јавно признатим организаторима активности образовања одраслих.</li></ul>',
        '<h2>Програм</h2>',
        '<p>После представљања стандарда учесници ће у групама разговарати о њиховој примени у програмима образовања и обуке. Скуп ће трајати три сата.</p>',
      ),
      en: html(
        '<p>Qualification standards reach their full value only when they are put to use by schools, training providers and employers. That is why the Qualifications Agency is organising a public presentation of new qualification standards at levels 4 and 5.</p>',
        '<h2>Who should attend</h2>',
        '<ul><li>principals and teachers of secondary vocational schools;</li><li>providers of master-craftsman and specialist education;</li><li>employers and representatives of chambers of commerce;</li><li>publicly recognised organisers of adult education activities.</li></ul>',
        '<h2>Programme</h2>',
        '<p>After the standards have been presented, participants will discuss in groups how to apply them in education and training programmes. The event will last three hours.</p>',
      ),
    },
    event: { monthOffset: 1, day: 27, startHour: 11, durationHours: 3 },
  },
  {
    ref: 'sector-council-members-workshop',
    category: 'news',
    tags: ['sector-councils', 'events'],
    daysAgo: 18,
    title: {
      sr: 'Радионица за чланове секторских већа о унапређењу рада',
      en: 'Workshop for members of sector skills councils on improving their work',
    },
    summary: {
      sr: 'Радионица ће члановима секторских већа понудити практичне алате за боље усклађивање понуде знања и вештина са потребама тржишта рада.',
      en: 'The workshop will offer members of sector skills councils practical tools for better aligning the supply of knowledge and skills with labour market needs.',
    },
    body: {
      sr: html(
        '<p>Секторска већа имају кључну улогу у томе да образовање прати потребе привреде. Како би већа тај задатак обављала што делотворније, за њихове чланове биће организована радионица посвећена методама рада и анализи потреба за квалификацијама.</p>',
        '<h2>Теме</h2>',
        '<ul><li>како прикупити и тумачити податке о потребама тржишта рада;</li><li>како од уоченог недостатка вештина стићи до предлога стандарда квалификације;</li><li>сарадња секторских већа, Агенције за квалификације и послодаваца.</li></ul>',
        '<p>Радионица се надовезује на ранији скуп о унапређењу рада секторских већа, организован уз подршку Европске банке за обнову и развој.</p>',
        '<p>Радионица ће трајати пет сати и намењена је члановима свих секторских већа.</p>',
      ),
      en: html(
        '<p>Sector skills councils play a key role in ensuring that education keeps pace with the needs of the economy. To help them do this as effectively as possible, a workshop on working methods and the analysis of qualification needs will be held for their members.</p>',
        '<h2>Topics</h2>',
        '<ul><li>how to collect and interpret data on labour market needs;</li><li>how to move from an identified skills gap to a proposed qualification standard;</li><li>cooperation between sector skills councils, the Qualifications Agency and employers.</li></ul>',
        '<p>The workshop builds on an earlier event on improving the functioning of sector skills councils, held with the support of the European Bank for Reconstruction and Development.</p>',
        '<p>The workshop will last five hours and is intended for members of all sector skills councils.</p>',
      ),
    },
    event: { monthOffset: 0, day: 3, startHour: 9, durationHours: 5 },
  },
  {
    ref: 'nqfs-law-milestones',
    category: 'news',
    tags: ['law'],
    daysAgo: 95,
    title: {
      sr: 'Закон о НОКС-у: кључни кораци од 2018. године',
      en: 'The NQFS Law: key milestones since 2018',
    },
    summary: {
      sr: 'Од усвајања Закона о Националном оквиру квалификација Републике Србије, 5. априла 2018. године, успостављене су институције и алати на којима данас почива систем квалификација.',
      en: 'Since the Law on the National Qualifications Framework of the Republic of Serbia was adopted on 5 April 2018, the institutions and tools on which the qualifications system rests today have been put in place.',
    },
    body: {
      sr: html(
        '<p>Народна скупштина усвојила је Закон о Националном оквиру квалификација Републике Србије 5. априла 2018. године. Закон је објављен у „Службеном гласнику РС“, број 27/2018, а ступио је на снагу 14. априла 2018. године.</p>',
        '<h2>Хронологија</h2>',
        '<ul><li><strong>2018.</strong> – Закон је усвојен, а Влада је 7. септембра донела одлуку о оснивању Агенције за квалификације.</li><li><strong>2019.</strong> – ENIC/NARIC центар постао је 5. априла део Агенције, а крајем новембра са радом је почело дванаест секторских већа.</li><li><strong>2020.</strong> – Извештај о повезивању НОКС-а са ЕОК-ом прихваћен је у Бриселу.</li><li><strong>2022.</strong> – Са радом је почела Канцеларија за дуално образовање и Национални оквир квалификација.</li><li><strong>2023.</strong> – Нови сазив Савета за НОКС одржао је прву седницу, а изменама Закона уведено је признавање претходног учења за нивое 2, 3 и 5.</li></ul>',
        '<p>Закон је мењан 2020, 2021. и 2023. године („Службени гласник РС“, бр. 6/2020, 129/2021 – др. закон и 76/2023).</p>',
      ),
      en: html(
        '<p>The National Assembly adopted the Law on the National Qualifications Framework of the Republic of Serbia on 5 April 2018. The Law was published in the Official Gazette of the RS, No. 27/2018, and entered into force on 14 April 2018.</p>',
        '<h2>Timeline</h2>',
        '<ul><li><strong>2018</strong> – The Law was adopted, and on 7 September the Government decided to establish the Qualifications Agency.</li><li><strong>2019</strong> – On 5 April the ENIC/NARIC Centre became part of the Agency, and in late November twelve sector skills councils started work.</li><li><strong>2020</strong> – The report referencing the NQFS to the EQF was accepted in Brussels.</li><li><strong>2022</strong> – The Office for Dual Education and the National Qualifications Framework started work.</li><li><strong>2023</strong> – The new convocation of the Council for the NQFS held its first session, and amendments to the Law introduced the recognition of prior learning for levels 2, 3 and 5.</li></ul>',
        '<p>The Law was amended in 2020, 2021 and 2023 (Official Gazette of the RS, Nos. 6/2020, 129/2021 – other law, and 76/2023).</p>',
      ),
    },
  },
  {
    ref: 'eqf-referencing-report',
    category: 'news',
    tags: ['eqf'],
    daysAgo: 140,
    title: {
      sr: 'Како је НОКС повезан са Европским оквиром квалификација',
      en: 'How the NQFS was referenced to the European Qualifications Framework',
    },
    summary: {
      sr: 'Извештај о повезивању НОКС-а са ЕОК-ом прихваћен је у фебруару 2020. године у Бриселу, а Европска комисија објавила га је у септембру исте године.',
      en: 'The report referencing the NQFS to the EQF was accepted in Brussels in February 2020 and published by the European Commission in September of the same year.',
    },
    body: {
      sr: html(
        '<p>Повезивање националног оквира са Европским оквиром квалификација поступак је у коме земља показује да су њени нивои квалификација јасно и поуздано повезани са нивоима ЕОК-а.</p>',
        '<h2>Кључни датуми</h2>',
        '<ul><li><strong>4. и 5. фебруар 2020.</strong> – на 52. састанку Саветодавне групе за ЕОК у Бриселу прихваћен је Извештај о повезивању НОКС-а са ЕОК-ом, заједно са самопроценом у односу на Оквир квалификација европског простора високог образовања;</li><li><strong>24. септембар 2020.</strong> – Европска комисија објавила је извештај.</li></ul>',
        '<h2>Подршка</h2>',
        '<p>Извештај је припремљен уз подршку пројекта који је финансирала Швајцарска.</p>',
        `<p>Повезивање са ЕОК-ом омогућава да се квалификације стечене у Србији упореде са квалификацијама из других европских земаља, што олакшава мобилност ученика, студената и радника. Више о томе прочитајте на <a href="${NOKS}">порталу НОКС-а</a>.</p>`,
      ),
      en: html(
        '<p>Referencing a national framework to the European Qualifications Framework is the procedure by which a country shows that its qualification levels are clearly and reliably linked to the EQF levels.</p>',
        '<h2>Key dates</h2>',
        '<ul><li><strong>4–5 February 2020</strong> – the Report on Referencing the NQFS to the EQF, together with a self-assessment against the Qualifications Framework of the European Higher Education Area, was accepted at the 52nd meeting of the EQF Advisory Group in Brussels;</li><li><strong>24 September 2020</strong> – the European Commission published the report.</li></ul>',
        '<h2>Support</h2>',
        '<p>The report was prepared with the support of a Swiss-funded project.</p>',
        `<p>Referencing to the EQF allows qualifications obtained in Serbia to be compared with those from other European countries, which makes mobility easier for pupils, students and workers. Read more on the <a href="${NOKS}">NQFS portal</a>.</p>`,
      ),
    },
  },
  {
    ref: 'law-amendments-2023',
    category: 'news',
    tags: ['law', 'rpl', 'dual-education'],
    daysAgo: 205,
    title: {
      sr: 'Шта доносе измене Закона о НОКС-у из 2023. године',
      en: 'What the 2023 amendments to the NQFS Law bring',
    },
    summary: {
      sr: 'Изменама закона из септембра 2023. године уведено је признавање претходног учења за квалификације нивоа 2, 3 и 5 и одређена улога Канцеларије за дуално образовање и Национални оквир квалификација.',
      en: 'The amendments to the law of September 2023 introduced the recognition of prior learning for qualifications at levels 2, 3 and 5 and defined the role of the Office for Dual Education and the National Qualifications Framework.',
    },
    body: {
      sr: html(
        '<p>Закон о Националном оквиру квалификација Републике Србије измењен је у септембру 2023. године („Службени гласник РС“, број 76/2023). Измене доносе две важне новине.</p>',
        '<h2>Признавање претходног учења</h2>',
        '<p>Знања и вештине стечени радом, самосталним учењем или на обукама сада могу да се признају при стицању квалификација нивоа 2, 3 и 5. Тиме је одраслима отворен пут до јавне исправе без поновног школовања.</p>',
        '<h2>Улога Канцеларије</h2>',
        '<p>Измене одређују улогу Канцеларије за дуално образовање и Национални оквир квалификација, службе Владе која припрема законе и подзаконске акте у области НОКС-а.</p>',
      ),
      en: html(
        '<p>The Law on the National Qualifications Framework of the Republic of Serbia was amended in September 2023 (Official Gazette of the RS, No. 76/2023). The amendments bring two important changes.</p>',
        '<h2>Recognition of prior learning</h2>',
        '<p>Knowledge and skills gained through work, self-study or training can now be recognised towards qualifications at levels 2, 3 and 5. This opens a path for adults to a public document without having to go back to school.</p>',
        '<h2>The role of the Office</h2>',
        '<p>The amendments define the role of the Office for Dual Education and the National Qualifications Framework, the Government service that prepares laws and bylaws relating to the NQFS.</p>',
      ),
    },
  },
  {
    ref: 'council-new-convocation',
    category: 'news',
    tags: ['council', 'sector-councils'],
    daysAgo: 380,
    title: {
      sr: 'Савет за НОКС у новом сазиву',
      en: 'The Council for the NQFS in its new convocation',
    },
    summary: {
      sr: 'Нови сазив Савета за Национални оквир квалификација Републике Србије одржао је прву седницу 30. јануара 2023. године.',
      en: 'The new convocation of the Council for the National Qualifications Framework of the Republic of Serbia held its first session on 30 January 2023.',
    },
    body: {
      sr: html(
        '<p>Савет за Национални оквир квалификација Републике Србије у новом сазиву одржао је прву седницу 30. јануара 2023. године. Чланове Савета именује Влада на период од четири године.</p>',
        '<h2>Улога Савета</h2>',
        '<p>Савет је представничко тело које управља развојем НОКС-а. Између осталог, предлаже оснивање секторских већа и прати да ли се систем квалификација развија у складу са потребама привреде и друштва.</p>',
        '<h2>Сарадња са Агенцијом</h2>',
        '<p>Стручну подршку Савету пружа Агенција за квалификације, која подржава и рад секторских већа, развој стандарда квалификација, вођење Регистра НОКС-а и повезивање са ЕОК-ом.</p>',
      ),
      en: html(
        '<p>The new convocation of the Council for the National Qualifications Framework of the Republic of Serbia held its first session on 30 January 2023. The Council’s members are appointed by the Government for a term of four years.</p>',
        '<h2>The role of the Council</h2>',
        '<p>The Council is the representative body that steers the development of the NQFS. Among other things, it proposes the establishment of sector skills councils and monitors whether the qualifications system is developing in line with the needs of the economy and society.</p>',
        '<h2>Cooperation with the Agency</h2>',
        '<p>Expert support to the Council is provided by the Qualifications Agency, which also supports the work of the sector skills councils, the development of qualification standards, the maintenance of the NQFS Register and referencing to the EQF.</p>',
      ),
    },
  },
];

export const articles: SeedArticle[] = [...citizens, ...employers, ...institutions, ...news];
