import { describe, expect, it } from 'vitest';
import { parseS3Url } from './parse-s3-url.js';

describe('parseS3Url', () => {
  it('reads a bucket with and without a prefix', () => {
    expect(parseS3Url('s3://records')).toEqual({ bucket: 'records', prefix: '' });
    expect(parseS3Url('s3://records/')).toEqual({ bucket: 'records', prefix: '' });
    expect(parseS3Url('s3://my.records-1/prod/files/')).toEqual({
      bucket: 'my.records-1',
      prefix: 'prod/files/',
    });
    expect(parseS3Url('s3://records//a//b')).toEqual({ bucket: 'records', prefix: 'a/b/' });
  });

  it('refuses what is not an S3 location, naming the expected form', () => {
    for (const url of ['records', 'http://records', 's3:/records', 'file:///tmp']) {
      expect(() => parseS3Url(url)).toThrow(/s3:\/\/BUCKET/);
    }
  });

  it('refuses bucket names S3 does not allow and prefixes that walk out of the bucket', () => {
    for (const url of [
      's3://',
      's3://ab',
      's3://Records',
      's3://re_cords',
      's3://-records',
      's3://a..b',
    ]) {
      expect(() => parseS3Url(url)).toThrow(/not a valid bucket name/);
    }
    for (const url of [
      's3://records/../x',
      's3://records/a/./b',
      's3://records/a\\b',
      's3://records/a\nb',
    ]) {
      expect(() => parseS3Url(url)).toThrow(/not usable/);
    }
  });
});
