import bash from 'highlight.js/lib/languages/bash';
import css from 'highlight.js/lib/languages/css';
import java from 'highlight.js/lib/languages/java';
import javascript from 'highlight.js/lib/languages/javascript';
import json from 'highlight.js/lib/languages/json';
import php from 'highlight.js/lib/languages/php';
import python from 'highlight.js/lib/languages/python';
import sql from 'highlight.js/lib/languages/sql';
import typescript from 'highlight.js/lib/languages/typescript';
import xml from 'highlight.js/lib/languages/xml';
import yaml from 'highlight.js/lib/languages/yaml';
import { createLowlight } from 'lowlight';

/**
 * The languages code blocks are highlighted in: a few common ones, each imported on its own so
 * the editor's chunk does not carry all of highlight.js. Names are the same in every locale.
 */
export const CODE_LANGUAGES = [
  { id: 'bash', name: 'Bash' },
  { id: 'css', name: 'CSS' },
  { id: 'xml', name: 'HTML / XML' },
  { id: 'java', name: 'Java' },
  { id: 'javascript', name: 'JavaScript' },
  { id: 'json', name: 'JSON' },
  { id: 'php', name: 'PHP' },
  { id: 'python', name: 'Python' },
  { id: 'sql', name: 'SQL' },
  { id: 'typescript', name: 'TypeScript' },
  { id: 'yaml', name: 'YAML' },
] as const;

export const lowlight = createLowlight({ bash, css, java, javascript, json, php, python, sql, typescript, xml, yaml });
