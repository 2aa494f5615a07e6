// Just enough WAV for the guide generator: read espeak-ng's 16-bit PCM output, and write the
// narration track that lays those sentences out on the guide's timeline.

export interface Pcm {
  sampleRate: number;
  /** Mono 16-bit samples. */
  samples: Int16Array;
}

/** Reads a mono 16-bit PCM WAV file's format and samples (walking its chunks, not assuming 44 bytes). */
export function readWav(bytes: Buffer): Pcm {
  if (bytes.toString('ascii', 0, 4) !== 'RIFF' || bytes.toString('ascii', 8, 12) !== 'WAVE') throw new Error('Not a WAV file');
  let sampleRate = 0;
  for (let at = 12; at + 8 <= bytes.length; ) {
    const id = bytes.toString('ascii', at, at + 4);
    const size = bytes.readUInt32LE(at + 4);
    const body = at + 8;
    if (id === 'fmt ') {
      const [format, channels, bits] = [bytes.readUInt16LE(body), bytes.readUInt16LE(body + 2), bytes.readUInt16LE(body + 14)];
      if (format !== 1 || channels !== 1 || bits !== 16) throw new Error('Expected mono 16-bit PCM');
      sampleRate = bytes.readUInt32LE(body + 4);
    } else if (id === 'data') {
      if (!sampleRate) throw new Error('WAV data before its format');
      // espeak-ng may leave the streaming size (0x7fffffff) when it cannot seek back: take what is there.
      const end = Math.min(body + size, bytes.length);
      const data = Buffer.from(bytes.subarray(body, end - ((end - body) % 2)));
      return { sampleRate, samples: new Int16Array(data.buffer, data.byteOffset, data.length / 2) };
    }
    at = body + size + (size % 2);
  }
  throw new Error('WAV without data');
}

/** A mono 16-bit PCM WAV file of the samples. */
export function writeWav({ sampleRate, samples }: Pcm): Buffer {
  const header = Buffer.alloc(44);
  header.write('RIFF', 0, 'ascii');
  header.writeUInt32LE(36 + samples.byteLength, 4);
  header.write('WAVEfmt ', 8, 'ascii');
  header.writeUInt32LE(16, 16);
  header.writeUInt16LE(1, 20);
  header.writeUInt16LE(1, 22);
  header.writeUInt32LE(sampleRate, 24);
  header.writeUInt32LE(sampleRate * 2, 28);
  header.writeUInt16LE(2, 32);
  header.writeUInt16LE(16, 34);
  header.write('data', 36, 'ascii');
  header.writeUInt32LE(samples.byteLength, 40);
  return Buffer.concat([header, Buffer.from(samples.buffer, samples.byteOffset, samples.byteLength)]);
}

/** Silence `duration` seconds long with each clip copied in at its start time. */
export function mixAt(sampleRate: number, duration: number, clips: { start: number; samples: Int16Array }[]): Int16Array {
  const track = new Int16Array(Math.round(duration * sampleRate));
  for (const clip of clips) {
    const offset = Math.round(clip.start * sampleRate);
    track.set(clip.samples.subarray(0, Math.max(0, track.length - offset)), offset);
  }
  return track;
}
