import { createMemoryStorage } from '@recordgate/core';
import { describeStorageContract } from '@recordgate/testing';

describeStorageContract('in-memory', async (types) => createMemoryStorage({ types }));
