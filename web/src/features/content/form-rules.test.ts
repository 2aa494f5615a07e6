import { describe, expect, it } from 'vitest';
import { blogFormProblem, checkCoverImage, postFormProblem, textToSend } from './form-rules';

const video = new Blob(['x'], { type: 'video/mp4' });

describe('postFormProblem (spec §5)', () => {
  it('needs the title, the text and the video', () => {
    const message = 'Oops! All fields, including video, are required. 🛑';
    expect(postFormProblem({ title: '', text: 'Idea', video })).toBe(message);
    expect(postFormProblem({ title: 'Idea', text: '', video })).toBe(message);
    expect(postFormProblem({ title: 'Idea', text: 'Pitch', video: null })).toBe(message);
    expect(postFormProblem({ title: '   ', text: 'Pitch', video })).toBe(message);
  });

  it('passes when everything is there', () => {
    expect(postFormProblem({ title: 'Idea', text: 'Pitch', video })).toBeNull();
  });
});

describe('blogFormProblem (spec §5)', () => {
  it('needs title, summary and content', () => {
    const message = 'Please provide a title, summary, and content.';
    expect(blogFormProblem({ title: '', summary: 's', content: 'c' })).toBe(message);
    expect(blogFormProblem({ title: 't', summary: ' ', content: 'c' })).toBe(message);
    expect(blogFormProblem({ title: 't', summary: 's', content: '' })).toBe(message);
    expect(blogFormProblem({ title: 't', summary: 's', content: 'c' })).toBeNull();
  });
});

describe('checkCoverImage', () => {
  it('takes png and jpeg up to 5 MB', () => {
    expect(checkCoverImage({ name: 'a.png', type: 'image/png', size: 10 })).toBeNull();
    expect(checkCoverImage({ name: 'a.jpg', type: 'image/jpeg', size: 5 * 1024 * 1024 })).toBeNull();
    expect(checkCoverImage({ name: 'a.jpeg', type: '', size: 10 })).toBeNull();
  });

  it('refuses other types and bigger files in the server words', () => {
    expect(checkCoverImage({ name: 'a.gif', type: 'image/gif', size: 10 })).toBe('Cover image must be a PNG or JPEG image');
    expect(checkCoverImage({ name: 'a.png', type: 'image/png', size: 5 * 1024 * 1024 + 1 })).toBe('Cover image must be at most 5 MB');
  });
});

describe('textToSend', () => {
  it('ignores blank and whitespace-only text and trims the rest', () => {
    expect(textToSend('')).toBeNull();
    expect(textToSend(' \n\t ')).toBeNull();
    expect(textToSend('  Great idea \n')).toBe('Great idea');
  });
});
