import { describe, expect, it } from 'vitest';
import { VIDEO_UNREADABLE_MESSAGE } from '@kg/contract';
import { stripVideoLocation } from './file.video';
import { SEOUL_ISO6709, locatedMp4, mp4Box, tinyMp4, uint32 } from './file.test-utils';

/** Feeds `bytes` in chunks of `size` (box headers then straddle chunk boundaries) and collects the output. */
async function strip(bytes: Buffer, size = bytes.length, maxScannedBytes?: number): Promise<Buffer> {
  async function* chunks() {
    for (let at = 0; at < bytes.length; at += size) yield bytes.subarray(at, at + size);
  }
  const out: Buffer[] = [];
  for await (const chunk of stripVideoLocation(chunks(), maxScannedBytes)) out.push(chunk);
  return Buffer.concat(out);
}

/** What the scrubber must write: each location box renamed `free`, its payload zeroed, nothing else touched. */
function neutralised(file: Buffer, boxes: Buffer[]): Buffer {
  const expected = Buffer.from(file);
  for (const box of boxes) {
    const at = file.indexOf(box);
    expect(at).toBeGreaterThan(0);
    expected.write('free', at + 4, 'latin1');
    expected.fill(0, at + 8, at + box.length);
  }
  return expected;
}

const unreadable = { code: 'UNSUPPORTED_TYPE', message: VIDEO_UNREADABLE_MESSAGE };

describe('stripVideoLocation', () => {
  it('neutralises ©xyz (udta and ilst), Apple location keys and loci in place, whatever the chunking', async () => {
    const { file, locationBoxes } = locatedMp4();
    const expected = neutralised(file, locationBoxes);
    for (const size of [file.length, 65_536, 4096, 7]) {
      const out = await strip(file, size);
      expect(out.equals(expected), `chunks of ${size}`).toBe(true);
    }
    const out = await strip(file);
    expect(out.includes(SEOUL_ISO6709)).toBe(false);
    expect(out.includes('+37.5665')).toBe(false);
    expect(out.includes('com.apple.quicktime.location.ISO6709')).toBe(true); // the key stays, its value is gone
    expect(out.includes('Apple')).toBe(true);
    expect(out.includes('Lavf')).toBe(true);
  });

  it('follows a 64-bit largesize and a last box of size 0 (to the end of the file)', async () => {
    const { ftyp, mdat, file, locationBoxes } = locatedMp4(5000);
    const moov = file.subarray(ftyp.length + mdat.length);
    const large = Buffer.concat([uint32(1), Buffer.from('mdat', 'latin1'), Buffer.alloc(4), uint32(16 + 5000), mdat.subarray(8)]);
    const openEnded = Buffer.from(moov);
    openEnded.writeUInt32BE(0, 0);
    const input = Buffer.concat([ftyp, large, openEnded]);
    const out = await strip(input, 999);
    expect(out.equals(neutralised(input, locationBoxes))).toBe(true);

    const openMdat = Buffer.concat([ftyp, moov, uint32(0), Buffer.from('mdat', 'latin1'), Buffer.alloc(3000, 9)]);
    expect((await strip(openMdat, 1000)).equals(neutralised(openMdat, locationBoxes))).toBe(true);
  });

  it('drops XMP (it may carry exif:GPS)', async () => {
    const xmp = mp4Box('uuid', Buffer.from('be7acfcb97a942e89c71999491e3afac', 'hex'), '<x:xmpmeta exif:GPSLatitude="37,33.99N"/>');
    const other = mp4Box('uuid', Buffer.alloc(16, 1), 'vendor data');
    const input = Buffer.concat([tinyMp4(100), xmp, other]);
    expect((await strip(input, 10)).equals(neutralised(input, [xmp]))).toBe(true);
  });

  it('leaves a video without location byte for byte', async () => {
    const { ftyp, mdat } = locatedMp4(3000);
    const moov = mp4Box('moov', mp4Box('mvhd', Buffer.alloc(100)), mp4Box('udta', mp4Box('\u00a9too', 'Lavf'), uint32(0)));
    for (const input of [tinyMp4(), Buffer.concat([ftyp, moov, mdat]), Buffer.concat([ftyp, mdat, moov, Buffer.alloc(4)])]) {
      expect((await strip(input, 100)).equals(input)).toBe(true);
    }
  });

  it('refuses a box tree it cannot walk', async () => {
    const { file, ftyp } = locatedMp4(3000);
    const cases: [string, Buffer][] = [
      ['cut inside mdat', file.subarray(0, ftyp.length + 1000)],
      ['cut inside moov', file.subarray(0, file.length - 10)],
      ['a cut box header', Buffer.concat([tinyMp4(100), Buffer.from([0, 0, 1])])],
      ['a size below its header', Buffer.concat([tinyMp4(100), uint32(4), Buffer.from('free', 'latin1')])],
      ['a child past its parent', Buffer.concat([ftyp, mp4Box('moov', uint32(500), Buffer.from('udta', 'latin1'), Buffer.alloc(20))])],
      ['a bad keys table', Buffer.concat([ftyp, mp4Box('moov', mp4Box('meta', mp4Box('keys', uint32(0), uint32(3), mp4Box('mdta', 'x'))))])],
    ];
    for (const [name, input] of cases) {
      await expect(strip(input, 512), name).rejects.toMatchObject(unreadable);
    }
    // a moov larger than the scan limit is not held in memory (mdat of any size streams through)
    await expect(strip(file, 512, 100)).rejects.toMatchObject(unreadable);
    const openEnded = Buffer.concat([ftyp, uint32(0), Buffer.from('moov', 'latin1'), Buffer.alloc(2000)]);
    await expect(strip(openEnded, 512, 1000)).rejects.toMatchObject(unreadable);
    const withinLimit = Buffer.concat([ftyp, mp4Box('moov', mp4Box('mvhd', Buffer.alloc(984))), mp4Box('mdat', Buffer.alloc(5000))]);
    expect((await strip(withinLimit, 512, 1000)).equals(withinLimit)).toBe(true);
  });
});
