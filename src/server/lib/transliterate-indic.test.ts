import { describe, expect, it } from 'vitest';
import { transliterateIndic } from './transliterate-indic';

describe('transliterateIndic', () => {
  it('spells Odia names the way they are written in English', () => {
    expect(transliterateIndic('ସୁଭଦ୍ରା ମହାପାତ୍ର')).toBe('Subhadra Mahapatra');
    expect(transliterateIndic('ପ୍ରିୟା ଦାସ')).toBe('Priya Das');
    expect(transliterateIndic('ବିକାଶ ନାୟକ')).toBe('Bikash Nayak');
    expect(transliterateIndic('ଲିପିକା ସାହୁ')).toBe('Lipika Sahu');
  });

  it('spells Hindi names the way they are written in English', () => {
    expect(transliterateIndic('मीरा दास')).toBe('Mira Das');
    expect(transliterateIndic('सुनील कुमार')).toBe('Sunil Kumar');
    expect(transliterateIndic('कृष्ण मिश्र')).toBe('Krishna Mishra');
  });

  it('leaves Latin text, numbers and punctuation as they are', () => {
    expect(transliterateIndic('Plot 42, ସହିଦ ନଗର (751007)')).toBe('Plot 42, Sahid Nagar (751007)');
    expect(transliterateIndic('Asha Das')).toBe('Asha Das');
    expect(transliterateIndic('१२३')).toBe('123');
  });
});
