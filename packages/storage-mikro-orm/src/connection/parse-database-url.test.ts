import { isRecordError } from '@recordgate/core';
import { describe, expect, it } from 'vitest';
import { parseDatabaseUrl } from './parse-database-url.js';

describe('parseDatabaseUrl', () => {
  it('selects SQLite for paths and sqlite:/file: URLs', () => {
    expect(parseDatabaseUrl()).toMatchObject({
      driver: 'sqlite',
      dbName: './data/recordgate.sqlite',
    });
    expect(parseDatabaseUrl('sqlite:/srv/x.db')).toMatchObject({
      driver: 'sqlite',
      dbName: '/srv/x.db',
    });
    expect(parseDatabaseUrl('file:///srv/x.db').dbName).toBe('/srv/x.db');
  });

  it('selects the server drivers and hides the password', () => {
    const pg = parseDatabaseUrl('postgresql://app:s3cret@db:5432/records?sslmode=require');
    expect(pg).toMatchObject({ driver: 'postgresql', dbName: 'records' });
    expect(pg.clientUrl).toContain('s3cret');
    expect(pg.display).toBe('postgresql://app:***@db:5432/records?sslmode=require');
    expect(parseDatabaseUrl('postgres://db/x').driver).toBe('postgresql');
    expect(parseDatabaseUrl('mysql://root@db/x')).toMatchObject({ driver: 'mysql', dbName: 'x' });
    expect(parseDatabaseUrl('mariadb://root@db/x').driver).toBe('mariadb');
  });

  it('refuses a server URL without a database name, saying how to write it', () => {
    const error = (() => {
      try {
        return parseDatabaseUrl('postgresql://db:5432/');
      } catch (e) {
        return e;
      }
    })();
    expect(isRecordError(error, 'invalid')).toBe(true);
    expect((error as Error).message).toMatch(/postgresql:\/\/USER:PASSWORD@HOST:PORT\/DATABASE/);
  });
});
