/**
 * The levels and sublevels of Serbia's qualifications framework as the portal first ships them
 * (migration 0007): codes, EQF levels and level descriptors in Serbian (Cyrillic) and English.
 * Editors change them afterwards in the dashboard; this file stays as it was shipped.
 */
export interface NqfLevelSeed {
  /** '1', '2', '3', '4', '5', '6.1', '6.2', '7.1', '7.2', '8' */
  code: string;
  eqfLevel: number;
  sr: LevelTexts;
  en: LevelTexts;
}

export interface LevelTexts {
  /** e.g. 'Ниво 6.1' / 'Level 6.1' */
  title: string;
  /** One or two plain sentences: which qualifications are at this level (typical education, ECTS or hours). */
  summary: string;
  /** Descriptor of knowledge: 2–4 sentences of plain text, no HTML, no line breaks. */
  knowledge: string;
  /** Descriptor of skills: 2–4 sentences. */
  skills: string;
  /** Descriptor of competences (responsibility and autonomy): 2–4 sentences. */
  competences: string;
}

export const NQF_LEVELS: readonly NqfLevelSeed[] = [
  {
    code: '1',
    eqfLevel: 1,
    sr: {
      title: 'Ниво 1',
      summary: 'Квалификације нивоа 1 стичу се завршавањем основног образовања и васпитања, основног образовања одраслих или основног музичког, односно балетског образовања.',
      knowledge: 'Лице са квалификацијом нивоа 1 има основна општа знања из језика, математике, природних и друштвених наука, уметности и технике, стечена у основном образовању. Познаје основне чињенице о себи, свом окружењу и свакодневном животу и разуме једноставна објашњења појава. Ова знања су основ за даље школовање и целоживотно учење.',
      skills: 'Лице са квалификацијом нивоа 1 има основне вештине читања, писања, рачунања и коришћења информација, потребне за обављање једноставних задатака. Једноставне задатке обавља према јасним упутствима, уз коришћење основних алата и дигиталних уређаја. Уме да саопшти једноставне информације усмено и писано.',
      competences: 'Лице са квалификацијом нивоа 1 учи и ради под непосредним надзором, у јасно структурираном и познатом окружењу. Преузима одговорност за извршавање једноставних задатака који су му поверени и поштује договорена правила. Сарађује са другима и показује спремност за даље учење.',
    },
    en: {
      title: 'Level 1',
      summary: 'Level 1 qualifications are acquired by completing primary education, primary adult education, or primary music or ballet education.',
      knowledge: 'The holder of a level 1 qualification has basic general knowledge of language, mathematics, the natural and social sciences, the arts and technology, acquired in primary education. They know basic facts about themselves, their surroundings and everyday life and understand simple explanations of phenomena. This knowledge is the foundation for further education and lifelong learning.',
      skills: 'The holder of a level 1 qualification has the basic reading, writing, numeracy and information skills needed to carry out simple tasks. They carry out simple tasks by following clear instructions, using basic tools and digital devices. They can communicate simple information orally and in writing.',
      competences: 'The holder of a level 1 qualification learns and works under direct supervision in a clearly structured and familiar setting. They take responsibility for completing the simple tasks entrusted to them and follow agreed rules. They cooperate with others and show readiness for further learning.',
    },
  },
  {
    code: '2',
    eqfLevel: 2,
    sr: {
      title: 'Ниво 2',
      summary: 'Квалификације нивоа 2 стичу се стручним оспособљавањем у трајању до једне године, образовањем за рад у трајању до две године или обуком одраслих у трајању од 120 до 360 сати. Ове квалификације могу се стећи и признавањем претходног учења.',
      knowledge: 'Лице са квалификацијом нивоа 2 има основна чињенична знања из одређене области рада или учења, која се надовезују на општа знања стечена у основном образовању. Познаје основне појмове, материјале, алате и поступке који се користе у тој области, као и основна правила безбедности и здравља на раду. Разуме једноставна упутства и процедуре које се односе на посао који обавља.',
      skills: 'Лице са квалификацијом нивоа 2 има основне когнитивне и практичне вештине потребне за коришћење релевантних информација при обављању задатака. Решава рутинске проблеме применом једноставних правила, алата и поступака. Проверава да ли је задатак урађен у складу са упутством и једноставним речима извештава о њему.',
      competences: 'Лице са квалификацијом нивоа 2 ради или учи под надзором, уз одређени степен самосталности. Одговорно је за извршавање рутинских задатака у предвидивим и познатим околностима и за поштовање прописаних правила и мера безбедности. Сарађује у тиму и прихвата упутства и повратне информације.',
    },
    en: {
      title: 'Level 2',
      summary: 'Level 2 qualifications are acquired through vocational training lasting up to one year, education for work lasting up to two years, or adult training of 120 to 360 hours. They can also be obtained through recognition of prior learning.',
      knowledge: 'The holder of a level 2 qualification has basic factual knowledge of a particular field of work or study, building on the general knowledge acquired in primary education. They know the basic concepts, materials, tools and procedures used in that field, as well as the basic rules of health and safety at work. They understand simple instructions and procedures relating to the work they do.',
      skills: 'The holder of a level 2 qualification has the basic cognitive and practical skills needed to use relevant information in carrying out tasks. They solve routine problems by applying simple rules, tools and procedures. They check whether a task has been done in line with instructions and report on it in simple terms.',
      competences: 'The holder of a level 2 qualification works or studies under supervision with some autonomy. They are responsible for carrying out routine tasks in predictable and familiar circumstances and for observing prescribed rules and safety measures. They cooperate in a team and accept instructions and feedback.',
    },
  },
  {
    code: '3',
    eqfLevel: 3,
    sr: {
      title: 'Ниво 3',
      summary: 'Квалификације нивоа 3 стичу се завршавањем трогодишњег средњег стручног образовања или обуком одраслих у трајању од најмање 960 сати. Ове квалификације могу се стећи и признавањем претходног учења.',
      knowledge: 'Лице са квалификацијом нивоа 3 има знања о чињеницама, принципима, процесима и општим појмовима у одређеној области рада или учења. Разуме технологије, материјале, прописе и стандарде квалитета који се примењују у занимању, као и везе између појединих фаза радног процеса. Има општа знања потребна за укључивање у друштвени живот и за даље учење.',
      skills: 'Лице са квалификацијом нивоа 3 има низ когнитивних и практичних вештина потребних за обављање задатака и решавање проблема у области рада. Одабира и примењује основне методе, алате, материјале и информације и планира редослед својих радних активности. Прилагођава поступке околностима и процењује квалитет сопственог рада.',
      competences: 'Лице са квалификацијом нивоа 3 преузима одговорност за обављање задатака у области рада или учења. Самостално ради у познатим околностима и прилагођава своје понашање условима у којима решава проблеме. Сарађује са колегама и корисницима и поштује професионална и етичка правила, као и прописе и мере заштите на раду и заштите животне средине.',
    },
    en: {
      title: 'Level 3',
      summary: 'Level 3 qualifications are acquired by completing three-year secondary vocational education or adult training of at least 960 hours. They can also be obtained through recognition of prior learning.',
      knowledge: 'The holder of a level 3 qualification has knowledge of facts, principles, processes and general concepts in a particular field of work or study. They understand the technologies, materials, regulations and quality standards applied in the occupation, as well as the links between the stages of a work process. They have the general knowledge needed to take part in social life and to continue learning.',
      skills: 'The holder of a level 3 qualification has a range of cognitive and practical skills needed to accomplish tasks and solve problems in their field of work. They select and apply basic methods, tools, materials and information and plan the order of their own work activities. They adapt procedures to circumstances and assess the quality of their own work.',
      competences: 'The holder of a level 3 qualification takes responsibility for completing tasks in a field of work or study. They work independently in familiar circumstances and adapt their own behaviour to the conditions in which they solve problems. They cooperate with colleagues and clients and observe professional and ethical rules, as well as regulations and measures for safety at work and environmental protection.',
    },
  },
  {
    code: '4',
    eqfLevel: 4,
    sr: {
      title: 'Ниво 4',
      summary: 'Квалификације нивоа 4 стичу се завршавањем четворогодишњег средњег образовања: стручног, уметничког или гимназијског.',
      knowledge: 'Лице са квалификацијом нивоа 4 има чињенична и теоријска знања у широком контексту одређене области рада или учења. Разуме принципе, процесе и законитости на којима се заснивају технологије и поступци у тој области, као и њихову везу са другим областима. Има општа знања која омогућавају наставак образовања на високошколском нивоу.',
      skills: 'Лице са квалификацијом нивоа 4 има низ когнитивних и практичних вештина потребних за проналажење решења за специфичне проблеме у области рада или учења. Прикупља, анализира и тумачи информације из различитих извора и на основу њих бира одговарајуће методе и поступке. Планира и организује сопствени рад и јасно представља резултате усмено и писано, уз коришћење дигиталних алата.',
      competences: 'Лице са квалификацијом нивоа 4 самостално управља својим радом у оквиру датих смерница, у околностима које су обично предвидиве, али подложне променама. Надгледа рутински рад других и преузима делимичну одговорност за процену и унапређење радних активности. Одговорно је за свој даљи професионални развој и учење.',
    },
    en: {
      title: 'Level 4',
      summary: 'Level 4 qualifications are acquired by completing four-year secondary education: vocational, art or general (gymnasium).',
      knowledge: 'The holder of a level 4 qualification has factual and theoretical knowledge in broad contexts within a particular field of work or study. They understand the principles, processes and regularities on which the technologies and procedures of that field are based, as well as their links with other fields. They have the general knowledge that allows them to continue into higher education.',
      skills: 'The holder of a level 4 qualification has a range of cognitive and practical skills needed to generate solutions to specific problems in a field of work or study. They gather, analyse and interpret information from various sources and on that basis choose appropriate methods and procedures. They plan and organise their own work and present results clearly, orally and in writing, using digital tools.',
      competences: 'The holder of a level 4 qualification manages their own work independently within given guidelines, in circumstances that are usually predictable but subject to change. They supervise the routine work of others and take some responsibility for evaluating and improving work activities. They are responsible for their own further professional development and learning.',
    },
  },
  {
    code: '5',
    eqfLevel: 5,
    sr: {
      title: 'Ниво 5',
      summary: 'Квалификације нивоа 5 стичу се мајсторским или специјалистичким образовањем, након стечене квалификације нивоа 3 или 4. Ове квалификације могу се стећи и признавањем претходног учења.',
      knowledge: 'Лице са квалификацијом нивоа 5 има свеобухватна, специјализована чињенична и теоријска знања у одређеној области рада. Познаје савремене технологије, организацију рада и прописе у тој области и свесно је граница тих знања. Разуме пословне и економске аспекте делатности и захтеве квалитета.',
      skills: 'Лице са квалификацијом нивоа 5 има широк спектар когнитивних и практичних вештина потребних за проналажење креативних решења за апстрактне и сложене проблеме. Обавља најсложеније послове у занимању, развија и унапређује радне поступке и преноси стручна знања и вештине другима. Процењује квалитет рада и предлаже мере за његово побољшање.',
      competences: 'Лице са квалификацијом нивоа 5 руководи радним активностима и надзире их у околностима у којима долази до непредвидивих промена. Преиспитује и унапређује сопствени рад и рад других, организује обуку сарадника и одговорно је за квалитет и безбедност рада. Може самостално да обавља делатност или да води мању организациону јединицу.',
    },
    en: {
      title: 'Level 5',
      summary: 'Level 5 qualifications are acquired through master-craftsman or specialist education, after a level 3 or level 4 qualification. They can also be obtained through recognition of prior learning.',
      knowledge: 'The holder of a level 5 qualification has comprehensive, specialised factual and theoretical knowledge in a particular field of work. They know the current technologies, work organisation and regulations of that field and are aware of the limits of that knowledge. They understand the business and economic aspects of the activity and its quality requirements.',
      skills: 'The holder of a level 5 qualification has a comprehensive range of cognitive and practical skills needed to develop creative solutions to abstract and complex problems. They perform the most demanding tasks of the occupation, develop and improve work procedures and pass on professional knowledge and skills to others. They assess the quality of work and propose measures to improve it.',
      competences: 'The holder of a level 5 qualification manages and supervises work activities in circumstances where unpredictable change occurs. They review and develop their own performance and that of others, organise the training of co-workers and are responsible for the quality and safety of work. They can run a business independently or manage a small organisational unit.',
    },
  },
  {
    code: '6.1',
    eqfLevel: 6,
    sr: {
      title: 'Ниво 6.1',
      summary: 'Квалификације нивоа 6.1 стичу се завршавањем основних академских или основних струковних студија обима 180 ЕСПБ бодова.',
      knowledge: 'Лице са квалификацијом нивоа 6.1 има напредна теоријска и практична знања у одређеној научној, уметничкој или стручној области, која обухватају критичко разумевање њених основних теорија, принципа и метода. Познаје савремену литературу, технологије и праксу у тој области. Разуме везе са сродним областима и друштвени контекст струке.',
      skills: 'Лице са квалификацијом нивоа 6.1 има напредне вештине потребне за решавање сложених проблема у области студија и струке применом утврђених метода и поступака. Прикупља и тумачи релевантне податке, на основу њих доноси закључке и примењује знања у пракси. Јасно саопштава информације, идеје, проблеме и решења стручној и широј јавности.',
      competences: 'Лице са квалификацијом нивоа 6.1 самостално обавља сложене стручне послове и доноси одлуке у оквиру своје стручности. Организује и надзире рад мање групе сарадника и преузима одговорност за резултате њиховог рада. Самостално планира сопствено даље учење и професионални развој и поштује етичка начела струке.',
    },
    en: {
      title: 'Level 6.1',
      summary: 'Level 6.1 qualifications are acquired by completing basic academic or basic vocational studies of 180 ECTS credits.',
      knowledge: 'The holder of a level 6.1 qualification has advanced theoretical and practical knowledge in a particular scientific, artistic or professional field, including a critical understanding of its main theories, principles and methods. They know the current literature, technologies and practice of that field. They understand its links with related fields and the social context of the profession.',
      skills: 'The holder of a level 6.1 qualification has the advanced skills needed to solve complex problems in their field of study and profession by applying established methods and procedures. They gather and interpret relevant data, draw conclusions from them and apply knowledge in practice. They communicate information, ideas, problems and solutions clearly to both specialist and general audiences.',
      competences: 'The holder of a level 6.1 qualification carries out complex professional tasks independently and makes decisions within their area of expertise. They organise and supervise the work of a small group of co-workers and take responsibility for its results. They plan their own further learning and professional development independently and observe the ethical principles of the profession.',
    },
  },
  {
    code: '6.2',
    eqfLevel: 6,
    sr: {
      title: 'Ниво 6.2',
      summary: 'Квалификације нивоа 6.2 стичу се завршавањем основних академских студија обима 240 ЕСПБ бодова или специјалистичких струковних студија обима 60 ЕСПБ бодова након основних студија обима 180 ЕСПБ бодова.',
      knowledge: 'Лице са квалификацијом нивоа 6.2 има шира и дубља напредна знања у одређеној научној, уметничкој или стручној области, која обухватају критичко разумевање њених теорија, принципа и метода, као и специјализована знања из уже области. Познаје најновија достигнућа у области и разуме њихов значај за праксу. Ова знања су основ за наставак студија и за самосталан рад у специјализованом делу струке.',
      skills: 'Лице са квалификацијом нивоа 6.2 има напредне вештине и способност иновативног приступа потребне за решавање сложених и непредвидивих проблема у специјализованој области рада или учења. Критички процењује податке, изворе и методе и бира поступке или их прилагођава новим околностима. Аргументовано образлаже предложена решења и сарађује са стручњацима из своје и сродних области.',
      competences: 'Лице са квалификацијом нивоа 6.2 руководи сложеним стручним активностима или пројектима и преузима одговорност за доношење одлука у непредвидивим радним околностима. Преузима одговорност за професионални развој појединаца и група са којима ради. Самостално процењује потребу за сопственим даљим учењем и делује у складу са етичким начелима струке.',
    },
    en: {
      title: 'Level 6.2',
      summary: 'Level 6.2 qualifications are acquired by completing basic academic studies of 240 ECTS credits, or specialist vocational studies of 60 ECTS credits following basic studies of 180 ECTS credits.',
      knowledge: 'The holder of a level 6.2 qualification has broader and deeper advanced knowledge in a particular scientific, artistic or professional field, including a critical understanding of its theories, principles and methods, as well as specialised knowledge of a narrower area. They know recent developments in the field and understand their significance for practice. This knowledge is a basis for further study and for independent work in a specialised area of the profession.',
      skills: 'The holder of a level 6.2 qualification has advanced skills and the capacity for an innovative approach needed to solve complex and unpredictable problems in a specialised field of work or study. They critically evaluate data, sources and methods and select procedures or adapt them to new circumstances. They justify the solutions they propose with sound arguments and work with experts from their own and related fields.',
      competences: 'The holder of a level 6.2 qualification manages complex professional activities or projects and takes responsibility for decision-making in unpredictable work contexts. They take responsibility for the professional development of the individuals and groups they work with. They independently assess their own need for further learning and act in line with the ethical principles of the profession.',
    },
  },
  {
    code: '7.1',
    eqfLevel: 7,
    sr: {
      title: 'Ниво 7.1',
      summary: 'Квалификације нивоа 7.1 стичу се завршавањем интегрисаних академских студија или мастер академских или мастер струковних студија, са најмање 300 ЕСПБ бодова укупно, заједно са основним студијама.',
      knowledge: 'Лице са квалификацијом нивоа 7.1 има високо специјализована знања у одређеној научној, уметничкој или стручној области, од којих нека припадају најновијим сазнањима у тој области. Ова знања су основ за оригинално мишљење и истраживање. Критички разуме отворена питања у својој области и на њеној граници са другим областима.',
      skills: 'Лице са квалификацијом нивоа 7.1 има специјализоване вештине решавања проблема потребне у истраживању и иновацијама, којима развија нова знања и поступке. Интегрише знања из различитих области, доноси утемељене закључке и на основу непотпуних информација и примењује одговарајуће истраживачке методе. Јасно и аргументовано саопштава своје закључке, као и знања на којима се они заснивају, стручној и широј јавности.',
      competences: 'Лице са квалификацијом нивоа 7.1 управља сложеним и непредвидивим радним окружењима која захтевају нове стратешке приступе и уводи промене у њих. Преузима одговорност за допринос развоју стручног знања и праксе и за преиспитивање стратешког учинка тимова. Самостално усмерава сопствено учење и професионални развој и поступа у складу са етичким начелима.',
    },
    en: {
      title: 'Level 7.1',
      summary: 'Level 7.1 qualifications are acquired by completing integrated academic studies, or master academic or master vocational studies, with at least 300 ECTS credits in total including basic studies.',
      knowledge: 'The holder of a level 7.1 qualification has highly specialised knowledge in a particular scientific, artistic or professional field, some of it at the forefront of that field. This knowledge is the basis for original thinking and research. They have a critical understanding of open questions in their own field and at its interface with other fields.',
      skills: 'The holder of a level 7.1 qualification has the specialised problem-solving skills needed in research and innovation, with which they develop new knowledge and procedures. They integrate knowledge from different fields, reach well-founded conclusions even on the basis of incomplete information and apply appropriate research methods. They communicate their conclusions, and the knowledge on which they rest, clearly and with sound arguments to specialist and general audiences.',
      competences: 'The holder of a level 7.1 qualification manages complex and unpredictable work settings that call for new strategic approaches, and brings about change in them. They take responsibility for contributing to professional knowledge and practice and for reviewing the strategic performance of teams. They direct their own learning and professional development independently and act in line with ethical principles.',
    },
  },
  {
    code: '7.2',
    eqfLevel: 7,
    sr: {
      title: 'Ниво 7.2',
      summary: 'Квалификације нивоа 7.2 стичу се завршавањем специјалистичких академских студија обима 60 ЕСПБ бодова, након завршених мастер академских студија.',
      knowledge: 'Лице са квалификацијом нивоа 7.2 има продубљена, високо специјализована знања у ужој научној, уметничкој или стручној области, стечена након мастер студија. Познаје најновија теоријска и стручна достигнућа у тој области и критички процењује њихову примењивост. Ова знања су основ за најзахтевније стручне послове и специјалистичку праксу.',
      skills: 'Лице са квалификацијом нивоа 7.2 има специјалистичке вештине потребне за решавање најсложенијих проблема у ужој области стручне праксе. Примењује најновије методе и резултате истраживања, уводи нове поступке и процењује њихове ефекте. Преноси специјалистичка знања стручњацима и широј јавности и сарађује у интердисциплинарним тимовима.',
      competences: 'Лице са квалификацијом нивоа 7.2 самостално обавља специјалистичке послове и руководи стручним тимовима у ужој области. Преузима одговорност за стратешке одлуке и за квалитет стручне праксе у тој области и доприноси њеном развоју. Континуирано прати развој области и одговорно је за сопствено стручно усавршавање и за усавршавање других.',
    },
    en: {
      title: 'Level 7.2',
      summary: 'Level 7.2 qualifications are acquired by completing specialist academic studies of 60 ECTS credits after master academic studies.',
      knowledge: 'The holder of a level 7.2 qualification has in-depth, highly specialised knowledge of a narrower scientific, artistic or professional area, acquired after master studies. They know the latest theoretical and professional developments in that area and critically assess their applicability. This knowledge is the basis for the most demanding professional work and specialist practice.',
      skills: 'The holder of a level 7.2 qualification has the specialist skills needed to solve the most complex problems in a narrower area of professional practice. They apply the latest methods and research findings, introduce new procedures and evaluate their effects. They pass on specialist knowledge to professionals and the general public and work in interdisciplinary teams.',
      competences: 'The holder of a level 7.2 qualification carries out specialist work independently and leads expert teams in a narrower area. They take responsibility for strategic decisions and for the quality of professional practice in that area and contribute to its development. They keep up with developments in the area and are responsible for their own continuing professional development and that of others.',
    },
  },
  {
    code: '8',
    eqfLevel: 8,
    sr: {
      title: 'Ниво 8',
      summary: 'Квалификације нивоа 8 стичу се завршавањем докторских студија обима 180 ЕСПБ бодова, након претходно остварених најмање 300 ЕСПБ бодова на основним и мастер академским, односно интегрисаним академским студијама.',
      knowledge: 'Лице са квалификацијом нивоа 8 има знања на најнапреднијој граници сазнања у одређеној научној или уметничкој области, као и на додирним тачкама те области са другим областима. Систематски разуме своју област истраживања и овладало је истраживачким методама у њој. Оригиналним истраживањем доприноси проширењу знања у области.',
      skills: 'Лице са квалификацијом нивоа 8 има најнапредније и најспецијализованије вештине и технике, укључујући синтезу и вредновање, потребне за решавање кључних проблема у истраживању и иновацијама. Самостално осмишљава, планира и спроводи оригинална истраживања која проширују или преиспитују постојећа знања и професионалну праксу. Резултате истраживања објављује и представља научној и стручној заједници и широј јавности.',
      competences: 'Лице са квалификацијом нивоа 8 показује значајан ауторитет, иновативност и самосталност, као и научни и професионални интегритет. Трајно је посвећено развоју нових идеја или поступака на самом челу свог поља рада или истраживања. Руководи истраживачким пројектима и тимовима и преузима одговорност за њихове резултате и за развој младих истраживача.',
    },
    en: {
      title: 'Level 8',
      summary: 'Level 8 qualifications are acquired by completing doctoral studies of 180 ECTS credits, following at least 300 ECTS credits earned in basic and master academic studies or in integrated academic studies.',
      knowledge: 'The holder of a level 8 qualification has knowledge at the most advanced frontier of a particular scientific or artistic field and at the points where that field meets other fields. They have a systematic understanding of their field of research and have mastered its research methods. Through original research they contribute to extending knowledge in the field.',
      skills: 'The holder of a level 8 qualification has the most advanced and specialised skills and techniques, including synthesis and evaluation, needed to solve critical problems in research and innovation. They independently conceive, design and carry out original research that extends or redefines existing knowledge and professional practice. They publish and present their research results to the scientific and professional community and to the general public.',
      competences: 'The holder of a level 8 qualification demonstrates substantial authority, innovation and autonomy, as well as scholarly and professional integrity. They show sustained commitment to developing new ideas or processes at the very forefront of their field of work or research. They lead research projects and teams and take responsibility for their results and for the development of early-career researchers.',
    },
  },
];
