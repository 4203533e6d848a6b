import { describe, expect, it } from 'vitest';
import { isProductFormComplete, validateAddToCart, validateCheckout, validateImageChosen } from './preconditions.js';

describe('validateAddToCart', () => {
  const ok = { isLoggedIn: true, totalStock: 3, title: 'Tee', category: 'male', productType: 'polo_neck' };
  it.each([
    { name: 'all present', check: ok, expected: null },
    { name: 'logged out (checked first)', check: { ...ok, isLoggedIn: false, totalStock: 0 }, expected: 'Please login' },
    { name: 'no stock', check: { ...ok, totalStock: 0 }, expected: 'Out of Stock' },
    { name: 'no title', check: { ...ok, title: ' ' }, expected: 'Product details are missing' },
    { name: 'no category', check: { ...ok, category: null }, expected: 'Product details are missing' },
    { name: 'no productType', check: { ...ok, productType: undefined }, expected: 'Product details are missing' },
  ])('$name → $expected', ({ check, expected }) => {
    expect(validateAddToCart(check)).toBe(expected);
  });
});

describe('validateCheckout', () => {
  it.each([
    { check: { cartItemCount: 2, selectedAddressId: 'a1', userId: 'u1' }, expected: null },
    { check: { cartItemCount: 0, selectedAddressId: null, userId: null }, expected: 'Your cart is empty. Please add items to proceed' },
    { check: { cartItemCount: 1, selectedAddressId: null, userId: null }, expected: 'Please select one address to proceed.' },
    { check: { cartItemCount: 1, selectedAddressId: 'a1', userId: '' }, expected: 'Please login to place order.' },
  ])('$check → $expected', ({ check, expected }) => {
    expect(validateCheckout(check)).toBe(expected);
  });
});

describe('validateImageChosen', () => {
  it.each(['', '  ', null, undefined])('%j → asks for an image', (image) => {
    expect(validateImageChosen(image)).toBe('Please select an image first');
  });
  it.each(['https://cdn.example/x.png', { name: 'x.png' }])('%j is a chosen image', (image) => {
    expect(validateImageChosen(image)).toBeNull();
  });
});

describe('isProductFormComplete', () => {
  const form = {
    image: 'https://cdn.example/tee.png',
    title: 'Classic Tee',
    description: 'Soft cotton',
    category: 'male',
    productType: 'polo_neck',
    type: 'size',
    size: 'XS',
    measurement: '36in',
    percentageIncrement: 10,
    price: 99_900,
    salePrice: 0,
    totalStock: 12,
  };
  it.each([
    { name: 'every field filled, sale price 0, no averageReview', patch: {}, ok: true },
    { name: 'averageReview blank', patch: { averageReview: '' }, ok: true },
    { name: 'blank title', patch: { title: '  ' }, ok: false },
    { name: 'missing image', patch: { image: undefined }, ok: false },
    { name: 'price not a number', patch: { price: Number.NaN }, ok: false },
  ])('$name → $ok', ({ patch, ok }) => {
    expect(isProductFormComplete({ ...form, ...patch })).toBe(ok);
  });
});
