import { inflateSync } from 'node:zlib';

const SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** A PNG's chunks, in order: its type and data. */
function chunks(png: Buffer): { type: string; data: Buffer }[] {
  if (!png.subarray(0, 8).equals(SIGNATURE)) throw new Error('not a PNG');
  const found = [];
  for (let at = 8; at < png.length;) {
    const length = png.readUInt32BE(at);
    found.push({
      type: png.subarray(at + 4, at + 8).toString('latin1'),
      data: png.subarray(at + 8, at + 8 + length),
    });
    at += 12 + length;
  }
  return found;
}

/**
 * What a PNG says of itself (its IHDR header: width, height) and its top-left pixel as RGBA. The
 * first pixel of the first row is stored as it is whatever the row's filter (nothing above or to
 * the left of it), so it is read without undoing the filters. 8-bit RGB or RGBA only.
 */
export function readPng(png: Buffer) {
  const all = chunks(png);
  const header = all[0]!.data;
  const colourType = header[9];
  if (header[8] !== 8 || (colourType !== 2 && colourType !== 6))
    throw new Error('only 8-bit RGB and RGBA are read');
  const pixels = inflateSync(
    Buffer.concat(all.filter((chunk) => chunk.type === 'IDAT').map((chunk) => chunk.data)),
  );
  const [red, green, blue] = pixels.subarray(1, 4);
  const alpha = colourType === 6 ? pixels[4]! : 255;
  const hex = (n: number) => n.toString(16).padStart(2, '0');
  return {
    width: header.readUInt32BE(0),
    height: header.readUInt32BE(4),
    corner: { colour: `#${hex(red!)}${hex(green!)}${hex(blue!)}`, alpha },
  };
}
