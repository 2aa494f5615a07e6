import { describe, expect, it } from 'vitest';
import { blogAuthor, commenterName, likeCountText, readingTimeText } from './content-text';

describe('likeCountText', () => {
  it('words the count in singular or plural', () => {
    expect(likeCountText(0)).toBe('0 likes');
    expect(likeCountText(1)).toBe('1 like');
    expect(likeCountText(2)).toBe('2 likes');
    expect(likeCountText(1000)).toBe('1000 likes');
  });
});

describe('commenterName', () => {
  it("shows the commenter's Username, else 'Unknown User'", () => {
    expect(commenterName({ commentedBy: { _id: 'u', profiledetails: { Username: 'Asha' } } })).toBe('Asha');
    expect(commenterName({ commentedBy: { _id: 'u', profiledetails: {} } })).toBe('Unknown User');
    expect(commenterName({ commentedBy: { _id: 'u', profiledetails: { Username: '  ' } } })).toBe('Unknown User');
  });
});

describe('blogAuthor', () => {
  it("shows the uploader's Username, else 'Unknown'", () => {
    const uploader = { _id: 'u', verified: false, profiledetails: { Username: 'Ravi', profilePic: null } };
    expect(blogAuthor({ uploadedBy: uploader })).toBe('Ravi');
    expect(blogAuthor({ uploadedBy: { ...uploader, profiledetails: { profilePic: null } } })).toBe('Unknown');
  });
});

describe('readingTimeText', () => {
  const words = (n: number) => Array.from({ length: n }, () => 'word').join(' ');

  it('reads the summary and content at about 200 words a minute, at least one minute', () => {
    expect(readingTimeText({ summary: '', content: '' })).toBe('1 min read');
    expect(readingTimeText({ summary: 'Short.', content: words(150) })).toBe('1 min read');
    expect(readingTimeText({ summary: words(100), content: words(500) })).toBe('3 min read');
    expect(readingTimeText({ summary: '', content: `  ${words(401)}\n\n` })).toBe('3 min read');
  });
});
