// Shared by the examples: one company with an admin and a member, each with an API key, so that the
// examples can be called at once. A real installation creates these with the `recordgate` CLI.
import { createAdminTasks } from '@recordgate/core';

/**
 * Creates company "Example Corp" with admin "ada" and member "max" (when missing) and mints a key for
 * each. Returns the keys.
 */
export async function createDemoAccess(storage, types) {
  const tasks = createAdminTasks({ storage, types });
  if (!(await tasks.findCompany('Example Corp'))) {
    await tasks.createCompany({ name: 'Example Corp' });
    await tasks.createUser({ username: 'ada', company: 'Example Corp', role: 'admin' });
    await tasks.createUser({ username: 'max', company: 'Example Corp', role: 'member' });
  }
  const keyOf = async (username) =>
    (
      await tasks.keys.create({
        userId: (await tasks.findUser({ username, company: 'Example Corp' })).id,
      })
    ).key;
  return { admin: await keyOf('ada'), member: await keyOf('max') };
}

/** Prints what a caller needs: the address and the keys (the examples' tests read these lines). */
export function announce(url, keys) {
  console.log(`listening on ${url}`);
  console.log(`admin key: ${keys.admin}`);
  console.log(`member key: ${keys.member}`);
}
