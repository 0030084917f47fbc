import { describe, expect, it } from 'vitest';
import { ACCESSIBILITY_MESSAGES, ACCESSIBILITY_RULES, checkRichText } from './content-accessibility.js';

const rules = (html: string) => checkRichText(html).map(({ rule, element, occurrence }) => `${rule} ${element}#${occurrence}`);

describe('checkRichText', () => {
  it('finds nothing in a well-made text', () => {
    const html =
      '<h2>Нивои</h2><p>Текст са <a href="/nivoi">описом нивоа квалификација</a>.</p><h3>Први</h3><h3>Други</h3><h2>Крај</h2>' +
      '<p><img src="/media/a" alt="Дијаграм нивоа"> <img src="/media/b" alt=""></p>' +
      '<table><tbody><tr><th>Ниво</th><th>Опис</th></tr><tr><td>1</td><td>Основни</td></tr></tbody></table>' +
      '<p><a href="/media/c"><img src="/media/c" alt="Плакат НОКС-а"></a> <span style="color: #b71c1c"><strong>Важно</strong></span></p>';
    expect(checkRichText(html)).toEqual([]);
  });

  it('names an image without a text alternative, but takes an empty one for decorative', () => {
    expect(checkRichText('<p><img src="/media/x.webp"><img src="/media/y" alt=""></p>')).toEqual([{ rule: 'image-alt', element: 'img', occurrence: 1, excerpt: '/media/x.webp' }]);
  });

  it('wants headings to start at level 2 and never skip a level down', () => {
    expect(rules('<h3>Почетак</h3><h4>Даље</h4>')).toEqual(['heading-start h3#1']);
    expect(rules('<h2>А</h2><h4>Б</h4><h2>В</h2><h3>Г</h3><h5>Д</h5>')).toEqual(['heading-skip h4#2', 'heading-skip h5#5']);
    expect(checkRichText('<h2>Увод</h2><h4>Детаљи о нивоима</h4>')[0]!.excerpt).toBe('Детаљи о нивоима');
    expect(rules('<h2> </h2>')).toEqual(['heading-empty h2#1']);
  });

  it('wants every link to say where it leads, in any of the portal’s languages', () => {
    expect(rules('<p><a href="/a"></a><a href="https://nqf.example.rs/x">https://nqf.example.rs/x</a><a href="/b">овде</a><a href="/c">Kliknite ovde.</a><a href="/d">Read more</a></p>')).toEqual([
      'link-empty a#1',
      'link-url a#2',
      'link-generic a#3',
      'link-generic a#4',
      'link-generic a#5',
    ]);
    expect(rules('<p><a href="/e"><img src="/m" alt=""></a></p>')).toEqual(['link-empty a#1']);
  });

  it('wants header cells in tables, and more than colour to set text apart', () => {
    expect(rules('<table><tbody><tr><td>1</td></tr></tbody></table><table><tbody><tr><th>Н</th></tr></tbody></table>')).toEqual(['table-headers table#1']);
    expect(rules('<p><span style="color: red">Рок је 1. мај.</span> <em><span style="color: red">Истакнуто</span></em></p>')).toEqual(['colour-only span#1']);
  });

  it('has a message for every rule in every language', () => {
    for (const messages of Object.values(ACCESSIBILITY_MESSAGES)) expect(Object.keys(messages).sort()).toEqual([...ACCESSIBILITY_RULES].sort());
  });
});
