/**
 * V8's memory settings for the server process. Left to itself, under a steady load of API calls V8
 * grew the young generation (where every new object goes: a request, its parsed body, its answer)
 * to 64 MB twice over, and let the old generation grow to several times what stays alive between
 * collections (a collection once it reached 150 MB with 30 MB alive), and kept both: about half
 * of the one-process server's memory after load.
 * - `--max-semi-space-size=8`: a request's objects live for that request, and 8 MB serves hundreds
 *   of requests a second.
 * - `--optimize-for-size`: V8 collects the old generation when it has grown by a third rather than
 *   by several times; measured, no more CPU per API call.
 *
 * V8 takes these only when the process starts, so a server started without them starts again in
 * its place (the same process, arguments and environment) with them, before it has loaded anything
 * else. An option given on the command line or in NODE_OPTIONS is left as given. Left alone: the
 * server run from its TypeScript sources (development and tests, where starting twice would double
 * the compile time of a start), a process with a parent on an IPC channel (such as
 * `node --watch`'s), a Node without execve.
 */
const MEMORY_OPTIONS = [
  { name: '--max-semi-space-size', value: '--max-semi-space-size=8' },
  { name: '--optimize-for-size', value: '--optimize-for-size' },
];

function startWithHeapSettings(): void {
  const given = [...process.execArgv, ...(process.env.NODE_OPTIONS?.split(/\s+/) ?? [])];
  const missing = MEMORY_OPTIONS.filter(({ name }) =>
    given.every((option) => option !== name && !option.startsWith(`${name}=`)),
  );
  if (missing.length === 0 || import.meta.url.endsWith('.ts') || !process.execve || process.send) return;
  try {
    process.execve(process.execPath, [
      process.execPath,
      ...missing.map(({ value }) => value),
      ...process.execArgv,
      ...process.argv.slice(1),
    ]);
  } catch {
    // Not replaced (the system refused): this process runs on with V8's own settings.
  }
}

startWithHeapSettings();
