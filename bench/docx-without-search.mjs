// Loaded with `node --import` before `recordgate serve` by the .docx benchmarks: the default document
// type without content search, so that a fill's cost without indexing is a figure of its own.
import { defaultRecordTypes } from '@recordgate/core';

const document = defaultRecordTypes.find((type) => type.name === 'document');
if (document) delete document.search;
