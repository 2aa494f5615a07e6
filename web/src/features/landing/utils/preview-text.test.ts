import { describe, expect, it } from 'vitest';
import { articles } from '../data/articles';
import { previewText } from './preview-text';

describe('previewText', () => {
  it('keeps the first 100 characters and appends an ellipsis', () => {
    const text = 'a'.repeat(100) + 'b'.repeat(50);
    expect(previewText(text, 100)).toBe(`${'a'.repeat(100)}...`);
  });

  it('appends the ellipsis to a text shorter than the limit', () => {
    expect(previewText('Short text', 100)).toBe('Short text...');
  });

  it('keeps a text of exactly the limit whole', () => {
    const text = 'x'.repeat(100);
    expect(previewText(text, 100)).toBe(`${text}...`);
  });

  it('counts code points, never splitting a surrogate pair', () => {
    expect(previewText('🚀🚀🚀', 2)).toBe('🚀🚀...');
  });

  it('treats a zero or negative limit as an empty preview', () => {
    expect(previewText('anything', 0)).toBe('...');
    expect(previewText('anything', -5)).toBe('...');
  });

  it('gives every built-in article a 100-character preview of a longer description', () => {
    expect(articles).toHaveLength(9);
    for (const article of articles) {
      expect(article.description.length).toBeGreaterThan(300);
      const preview = previewText(article.description, 100);
      expect(preview).toBe(`${article.description.slice(0, 100)}...`);
      expect(preview).toHaveLength(103);
    }
  });
});
