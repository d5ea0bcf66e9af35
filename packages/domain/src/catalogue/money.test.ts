import { describe, expect, it } from 'vitest';
import { kurusToLiraInput, MAX_KURUS, parseLiraToKurus } from './money';

describe('parseLiraToKurus', () => {
  it.each([
    ['450', 45000],
    ['450,00', 45000],
    ['450,5', 45050],
    ['450,50', 45050],
    ['450,05', 45005],
    ['0,01', 1],
    ['0', 0],
    ['0,00', 0],
    ['1.250,00', 125000],
    ['1.250', 125000],
    ['123.456,99', 12345699],
    ['450.5', 45050],
    ['450.50', 45050],
    ['  450,00  ', 45000],
    ['₺450,00', 45000],
    ['₺ 1.250,75', 125075],
    ['450 TL', 45000],
    ['0,29', 29],
    ['1,15', 115],
    ['19,99', 1999],
    ['1000000', MAX_KURUS],
  ])('%j → %i kuruş', (input, kurus) => {
    expect(parseLiraToKurus(input)).toBe(kurus);
  });

  it.each([
    [''],
    ['   '],
    ['abc'],
    ['-5'],
    ['-5,00'],
    ['450,001'],
    ['450,'],
    [',50'],
    ['1,250,00'],
    ['12.34.56'],
    ['1.25,00'],
    ['4e2'],
    ['0x10'],
    ['450,0a'],
    ['1000000,01'],
    ['12.345.678,99'],
    ['99999999999999999999'],
  ])('%j is not an amount', (input) => {
    expect(parseLiraToKurus(input)).toBeNull();
  });
});

describe('kurusToLiraInput', () => {
  it.each([
    [45000, '450,00'],
    [45050, '450,50'],
    [45005, '450,05'],
    [1, '0,01'],
    [0, '0,00'],
    [125075, '1250,75'],
  ])('%i kuruş → %j', (kurus, text) => {
    expect(kurusToLiraInput(kurus)).toBe(text);
    expect(parseLiraToKurus(text)).toBe(kurus);
  });
});
