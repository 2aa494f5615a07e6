import { describe, expect, it } from 'vitest';
import { blogAuthor, commenterName, likeCountText } from './content-text';

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
