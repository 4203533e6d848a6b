import { describe, expect, it } from 'vitest';
import { candidateQuery, correctWords, editsForgiven, osaDistance } from './spelling.js';

const VOCABULARY = ['classic', 'polo', 'neck', 't-shirt', 'grey', 'sweatshirt', 'hooded', 'plain', 'round', 'tee', 'striped', 'crop', 'top', 'little', 'dino'];

describe('osaDistance', () => {
  it.each([
    ['polo', 'polo', 0],
    ['plo', 'polo', 1],
    ['pollo', 'polo', 1],
    ['polp', 'polo', 1],
    ['tpo', 'top', 1],
    ['ploo', 'polo', 1],
    ['plol', 'polo', 2],
    ['hoodie', 'hooded', 2],
    ['sock', 'neck', 2],
    ['ca', 'abc', 3],
  ])('%s → %s is %i', (a, b, distance) => {
    expect(osaDistance(a, b, 5)).toBe(distance);
    expect(osaDistance(b, a, 5)).toBe(distance);
  });

  it('stops at the bound', () => {
    expect(osaDistance('sweatshirt', 'top', 2)).toBe(3);
  });
});

describe('editsForgiven', () => {
  it('forgives nothing in a word under 3 letters or a number, one edit from 3, two from 4 with the first letter right', () => {
    expect([editsForgiven('xl', 'xs'), editsForgiven('2024', '2025')]).toEqual([0, 0]);
    expect([editsForgiven('tpo', 'top'), editsForgiven('plol', 'polo'), editsForgiven('sock', 'neck')]).toEqual([1, 2, 1]);
  });
});

describe('correctWords', () => {
  const corrected = (keyword: string) => correctWords(keyword.split(' '), VOCABULARY).join(' ');

  it.each([
    ['plo', 'polo'],
    ['plol', 'polo'],
    ['crop tpo', 'crop top'],
    ['tshirt', 't-shirt'],
    ['tee shirt', 't-shirt'],
    ['sweat shirt', 'sweatshirt'],
    ['poloneck', 'polo neck'],
    ['croptop', 'crop top'],
    ['hoodie', 'hooded'],
    ['swetshirt', 'sweatshirt'],
  ])('%s → %s', (typed, expected) => {
    expect(corrected(typed)).toBe(expected);
  });

  it.each(['sock', 'jeans', 'saree', 'qxzvv', 'xl'])('leaves %s as it is: nothing is close enough', (typed) => {
    expect(corrected(typed)).toBe(typed);
  });

  it('asks the database for exactly the words it may use', () => {
    const { pieces, probes } = candidateQuery(['crop', 'tpo']);
    expect(pieces).toEqual(expect.arrayContaining(['crop', 'tpo']));
    expect(probes).toEqual([
      { text: 'crop', bound: 4 },
      { text: 'croptpo', bound: 4 },
      { text: 'tpo', bound: 2 },
    ]);
  });
});
