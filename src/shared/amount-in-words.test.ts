import { describe, expect, it } from 'vitest';
import { amountInWords } from './amount-in-words';

describe('amountInWords', () => {
  it.each([
    [479800, 'Four thousand seven hundred ninety-eight rupees only'],
    [149900, 'One thousand four hundred ninety-nine rupees only'],
    [100, 'One rupee only'],
    [0, 'Zero rupees only'],
    [1000, 'Ten rupees only'],
    [11900, 'One hundred nineteen rupees only'],
    [10000000, 'One lakh rupees only'],
    [12499900, 'One lakh twenty-four thousand nine hundred ninety-nine rupees only'],
    [1000000000, 'One crore rupees only'],
    [
      2345678950,
      'Two crore thirty-four lakh fifty-six thousand seven hundred eighty-nine rupees and fifty paise only',
    ],
    [250505, 'Two thousand five hundred five rupees and five paise only'],
    [
      999999999999,
      'Nine hundred ninety-nine crore ninety-nine lakh ninety-nine thousand nine hundred ninety-nine rupees and ninety-nine paise only',
    ],
    [100000000000000, 'One lakh crore rupees only'],
  ])('%i paise reads "%s"', (paise, words) => {
    expect(amountInWords(paise)).toBe(words);
  });
});
