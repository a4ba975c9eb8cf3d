// Devanagari (Hindi) and Odia words in Latin letters, the way Indian names are commonly spelt in
// English ('ସୁଭଦ୍ରା ମହାପାତ୍ର' → 'Subhadra Mahapatra', 'मीरा दास' → 'Mira Das'), for places that can
// only draw Latin letters: the warranty card's PDF, whose standard fonts are Latin only.
//
// Both scripts sit at the same places in their Unicode blocks (Odia = Devanagari + 0x200), so one
// table serves both. A consonant carries an 'a' unless a vowel sign or the virama follows it; a word's
// last 'a' after a single consonant is dropped, as names are spelt ('दास' and 'ଦାସ' → 'Das').

const DEVANAGARI = 0x0900;
const ODIA = 0x0b00;

/** Consonants, by their offset in the block. */
const CONSONANTS: Record<number, string> = {
  0x15: 'k',
  0x16: 'kh',
  0x17: 'g',
  0x18: 'gh',
  0x19: 'n',
  0x1a: 'ch',
  0x1b: 'chh',
  0x1c: 'j',
  0x1d: 'jh',
  0x1e: 'n',
  0x1f: 't',
  0x20: 'th',
  0x21: 'd',
  0x22: 'dh',
  0x23: 'n',
  0x24: 't',
  0x25: 'th',
  0x26: 'd',
  0x27: 'dh',
  0x28: 'n',
  0x2a: 'p',
  0x2b: 'ph',
  0x2c: 'b',
  0x2d: 'bh',
  0x2e: 'm',
  0x2f: 'y',
  0x30: 'r',
  0x32: 'l',
  0x33: 'l',
  0x35: 'v',
  0x36: 'sh',
  0x37: 'sh',
  0x38: 's',
  0x39: 'h',
  // With nukta, precomposed.
  0x58: 'q',
  0x59: 'kh',
  0x5a: 'g',
  0x5b: 'z',
  0x5c: 'r',
  0x5d: 'rh',
  0x5e: 'f',
  0x5f: 'y',
};

/** Vowels written as letters of their own. */
const VOWELS: Record<number, string> = {
  0x05: 'a',
  0x06: 'a',
  0x07: 'i',
  0x08: 'i',
  0x09: 'u',
  0x0a: 'u',
  0x0b: 'ri',
  0x0f: 'e',
  0x10: 'ai',
  0x13: 'o',
  0x14: 'au',
};

/** Vowel signs, which replace a consonant's 'a'. */
const VOWEL_SIGNS: Record<number, string> = {
  0x3e: 'a',
  0x3f: 'i',
  0x40: 'i',
  0x41: 'u',
  0x42: 'u',
  0x43: 'ri',
  0x47: 'e',
  0x48: 'ai',
  0x4b: 'o',
  0x4c: 'au',
  // Odia's own signs for ai and au (length marks).
  0x56: 'ai',
  0x57: 'au',
};

const VIRAMA = 0x4d;
const NUKTA = 0x3c;
/** Signs after a vowel (the nasal ones and visarga), the full stop (danda) and the digits. */
const OTHERS: Record<number, string> = {
  0x01: 'n',
  0x02: 'n',
  0x03: 'h',
  0x64: '.',
  0x65: '.',
  ...Object.fromEntries(Array.from({ length: 10 }, (_, digit) => [0x66 + digit, String(digit)])),
};
/** Odia letters with no Devanagari twin at the same place. */
const ODIA_ONLY: Record<number, string> = { 0x71: 'w' };

type Script = 'hi' | 'or';

function scriptOf(code: number): Script | null {
  if (code >= DEVANAGARI && code < DEVANAGARI + 0x80) return 'hi';
  if (code >= ODIA && code < ODIA + 0x80) return 'or';
  return null;
}

/** One word in one script, in Latin letters. */
function transliterateWord(codes: number[], script: Script): string {
  const base = script === 'hi' ? DEVANAGARI : ODIA;
  let out = '';
  /** Whether the last letter written is a consonant still carrying its 'a'. */
  let pendingA = false;
  /** Whether that consonant closed a cluster (a virama before it). */
  let inCluster = false;
  let afterVirama = false;
  for (const code of codes) {
    const offset = code - base;
    if (offset === NUKTA) continue;
    if (offset === VIRAMA) {
      pendingA = false;
      afterVirama = true;
      continue;
    }
    const sign = VOWEL_SIGNS[offset];
    if (sign !== undefined) {
      out += sign;
      pendingA = false;
      afterVirama = false;
      continue;
    }
    const consonant = CONSONANTS[offset] ?? (script === 'or' ? ODIA_ONLY[offset] : undefined);
    if (consonant !== undefined) {
      if (pendingA) out += 'a';
      // Odia's ଯ is said 'j'; its ୟ (a place of its own) is 'y'.
      out += script === 'or' && offset === 0x2f ? 'j' : consonant;
      pendingA = true;
      inCluster = afterVirama;
      afterVirama = false;
      continue;
    }
    if (pendingA) out += 'a';
    pendingA = false;
    afterVirama = false;
    out += VOWELS[offset] ?? OTHERS[offset] ?? '';
  }
  // The last 'a' goes after a lone consonant; a cluster keeps it ('कृष्ण' → 'Krishna').
  if (pendingA && (inCluster || out.length <= 1)) out += 'a';
  return out;
}

/** Text with its Devanagari and Odia words in Latin letters, each word capitalised like a name. */
export function transliterateIndic(text: string): string {
  let out = '';
  let word: number[] = [];
  let wordScript: Script | null = null;
  const flush = () => {
    if (word.length > 0 && wordScript) {
      const latin = transliterateWord(word, wordScript);
      out += latin.charAt(0).toUpperCase() + latin.slice(1);
    }
    word = [];
    wordScript = null;
  };
  for (const ch of text) {
    const code = ch.codePointAt(0)!;
    const script = scriptOf(code);
    if (script && (wordScript === null || wordScript === script)) {
      wordScript = script;
      word.push(code);
      continue;
    }
    flush();
    if (script) {
      wordScript = script;
      word.push(code);
    } else out += ch;
  }
  flush();
  return out;
}
