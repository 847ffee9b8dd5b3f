import { constants, crc32, deflateRawSync } from 'node:zlib';

/**
 * Decompression bombs shaped as xlsx files, made in milliseconds: a part's XML is a prefix, one piece repeated many
 * times and a suffix. Each is deflated once with a full flush (which ends the deflate block on a byte and forgets
 * the history), so the piece's compressed bytes can be repeated as they are and the whole still inflates to the
 * repeated XML: a gigabyte of shared strings in a file of a megabyte, without ever holding the gigabyte.
 */
export interface RepeatedPart {
  name: string;
  prefix: string;
  piece: string;
  times: number;
  suffix: string;
}

export type Part = { name: string; xml: string } | RepeatedPart;

interface Entry {
  name: Buffer;
  data: Buffer;
  crc: number;
  size: number;
}

const flushed = (text: string | Buffer) => deflateRawSync(text, { finishFlush: constants.Z_FULL_FLUSH });

function entryOf(part: Part): Entry {
  const name = Buffer.from(part.name);
  if ('xml' in part) {
    const raw = Buffer.from(part.xml);
    return { name, data: deflateRawSync(raw), crc: crc32(raw), size: raw.length };
  }
  // A piece of about 1 MiB deflates to about a kilobyte.
  const unit = Buffer.from(part.piece);
  const perBlock = Math.max(1, Math.floor((1 << 20) / unit.length));
  const block = Buffer.concat(Array.from({ length: Math.min(perBlock, part.times) }, () => unit));
  const blocks = Math.floor(part.times / perBlock);
  const rest = Buffer.concat(Array.from({ length: part.times - blocks * perBlock }, () => unit));
  const prefix = Buffer.from(part.prefix);
  const suffix = Buffer.from(part.suffix);
  const deflatedBlock = flushed(block);
  const chunks = [flushed(prefix), ...Array.from({ length: blocks }, () => deflatedBlock), flushed(rest)];
  chunks.push(deflateRawSync(suffix));
  let crc = crc32(prefix);
  for (let i = 0; i < blocks; i++) crc = crc32(block, crc);
  crc = crc32(suffix, crc32(rest, crc));
  const size = prefix.length + blocks * block.length + rest.length + suffix.length;
  if (size >= 2 ** 32) throw new Error('a bomb part must stay under 4 GiB (no zip64 here)');
  return { name, data: Buffer.concat(chunks), crc, size };
}

/** A zip of the parts, deflated, with local headers and the central directory as any zip tool writes them. */
export function zipOf(parts: Part[]): Buffer {
  const out: Buffer[] = [];
  const central: Buffer[] = [];
  let offset = 0;
  for (const entry of parts.map(entryOf)) {
    const local = Buffer.alloc(30);
    local.writeUInt32LE(0x04034b50, 0);
    local.writeUInt16LE(20, 4);
    local.writeUInt16LE(0x0800, 6); // names in UTF-8
    local.writeUInt16LE(8, 8); // deflate
    local.writeUInt32LE(entry.crc >>> 0, 14);
    local.writeUInt32LE(entry.data.length, 18);
    local.writeUInt32LE(entry.size, 22);
    local.writeUInt16LE(entry.name.length, 26);
    const header = Buffer.alloc(46);
    header.writeUInt32LE(0x02014b50, 0);
    header.writeUInt16LE(20, 4);
    header.writeUInt16LE(20, 6);
    header.writeUInt16LE(0x0800, 8);
    header.writeUInt16LE(8, 10);
    header.writeUInt32LE(entry.crc >>> 0, 16);
    header.writeUInt32LE(entry.data.length, 20);
    header.writeUInt32LE(entry.size, 24);
    header.writeUInt16LE(entry.name.length, 28);
    header.writeUInt32LE(offset, 42);
    central.push(header, entry.name);
    out.push(local, entry.name, entry.data);
    offset += local.length + entry.name.length + entry.data.length;
  }
  const directory = Buffer.concat(central);
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(parts.length, 8);
  end.writeUInt16LE(parts.length, 10);
  end.writeUInt32LE(directory.length, 12);
  end.writeUInt32LE(offset, 16);
  return Buffer.concat([...out, directory, end]);
}

