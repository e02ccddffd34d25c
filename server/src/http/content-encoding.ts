// Which compressed form of an answer a client takes, from its Accept-Encoding header.

export type ContentEncoding = 'br' | 'gzip' | 'identity';

/** Brotli or gzip, whichever the client weights higher (Brotli on a tie: it is smaller); identity when
 * it names neither, or refuses them with `q=0`. `*` stands for any encoding not named. */
export function preferredEncoding(header: string | undefined): ContentEncoding {
  if (!header) return 'identity';
  const weights = new Map<string, number>();
  for (const part of header.toLowerCase().split(',')) {
    const [name = '', ...params] = part.split(';').map((piece) => piece.trim());
    const q = params.find((param) => param.startsWith('q='));
    const weight = q ? Number(q.slice(2)) : 1;
    if (name) weights.set(name, Number.isFinite(weight) ? weight : 0);
  }
  const weightOf = (name: string) => weights.get(name) ?? weights.get('*') ?? 0;
  const br = weightOf('br');
  const gzip = weightOf('gzip');
  if (br > 0 && br >= gzip) return 'br';
  if (gzip > 0) return 'gzip';
  return 'identity';
}
