import { buffer } from 'node:stream/consumers';
import CFB from 'cfb';
import { PDFDocument, PDFName, PDFString } from 'pdf-lib';
import yazl from 'yazl';

/**
 * Files an attacker (or a careless editor) uploads, made here byte for byte: PDFs that run
 * JavaScript, Office files with macros, zip bombs and zips that write outside their folder, and
 * their harmless twins.
 */

export interface ZipEntry {
  name: string;
  data: Buffer | string;
  /** Deflate (the default) or stored. */
  compress?: boolean;
  /** Unix mode bits, e.g. 0o120777 for a symbolic link. */
  mode?: number;
}

/** A zip (yazl, as zip tools write them). */
export async function zipOf(entries: ZipEntry[]): Promise<Buffer> {
  const zip = new yazl.ZipFile();
  for (const entry of entries) {
    zip.addBuffer(Buffer.isBuffer(entry.data) ? entry.data : Buffer.from(entry.data, 'utf8'), entry.name, {
      compress: entry.compress ?? true,
      ...(entry.mode === undefined ? {} : { mode: entry.mode }),
      mtime: new Date('2025-01-01T00:00:00Z'),
    });
  }
  zip.end();
  return buffer(zip.outputStream);
}

/**
 * A zip whose entry names are written as they are, even those yazl refuses (`../x`, `/x`, `C:\x`):
 * made with stand-ins of the same length, which are then replaced in the local and central headers
 * (a name is not covered by any checksum).
 */
export async function zipWithRawNames(entries: { name: string; data: string }[]): Promise<Buffer> {
  const standIns = entries.map((entry, i) => `${String(i).padStart(2, '0')}${'x'.repeat(Math.max(0, entry.name.length - 2))}`.slice(0, Math.max(entry.name.length, 2)));
  let zip = await zipOf(entries.map((entry, i) => ({ name: standIns[i]!, data: entry.data })));
  for (const [i, entry] of entries.entries()) zip = replaceAll(zip, Buffer.from(standIns[i]!, 'latin1'), Buffer.from(entry.name, 'latin1'));
  return zip;
}

function replaceAll(bytes: Buffer, from: Buffer, to: Buffer): Buffer {
  if (from.length !== to.length) throw new Error('a stand-in must be as long as the name it stands for');
  const out = Buffer.from(bytes);
  for (let at = out.indexOf(from); at !== -1; at = out.indexOf(from, at + from.length)) to.copy(out, at);
  return out;
}

/** Sets bits of every entry's general-purpose flag (bit 0: encrypted) in both headers. */
export function withEntryFlags(zip: Buffer, flags: number): Buffer {
  return patchHeaders(zip, (out, header, isCentral) => out.writeUInt16LE(out.readUInt16LE(header + (isCentral ? 8 : 6)) | flags, header + (isCentral ? 8 : 6)));
}

/** Sets every entry's compression method (e.g. 9, Deflate64, which yauzl cannot inflate) in both headers. */
export function withCompressionMethod(zip: Buffer, method: number): Buffer {
  return patchHeaders(zip, (out, header, isCentral) => out.writeUInt16LE(method, header + (isCentral ? 10 : 8)));
}

/** Understates every entry's uncompressed size in both headers, as a bomb that lies does. */
export function withUnderstatedSizes(zip: Buffer, size: number): Buffer {
  return patchHeaders(zip, (out, header, isCentral) => out.writeUInt32LE(size, header + (isCentral ? 24 : 22)));
}

function patchHeaders(zip: Buffer, patch: (out: Buffer, header: number, isCentral: boolean) => void): Buffer {
  const out = Buffer.from(zip);
  for (const [signature, isCentral] of [[0x04034b50, false], [0x02014b50, true]] as const) {
    const marker = Buffer.alloc(4);
    marker.writeUInt32LE(signature);
    for (let at = out.indexOf(marker); at !== -1; at = out.indexOf(marker, at + 4)) patch(out, at, isCentral);
  }
  return out;
}

/** A zip that expands `megabytes` of zeros from a few kilobytes. */
export function zipBomb(megabytes: number): Promise<Buffer> {
  return zipOf([{ name: 'zeros.bin', data: Buffer.alloc(megabytes * 1024 * 1024) }]);
}

/** A zip inside a zip, `levels` deep. */
export async function nestedZip(levels: number): Promise<Buffer> {
  let zip = await zipOf([{ name: 'README.txt', data: 'the innermost level' }]);
  for (let level = 1; level < levels; level++) zip = await zipOf([{ name: `level-${level}.zip`, data: zip, compress: false }]);
  return zip;
}

/** A zip of `count` small files. */
export function zipOfMany(count: number): Promise<Buffer> {
  return zipOf(Array.from({ length: count }, (_, i) => ({ name: `files/${i}.txt`, data: `file ${i}`, compress: false })));
}

