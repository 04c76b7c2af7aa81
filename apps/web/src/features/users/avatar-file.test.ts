import { describe, expect, it } from 'vitest';
import { avatarFileProblem } from './avatar-file.ts';

const megabyte = 1024 * 1024;

describe('avatarFileProblem', () => {
  it.each(['me.jpg', 'me.JPEG', 'me.png'])('accepts %s up to 6 MB', (name) => {
    expect(avatarFileProblem({ name, size: 6 * megabyte })).toBeNull();
  });

  it('rejects other types and files over 6 MB', () => {
    expect(avatarFileProblem({ name: 'me.gif', size: 10 })).toEqual({ key: 'fileType' });
    expect(avatarFileProblem({ name: 'me', size: 10 })).toEqual({ key: 'fileType' });
    expect(avatarFileProblem({ name: 'me.png', size: 6 * megabyte + 1 })).toEqual({ key: 'fileSize' });
  });
});