const ns = 'http://schemas.openxmlformats.org/spreadsheetml/2006/main';
const rels = 'http://schemas.openxmlformats.org/officeDocument/2006/relationships';

const sstHead = `<?xml version="1.0" encoding="UTF-8"?><sst xmlns="${ns}">`;

/** A one-sheet workbook of the shared strings, sheet and other parts given (any may be a bomb). */
export function workbookOf(sharedStrings: Part | undefined, sheet?: Part, others: Part[] = []): Buffer {
  const type = (part: string) => `application/vnd.openxmlformats-officedocument.spreadsheetml.${part}+xml`;
  return zipOf([
    {
      name: '[Content_Types].xml',
      xml: `<?xml version="1.0" encoding="UTF-8"?><Types xmlns="http://schemas.openxmlformats.org/package/2006/content-types"><Default Extension="rels" ContentType="application/vnd.openxmlformats-package.relationships+xml"/><Default Extension="xml" ContentType="application/xml"/><Override PartName="/xl/workbook.xml" ContentType="${type('sheet.main')}"/><Override PartName="/xl/worksheets/sheet1.xml" ContentType="${type('worksheet')}"/><Override PartName="/xl/sharedStrings.xml" ContentType="${type('sharedStrings')}"/></Types>`,
    },
    {
      name: '_rels/.rels',
      xml: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/officeDocument" Target="xl/workbook.xml"/></Relationships>`,
    },
    {
      name: 'xl/workbook.xml',
      xml: `<?xml version="1.0" encoding="UTF-8"?><workbook xmlns="${ns}" xmlns:r="${rels}"><sheets><sheet name="Sheet1" sheetId="1" r:id="rId1"/></sheets></workbook>`,
    },
    {
      name: 'xl/_rels/workbook.xml.rels',
      xml: `<?xml version="1.0" encoding="UTF-8"?><Relationships xmlns="http://schemas.openxmlformats.org/package/2006/relationships"><Relationship Id="rId1" Type="${rels}/worksheet" Target="worksheets/sheet1.xml"/><Relationship Id="rId2" Type="${rels}/sharedStrings" Target="sharedStrings.xml"/></Relationships>`,
    },
    sharedStrings ?? { name: 'xl/sharedStrings.xml', xml: `${sstHead}<si><t>a</t></si></sst>` },
    sheet ?? {
      name: 'xl/worksheets/sheet1.xml',
      xml: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData><row r="1"><c r="A1" t="s"><v>0</v></c></row></sheetData></worksheet>`,
    },
    ...others,
  ]);
}

/** The bomb: `count` one-letter shared strings (60 million: 1 GB of XML in a file of about a megabyte). */
export const manyStrings = (count: number): Buffer =>
  workbookOf({
    name: 'xl/sharedStrings.xml',
    prefix: sstHead,
    piece: '<si><t>a</t></si>',
    times: count,
    suffix: '</sst>',
  });

/** The other: one shared string of `length` characters. */
export const longString = (length: number): Buffer =>
  workbookOf({
    name: 'xl/sharedStrings.xml',
    prefix: `${sstHead}<si><t>`,
    piece: 'a'.repeat(1000),
    times: Math.ceil(length / 1000),
    suffix: '</t></si></sst>',
  });

/** A sheet of `rows` rows of one inline cell each (no shared strings at all). */
export const manyRows = (rows: number): Buffer =>
  workbookOf(undefined, {
    name: 'xl/worksheets/sheet1.xml',
    prefix: `<?xml version="1.0" encoding="UTF-8"?><worksheet xmlns="${ns}"><sheetData>`,
    piece: '<row><c t="inlineStr"><is><t>a</t></is></c></row>',
    times: rows,
    suffix: '</sheetData></worksheet>',
  });
