// The two Snowball stemmers the search uses, from nlp.js (which ships no types).
declare module '@nlpjs/lang-sr' {
  export class StemmerSr {
    stemWord(word: string): string;
  }
}
declare module '@nlpjs/lang-en-min' {
  export class StemmerEn {
    stemWord(word: string): string;
  }
}
