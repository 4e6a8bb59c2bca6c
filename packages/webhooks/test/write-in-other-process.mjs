// Another process on the event work's database (a second node, or the command line): creates one
// document as the actor given as JSON in argv 3, in the database at the URL of argv 2, through the
// record service (so its event is in the outbox), and exits.
import { createDefaultPolicy } from '@recordgate/access';
import { createRecordService, defaultRecordTypes } from '@recordgate/core';
import { createMikroOrmStorage } from '@recordgate/storage-mikro-orm';

const [url, actor, title] = process.argv.slice(2);
const types = defaultRecordTypes;
const storage = await createMikroOrmStorage({ url, types });
try {
  const records = createRecordService({ storage, policy: createDefaultPolicy(), types });
  await records.create({ actor: JSON.parse(actor), type: 'document', data: { title } });
} finally {
  await storage.close();
}