const OOXML_MAIN: Record<'docx' | 'xlsx' | 'pptx', { part: string; type: string; macroType: string }> = {
  docx: {
    part: 'word/document.xml',
    type: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document.main+xml',
    macroType: 'application/vnd.ms-word.document.macroEnabled.main+xml',
  },
  xlsx: {
    part: 'xl/workbook.xml',
    type: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet.main+xml',
    macroType: 'application/vnd.ms-excel.sheet.macroEnabled.main+xml',
  },
  pptx: {
    part: 'ppt/presentation.xml',
    type: 'application/vnd.openxmlformats-officedocument.presentationml.presentation.main+xml',
    macroType: 'application/vnd.ms-powerpoint.presentation.macroEnabled.main+xml',
  },
};

/**
 * A minimal Office Open XML package of the kind: its content types, its relationships, its main
 * part; with `vbaProject` a VBA project beside it (in a .docx, or, with `macroEnabled`, in a .docm),
 * with `extraParts` anything else.
 */
export function officeOpenXml(
  kind: 'docx' | 'xlsx' | 'pptx',
  { vbaProject = false, macroEnabled = false, extraTypes = '', extraParts = [] as ZipEntry[] } = {},
): Promise<Buffer> {
  const main = OOXML_MAIN[kind];
  const folder = main.part.split('/')[0]!;
  const contentTypes =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types">' +
    '<Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/>' +
    '<Default Extension="xml" ContentType="application/xml"/>' +
    (vbaProject ? '<Default Extension="bin" ContentType="application/vnd.ms-office.vbaProject"/>' : '') +
    `<Override PartName="/${main.part}" ContentType="${macroEnabled ? main.macroType : main.type}"/>` +
    extraTypes +
    '</Types>';
  const rels =
    '<?xml version="1.0" encoding="UTF-8" standalone="yes"?>' +
    '<Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships">' +
    `<Relationship Id="rId1" Type="http://schemas.openxmlformats.org/officeDocument/2006/relationships/officeDocument" Target="${main.part}"/>` +
    '</Relationships>';
  return zipOf([
    { name: '[Content_Types].xml', data: contentTypes },
    { name: '_rels/.rels', data: rels },
    { name: main.part, data: '<?xml version="1.0" encoding="UTF-8" standalone="yes"?><document/>' },
    ...(vbaProject ? [{ name: `${folder}/vbaProject.bin`, data: compoundFile({ VBA: { dir: Buffer.from('Attribute VB_Name = "ThisDocument"') } }) }] : []),
    ...extraParts,
  ]);
}

/** An OpenDocument text; with `basicMacros`, a Basic library in it. */
export function openDocumentText({ basicMacros = false } = {}): Promise<Buffer> {
  return zipOf([
    { name: 'mimetype', data: 'application/vnd.oasis.opendocument.text', compress: false },
    { name: 'content.xml', data: '<?xml version="1.0"?><office:document-content xmlns:office="urn:oasis:names:tc:opendocument:xmlns:office:1.0"/>' },
    { name: 'META-INF/manifest.xml', data: '<?xml version="1.0"?><manifest:manifest xmlns:manifest="urn:oasis:names:tc:opendocument:xmlns:manifest:1.0"/>' },
    ...(basicMacros ? [{ name: 'Basic/Standard/Module1.xml', data: '<script:module script:name="Module1">Sub Main\nShell("calc")\nEnd Sub</script:module>' }] : []),
  ]);
}

type CompoundTree = { [name: string]: Buffer | CompoundTree };

/** An OLE compound file holding the given streams (a Buffer) and storages (an object). */
export function compoundFile(tree: CompoundTree): Buffer {
  const container = CFB.utils.cfb_new();
  const add = (prefix: string, node: CompoundTree) => {
    for (const [name, value] of Object.entries(node)) {
      if (Buffer.isBuffer(value)) CFB.utils.cfb_add(container, `${prefix}/${name}`, value);
      else add(`${prefix}/${name}`, value);
    }
  };
  add('', tree);
  return Buffer.from(CFB.write(container, { type: 'buffer' }) as Uint8Array);
}

/** A Word 97–2003 document's WordDocument stream: a File Information Block with its flags, `encrypted` setting fEncrypted. */
function wordDocumentStream(encrypted: boolean): Buffer {
  const fib = Buffer.alloc(4096);
  fib.writeUInt16LE(0xa5ec, 0);
  fib.writeUInt16LE(encrypted ? 0x0100 : 0x0000, 0x0a);
  return fib;
}

export function word97({ macros = false, encrypted = false } = {}): Buffer {
  return compoundFile({
    WordDocument: wordDocumentStream(encrypted),
    '1Table': Buffer.alloc(512),
    ...(macros ? { Macros: { VBA: { dir: Buffer.from('Attribute VB_Name = "ThisDocument"'), ThisDocument: Buffer.alloc(64) } } } : {}),
  });
}

function biffRecord(type: number, data: Buffer): Buffer {
  const header = Buffer.alloc(4);
  header.writeUInt16LE(type, 0);
  header.writeUInt16LE(data.length, 2);
  return Buffer.concat([header, data]);
}

