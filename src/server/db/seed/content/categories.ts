import type { SeedCategory } from './schemas.js';

export const categories: SeedCategory[] = [
  {
    ref: 'citizens',
    audience: 'citizens',
    position: 1,
    name: { sr: 'Грађани', en: 'Citizens' },
    description: {
      sr: 'Како да сазнате ниво своје квалификације, да знање стечено радом претворите у признату квалификацију и да диплому стечену у иностранству признате у Србији.',
      en: 'How to find out the level of your qualification, turn knowledge gained at work into a recognised qualification and have a diploma obtained abroad recognised in Serbia.',
    },
  },
  {
    ref: 'employers',
    audience: 'employers',
    position: 2,
    name: { sr: 'Послодавци', en: 'Employers' },
    description: {
      sr: 'Шта стандарди квалификација говоре о знањима и вештинама кандидата и како привреда кроз секторска већа утиче на то које се квалификације стичу у Србији.',
      en: 'What qualification standards tell you about the knowledge and skills of applicants, and how businesses influence, through sector skills councils, which qualifications are offered in Serbia.',
    },
  },
  {
    ref: 'institutions',
    audience: 'institutions',
    position: 3,
    name: { sr: 'Институције система', en: 'System institutions' },
    description: {
      sr: 'Информације за школе, високошколске установе и јавно признате организаторе активности образовања одраслих о стандардима квалификација, акредитацији и Регистру НОКС-а.',
      en: 'Information for schools, higher education institutions and publicly recognised organisers of adult education activities on qualification standards, accreditation and the NQFS Register.',
    },
  },
  {
    ref: 'news',
    audience: null,
    position: 4,
    name: { sr: 'Вести', en: 'News' },
    description: {
      sr: 'Новости о раду Савета за НОКС, секторских већа и Агенције за квалификације, као и најаве скупова, радионица и седница.',
      en: 'News on the work of the Council for the NQFS, the sector skills councils and the Qualifications Agency, together with announcements of conferences, workshops and sessions.',
    },
  },
];
