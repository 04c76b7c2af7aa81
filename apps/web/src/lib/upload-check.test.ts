import { describe, expect, it } from 'vitest';
import { uploadLimits } from '@sunfleet/contract/validators';
import { uploadProblem } from './upload-check.ts';

describe('uploadProblem', () => {
  const picture = uploadLimits.plantPicture;

  it('accepts a JPG, JPEG or PNG of at most 10 MB', () => {
    expect(uploadProblem({ name: 'roof.JPEG', size: 10 * 1024 * 1024 }, picture, 'en')).toBeNull();
    expect(uploadProblem({ name: 'roof.png', size: 1 }, picture, 'en')).toBeNull();
  });

  it('names the allowed types, then the size limit', () => {
    expect(uploadProblem({ name: 'roof.gif', size: 1 }, picture, 'en')).toBe(
      'Only JPG, JPEG, PNG files are allowed',
    );
    expect(uploadProblem({ name: 'roof', size: 1 }, picture, 'en')).toContain('JPG');
    expect(uploadProblem({ name: 'roof.png', size: 10 * 1024 * 1024 + 1 }, picture, 'en')).toBe(
      'The file may be at most 10 MB',
    );
  });
});