/** A BoundSheet8 record: position, visibility, sheet type (0 a worksheet, 1 an Excel 4.0 macro sheet), name. */
function boundSheet(sheetType: number, name: string): Buffer {
  const data = Buffer.alloc(8 + name.length);
  data.writeUInt32LE(0, 0);
  data[4] = 0;
  data[5] = sheetType;
  data[6] = name.length;
  data[7] = 0;
  data.write(name, 8, 'latin1');
  return biffRecord(0x0085, data);
}

/** An Excel 97–2003 workbook's globals: BOF, a FILEPASS when `password`, its sheets, EOF. */
export function excel97({ vbaProject = false, macroSheet = false, password = false } = {}): Buffer {
  const records = [
    biffRecord(0x0809, Buffer.from([0x00, 0x06, 0x05, 0x00, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0])),
    ...(password ? [biffRecord(0x002f, Buffer.alloc(54))] : []),
    boundSheet(0, 'Sheet1'),
    ...(macroSheet ? [boundSheet(1, 'Macro1')] : []),
    biffRecord(0x000a, Buffer.alloc(0)),
  ];
  return compoundFile({
    Workbook: Buffer.concat([...records, Buffer.alloc(4096)]),
    ...(vbaProject ? { _VBA_PROJECT_CUR: { VBA: { dir: Buffer.from('Attribute VB_Name = "ThisWorkbook"') } } } : {}),
  });
}

function pptRecord(type: number, body: Buffer, isContainer: boolean): Buffer {
  const header = Buffer.alloc(8);
  header.writeUInt16LE(isContainer ? 0x000f : 0x0000, 0);
  header.writeUInt16LE(type, 2);
  header.writeUInt32LE(body.length, 4);
  return Buffer.concat([header, body]);
}

/** A PowerPoint 97–2003 presentation's document container; with `vbaProject`, its VBAInfoContainer in the DocInfoList. */
export function powerPoint97({ vbaProject = false } = {}): Buffer {
  const vbaInfo = pptRecord(0x03ff, pptRecord(0x0400, Buffer.alloc(12), false), true);
  const docInfoList = pptRecord(0x07d0, vbaProject ? vbaInfo : Buffer.alloc(0), true);
  const documentAtom = pptRecord(0x03e9, Buffer.alloc(40), false);
  const document = pptRecord(0x03e8, Buffer.concat([documentAtom, docInfoList]), true);
  return compoundFile({ 'PowerPoint Document': Buffer.concat([document, Buffer.alloc(4096)]), 'Current User': Buffer.alloc(64) });
}

/** What an Office Open XML file saved with a password is: a compound file holding the encrypted package. */
export function passwordProtectedOfficeOpenXml(): Buffer {
  return compoundFile({ EncryptionInfo: Buffer.alloc(256), EncryptedPackage: Buffer.alloc(4096, 7) });
}

export type PdfAction = 'open-javascript' | 'names-javascript' | 'page-javascript' | 'launch' | 'hex-escaped-javascript' | 'none';

/**
 * A one-page PDF (pdf-lib) with the given way of running code; `objectStreams` compresses its
 * objects into object streams, where a scan of the raw bytes would not see them.
 */
export async function pdfWith(action: PdfAction, { objectStreams = false } = {}): Promise<Buffer> {
  const pdf = await PDFDocument.create();
  const page = pdf.addPage([200, 200]);
  const { context, catalog } = pdf;
  const javaScript = (code: string) => context.obj({ Type: 'Action', S: 'JavaScript', JS: PDFString.of(code) });
  switch (action) {
    case 'open-javascript':
      catalog.set(PDFName.of('OpenAction'), context.register(javaScript('app.alert("opened")')));
      break;
    case 'names-javascript': {
      const tree = context.obj({ Names: [PDFString.of('init'), context.register(javaScript('app.alert("init")'))] });
      catalog.set(PDFName.of('Names'), context.obj({ JavaScript: context.register(tree) }));
      break;
    }
    case 'page-javascript':
      page.node.set(PDFName.of('AA'), context.obj({ O: context.register(javaScript('app.alert("page")')) }));
      break;
    case 'launch':
      catalog.set(PDFName.of('OpenAction'), context.register(context.obj({ Type: 'Action', S: 'Launch', F: PDFString.of('cmd.exe') })));
      break;
    case 'hex-escaped-javascript':
      // Stand-ins of the length of `/#4aS` and `/#4aavaScript`, replaced once saved (see below).
      catalog.set(PDFName.of('OpenAction'), context.register(context.obj({ Type: 'Action', S: PDFName.of('QQQavaScript'), QQQS: PDFString.of('app.alert(1)') })));
      break;
    case 'none':
      break;
  }
  pdf.setTitle('Документ');
  const bytes = Buffer.from(await pdf.save({ useObjectStreams: objectStreams }));
  // `/#4aS /#4aavaScript` is `/JS /JavaScript` to a reader: names may escape any character in hex, in
  // either case, and pdf-lib itself decodes only upper-case escapes.
  return action === 'hex-escaped-javascript' ? replaceAll(replaceAll(bytes, Buffer.from('/QQQavaScript'), Buffer.from('/#4aavaScript')), Buffer.from('/QQQS'), Buffer.from('/#4aS')) : bytes;
}
